// The benchmark's phone-and-desktop measurements in Chromium (playwright-core, the system Chromium,
// the e2e flags): how long the map takes from a tap (or the pointer) to a map that moves under a
// drag and to the first live frame (WebGL basemap and markers), the longest main-thread task on the way, and
// what `/` transfers before any interaction. The phone is Lighthouse's mobile preset done by hand:
// a 412x823 touch screen, CDP network throttling like its slow 4G and CDP CPU throttling 4x. Measurements, not tests: nothing here asserts a time.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/** Chromium flags for these probes: no host but this machine resolves (a request elsewhere fails at once). */
export const LOCAL_ONLY_ARGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'];

const isLocal = (url: string) => /^(https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|data:|blob:|about:)/.test(url);

/** Lighthouse's mobile slow 4G (`throttling.mobileSlow4G`): 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up (kbit = 1,024 bit, as Lighthouse counts). */
export const SLOW_4G = { latencyMs: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750 };
/**
 * Chrome DevTools' Fast 4G: 60 ms RTT, 9 Mbit/s down, 1.5 Mbit/s up. A phone on it reports enough
 * bandwidth for the page to fetch the map's code ahead when idle (fetch-ahead.ts); on slow 4G it does not.
 */
export const FAST_4G = { latencyMs: 60, downloadKbps: 9 * 1024, uploadKbps: 1.5 * 1024 };
export const PHONE_CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (moto g power): 412x823 CSS px at 1.75 device pixels per CSS px. */
export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
export const DESKTOP = { width: 1280, height: 800, deviceScaleFactor: 1 };
/** The desktop's link: 1 Gbit/s, faster than anything this machine serves (the browser reports it as its 10 Mbps maximum). */
const DESKTOP_LINK_BYTES_PER_S = 1e9 / 8;
/** A visitor's first look at the loaded page before reaching for the map (as the phone dialog probe's). */
export const FIRST_LOOK_MS = 1500;

/** A phone on slow 4G (Lighthouse's mobile preset), the same phone on fast 4G, or a desktop. */
export type Device = 'phone' | 'phone-4g' | 'desktop';

export interface Opened {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  external: string[];
}

/**
 * A fresh context (cold cache, service workers allowed as for a real first visit unless blocked) on
 * a phone (touch, throttled network and CPU) or a desktop (no throttling). `saveData` makes the
 * browser report `navigator.connection.saveData` (Chromium's data saver). The throttle is set on
 * the page's target: it reaches the page's dedicated workers but not the service worker, whose own
 * fetches run at full speed.
 */
export async function open(browser: Browser, device: Device, opts: { saveData?: boolean; serviceWorkers?: 'allow' | 'block' } = {}): Promise<Opened> {
  const phone = device !== 'desktop';
  const screen = phone ? PHONE : DESKTOP;
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    hasTouch: phone,
    isMobile: phone,
    locale: 'en-US',
    serviceWorkers: opts.serviceWorkers ?? 'allow',
  });
  // No request leaves the machine: the browser resolves no other host (LOCAL_ONLY_ARGS). Not
  // `context.route`: Playwright turns the HTTP cache off while routing, and the service worker's
  // copies of what the page has just loaded then come from the network a second time.
  const external: string[] = [];
  context.on('request', (req) => {
    if (!isLocal(req.url())) external.push(req.url());
  });
  if (opts.saveData) {
    await context.addInitScript({ content: SAVE_DATA });
  }
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  const cdp = await context.newCDPSession(page);
  if (phone) {
    const link = device === 'phone-4g' ? FAST_4G : SLOW_4G;
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: link.latencyMs,
      downloadThroughput: (link.downloadKbps * 1024) / 8,
      uploadThroughput: (link.uploadKbps * 1024) / 8,
      connectionType: 'cellular4g',
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  } else {
    // A desktop on a wired connection, not throttled: without it the browser, which has no
    // history of this machine's network, reports its fixed first guess (about 1.5 Mbps), which
    // no desktop on broadband reports and which turns off fetching ahead (fetch-ahead.ts).
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: DESKTOP_LINK_BYTES_PER_S,
      uploadThroughput: DESKTOP_LINK_BYTES_PER_S,
      connectionType: 'ethernet',
    });
  }
  return { context, page, cdp, external };
}

