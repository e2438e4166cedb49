// The benchmark's measurements in Chromium (playwright-core, the system Chromium, the e2e
// harness's flags): what the shell needs before its first paint, how often each shared library is
// fetched with every dialog opened, and how long a dialog takes from the click to its first paint.
// Measurements, not tests: nothing here asserts a time.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
// The same start as the end-to-end tests: the pointer over the map, then the WebGL map's first complete frame.
import { startMap } from '../e2e/browser';

export const DIALOGS = [
  { id: 'history', button: 'Development Timeline', title: 'Forest City - Development History & Research Analysis', remote: 'report' },
  { id: 'hydrology', button: 'Hydrological Data', title: 'Hydrological Mass Balance Model', remote: 'hydrology' },
  { id: 'monthly', button: 'Monthly Analysis', title: 'Monthly Water Balance', remote: 'hydrology' },
  { id: 'stormwater', button: 'Stormwater Approaches', title: 'Stormwater Approaches', remote: 'stormwater' },
  { id: 'future', button: 'Future Development', title: 'Future Development', remote: 'report' },
  { id: 'report', button: 'Analytical Report', title: 'Analytical Report', remote: 'report' },
] as const;

export async function launch(chromiumPath: string, args: string[]): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args });
}

const isLocal = (url: string) => /^(https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|data:|blob:|about:)/.test(url);

interface Opened {
  context: BrowserContext;
  page: Page;
  /** Every response the page received: URL and status. */
  responses: { url: string; status: number }[];
  /** Non-local requests (blocked). */
  external: string[];
}

async function open(browser: Browser): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const external: string[] = [];
  await context.route(
    (url) => !isLocal(url.toString()),
    async (route) => {
      external.push(route.request().url());
      await route.abort('blockedbyclient');
    },
  );
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const responses: { url: string; status: number }[] = [];
  page.on('response', (r) => responses.push({ url: r.url(), status: r.status() }));
  return { context, page, responses, external };
}

export interface FirstPaint {
  /** First contentful paint of `/`, ms from navigation start. */
  fcpMs: number;
  /** JS and CSS of the shell's origin requested before the first contentful paint, in request order. */
  files: string[];
}

/**
 * What `/` needs before it paints: every JS and CSS file of the shell's own origin whose request
 * started before the first contentful paint (the page paints nothing before the shell renders its
 * header and sidebar, so these are the files that rendering waited for).
 */
export async function firstPaintFiles(browser: Browser, baseUrl: string): Promise<FirstPaint & { external: string[] }> {
  const o = await open(browser);
  try {
    await o.page.goto(baseUrl);
    await o.page.getByRole('heading', { name: 'Forest City Infrastructure' }).waitFor();
    const result = await o.page.evaluate(async (origin) => {
      const fcp = await new Promise<number>((resolve) => {
        const found = performance.getEntriesByName('first-contentful-paint')[0];
        if (found) return resolve(found.startTime);
        new PerformanceObserver((list, obs) => {
          const e = list.getEntriesByName('first-contentful-paint')[0];
          if (e) {
            obs.disconnect();
            resolve(e.startTime);
          }
        }).observe({ type: 'paint', buffered: true });
      });
      const files = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => r.name.startsWith(origin) && r.startTime < fcp && /\.(m?js|css)(\?|$)/.test(r.name))
        .map((r) => new URL(r.name).pathname.slice(1));
      return { fcpMs: fcp, files };
    }, new URL(baseUrl).origin);
    return { ...result, external: [...o.external] };
  } finally {
    await o.context.close();
  }
}

export interface SharedLoads {
  /** Every JS/CSS URL fetched on `/` with the map mounted and each dialog opened and closed in turn. */
  scripts: string[];
  /** The federation share scope afterwards: consumer, package, version, who provided it. */
  shareScope: { consumer: string; pkg: string; version: string; from: string; loaded: boolean }[];
  external: string[];
}

