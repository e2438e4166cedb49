// What a remote's build and the shell's server agree on about prerendered fragments (issue 19,
// docs/architecture.md "Prerendered HTML"). Plain JavaScript: the shell's server reads it as is.

/** The folder, beside a remote's remoteEntry.js, that holds its prerendered fragments. */
export const FRAGMENT_DIR = 'prerender';

/** A fragment's file name in that folder: the module's first view in one language. */
export const fragmentFile = (module, lang) => `${module}.${lang}.html`;

/**
 * The nonce a render gives its <style> elements: the shell's server puts each answer's own nonce
 * in its place (the page's Content-Security-Policy allows no other inline style).
 */
export const NONCE_PLACEHOLDER = 'FCNONCEPLACEHOLDER';

/** Where a prerendered page carries the frame's API answers (dehydrated queries) for the browser's first render. */
export const QUERY_STATE_ID = 'fc-query-state';

/**
 * Where every page the shell's server sends carries, in each language, what the shell says when it
 * cannot start (shell/src/app/start-failure.ts): the `start` texts of the shell's common.json.
 */
export const START_TEXTS_ID = 'fc-start-texts';

/**
 * Where a page the shell's server sends lists the scripts its first view loads after bootstrap's
 * (the app's chunks and the shared libraries' own): the shell preloads them once the page has been
 * painted (shell/src/app/first-view-scripts.ts, issue 19).
 */
export const FIRST_VIEW_SCRIPTS_ID = 'fc-first-view-scripts';

/**
 * Where a page the shell's server sends lists the manifests of the remotes its route shows first
 * (the map on `/`, the report on `/forest-city-report`): the shell preloads them once the page has
 * been painted (shell/src/app/first-view-scripts.ts, issue 19).
 */
export const ROUTE_MANIFESTS_ID = 'fc-route-manifests';

/** The cookies the page writes so the server sends the next page in the visitor's language and theme. */
export const LANGUAGE_COOKIE = 'fc_lang';
export const COLOR_SCHEME_COOKIE = 'fc_scheme';

/**
 * The first of a browser's preferred languages (most wanted first: `navigator.languages`, or
 * Accept-Language sorted by weight) that the product offers, or null. The page's auto-translate
 * and the server's choice of the page's language use this one rule. ('zh-TW' counts as Chinese:
 * the product's Chinese is simplified, still the closest offer.)
 * @param {readonly string[]} wanted
 * @param {readonly string[]} supported
 * @returns {string | null}
 */
export function firstSupportedLanguage(wanted, supported) {
  for (const tag of wanted) {
    const base = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    if (supported.includes(base)) return base;
  }
  return null;
}
