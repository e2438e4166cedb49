// One rule for fetching ahead of the visitor (issue 19: nothing the first view does not need is
// fetched before the visitor reaches for it on a phone-sized or Save-Data connection).
type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

/** The smallest viewport that preloads dialogs while idle: a tablet in landscape or a desktop. */
export const IDLE_PRELOAD_MEDIA = '(min-width: 64em)';

/**
 * Whether to fetch what nobody asked for yet (the dialogs' code when idle, the service worker's
 * first-visit copies): only on a large screen with a fast connection. Not when the browser asks to
 * save data (data saver, `Save-Data`), not on a connection the browser rates slower than 4G, and not
 * on a phone-sized screen, where every byte competes with the map: there such fetches wait for the
 * visitor (a dialog's code on hover, focus or tap; the worker on the first interaction).
 * A browser that does not report its connection (Firefox, Safari) is judged by the screen alone.
 */
export function idlePreloadAllowed(
  nav: { connection?: ConnectionInfo } | undefined = globalThis.navigator as never,
  largeScreen: boolean = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(IDLE_PRELOAD_MEDIA).matches,
): boolean {
  const connection = nav?.connection;
  if (connection?.saveData === true) return false;
  if (connection?.effectiveType !== undefined && connection.effectiveType !== '4g') return false;
  return largeScreen;
}

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/** Runs `cb` when the page is next idle (at most 10 s later; 2 s where the browser has no idle callback); returns its cancel. */
export function whenIdle(cb: () => void): () => void {
  const w = window as IdleWindow;
  const id = w.requestIdleCallback ? w.requestIdleCallback(cb, { timeout: 10_000 }) : window.setTimeout(cb, 2_000);
  return () => (w.cancelIdleCallback ?? window.clearTimeout)(id);
}
