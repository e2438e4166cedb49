// When the shell's app may start (index.ts): after the prerendered page's first frame.
/**
 * Resolves once the prerendered page has been painted: the app's work (the federation runtime, the
 * texts, hydration) waits for the first frame, so the visitor sees the page before any of it runs.
 * Without this wait, on a slow phone the app's scripts were sometimes ready before the browser's
 * first frame and ran first: the first paint came about a second later (Lighthouse mobile, `/`,
 * one run in three: LCP 3.5-4.0 s instead of 1.6 s). A page with nothing prerendered, or one
 * in a background tab (which gets no frames), starts at once.
 */
export function afterFirstPaint(root: HTMLElement | null = document.getElementById('root')): Promise<void> {
  const prerendered = root?.dataset.prerenderedLang !== undefined;
  if (!prerendered || document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves in a later task: what follows runs after the browser has had the main thread (input, a frame). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
