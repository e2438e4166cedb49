// Which cache rule a request of the page falls under (docs/deploying.md, "Offline"). One pure
// function, used by the service worker for its fetch routes and for the URLs the page hands it
// after its first load, and unit-tested without a worker.

/**
 * - `page`: a navigation of the shell's own origin: network first, the last good page offline.
 * - `entry`: a remote's or the shell's unhashed code and manifests (`mf-manifest.json`,
 *   `remoteEntry.js`, `elements.js`, `federation-runtime.js`, `/runtime-config.json`): network
 *   first, so a new release reaches a returning visitor on the next load.
 * - `locale`: a translation file (`/locales/<lng>/<ns>.json`): network first, so a new release's
 *   texts arrive with its code.
 * - `hashed`: a file whose name carries its content hash: cache first (it never changes).
 * - `api`: the API through the shell (`/api/...`): network first with a time limit, the last good
 *   answer when the network fails.
 * - `tile`: a map tile of a tile server in the runtime configuration: cache first, capped.
 * - `remote-file`: any other file of a remote's static folder (the folder of its `mf-manifest.json`,
 *   e.g. the map's own basemap): network first, the last good copy offline. Kept by folder, not by
 *   name, so a remote's new files are kept without a shell release.
 * - null: left to the browser.
 */
export type CacheRule = 'page' | 'entry' | 'locale' | 'hashed' | 'api' | 'tile' | 'remote-file';

export interface Classified {
  url: URL;
  /** `navigate` for a page load (FetchEvent.request.mode); anything else for a sub-resource. */
  mode: string;
  method: string;
}

const ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'elements.js', 'federation-runtime.js']);
/** A content hash in the file name: `main.41c1c0dc.js`, `1a036bd3c2a990f8.mjs` (maplibre's worker), `3f2a...svg`. */
const HASHED = /(?:^|[._-])[0-9a-f]{8,}\.(?:m?js|css|svg|png|woff2?)$/;
const LOCALE = /\/locales\/[a-zA-Z-]+\/[\w-]+\.json$/;

/**
 * @param request  the request's URL, mode and method
 * @param self     the shell's origin (the service worker's)
 * @param tileOrigins  origins of the runtime configuration's tile templates
 */
export function cacheRule({ url, mode, method }: Classified, self: string, tileOrigins: ReadonlySet<string>, remoteFolders: readonly string[] = []): CacheRule | null {
  if (method !== 'GET' || !/^https?:$/.test(url.protocol)) return null;
  const sameOrigin = url.origin === self;
  if (sameOrigin && mode === 'navigate') return 'page';
  if (tileOrigins.has(url.origin)) return 'tile';
  if (sameOrigin && url.pathname.startsWith('/api/')) return 'api';
  if (sameOrigin && url.pathname === '/runtime-config.json') return 'entry';
  const file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (ENTRY_FILES.has(file)) return 'entry';
  if (LOCALE.test(url.pathname)) return 'locale';
  if (HASHED.test(file)) return 'hashed';
  const href = url.origin + url.pathname;
  if (file && remoteFolders.some((folder) => href.startsWith(folder))) return 'remote-file';
  return null;
}

/** The static folder of a remote (its manifest's folder, with the trailing slash), or null. */
export function remoteFolderOf(manifest: string): string | null {
  try {
    const url = new URL(manifest);
    if (!/^https?:$/.test(url.protocol)) return null;
    return `${url.origin}${url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)}`;
  } catch {
    return null;
  }
}

const JS = /javascript|ecmascript/;
/** What a file's name says its type is, for the types the dashboard's files have. */
const TYPE_BY_EXTENSION: Record<string, RegExp> = {
  js: JS,
  mjs: JS,
  cjs: JS,
  css: /^text\/css/,
  json: /json/,
  svg: /^image\/svg\+xml/,
  png: /^image\/png/,
  woff: /font\/woff|application\/(x-)?font-woff/,
  woff2: /font\/woff2|application\/(x-)?font-woff/,
  html: /^text\/html/,
};

/**
 * Whether an answer's Content-Type is what was asked for, before it is kept: a page is HTML, the
 * API and the texts JSON, a file the type its name says; a tile or another file anything but a page
 * (a captive portal's or a proxy's error page answered `200 text/html` for a script must not be
 * kept, least of all cache first for 90 days).
 */
export function answerFits(rule: CacheRule, url: URL, contentType: string | null): boolean {
  const type = (contentType ?? '').toLowerCase();
  if (rule === 'page') return type.startsWith('text/html');
  if (rule === 'api' || rule === 'locale' || url.pathname.endsWith('/runtime-config.json')) return /json/.test(type);
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  const expected = extension ? TYPE_BY_EXTENSION[extension] : undefined;
  if (expected) return expected.test(type);
  return type !== '' && !type.startsWith('text/html');
}

