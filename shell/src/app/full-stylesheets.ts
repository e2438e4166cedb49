// A prerendered page carries only the rules its HTML can use, in `<style data-fc-sheet="href">`
// elements where the stylesheet links were (shell/server/critical-styles.mjs). Before the app renders
// anything the server did not (a dialog, a menu, a screen after navigation), the whole sheets must
// be there: this links each one right after its inlined part, so the cascade's order is that of
// the links it replaces (Mantine's rules, then the shell's own, which must win).
//
// Called before `import('./app/App')`: the bundler's runtime then finds these links for the app's
// stylesheets and does not add its own at the end of the head (where Mantine's sheet would follow,
// and override, the shell's rules). A bare page has its links already and nothing to do.

/** How long the app waits for a sheet that neither loads nor fails (the bundler's own limit for a stylesheet). */
export const FULL_STYLESHEET_TIMEOUT_MS = 10_000;

/** Links the whole of each inlined stylesheet; settles when all have loaded or failed (never rejects). */
export function linkFullStylesheets(doc: Document = document): Promise<void> {
  const inlined = [...doc.querySelectorAll<HTMLStyleElement>('style[data-fc-sheet]')];
  return Promise.all(
    inlined.map(
      (style) =>
        new Promise<void>((resolve) => {
          const link = doc.createElement('link');
          link.rel = 'stylesheet';
          link.href = style.dataset.fcSheet ?? '';
          // A sheet that cannot be fetched (offline, no cached copy) leaves the inlined rules: the
          // page as the server drew it stays styled; only parts shown later may lack some rules.
          const timer = setTimeout(resolve, FULL_STYLESHEET_TIMEOUT_MS);
          const done = () => {
            clearTimeout(timer);
            resolve();
          };
          // Listeners, not `onload`: the bundler's runtime, finding this link for the app's chunk,
          // clears the link's `onload` and `onerror`.
          link.addEventListener('load', done);
          link.addEventListener('error', done);
          style.after(link);
        }),
    ),
  ).then(() => undefined);
}