const MAP = '[data-testid="infrastructure-map"]';

export interface MapStartRun {
  /**
   * From the tap (phone) or the pointer reaching the map (desktop) to the first frame drawn after
   * the first move of a drag sent at once after it, that shows a moved centre: drawn by the preview
   * or by the WebGL map, whichever is on screen then (the map writes `data-drawn-view` after every frame).
   */
  usableMs: number;
  /** From the drag's first move to that frame. */
  dragToFrameMs: number;
  /** From the tap to the frame painted after the preview was removed (maplibre's first 'idle': the basemap's tiles drawn). */
  drawnMs: number;
  /**
   * From the tap (phone) or the pointer reaching the map (desktop) to the first live frame: the
   * frame painted once the preview is gone (basemap drawn) and the map has drawn the markers
   * (`data-markers-drawn`, written by the WebGL canvas after each of its frames), whichever is later.
   */
  liveMs: number;
  /** The longest main-thread task from the tap, or from the request for the WebGL map's code if that came first, to the later of the usable frame and the first live frame. */
  longestTaskMs: number;
  /** The view the map reported before the drag and after it (`lat,lon,zoom`): they must differ. */
  viewBefore: string;
  viewAfter: string;
  /** The view the map reported once the WebGL map was drawn: the WebGL map must open on `viewAfter`. */
  viewOnWebGL: string;
  external: string[];
}

/**
 * In the page before any script: long tasks, the first tap/pointer on the map, the first move of a
 * drag after it, every frame drawn with its view (`data-drawn-view`, written by the preview or the
 * WebGL map, whichever is on screen), and the preview's removal (the WebGL map's first complete
 * frame). A string, not a function: tsx (keepNames) would wrap the named functions inside in a
 * __name() the page lacks.
 */
const RECORDER = `(() => {
  const rec = { longTasks: [], frames: [] };
  window.__mapBench = rec;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) rec.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // When the WebGL map's code was first asked for: where the connection allows, that is before any tap.
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (/MapCanvas/.test(e.name)) rec.codeAsked ??= e.startTime;
  }).observe({ type: 'resource', buffered: true });
  const first = (e) => {
    if (rec.start !== undefined) return;
    const map = document.querySelector('[data-testid="infrastructure-map"]');
    if (map && e.target instanceof Node && map.contains(e.target)) rec.start = e.timeStamp;
  };
  document.addEventListener('touchstart', first, { capture: true });
  document.addEventListener('pointerover', first, { capture: true });
  document.addEventListener('touchmove', (e) => { if (rec.start !== undefined) rec.dragStart ??= e.timeStamp; }, { capture: true });
  document.addEventListener('mousemove', (e) => { if (rec.start !== undefined && e.buttons === 1) rec.dragStart ??= e.timeStamp; }, { capture: true });
  // The first live frame: the frame painted once both the preview is gone and the map drew the markers
  // (on a wide screen with a fast connection the map may be live before the pointer comes: 0 ms then).
  const live = () => {
    if (rec.previewGone !== undefined && rec.markersDrawn !== undefined) requestAnimationFrame(() => setTimeout(() => { rec.live ??= performance.now(); }, 0));
  };
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes' && r.attributeName === 'data-drawn-view') rec.frames.push([performance.now(), r.target.dataset.drawnView]);
      if (r.type === 'attributes' && r.attributeName === 'data-markers-drawn' && rec.markersDrawn === undefined && Number(r.target.dataset.markersDrawn) > 0) {
        rec.markersDrawn = performance.now();
        live();
      }
      if (rec.drawn === undefined && r.type === 'childList') {
        for (const n of r.removedNodes) {
          // The frame after the preview went: the WebGL map is what is on screen.
          if (n instanceof HTMLElement && n.dataset.testid === 'map-preview') {
            rec.previewGone ??= performance.now();
            live();
            requestAnimationFrame(() => setTimeout(() => { rec.drawn ??= performance.now(); }, 0));
          }
        }
      }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-drawn-view', 'data-markers-drawn'] });
})();`;

/** What a data-saver browser reports as `navigator.connection.saveData` (Chromium's data saver); a string for the same reason. */
const SAVE_DATA = `(() => {
  const real = navigator.connection;
  const fake = { saveData: true, effectiveType: real?.effectiveType, downlink: real?.downlink, rtt: real?.rtt, type: real?.type, addEventListener() {}, removeEventListener() {} };
  Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => fake });
})();`;

