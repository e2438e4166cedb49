// The page the shell's server sends for every app route: the built index.html with what the
// browser would otherwise fetch one step later (issue 19, a flatter critical chain):
// - this visitor's runtime configuration (its canary bucket and preview applied) inlined as a JSON
//   data block, so the shell does not wait for /runtime-config.json before registering remotes
//   (a data block is never executed, so the page's CSP still allows no inline script);
// - the first render's stylesheets and scripts (`page-assets.json`), linked from the head (the
//   report's stylesheets then give way to their critical rules inline, INLINE_STYLES_ROUTES), and
//   the list of the first view's other scripts, which the shell adds once the page is painted;
// - the manifest of each remote the route shows first (the map on `/`, the report on
//   `/forest-city-report`), listed for the shell to preload once the page is painted, so the
//   runtime does not find it missing when it reaches the remote.
import { FIRST_VIEW_SCRIPTS_ID, ROUTE_MANIFESTS_ID } from '@forest-city/contracts/prerender';
import { MODULE_TABLES_ID } from './module-tables.mjs';

/** The element id of the inlined configuration; the shell reads it (src/federation/runtime-config.ts). */
export const INLINE_CONFIG_ID = 'fc-runtime-config';

/**
 * The remote modules each app route shows on arrival (the shell's routes, src/routes/): the page
 * lists their remotes' manifests for the shell to preload after the first paint, and the
 * prerendered page puts in their slots the fragments their releases publish (prerender.mjs). A remote that starts publishing a fragment for its module
 * is picked up with no change here.
 */
export const ROUTE_MODULES = {
  '/': [{ remote: 'map', kind: 'map' }],
  '/forest-city-report': [{ remote: 'report', kind: 'page', route: '/forest-city-report' }],
};

/**
 * The module a route's slot shows, from its remote's table (server/module-tables.mjs), or null.
 * @param {{ remote: string, kind: string, route?: string }} slot
 * @param {Record<string, unknown[]> | null} tables
 * @returns {string | null}
 */
export function slotModule(slot, tables) {
  const table = tables?.[slot.remote];
  if (!Array.isArray(table)) return null;
  const entry = table.find((m) => m?.kind === slot.kind && (slot.kind !== 'page' || m?.route === slot.route));
  return typeof entry?.name === 'string' ? entry.name : null;
}

/**
 * The app routes whose prerendered page carries the rules its HTML uses inline instead of linking
 * the first render's stylesheets (server/critical-styles.mjs). It pays where the first view uses a
 * small part of the sheets: the report, a reading page whose first paint is its content, uses about
 * 43 % of Mantine's (9 of 21 KB gzip), and Lighthouse mobile's LCP went from about 1.57 to 1.3 s.
 * `/` uses about half of it, which a visitor would then fetch twice: on a phone 11.5 KB more on
 * arrival (359 KB against a 350 KB budget) for about 0.14 s less LCP (1.56 s against a 2.0 s
 * budget), so `/` keeps its links. docs/decisions/001-prerendered-html.md.
 */
export const INLINE_STYLES_ROUTES = ['/forest-city-report'];

/** JSON that cannot close its <script> element or start a comment inside it. */
export const scriptSafeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** Text made safe inside an element or a double-quoted attribute. */
export const escapeHtml = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A stylesheet's link, as the page writes it (critical-styles.mjs finds it again by this text). */
export const stylesheetLink = (href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`;

/**
 * The first render's stylesheets, linked (render-blocking, so the prerendered HTML is painted
 * styled), and bootstrap's scripts, preloaded beside main.js: `page-assets.json` of the shell's
 * build. The rest of the first view's scripts are listed in a JSON data block for the shell to
 * add once the page has been painted (src/app/first-view-scripts.ts): preloaded from the head
 * they would share the slow connection with the stylesheets the first paint waits for (Lighthouse
 * mobile's LCP on `/` went from about 1.6 to 2.0-2.3 s).
 * @param {{ css: string[], js: string[], afterPaint?: string[] } | null} assets
 */
export function assetLinks(assets) {
  if (!assets) return '';
  const afterPaint = assets.afterPaint?.length ? `<script id="${FIRST_VIEW_SCRIPTS_ID}" type="application/json">${scriptSafeJson(assets.afterPaint)}</script>` : '';
  return [...assets.css.map(stylesheetLink), ...assets.js.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="script">`), afterPaint].join('');
}

/**
 * @param {string} html the built index.html
 * @param {{ config: { remotes: Record<string, { manifest: string }> } | null, route: string, assets?: { css: string[], js: string[] } | null, modules?: Record<string, unknown[]> | null }} page
 */
export function pageHtml(html, { config, route, assets = null, modules = null }) {
  html = html.replace(/<\/head>/i, () => `${assetLinks(assets)}</head>`);
  if (!config) return html;
  const manifests = (ROUTE_MODULES[route] ?? []).map(({ remote }) => config.remotes[remote]?.manifest).filter(Boolean);
  // Listed for the shell to preload once the page is painted (src/app/first-view-scripts.ts): a
  // preload in the head, a request to another origin, made a phone's first paint later.
  const manifestList = manifests.length ? `<script id="${ROUTE_MANIFESTS_ID}" type="application/json">${scriptSafeJson(manifests)}</script>` : '';
  const data = `<script id="${INLINE_CONFIG_ID}" type="application/json">${scriptSafeJson(config)}</script>`;
  const tables = modules ? `<script id="${MODULE_TABLES_ID}" type="application/json">${scriptSafeJson(modules)}</script>` : '';
  return html.replace(/<\/head>/i, () => `${manifestList}${data}${tables}</head>`);
}
