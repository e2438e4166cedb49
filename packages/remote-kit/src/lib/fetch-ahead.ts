// One rule for fetching ahead of the visitor, shared by the shell (its dialogs, its service worker)
// and the remotes (the map's WebGL code): issue 19 and issue 52.
/** What `navigator.connection` reports, where the browser has it. */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string; downlink?: number };

/**
 * The slowest downlink (Mbps, as the browser estimates it) at which something large (the map's WebGL
 * code) is fetched ahead: a slow 4G phone (1.6 Mbps) keeps its bandwidth for what the visitor asked for.
 */
export const LARGE_FETCH_AHEAD_MIN_DOWNLINK_MBPS = 5;

/**
 * Whether the connection allows fetching what nobody asked for yet: not when the browser asks to
 * save data (data saver, `Save-Data`), not on a connection the browser rates slower than 4G or
 * estimates below `minDownlinkMbps`. A browser that does not report its connection (Firefox,
 * Safari) allows it.
 */
export function connectionAllowsFetchAhead(nav: { connection?: ConnectionInfo } | undefined = globalThis.navigator as never, minDownlinkMbps = 0): boolean {
  const connection = nav?.connection;
  if (connection?.saveData === true) return false;
  if (typeof connection?.downlink === 'number' && connection.downlink < minDownlinkMbps) return false;
  return connection?.effectiveType === undefined || connection.effectiveType === '4g';
}

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/** Runs `cb` when the page is next idle (at most 10 s later; 2 s where the browser has no idle callback); returns its cancel. */
export function whenIdle(cb: () => void): () => void {
  const w = window as IdleWindow;
  const id = w.requestIdleCallback ? w.requestIdleCallback(cb, { timeout: 10_000 }) : window.setTimeout(cb, 2_000);
  return () => (w.cancelIdleCallback ?? window.clearTimeout)(id);
}

/**
 * Runs each step in its own idle period, once the page has loaded, when the connection allows
 * fetching ahead; returns its cancel. Each step is one fetch (and its code's start-up), so no task
 * holds the page for long.
 */
export function fetchAheadWhenIdle(steps: readonly (() => unknown)[], { minDownlinkMbps = 0 }: { minDownlinkMbps?: number } = {}): () => void {
  if (typeof window === 'undefined' || !connectionAllowsFetchAhead(globalThis.navigator as never, minDownlinkMbps)) return () => undefined;
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  const queue = [...steps];
  const next = () => {
    const step = queue.shift();
    if (cancelled || !step) return;
    step();
    cancelIdle = whenIdle(next);
  };
  const start = () => (cancelIdle = whenIdle(next));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
    cancelIdle?.();
  };
}
