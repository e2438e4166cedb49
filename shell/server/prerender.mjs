// Content in the first response (issue 19; docs/architecture.md "Prerendered HTML"). The shell's
// server renders each page with the shell's own components (dist-server/render.mjs, compiled by
// the shell's build) in the visitor's language, with the API's answers the frame shows and the
// remotes' prerendered fragments, which each remote's build publishes beside its entry
// (`prerender/<Module>.<lang>.html`): a remote release changes its part of the page without a
// shell release. The browser hydrates the frame (src/bootstrap.tsx); a fragment stays as sent
// until its remote's module replaces it.
//
// Anything missing (the render bundle, the API, a fragment) leaves that part out: the page is then
// what it was without prerendering, never an error. `PRERENDER=off` switches it off.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { COLOR_SCHEME_COOKIE, FRAGMENT_DIR, LANGUAGE_COOKIE, NONCE_PLACEHOLDER, QUERY_STATE_ID, firstSupportedLanguage, fragmentFile } from '@forest-city/contracts/prerender';
import { ROUTE_MODULES, escapeHtml, scriptSafeJson, slotModule } from './page.mjs';

/** The placeholder nonce the render gives its <style> elements; each answer puts its own in. */
export { NONCE_PLACEHOLDER };

/** One cookie's value in a request's headers, or null. */
const cookieValue = (headers, name) => new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(headers.cookie ?? '')?.[1] ?? null;

/**
 * The theme the page is sent in: dark when the visitor chose dark, or chose the system's and the
 * browser says the system is dark (the client hint Sec-CH-Prefers-Color-Scheme, which the server
 * asks for with Accept-CH: Chromium sends it from the second page on); else light, the product's
 * default. Without the hint a "system" dark page starts light until Mantine reads the system's choice.
 * @returns {'light' | 'dark'}
 */
export function colorScheme(headers) {
  const chosen = cookieValue(headers, COLOR_SCHEME_COOKIE);
  if (chosen === 'dark') return 'dark';
  if (chosen === 'auto' && /^"?dark"?$/i.test((headers['sec-ch-prefers-color-scheme'] ?? '').trim())) return 'dark';
  return 'light';
}

/**
 * A browser that asks for the bare page (the cookie `fc_prerender=off`): support comparing a page
 * with and without prerendering, and the browser tests that fault the API in the browser, which
 * must see the page ask the API itself.
 */
export const prerenderRefused = (headers) => cookieValue(headers, 'fc_prerender') === 'off';

/** How long the server waits for the API and for a fragment before sending the page without them. */
export const PRERENDER_WAIT_MS = { data: 1_000, fragment: 800 };
/**
 * How long a fragment is reused before it is asked for again (a release is a new manifest URL, so
 * a new fragment URL: this only delays a fragment rewritten in place). The API's answers are asked
 * for with every page rendered; a rendered page is reused for at most the shell's PAGE_CACHE_MS.
 */
export const PRERENDER_REUSE_MS = 10_000;

/**
 * The page's language, as the browser will detect it (src/i18n/i18n.ts: the stored choice, then
 * the browser's languages): the language cookie, then Accept-Language, then English.
 * @param {{ cookie?: string, 'accept-language'?: string }} headers
 * @param {readonly string[]} languages the product's languages (@forest-city/contracts, through the render bundle), English first
 * @returns {string}
 */
export function pageLanguage(headers, languages) {
  const cookie = cookieValue(headers, LANGUAGE_COOKIE);
  const stored = cookie ? firstSupportedLanguage([cookie], languages) : null;
  if (stored) return stored;
  const wanted = (headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1 };
    })
    .filter((w) => w.tag && w.q > 0)
    .sort((a, b) => b.q - a.q);
  return (
    firstSupportedLanguage(
      wanted.map((w) => w.tag),
      languages,
    ) ?? languages[0]
  );
}

/**
 * The server's guess at the screen (a phone or tablet in portrait: small), from the client hint or
 * the user agent. The browser's first render takes the same guess, then corrects it.
 * @returns {'small' | 'large'}
 */
export function viewportGuess(headers) {
  if (headers['sec-ch-ua-mobile'] === '?1') return 'small';
  return /Mobi|Android|iPhone|iPod/i.test(headers['user-agent'] ?? '') ? 'small' : 'large';
}

