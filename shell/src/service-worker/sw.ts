// The dashboard's service worker (docs/deploying.md, "Offline"): after a first visit the page, the
// remotes' code, the texts in the visitor's language, the API's answers and the map tiles seen
// are there without a network. Built by shell/rspack.config.mjs into dist/sw.js; workbox-build's
// injectManifest then writes the shell's own files into `self.__WB_MANIFEST` (precached).
//
// Rules (routes.ts): unhashed code, manifests and texts network first (a new release reaches a
// returning visitor on the next load); hashed files cache first; the API network first with a
// time limit (an outage's 502/503/504 gives the last good answer); tiles cache first with a cap;
// other files of a remote's static folder network first. Only answers with status 200 whose type
// is what was asked for are stored: a 5xx, a 404, a redirect, an opaque answer (a failure the
// worker cannot see) or an HTML page for a script is passed on, never kept. After a first visit
// the worker also keeps the code of every module the remotes' manifests list.
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { API_OUTAGE_STATUSES, answerFits, cacheRule, manifestAssets, storedForAddress, SW_MESSAGES, withoutPrerenderedMark, type ApiAnswerMessage, type CacheRule } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const DAY = 24 * 60 * 60;
/** How long the API may take before the last good answer is shown instead (the fresh one still lands in the cache). */
export const API_NETWORK_TIMEOUT_S = 6;

/** Tile servers of the runtime configuration, given in the worker's address (`/sw.js?tiles=https://...`). */
const tileOrigins = new Set(new URL(self.location.href).searchParams.getAll('tiles'));
/** The remotes' static folders (`/sw.js?remote=https://.../`): their files are kept by folder. */
const remoteFolders = new URL(self.location.href).searchParams.getAll('remote');

/** Only complete, visible answers are kept: never a 5xx, a 404 or an opaque (status 0) answer. */
const onlyOk = () => new CacheableResponsePlugin({ statuses: [200] });

/** Only an answer of the type that was asked for is kept (routes.ts `answerFits`). */
const onlyFitting = (rule: CacheRule): WorkboxPlugin => ({
  async cacheWillUpdate({ request, response }) {
    return answerFits(rule, new URL(request.url), response.headers.get('content-type')) ? response : null;
  },
});

/**
 * A script, stylesheet or module worker of another origin that the page asks for without CORS
 * (`<script src>` without `crossorigin`) would come back opaque: the worker could not see a 500
 * from a good answer, so it asks for it with CORS instead (the remotes' servers allow any origin)
 * and keeps it only when it is a 200.
 */
const withCors: WorkboxPlugin = {
  async requestWillFetch({ request }) {
    if (request.mode !== 'no-cors' || new URL(request.url).origin === self.location.origin) return request;
    return new Request(request.url, { mode: 'cors', credentials: 'omit', headers: request.headers, integrity: request.integrity });
  },
};

/** The page's cache key is its path: `/?dialog=history` and `/` are the same page (the state is in the address). */
const pageByPath: WorkboxPlugin = {
  async cacheKeyWillBeUsed({ request }) {
    const url = new URL(request.url);
    return `${url.origin}${url.pathname}`;
  },
};

async function tell(clientId: string | undefined, message: ApiAnswerMessage) {
  if (!clientId) return;
  const client = await self.clients.get(clientId);
  client?.postMessage(message);
}

const clientOf = (event: ExtendableEvent | undefined): string | undefined => {
  if (!event) return undefined;
  if ('clientId' in event && typeof event.clientId === 'string') return event.clientId;
  const source = (event as ExtendableMessageEvent).source;
  return source && 'id' in source ? source.id : undefined;
};

/** Tells the page whether an API answer is fresh or the last good one (and of when): the page's offline notice. */
const reportApiSource: WorkboxPlugin = {
  async fetchDidSucceed({ response, event }) {
    if (response.ok) void tell(clientOf(event), { type: SW_MESSAGES.apiAnswer, source: 'network' });
    return response;
  },
  async cachedResponseWillBeUsed({ cachedResponse, event }) {
    if (cachedResponse) {
      const date = cachedResponse.headers.get('date');
      const parsed = date ? new Date(date) : null;
      void tell(clientOf(event), { type: SW_MESSAGES.apiAnswer, source: 'cache', ...(parsed && !Number.isNaN(parsed.getTime()) ? { date: parsed.toISOString() } : {}) });
    }
    return cachedResponse ?? null;
  },
};

/**
 * An API outage behind a live shell reaches the page as the forward's 502/503/504: with a good copy
 * stored, it counts as no answer, so the last good copy is shown with its date (the offline notice).
 * Without one the page gets the outage's own answer and says so.
 */
const outageGivesLastGood: WorkboxPlugin = {
  async fetchDidSucceed({ request, response }) {
    if (API_OUTAGE_STATUSES.has(response.status) && (await caches.match(request, { cacheName: 'fc-api', ignoreVary: true }))) {
      throw new Error(`API outage: ${response.status}`);
    }
    return response;
  },
};

/** Fetches and keeps each URL by its rule, unless it is stored already. */
async function keep(hrefs: readonly string[], event: ExtendableEvent): Promise<void> {
  await Promise.allSettled(
    hrefs.map(async (href) => {
      const url = new URL(href);
      const rule = ruleOf(new Request(url), url);
      if (!rule || rule === 'page') return;
      // Already stored (precached, or fetched through the worker since): nothing to fetch again.
      if (await caches.match(url.href, { ignoreVary: true })) return;
      await strategies[rule].handle({ request: new Request(url, { credentials: rule === 'api' ? 'include' : 'omit' }), event });
    }),
  );
}

