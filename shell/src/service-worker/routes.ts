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
 * - null: left to the browser.
 */
export type CacheRule = 'page' | 'entry' | 'locale' | 'hashed' | 'api' | 'tile';

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
export function cacheRule({ url, mode, method }: Classified, self: string, tileOrigins: ReadonlySet<string>): CacheRule | null {
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
  return null;
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

/** The service worker's address: its script with the tile origins it keeps (a change of tile servers installs it anew). */
export function serviceWorkerUrl(tileOrigins: readonly string[]): string {
  const query = new URLSearchParams();
  for (const origin of [...tileOrigins].sort()) query.append('tiles', origin);
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