/** Statuses of an API outage behind a live shell (its `/api` forward): the last good answer is shown instead. */
export const API_OUTAGE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** The caches the worker owns (its precache and `fc-*`): what the kill switch deletes. */
export const ownsCache = (name: string): boolean => name.startsWith('fc-') || name.startsWith('workbox-precache');

/**
 * The entry and the code of every module a remote's manifest (Module Federation 2's
 * `mf-manifest.json`) lists, as absolute URLs: what the worker keeps after a first visit, so that a dialog or a module never
 * opened online still opens offline. Asset paths are relative to the manifest's public path, or to
 * its folder when that is `auto` or missing.
 */
export function manifestAssets(manifest: unknown, manifestUrl: string): string[] {
  if (!manifest || typeof manifest !== 'object') return [];
  const { metaData, exposes } = manifest as { metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } }; exposes?: unknown };
  const publicPath = typeof metaData?.publicPath === 'string' && metaData.publicPath !== 'auto' ? metaData.publicPath : '';
  let base: URL;
  try {
    base = new URL(publicPath || './', manifestUrl);
  } catch {
    return [];
  }
  const out = new Set<string>();
  const files = (group: unknown): unknown[] => {
    if (!group || typeof group !== 'object') return [];
    const { sync, async } = group as { sync?: unknown; async?: unknown };
    return [...(Array.isArray(sync) ? sync : []), ...(Array.isArray(async) ? async : [])];
  };
  // The remote's entry, which the page loads before any of its modules.
  const entry = metaData?.remoteEntry;
  const entryFiles = typeof entry?.name === 'string' ? [`${typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`] : [];
  for (const expose of [{ assets: { js: { sync: entryFiles } } }, ...(Array.isArray(exposes) ? exposes : [])]) {
    const assets = (expose as { assets?: { js?: unknown; css?: unknown } } | null)?.assets;
    for (const file of [...files(assets?.js), ...files(assets?.css)]) {
      if (typeof file !== 'string' || file.includes('..')) continue;
      try {
        const url = new URL(file, base);
        // Only from the manifest's own origin: a manifest never sends the worker elsewhere.
        if (url.origin === new URL(manifestUrl).origin) out.add(url.href);
      } catch {
        // not a path: skipped
      }
    }
  }
  return [...out];
}

/**
 * A page the worker stored, served offline for another address (the copy of `/` for
 * `/?dialog=history`, `/nope` or `/forest-city-report`): its HTML was rendered for other
 * parameters, so hydrating it would not match (React #418). Without the prerendered mark the
 * browser renders the address anew (src/bootstrap.tsx).
 */
export function withoutPrerenderedMark(html: string): string {
  return html.replace(/(<div id="root"[^>]*?)\s+data-prerendered-lang="[^"]*"/i, '$1');
}

/** Whether a stored page was sent for this very address (path and query). */
export function storedForAddress(requested: string, stored: string): boolean {
  try {
    const a = new URL(requested);
    const b = new URL(stored);
    return a.origin === b.origin && a.pathname === b.pathname && a.search === b.search;
  } catch {
    return false;
  }
}

/** The origins of tile templates (`https://tiles.example/{z}/{x}/{y}.png`); a template that is not an http(s) URL is skipped. */
export function tileOriginsOf(templates: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const template of templates) {
    try {
      const url = new URL(template.replace(/\{[a-z]+\}/g, '0'));
      if (/^https?:$/.test(url.protocol)) origins.add(url.origin);
    } catch {
      // not a URL: no tiles from it to keep
    }
  }
  return [...origins];
}

/** The service worker's address: its script with the tile origins and remote folders it keeps (a change of either installs it anew). */
export function serviceWorkerUrl(tileOrigins: readonly string[], remoteFolders: readonly string[] = []): string {
  const query = new URLSearchParams();
  for (const origin of [...tileOrigins].sort()) query.append('tiles', origin);
  for (const folder of [...new Set(remoteFolders)].sort()) query.append('remote', folder);
  const text = query.toString();
  return text ? `/sw.js?${text}` : '/sw.js';
}

/** Messages between the page and the service worker. */
export const SW_MESSAGES = {
  /** page -> worker: the URLs this page loaded before the worker controlled it (its first visit). */
  cacheUrls: 'fc-cache-urls',
  /** worker -> page: an API answer came from the network (`source: 'network'`) or from the cache (`source: 'cache'`, with the answer's date). */
  apiAnswer: 'fc-api-answer',
} as const;

export interface ApiAnswerMessage {
  type: typeof SW_MESSAGES.apiAnswer;
  source: 'network' | 'cache';
  /** The cached answer's date (its `Date` header), ISO 8601; only with `source: 'cache'`. */
  date?: string;
}