/**
 * One run on a fresh page: `/` loaded and quiet (the drawn preview on screen), then a tap on the
 * map (phone; touch) or the pointer over it (desktop), which starts loading the WebGL map, and at
 * once, without waiting for it, a one-finger (or mouse) drag of 80 px. The usable map is the first
 * frame drawn after the drag's first move that shows a moved centre, by the preview or the WebGL
 * map, whichever is on screen; the WebGL map's first complete frame is taken apart. The run counts
 * only if the map then reports a moved centre and the WebGL map opens on it.
 */
export async function mapStartRun(browser: Browser, baseUrl: string, device: Device): Promise<MapStartRun> {
  // No service worker: it takes control of the page after load, and the map's code fetched on the
  // tap would then come through its fetches, which the page's throttle does not reach (about 660 KB
  // at full speed). Without it the page fetches the same files itself, throttled.
  const o = await open(browser, device, { serviceWorkers: 'block' });
  type Recorded = { longTasks: [number, number][]; codeAsked?: number; start?: number; drawn?: number; live?: number; frames: [number, string | undefined][]; dragStart?: number };
  const recorded = () => o.page.evaluate(() => (window as unknown as { __mapBench: Recorded }).__mapBench);
  try {
    await o.page.addInitScript({ content: RECORDER });
    await o.page.goto(baseUrl);
    const map = o.page.locator(MAP);
    await o.page.locator(`${MAP} [data-testid="map-preview"]`).waitFor();
    await o.page.waitForLoadState('networkidle');
    await map.waitFor();
    await o.page.waitForFunction((sel) => document.querySelector<HTMLElement>(sel)?.dataset.dataState === 'ready', MAP);
    // A visitor's first look: the page's idle work (the map's code, where the connection allows) has its moment.
    await o.page.waitForTimeout(FIRST_LOOK_MS);
    const viewBefore = (await map.getAttribute('data-view')) ?? '';
    const box = (await map.boundingBox())!;
    // Left of the middle, 12 px in: clear of the overlays (item list above, time control below) and of the
    // markers, which the fit keeps inside its padding; a tap there opens nothing.
    const tap = { x: box.x + 12, y: box.y + box.height / 2 };
    if (device !== 'desktop') await o.page.touchscreen.tap(tap.x, tap.y);
    else await o.page.mouse.move(tap.x, tap.y);
    const c = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    if (device !== 'desktop') {
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
        o.cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
      await touch('touchStart', [c]);
      for (let i = 1; i <= 8; i++) await touch('touchMove', [{ x: c.x - i * 10, y: c.y }]);
      // Held still before the release: maplibre adds no inertia, so the move ends on the release.
      await o.page.waitForTimeout(250);
      await touch('touchEnd', []);
    } else {
      await o.page.mouse.move(c.x, c.y);
      await o.page.mouse.down();
      for (let i = 1; i <= 8; i++) await o.page.mouse.move(c.x - i * 10, c.y);
      await o.page.waitForTimeout(250);
      await o.page.mouse.up();
    }
    await o.page.waitForFunction(({ sel, before }) => document.querySelector<HTMLElement>(sel)?.dataset.view !== before, { sel: MAP, before: viewBefore });
    const viewAfter = (await map.getAttribute('data-view')) ?? '';
    await o.page.waitForFunction(() => (window as unknown as { __mapBench: Recorded }).__mapBench.live !== undefined, undefined, { timeout: 120_000 });
    const viewOnWebGL = (await map.getAttribute('data-view')) ?? '';
    const r = await recorded();
    if (r.start === undefined || r.dragStart === undefined || r.drawn === undefined || r.live === undefined) throw new Error('the tap, the drag or the WebGL map was not seen');
    const centre = (view: string | undefined) => (view ?? '').split(',').slice(0, 2).join(',');
    const frame = r.frames.find(([t, view]) => t > r.dragStart! && view !== undefined && centre(view) !== centre(viewBefore))?.[0];
    if (frame === undefined) throw new Error('no frame with a moved centre was drawn after the drag');
    const end = Math.max(frame, r.live);
    // The map's start begins at the tap, or earlier where its code was fetched ahead (a desktop's map may be live before the pointer comes).
    const from = Math.min(r.start, r.codeAsked ?? r.start);
    const longest = Math.max(0, ...r.longTasks.filter(([s, d]) => s + d > from && s < end).map(([, d]) => d));
    return {
      usableMs: frame - r.start,
      dragToFrameMs: frame - r.dragStart,
      drawnMs: Math.max(0, r.drawn - r.start),
      liveMs: Math.max(0, r.live - r.start),
      longestTaskMs: longest,
      viewBefore,
      viewAfter,
      viewOnWebGL,
      external: [...o.external],
    };
  } finally {
    await o.context.close();
  }
}

