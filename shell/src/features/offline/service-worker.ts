// Registers the dashboard's service worker (src/service-worker/sw.ts; docs/deploying.md "Offline")
// and wires its messages and the browser's online state into the offline notice's store.
//
// Registered in production builds only, after the page has loaded (it never competes with the
// first paint), on a phone-sized screen or with Save-Data at the visitor's first interaction, unless the runtime configuration says `serviceWorker: false` (SERVICE_WORKER=off):
// then a worker this browser already has is removed, so a deployment can pull it without a build.
import { SW_MESSAGES, ownsCache, remoteFolderOf, serviceWorkerUrl, tileOriginsOf, type ApiAnswerMessage } from '../../service-worker/routes';
import { toLang } from '@forest-city/contracts';
import { REMOTE_KEYS, REMOTE_NAMESPACES, type RuntimeConfig } from '../../federation/runtime-config';
import { idlePreloadAllowed } from '../../lib/fetch-ahead';
import { offlineState } from './offline-state';

/**
 * Follows `online`/`offline` events and the worker's answers about the API into the store.
 * `onOnline` runs when the connection comes back (the shell refetches its queries: the data on
 * screen may be the cache's).
 */
export function watchOnlineState(win: Window = window, onOnline: () => void = () => {}): void {
  offlineState.setOnline(win.navigator.onLine);
  win.addEventListener('online', () => {
    offlineState.setOnline(true);
    onOnline();
  });
  win.addEventListener('offline', () => offlineState.setOnline(false));
  win.navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as Partial<ApiAnswerMessage> | null;
    if (data?.type === SW_MESSAGES.apiAnswer && (data.source === 'network' || data.source === 'cache')) offlineState.answered(data.source, data.date);
  });
}

/**
 * The URLs the page loaded before the worker controlled it, for the worker to store: without
 * them, a first visit's code, texts and data would be missing offline until the second visit.
 */
export function loadedUrls(perf: Performance = performance): string[] {
  return [...new Set(perf.getEntriesByType('resource').map((e) => e.name))].filter((u) => /^https?:/.test(u));
}

/** The kill switch: the worker is removed and the caches it filled (pages, API answers, code, tiles) deleted. */
export async function removeServiceWorker(win: Window = window): Promise<void> {
  const registrations = (await win.navigator.serviceWorker?.getRegistrations()) ?? [];
  await Promise.all(registrations.map((r) => r.unregister()));
  const names = (await win.caches?.keys()) ?? [];
  await Promise.all(names.filter(ownsCache).map((name) => win.caches.delete(name)));
}

/** Each remote's texts in the page's language, for reading its modules offline in it. */
function remoteTexts(config: RuntimeConfig, lang: string): string[] {
  return REMOTE_KEYS.map((key) => new URL(`locales/${lang}/${REMOTE_NAMESPACES[key]}.json`, config.remotes[key].manifest).href);
}

export async function registerServiceWorker(config: RuntimeConfig | null, win: Window = window, inlinedUrls: readonly string[] = []): Promise<void> {
  const container = win.navigator.serviceWorker;
  if (!container) return;
  if (config?.serviceWorker === false) return removeServiceWorker(win);
  // Without a configuration (it could not be read) the worker keeps the tile servers it knows.
  if (!config) return;
  const firstVisit = !container.controller;
  const origins = tileOriginsOf(Object.values(config.tiles).map((t) => t.url));
  const folders = REMOTE_KEYS.map((key) => remoteFolderOf(config.remotes[key].manifest)).filter((f): f is string => f !== null);
  const registration = await container.register(serviceWorkerUrl(origins, folders), { scope: '/' });
  // A browser that blocks workers (or a test harness) may resolve with nothing.
  if (!registration || !firstVisit) return;
  await new Promise<void>((resolve) => {
    if (container.controller) return resolve();
    container.addEventListener('controllerchange', () => resolve(), { once: true });
  });
  // Read again: the controller has changed since `firstVisit` was computed.
  const controller = container.controller as ServiceWorker | null;
  if (!controller) return;
  // With the API's answers that came inside the prerendered page (never fetched, so not in the
  // timings): the worker fetches and stores them, for reading offline with their date.
  const inlined = inlinedUrls.map((u) => new URL(u, win.location.href).href);
  let texts: string[] = [];
  try {
    texts = remoteTexts(config, toLang(win.document.documentElement.lang));
  } catch {
    // a manifest that is not a URL: its texts are not kept
  }
  controller.postMessage({ type: SW_MESSAGES.cacheUrls, page: win.location.href, urls: [...new Set([...loadedUrls(win.performance), ...inlined, ...texts])] });
  sendLateArrivals(controller, win);
}

