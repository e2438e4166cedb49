// The shell's popups (tooltips, the language menu), fetched on first use: on a hovering pointer's
// first move, the first key press, a press or focus on a popup's trigger, or when the page is idle
// on a large screen with a fast connection (idlePreloadAllowed). Until then each trigger renders
// alone; a phone's first view never fetches them (issue 19, unused JavaScript on `/`).
import { useEffect } from 'react';
import { onDemand } from '@forest-city/remote-kit';
import { idlePreloadAllowed } from '../app/fetch-ahead';

export const popups = onDemand(() => import('./popups'));

/** Starts fetching the popups (a trigger's pointer, focus and press handler). */
export function preloadPopups(): void {
  void popups.preload().catch(() => undefined);
}

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/** Fetches the popups when the visitor shows they may use them: a hovering pointer, a keyboard, or an idle large fast screen. */
export function usePopupsWhenReachedFor(): void {
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' || event.pointerType === 'pen') done();
    };
    const done = () => {
      preloadPopups();
      stop();
    };
    const w = window as IdleWindow;
    let idle: number | undefined;
    const stop = () => {
      window.removeEventListener('pointermove', onPointer);
      window.removeEventListener('keydown', done);
      if (idle !== undefined) (w.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
    window.addEventListener('pointermove', onPointer, { passive: true });
    window.addEventListener('keydown', done);
    if (idlePreloadAllowed()) idle = w.requestIdleCallback ? w.requestIdleCallback(done, { timeout: 10_000 }) : window.setTimeout(done, 2_000);
    return stop;
  }, []);
}