/** A remote's manifest fetched anew (a first visit, a release): the code of every module it lists is kept too. */
const manifestKeepsItsCode: WorkboxPlugin = {
  async fetchDidSucceed({ request, response, event }) {
    if (response.ok && new URL(request.url).pathname.endsWith('/mf-manifest.json')) {
      const assets = response
        .clone()
        .json()
        .then((manifest: unknown) => keep(manifestAssets(manifest, request.url), event));
      event.waitUntil(assets.catch(() => undefined));
    }
    return response;
  },
};

/**
 * A range of a remote's file (a PMTiles basemap read piece by piece) cannot be stored as such: the
 * whole file is fetched and kept beside it, once, so that every range of it is there offline.
 */
const wholeFileForRanges: WorkboxPlugin = {
  async requestWillFetch({ request, event }) {
    if (request.headers.has('range') && !(await caches.match(request.url, { cacheName: 'fc-remote-files', ignoreVary: true }))) {
      event.waitUntil(
        fetch(request.url, { mode: 'cors', credentials: 'omit' })
          .then(async (whole) => {
            if (whole.status === 200 && answerFits('remote-file', new URL(request.url), whole.headers.get('content-type'))) {
              await (await caches.open('fc-remote-files')).put(request.url, whole);
            }
          })
          .catch(() => undefined),
      );
    }
    return request;
  },
};

/** A stored page for another address is sent to be rendered anew, not hydrated (routes.ts `withoutPrerenderedMark`). */
async function pageFor(request: Request, stored: Response): Promise<Response> {
  if (storedForAddress(request.url, stored.url)) return stored;
  const html = withoutPrerenderedMark(await stored.text());
  return new Response(html, { status: stored.status, statusText: stored.statusText, headers: stored.headers });
}

const storedPageForAddress: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ request, cachedResponse }) {
    return cachedResponse ? pageFor(request, cachedResponse) : null;
  },
};

const pages = new NetworkFirst({ cacheName: 'fc-pages', plugins: [onlyOk(), onlyFitting('page'), pageByPath, storedPageForAddress] });

const strategies: Record<Exclude<CacheRule, 'page'>, Strategy> = {
  entry: new NetworkFirst({ cacheName: 'fc-entries', plugins: [onlyOk(), onlyFitting('entry'), withCors, manifestKeepsItsCode], matchOptions: { ignoreVary: true } }),
  locale: new NetworkFirst({ cacheName: 'fc-locales', plugins: [onlyOk(), onlyFitting('locale')], matchOptions: { ignoreVary: true } }),
  hashed: new CacheFirst({
    cacheName: 'fc-code',
    plugins: [onlyOk(), onlyFitting('hashed'), withCors, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true })],
  }),
  api: new NetworkFirst({
    cacheName: 'fc-api',
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_S,
    plugins: [outageGivesLastGood, onlyOk(), onlyFitting('api'), reportApiSource, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
    matchOptions: { ignoreVary: true },
  }),
  tile: new CacheFirst({
    cacheName: 'fc-tiles',
    plugins: [onlyOk(), onlyFitting('tile'), new ExpirationPlugin({ maxEntries: 2000, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
  // A file read by ranges (a PMTiles basemap) is answered from the whole stored copy offline.
  'remote-file': new NetworkFirst({
    cacheName: 'fc-remote-files',
    plugins: [onlyOk(), onlyFitting('remote-file'), withCors, wholeFileForRanges, new RangeRequestsPlugin()],
    matchOptions: { ignoreVary: true },
  }),
};

/** A page that was never stored (a path first opened offline) gets the stored dashboard: the app routes it. */
const pageHandler = async (options: { request: Request; event: ExtendableEvent }) => {
  try {
    return await pages.handle(options);
  } catch (err) {
    const fallback = await caches.match(`${self.location.origin}/`, { cacheName: 'fc-pages' });
    if (fallback) return pageFor(options.request, fallback);
    throw err;
  }
};

function ruleOf(request: Request, url: URL): CacheRule | null {
  return cacheRule({ url, mode: request.mode, method: request.method }, self.location.origin, tileOrigins, remoteFolders);
}

// A new worker (a new shell build or new tile servers) takes over at once: the pages it serves
// fetch their code and manifests network first, so nothing of the old release is pinned by it.
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(({ request, url }) => ruleOf(request, url) === 'page', pageHandler);
for (const [rule, strategy] of Object.entries(strategies)) {
  registerRoute(({ request, url }) => ruleOf(request, url) === rule, strategy);
}

// The page's first visit ran before this worker controlled it: the page sends what it loaded
// (its own address, its scripts, texts, API answers and tiles), and each URL is stored by its rule.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; page?: string; urls?: unknown } | null;
  if (data?.type !== SW_MESSAGES.cacheUrls || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u): u is string => typeof u === 'string').slice(0, 500);
  event.waitUntil(
    Promise.allSettled([
      ...(typeof data.page === 'string' && new URL(data.page).origin === self.location.origin
        ? [pageHandler({ request: new Request(data.page, { credentials: 'same-origin' }), event })]
        : []),
      keep(urls, event),
      // Every remote's manifest is asked for anew (the first visit's copy came before the worker):
      // the code of every module it lists is then kept (manifestKeepsItsCode).
      ...remoteFolders
        .map((folder) => `${folder}mf-manifest.json`)
        .filter((manifest) => !urls.includes(manifest))
        .map((manifest) => strategies.entry.handle({ request: new Request(manifest, { credentials: 'omit' }), event })),
    ]),
  );
});
