// The first view's scripts after bootstrap's (the app's chunks and the shared libraries' own),
// requested side by side once the page has been painted (issue 19, a phone's start).
//
// The shell's server lists them in the page (server/page.mjs, computed from the build's chunk
// graph). Without the list the federation runtime requests them one step after another as it
// reaches each. Here each is added as an async script: it downloads beside the others, V8 compiles
// it while it downloads (a preload link, finished before its script is inserted, was compiled on
// the main thread instead: 41 ms for i18next in one trace), and running it only registers the
// chunk's modules with the bundler's runtime, which then has the chunk when it needs it (or, still
// loading, waits on this script rather than adding its own). Not from the page's head: there they
// would share a phone's slow connection with the stylesheets the first paint waits for.
import { FIRST_VIEW_SCRIPTS_ID, ROUTE_MANIFESTS_ID } from '@forest-city/contracts/prerender';
import { nextTask } from './first-paint';

/**
 * Scripts added per task: starting a request costs the main thread 0.3-4 ms here (the page's first
 * one up to 12 ms; a phone's 4x makes that 48), so the 13 of `/` in one task made a long task of
 * their own, and four per task still made one of about 20 ms.
 */
const SCRIPTS_PER_TASK = 2;

/** The addresses a data block of the page lists; none if it is missing, damaged or not a list. */
function listed(doc: Document, id: string): string[] {
  let list: unknown;
  try {
    list = JSON.parse(doc.getElementById(id)?.textContent ?? '[]');
  } catch {
    // A damaged list only costs the head start: the runtime loads what it needs itself.
    return [];
  }
  return Array.isArray(list) ? list.filter((href): href is string => typeof href === 'string') : [];
}

/**
 * Preloads the manifests of the remotes the route shows first, which the page lists; returns how
 * many. From the head they made a phone's first paint later: a request to another origin (a new
 * connection on slow 4G) that Lighthouse counts among what the largest paint waited for (the
 * report page's LCP 1,430-1,540 ms with it in the head, 1,150-1,380 without). Once the page is
 * painted they still arrive well before the runtime asks for them (after bootstrap and the app).
 */
export function preloadRouteManifests(doc: Document = document): number {
  const manifests = listed(doc, ROUTE_MANIFESTS_ID);
  for (const href of manifests) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    // As the runtime fetches it (CORS, credentials for the same origin only), so it takes this response.
    link.crossOrigin = 'anonymous';
    link.href = href;
    doc.head.append(link);
  }
  return manifests.length;
}

/**
 * Adds the scripts the page lists, SCRIPTS_PER_TASK in each task; resolves with how many once all
 * are requested. A page without the list (a partner's, the dev server's) adds none.
 */
export async function loadFirstViewScripts(doc: Document = document): Promise<number> {
  const scripts = listed(doc, FIRST_VIEW_SCRIPTS_ID);
  for (const [i, src] of scripts.entries()) {
    if (i > 0 && i % SCRIPTS_PER_TASK === 0) await nextTask();
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    // One that fails is taken out: the runtime, finding a script with its chunk's address, would
    // wait on it (and time out) instead of adding its own, which may load or say why it cannot.
    script.addEventListener('error', () => script.remove());
    doc.head.append(script);
  }
  return scripts.length;
}
