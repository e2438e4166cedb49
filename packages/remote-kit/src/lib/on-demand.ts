// Code fetched on first use (issue 19: nothing the first view does not render is fetched before the
// visitor reaches for it). A part's popups (Mantine's Menu and Tooltip are its on-demand share,
// shared-surface.mjs) render their trigger alone until the code has arrived, then the whole popup.
//
// `onDemand(load)` gives the part one loader for the module: `preload()` starts it (the trigger
// calls it on pointer, focus or press; a part may call it when the page is idle), and `useModule()`
// is the module once it has arrived, or null (always null in server rendering and while hydrating,
// so prerendered HTML matches). A failed load is forgotten: the next `preload()` tries again.
// `useWhen(wanted)` is the module for a part that must have it while something is open (a dialog,
// a panel): it fetches while `wanted` and the module is not there, and gives the failure and a
// `retry()`; the part only decides how to show the failure.
// A press on a trigger before its module arrived is the loader's too: `press(key)` fetches and
// remembers it, `usePressed(key)` lets the plain trigger show it is busy, and the module's
// rendering opens itself if `takePress(key)` says so when it mounts (the key is the trigger's
// ON_DEMAND_TRIGGER key; it outlives the trigger, which the swap, or a parent's, mounts anew).
//
// When the module arrives, components swap their plain trigger for the popup's, which React mounts
// anew (at once, in one synchronous render, and never between a press and its click). A trigger that
// had keyboard focus keeps it: mark it `data-on-demand-trigger="<key>"` on both renderings, and the
// element carrying the same key gets focus back after the swap.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

export interface OnDemand<T> {
  /** Starts fetching the module (once; again after a failure). */
  preload(): Promise<T>;
  /** The module once it has arrived, else null. */
  useModule(): T | null;
  /**
   * The module, fetched while `wanted` and not yet there. `failure` holds the last load's error
   * until `retry()` (which fetches again) or until `wanted` turns false (the next time asks again).
   * A failure that arrives after `wanted` turned false is dropped.
   */
  useWhen(wanted: boolean): Wanted<T>;
  /** A press on trigger `key` before the module arrived: fetches it and remembers the press (forgotten if the load fails, so the next press tries again). */
  press(key: string): void;
  /** Whether trigger `key` was pressed and its module is on the way. */
  usePressed(key: string): boolean;
  /** Whether trigger `key` was pressed before the module arrived; forgets it. For the module's rendering, once, as it mounts. */
  takePress(key: string): boolean;
}

export interface Wanted<T> {
  module: T | null;
  failure: { error: unknown } | null;
  retry(): void;
}

/** The attribute naming a trigger whose focus survives the swap. */
export const ON_DEMAND_TRIGGER = 'data-on-demand-trigger';

/** The focused element, through open shadow roots (a partner's custom element holds the map). */
function deepActiveElement(): Element | null {
  let active: Element | null = typeof document === 'undefined' ? null : document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Runs `swap` (a synchronous re-render) and gives a trigger that had focus before it focus again:
 * the element carrying the same ON_DEMAND_TRIGGER key, unless something else has focus by then.
 */
function withFocusCarried(swap: () => void): void {
  const active = deepActiveElement();
  const key = active?.getAttribute(ON_DEMAND_TRIGGER);
  // Its document or shadow root, asked before the swap detaches it.
  const root = active?.getRootNode() as Document | ShadowRoot | undefined;
  swap();
  if (!active || !key || !root || active.isConnected) return;
  const now = deepActiveElement();
  if (now && now !== document.body && now.isConnected) return;
  root.querySelector<HTMLElement>(`[${ON_DEMAND_TRIGGER}="${CSS.escape(key)}"]`)?.focus();
}

/**
 * Runs `run` when no pointer is pressed. A swap between a press and its click would leave the click
 * with no target (the pressed element is gone), so a trigger pressed while its code arrives gets its
 * click first. At most a second late, for a press whose release the page never sees.
 */
const afterPress = (() => {
  let pressed = false;
  let waiting: (() => void)[] = [];
  const flush = () => {
    const runs = waiting;
    waiting = [];
    for (const run of runs) run();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('pointerdown', () => (pressed = true), true);
    const release = () => {
      pressed = false;
      // After the click the release causes (dispatched right after it).
      setTimeout(flush, 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  }
  return (run: () => void) => {
    if (!pressed) return run();
    waiting.push(run);
    setTimeout(() => {
      pressed = false;
      flush();
    }, 1000);
  };
})();

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  const pressed = new Set<string>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const snapshot = () => value;
  const serverSnapshot = () => null;
  const useModule = () => useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const preload = (): Promise<T> => {
    pending ??= load().then(
      (module) =>
        new Promise<T>((resolve) =>
          afterPress(() => {
            withFocusCarried(() =>
              flushSync(() => {
                value = module;
                notify();
              }),
            );
            resolve(module);
          }),
        ),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    preload,
    useModule,
    useWhen(wanted) {
      const module = useModule();
      const [failure, setFailure] = useState<{ error: unknown } | null>(null);
      // Retry runs the fetching effect again; preload() forgot the failed load.
      const [attempt, setAttempt] = useState(0);
      useEffect(() => {
        if (!wanted) return setFailure(null);
        if (module) return;
        let current = true;
        preload().catch((error: unknown) => current && setFailure({ error }));
        return () => {
          current = false;
        };
      }, [wanted, module, attempt]);
      const retry = useCallback(() => {
        setFailure(null);
        setAttempt((n) => n + 1);
      }, []);
      return { module, failure, retry };
    },
    press(key) {
      if (value) return;
      pressed.add(key);
      notify();
      preload().catch(() => {
        pressed.delete(key);
        notify();
      });
    },
    usePressed(key) {
      return useSyncExternalStore(
        subscribe,
        () => pressed.has(key),
        () => false,
      );
    },
    takePress(key) {
      return pressed.delete(key);
    },
  };
}

/**
 * `opened`, held false until the frame after the component mounts. Mantine's Menu, Modal and Drawer
 * remember where focus was (to give it back on close) and play their transition only when `opened`
 * changes, never for one that mounts open, as a popup whose code arrived after the press does.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return opened && mounted;
}
