import { randomBytes } from 'node:crypto';

// The Content-Security-Policy of every page the product serves (the shell's pages and each
// remote's standalone page), built from the same runtime configuration the page gets, so a
// remote or tile server moved by environment is allowed without touching this file.
// Every relaxation below is explained in docs/deploying.md, section "Security".

/**
 * The origin a configured URL points at, as a CSP source expression; null when it is relative
 * (same origin, covered by 'self'). A placeholder in the host of a tile template
 * (`https://{s}.tile.example.org/...`) becomes a wildcard label (`https://*.tile.example.org`).
 * @param {string} url
 * @returns {string | null}
 */
export function originOf(url) {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return null;
  const [, scheme, host] = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)/i.exec(url) ?? [];
  const wildHost = host.replace(/\{[^}]*\}/g, '*');
  if (wildHost.includes('*')) {
    // CSP allows a wildcard only as the leftmost label.
    if (!/^\*\.[^*]+$/.test(wildHost)) throw new Error(`Cannot express the host of ${url} in a Content-Security-Policy`);
    return `${scheme.toLowerCase()}${wildHost.toLowerCase()}`;
  }
  return new URL(url).origin;
}

const unique = (list) => [...new Set(list.filter(Boolean))];

/**
 * @param {object} config  the runtime configuration (shell/server/runtime-config.mjs) or the part of it a page uses
 * @param {Record<string, {manifest: string}>} [config.remotes]  remotes the page loads (none on a standalone page)
 * @param {Record<string, {url: string}>} [config.tiles]  tile URL templates the map may request
 * @param {string} [config.apiBase]  '/api' (same origin) or the absolute URL of the API
 * @param {object} [options]
 * @param {string} [options.styleNonce]  nonce of the page's <style> elements (HTML pages); without it no inline style is allowed
 * @param {string[]} [options.styleAttributeHashes]  hashes of the `style` attributes in a prerendered page's HTML (server/prerender.mjs): exactly those values are allowed
 * @returns {string}
 */
export function contentSecurityPolicy({ remotes = {}, tiles = {}, apiBase = '/api' } = {}, { styleNonce, styleAttributeHashes = [] } = {}) {
  const remoteOrigins = unique(Object.values(remotes).map((r) => originOf(r.manifest)));
  const tileOrigins = unique(Object.values(tiles).map((t) => originOf(t.url)));
  const apiOrigins = unique([originOf(apiBase)]);
  const self = "'self'";
  /** @type {[string, string[]][]} */
  const directives = [
    ['default-src', [self]],
    // Bundles of the page and of each remote (remoteEntry.js, chunks). Nothing inline, no eval.
    ['script-src', [self, ...remoteOrigins]],
    // Stylesheets of the page and of each remote; Mantine's <style> elements carry the nonce.
    ['style-src', [self, ...remoteOrigins, ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])]],
    // A prerendered page's components write some styles as attributes (Mantine's CSS variables):
    // each exact value is allowed by its hash, no other. Scripts set styles through the CSSOM,
    // which this does not govern.
    ...(styleAttributeHashes.length ? [['style-src-attr', ["'unsafe-hashes'", ...styleAttributeHashes]]] : []),
    // Remote assets (icons), tiles as images, maplibre's decoded tiles (blob:) and data: icons.
    ['img-src', unique([self, 'data:', 'blob:', ...remoteOrigins, ...tileOrigins])],
    // Remote manifests and locale files, the API, and tiles (maplibre fetches them).
    ['connect-src', unique([self, ...remoteOrigins, ...apiOrigins, ...tileOrigins])],
    // maplibre's worker: same origin, or a blob: stub that imports it from the map's origin (the
    // imports of a module worker are checked against worker-src, not script-src).
    ['worker-src', [self, 'blob:', ...remoteOrigins]],
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['base-uri', [self]],
    ['form-action', [self]],
    // Partners reuse remotes through federation, never by framing a page.
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** A fresh nonce for one page response (128 random bits, base64). */
export function newNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * The page with its style nonce where the scripts read it: a `<meta property="csp-nonce">` first
 * in <head>. The browser hides the attribute from the DOM once the policy applies; the scripts
 * read the element's `nonce` property (src/app/csp-nonce.ts in each part).
 * @param {string} html
 * @param {string} nonce
 */
export function withStyleNonce(html, nonce) {
  if (!/^[A-Za-z0-9+/=]+$/.test(nonce)) throw new Error('a nonce is base64');
  if (!/<head>/i.test(html)) throw new Error('the page has no <head>');
  return html.replace(/<head>/i, (head) => `${head}<meta property="csp-nonce" nonce="${nonce}">`);
}