/** How long requests that began before the worker took over are still followed. */
const LATE_ARRIVALS_MS = 60_000;

/**
 * Requests the page began before the worker controlled it but that finish after (tiles of a slow
 * network, an idly preloaded dialog's code) bypassed the worker too, and are not yet in the list
 * sent above: each is sent when it finishes, for a minute.
 */
export function sendLateArrivals(controller: ServiceWorker, win: Window = window): void {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (!Observer) return;
  const controlledAt = win.performance.now();
  const observer = new Observer((list) => {
    const urls = list
      .getEntries()
      .filter((e) => e.startTime < controlledAt && /^https?:/.test(e.name))
      .map((e) => e.name);
    if (urls.length > 0) controller.postMessage({ type: SW_MESSAGES.cacheUrls, urls });
  });
  observer.observe({ type: 'resource' });
  win.setTimeout(() => observer.disconnect(), LATE_ARRIVALS_MS);
}

/** Registers once the page has loaded (production builds only). A failure is logged, never shown: the page works without it. */
export function startServiceWorker(
  config: RuntimeConfig | null,
  {
    onOnline,
    win = window,
    inlinedUrls = [],
    inlinedAt,
    fetchAhead = idlePreloadAllowed,
  }: {
    onOnline?: () => void;
    win?: Window;
    /** The API answers the server put in the page (prerendered), and when it asked for them. */
    inlinedUrls?: readonly string[];
    inlinedAt?: string;
    /** Whether to register at load (large screen, fast connection), not at the first interaction (app/fetch-ahead.ts). */
    fetchAhead?: () => boolean;
  } = {},
): void {
  watchOnlineState(win, onOnline);
  // A page opened offline is the worker's stored copy: the data in it is of when it was sent.
  if (!win.navigator.onLine && inlinedUrls.length > 0 && inlinedAt) offlineState.answered('cache', inlinedAt);
  if (process.env.NODE_ENV !== 'production' || !win.navigator.serviceWorker) return;
  // The browser keeps 250 resource timings by default; the dashboard's first visit can load more
  // before the worker takes over, and the list above is read from them.
  win.performance.setResourceTimingBufferSize?.(1000);
  const go = () => void registerServiceWorker(config, win, inlinedUrls).catch((err: unknown) => console.warn('The service worker could not be registered', err));
  const whenLoaded = () => {
    if (win.document.readyState === 'complete') go();
    else win.addEventListener('load', go, { once: true });
  };
  // Its first visit fetches what the page has not (the page once more, the inlined API answers, the
  // shell's lazy chunks): on a phone-sized screen or with Save-Data that waits for the visitor.
  if (fetchAhead()) whenLoaded();
  else onFirstInteraction(win, whenLoaded);
}

/** What counts as the visitor reaching for the page: a touch or click, a key, the wheel, a scroll. */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'scroll'] as const;

/** Runs `then` once, at the visitor's first interaction with the page. */
function onFirstInteraction(win: Window, then: () => void): void {
  const once = () => {
    for (const type of INTERACTIONS) win.removeEventListener(type, once, true);
    then();
  };
  for (const type of INTERACTIONS) win.addEventListener(type, once, { capture: true, passive: true });
}