/** Opens `/`, starts the map, opens and closes every dialog, and records what was fetched. */
export async function sharedLoads(browser: Browser, baseUrl: string): Promise<SharedLoads> {
  const o = await open(browser);
  try {
    await o.page.goto(baseUrl);
    await startMap(o.page);
    for (const d of DIALOGS) {
      await o.page.getByRole('button', { name: d.button, exact: true }).click();
      const dialog = o.page.getByRole('dialog', { name: d.title });
      await dialog.waitFor();
      // On a loaded machine an Escape can arrive before the dialog has taken focus: press again.
      for (let i = 0; i < 10 && (await dialog.count()) > 0; i++) {
        await dialog.focus().catch(() => undefined);
        await o.page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
      }
      await dialog.waitFor({ state: 'detached' });
    }
    const shareScope = await o.page.evaluate(() => {
      type Info = { from: string; loaded?: boolean };
      const scopes =
        (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Info>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
      const rows: { consumer: string; pkg: string; version: string; from: string; loaded: boolean }[] = [];
      for (const [consumer, byScope] of Object.entries(scopes))
        for (const pkgs of Object.values(byScope))
          for (const [pkg, versions] of Object.entries(pkgs))
            for (const [version, info] of Object.entries(versions)) rows.push({ consumer, pkg, version, from: info.from, loaded: !!info.loaded });
      return rows;
    });
    return { scripts: o.responses.map((r) => r.url).filter((u) => /\.(m?js|css)(\?|$)/.test(u)), shareScope, external: [...o.external] };
  } finally {
    await o.context.close();
  }
}

export interface DialogRun {
  /** ms from the click event to the first frame painted after the dialog's heading appeared. */
  clickToPaintMs: number;
  /** Whether the remote's entry had been fetched before the click (by a preload). */
  remoteFetchedBeforeClick: boolean;
  /** ms from network idle until the main thread was quiet (the map's start-up is CPU-heavy). */
  settledAfterMs: number;
}

/**
 * Waits until the page's main thread has had a full second without a long task (at most 60 s):
 * a click is measured against the dialog's own cost, not against the map still starting up.
 */
export async function settle(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        let lastBusy = start;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) lastBusy = Math.max(lastBusy, e.startTime + e.duration);
        }).observe({ type: 'longtask' });
        const timer = setInterval(() => {
          const now = performance.now();
          if (now - lastBusy >= 1000 || now - start > 60_000) {
            clearInterval(timer);
            resolve(Math.round(now - start));
          }
        }, 100);
      }),
  );
}

/**
 * One run: a fresh page on `/`, settled (map mounted, network idle), then a click on the sidebar
 * button of a dialog whose remote has not been opened. In the page, a capture listener stamps the
 * click's event time; a MutationObserver sees the dialog's heading, and the time is taken in the
 * first task after the next animation frame, i.e. after that frame was painted.
 */
export async function dialogRun(browser: Browser, baseUrl: string, dialog: (typeof DIALOGS)[number], remoteOrigin: string): Promise<DialogRun & { external: string[] }> {
  const o = await open(browser);
  let settledAfterMs = 0;
  try {
    await o.page.goto(baseUrl);
    // The WebGL map started first: the dialog is measured beside it, the heavier case.
    await startMap(o.page);
    await o.page.waitForLoadState('networkidle');
    settledAfterMs = await settle(o.page);
    const remoteFetchedBeforeClick = o.responses.some((r) => r.url.startsWith(remoteOrigin));
    await o.page.evaluate((title) => {
      const w = window as unknown as { __bench?: { click?: number; painted?: number } };
      w.__bench = {};
      document.addEventListener('click', (e) => (w.__bench!.click ??= e.timeStamp), { capture: true, once: true });
      // No named functions in here: tsx (keepNames) would wrap them in a __name() the page lacks.
      const observer = new MutationObserver(() => {
        if (w.__bench!.click === undefined) return;
        if (![...document.querySelectorAll('[role="dialog"] h1, [role="dialog"] h2, [role="dialog"] h3')].some((h) => h.textContent?.trim() === title)) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (w.__bench!.painted = performance.now()), 0));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, dialog.title);
    await o.page.getByRole('button', { name: dialog.button, exact: true }).click();
    await o.page.getByRole('dialog', { name: dialog.title }).waitFor();
    await o.page.waitForFunction(() => (window as unknown as { __bench: { painted?: number } }).__bench.painted !== undefined);
    const t = await o.page.evaluate(() => (window as unknown as { __bench: { click: number; painted: number } }).__bench);
    return { clickToPaintMs: t.painted - t.click, remoteFetchedBeforeClick, settledAfterMs, external: [...o.external] };
  } finally {
    await o.context.close();
  }
}
