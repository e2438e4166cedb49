// When the shell's app may start (index.ts): after the prerendered page's first frame.
/**
 * Resolves once the prerendered page has been painted (its first frame, and the browser's report
 * that it is on screen): the app's work (the federation runtime, the first view's scripts, the
 * texts, hydration) waits for it, so the visitor sees the page before any of it runs.
 * Without this wait, on a slow phone the app's scripts were sometimes ready before the browser's
 * first frame and ran first: the first paint came about a second later (Lighthouse mobile, `/`,
 * one run in three: LCP 3.5-4.0 s instead of 1.6 s). A page with nothing prerendered, or one
 * in a background tab (which gets no frames), starts at once.
 */
export function afterFirstPaint(root: HTMLElement | null = document.getElementById('root')): Promise<void> {
  const prerendered = root?.dataset.prerenderedLang !== undefined;
  if (!prerendered || document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))).then(firstContentfulPaint);
}

/** The longest the start waits, after its frame, for the browser to report that frame shown. */
export const PAINT_REPORT_WAIT_MS = 250;

/**
 * Resolves once the browser reports the first contentful paint (Paint Timing), at most
 * PAINT_REPORT_WAIT_MS later; at once where Paint Timing is missing. The frame's task ends before
 * the frame is on screen: requests started in between counted as started before the first paint
 * (Lighthouse mobile puts every such request in its pessimistic estimate of the report's LCP,
 * 1.46-1.52 s against a 1.5 s budget, issue 19).
 */
function firstContentfulPaint(): Promise<void> {
  const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!supported || performance.getEntriesByName('first-contentful-paint').length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(done, PAINT_REPORT_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Resolves in a later task: what follows runs after the browser has had the main thread (input, a frame). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