/** The HTML entity-decoded value of an attribute, as the browser hashes it. */
const decodeAttribute = (value) => value.replace(/&(quot|amp|lt|gt|#39|#x27);/g, (_, e) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'", '#x27': "'" })[e]);

/**
 * The CSP hashes of every `style` attribute in `html` (`'unsafe-hashes'` allows exactly these
 * values: the rendered components' own, never one a visitor could add).
 * @returns {string[]}
 */
export function styleAttributeHashes(html) {
  const values = new Set();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) values.add(decodeAttribute(match[1]));
  return [...values].map((v) => `'sha256-${createHash('sha256').update(v, 'utf8').digest('base64')}'`);
}

/**
 * A value fetched again after PRERENDER_REUSE_MS. A fetch that fails (throws) gives null and is tried
 * again next time; a value of null (nothing published) is kept like any other.
 */
function reused(fetcher, now = () => Date.now()) {
  const kept = new Map();
  return async (key, ...args) => {
    const hit = kept.get(key);
    if (hit && now() - hit.at < PRERENDER_REUSE_MS) return hit.value;
    let value;
    try {
      value = await fetcher(key, ...args);
    } catch {
      kept.delete(key);
      return null;
    }
    kept.set(key, { at: now(), value });
    if (kept.size > 200) kept.delete(kept.keys().next().value);
    return value;
  };
}

/**
 * @param {object} options
 * @param {string} options.renderFile the compiled render bundle (dist-server/render.mjs)
 * @param {string} options.apiUrl the API's own address (the /api forward's upstream)
 * @param {typeof fetch} [options.fetchImpl]
 * @param {number} [options.cacheMs] how long a rendered page is reused for the same inputs (0: never)
 * @param {() => number} [options.now]
 */
export async function createPrerenderer({ renderFile, apiUrl, fetchImpl, cacheMs = 0, now = () => Date.now() }) {
  if (!existsSync(renderFile)) return null;
  const render = await import(pathToFileURL(renderFile).href);
  const apiBase = `${apiUrl.replace(/\/+$/, '')}/api`;
  const frameData = (lang) =>
    render.prefetchFrameData(apiBase, lang, PRERENDER_WAIT_MS.data).then(
      (state) => (state.queries.length ? state : null),
      () => null,
    );
  const fragment = reused(async (url) => {
    const res = await (fetchImpl ?? globalThis.fetch)(url, { signal: AbortSignal.timeout(PRERENDER_WAIT_MS.fragment) });
    // The release publishes no fragment for this module (the map's slot): its loading state is
    // rendered, and the release is not asked again until the reuse time has passed.
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(String(res.status));
    return res.text();
  });

  /**
   * The fragments a route shows, from the remote release this visitor's configuration names.
   * @returns {Promise<Record<string, Record<string, string>>>}
   */
  async function fragmentsFor(route, search, config, lang, modules) {
    const out = {};
    // A page with a tab (or any other state) in its address is rendered by the remote alone: the
    // published fragment is the module's first view.
    if (search.size > 0) return out;
    for (const slot of ROUTE_MODULES[route] ?? []) {
      const { remote } = slot;
      const module = slotModule(slot, modules);
      if (!module) continue;
      const manifest = config?.remotes?.[remote]?.manifest;
      if (!manifest || !/^https?:\/\//.test(manifest)) continue;
      const html = await fragment(new URL(`${FRAGMENT_DIR}/${fragmentFile(module, lang)}`, manifest).href);
      if (html) (out[remote] ??= {})[module] = html;
    }
    return out;
  }

  /**
   * Rendered pages by everything the render reads: the page it starts from (which holds this
   * visitor's configuration), the address, the status, the language, the screen guess and the
   * theme. A burst of requests for one page costs one render (concurrent ones share it), and the
   * page's data is at most `cacheMs` older than the API's.
   * @type {Map<string, { at: number, page: Promise<{ html: string, styleHashes: string[], lang: string }> }>}
   */
  const rendered = new Map();
  const MAX_KEPT = 200;

  async function renderFresh(html, { lang, viewport, scheme, parsed, config, modules, route, notFound }) {
    const [data, fragments] = await Promise.all([frameData(lang), fragmentsFor(route, parsed.searchParams, config, lang, modules)]);
    const body = render.renderPage({
      url: parsed.pathname + parsed.search,
      lang,
      config,
      modules,
      data: data ?? { mutations: [], queries: [] },
      viewport,
      fragments,
      styleNonce: NONCE_PLACEHOLDER,
    });
    const state = data ? `<script id="${QUERY_STATE_ID}" type="application/json">${scriptSafeJson(data)}</script>` : '';
    const page = html
      .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(render.pageTitle(lang, notFound))}</title>`)
      .replace(/<html lang="[^"]*"/i, `<html lang="${render.htmlLang(lang)}" data-mantine-color-scheme="${scheme}"`)
      .replace(
        /<div id="root"><\/div>/i,
        () => `<div id="root" data-prerendered-lang="${lang}" data-viewport="${viewport}"${data ? ` data-data-at="${new Date().toISOString()}"` : ''}>${body}</div>${state}`,
      );
    return { html: page, styleHashes: styleAttributeHashes(body), lang };
  }

  /**
   * The page `html` (the built index.html, configuration already inlined) with the rendered root,
   * rendered with the remotes' module tables (`modules`, server/module-tables.mjs).
   * @param {string} html
   * @param {{ url: string, headers: Record<string, string | undefined>, config: any, modules?: Record<string, unknown[]> | null, route: string, notFound?: boolean }} page
   * @returns {Promise<{ html: string, styleHashes: string[], lang: string }>}
   */
  return async function prerender(html, { url, headers, config, modules = null, route, notFound = false }) {
    const inputs = {
      lang: pageLanguage(headers, render.LANGUAGES),
      viewport: viewportGuess(headers),
      scheme: colorScheme(headers),
      parsed: new URL(url, 'http://x'),
      config,
      modules,
      route,
      notFound,
    };
    if (!(cacheMs > 0)) return renderFresh(html, inputs);
    const page = createHash('sha256').update(html).digest('base64');
    const key = JSON.stringify([page, inputs.parsed.pathname + inputs.parsed.search, route, notFound, inputs.lang, inputs.viewport, inputs.scheme]);
    const at = now();
    const hit = rendered.get(key);
    if (hit && at - hit.at < cacheMs) return hit.page;
    const fresh = renderFresh(html, inputs);
    rendered.delete(key);
    rendered.set(key, { at, page: fresh });
    // A failed render is not kept.
    fresh.catch(() => rendered.get(key)?.page === fresh && rendered.delete(key));
    for (const [k, v] of rendered) {
      if (rendered.size <= MAX_KEPT && at - v.at < cacheMs) break;
      rendered.delete(k);
    }
    return fresh;
  };
}
