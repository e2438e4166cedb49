// The shell's popups (tooltips, the language menu), fetched on first use: on a hovering pointer's
// first move, the first key press, a press or focus on a popup's trigger, or when the page is idle
// on a large screen with a fast connection (idlePreloadAllowed). Until then each trigger renders
// alone; a phone's first view never fetches them (issue 19, unused JavaScript on `/`).
import { useEffect } from 'react';
import { onDemand, whenIdle } from '@forest-city/remote-kit';
import { idlePreloadAllowed } from '../lib/fetch-ahead';

export const popups = onDemand(() => import('./popups'));

/** Starts fetching the popups (a trigger's pointer, focus and press handler). */
export function preloadPopups(): void {
  void popups.preload().catch(() => undefined);
}

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
    let cancelIdle: (() => void) | undefined;
    const stop = () => {
      window.removeEventListener('pointermove', onPointer);
      window.removeEventListener('keydown', done);
      cancelIdle?.();
    };
    window.addEventListener('pointermove', onPointer, { passive: true });
    window.addEventListener('keydown', done);
    if (idlePreloadAllowed()) cancelIdle = whenIdle(done);
    return stop;
  }, []);
}