export interface ArrivalRun {
  /** Encoded (on the wire, compressed) body bytes (a response from the HTTP cache counts 0) of every response, every origin, the service worker's fetches included. */
  bytes: number;
  requests: number;
  /** Of those, what the service worker fetched: its precache, and the page's requests once it controls the page. */
  workerBytes: number;
  workerRequests: number;
  /** Bytes by kind: script, stylesheet, fetch (API, manifests, texts), image (tiles), document, other. */
  byKind: Record<string, number>;
  tileRequests: number;
  /** Whether any dialog remote's code was fetched (the idle preload). */
  dialogRemotesFetched: string[];
  /** ms from navigation until the network had been idle for QUIET_MS. */
  quietAtMs: number;
  external: string[];
}

export const QUIET_MS = 3000;

/**
 * `/` on a fresh page, no interaction, until the network has had no request in flight for
 * QUIET_MS (at most 90 s): every response's encoded body size (Playwright's `request.sizes()`, from
 * Chromium's own count of bytes received), the service worker's requests included.
 */
export async function arrivalRun(browser: Browser, baseUrl: string, device: Device, opts: { saveData?: boolean; remoteOrigins: Record<string, string> }): Promise<ArrivalRun> {
  const o = await open(browser, device, { saveData: opts.saveData });
  try {
    const seen: { url: string; kind: string; worker: boolean; size: Promise<number> }[] = [];
    let inFlight = 0;
    let last = Date.now();
    o.context.on('request', () => {
      inFlight++;
      last = Date.now();
    });
    o.context.on('requestfailed', () => {
      inFlight = Math.max(0, inFlight - 1);
      last = Date.now();
    });
    o.context.on('requestfinished', (req) => {
      inFlight = Math.max(0, inFlight - 1);
      last = Date.now();
      if (!/^https?:/.test(req.url())) return;
      seen.push({ url: req.url(), kind: req.resourceType(), worker: req.serviceWorker() !== null, size: req.sizes().then((s) => Math.max(0, s.responseBodySize)) });
    });
    const t0 = Date.now();
    await o.page.goto(baseUrl);
    while (Date.now() - t0 < 90_000 && !(inFlight === 0 && Date.now() - last >= QUIET_MS)) await o.page.waitForTimeout(100);
    const quietAtMs = last - t0;
    const sizes = await Promise.all(seen.map((s) => s.size.catch(() => 0)));
    const byKind: Record<string, number> = {};
    seen.forEach((s, i) => {
      const kind = new URL(s.url).pathname.endsWith('.png') ? 'image' : s.kind;
      byKind[kind] = (byKind[kind] ?? 0) + sizes[i]!;
    });
    const origins = Object.entries(opts.remoteOrigins).map(([name, url]) => [name, new URL(url).origin] as const);
    return {
      bytes: sizes.reduce((t, b) => t + b, 0),
      requests: seen.length,
      workerBytes: seen.reduce((t, s, i) => t + (s.worker ? sizes[i]! : 0), 0),
      workerRequests: seen.filter((s) => s.worker).length,
      byKind,
      tileRequests: seen.filter((s) => /\/\d+\/\d+\/\d+\.png$/.test(new URL(s.url).pathname)).length,
      dialogRemotesFetched: origins
        .filter(([name, origin]) => ['mfe-hydrology', 'mfe-stormwater', 'mfe-report'].includes(name) && seen.some((s) => s.url.startsWith(origin) && !s.worker))
        .map(([name]) => name),
      quietAtMs,
      external: [...o.external],
    };
  } finally {
    await o.context.close();
  }
}
