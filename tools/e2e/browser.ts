// Browser helpers for the end-to-end tests: the system Chromium through playwright-core, with
// tiles answered by a local stand-in and every other non-local request blocked and recorded.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

// One transparent 1x1 PNG: enough for a tile request to succeed.
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Non-local URLs the page tried to reach (blocked). A passing test leaves this empty. */
  external: string[];
  /** Tile URLs the page requested (answered by the stand-in). */
  tiles: string[];
  /** Uncaught errors thrown in the page. */
  pageErrors: string[];
  /**
   * What the pages' Content-Security-Policy refused (Chromium reports each refusal on the console),
   * on every page of the context. A passing test leaves this empty; one that provokes refusals on
   * purpose checks and empties it.
   */
  policyViolations: string[];
}

/** The test file's Chromium, from the e2e project's environment (tools/e2e/environment.mjs). */
export async function launchBrowser(): Promise<Browser> {
  const launch = (globalThis as { __launchBrowser?: () => Promise<Browser> }).__launchBrowser;
  if (!launch) throw new Error('Browser tests run in the e2e jest project, whose environment (tools/e2e/environment.mjs) starts Chromium.');
  return launch();
}

const isLocal = (url: string) => /^(https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|data:|blob:|about:)/.test(url);

/** A phone's user agent (Chrome on Android): the shell's server sends such a browser the page for a small screen. */
export const PHONE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/**
 * Device pixels per CSS pixel of a test page unless its test asks for another: the layout is the
 * same in CSS pixels, and the map's WebGL canvas, which SwiftShader draws on the CPU, has a quarter
 * of the pixels (about half the CPU of a test that draws the map). A test whose screenshots are kept
 * for people to look at asks for 1.
 */
export const TEST_DEVICE_SCALE = 0.5;

/**
 * A fresh page. `touch` makes it a phone: a touch screen with the mobile viewport behaviour.
 * Service workers are blocked unless `serviceWorkers: 'allow'` (the offline tests): a test that
 * stops a remote or the API must see the page's own fallback, never the worker's stored copy
 * (docs/deploying.md "Offline"). Each test's context is new, so no worker outlives its test.
 */
export async function openPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    locale?: string;
    touch?: boolean;
    serviceWorkers?: 'allow' | 'block';
    userAgent?: string;
    deviceScaleFactor?: number;
  } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    serviceWorkers: options.serviceWorkers ?? 'block',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: options.locale ?? 'en-US',
    acceptDownloads: true,
    deviceScaleFactor: options.deviceScaleFactor ?? TEST_DEVICE_SCALE,
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
  });
  const external: string[] = [];
  const tiles: string[] = [];
  const pageErrors: string[] = [];
  const policyViolations: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) policyViolations.push(message.text());
  });
  await context.route(
    (url) => !isLocal(url.toString()),
    async (route) => {
      const url = route.request().url();
      if (url.startsWith('https://tiles.test/')) {
        tiles.push(url);
        await route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG });
        return;
      }
      external.push(url);
      await route.abort('blockedbyclient');
    },
  );
  await emulateConnection(context, TEST_CONNECTION);
  const page = await context.newPage();
  page.on('pageerror', (err) => pageErrors.push(err.message));
  waitForHydrationOnNavigation(page);
  return { page, context, external, tiles, pageErrors, policyViolations };
}

/**
 * Makes the shell's server send this context's pages bare, without prerendered content or the
 * API's answers inlined (the cookie `fc_prerender=off`, shell/server/prerender.mjs): for tests that
 * fault the API in the browser, which must see the page ask the API itself.
 */
export async function askForBarePages(context: BrowserContext): Promise<void> {
  await context.addCookies(['localhost', '127.0.0.1'].map((domain) => ({ name: 'fc_prerender', value: 'off', domain, path: '/' })));
}

/**
 * The connection every test page reports unless its test sets another (emulateConnection): 4G at
 * the estimate Chromium's full browser starts with, below the map's fetch-ahead threshold, so the
 * WebGL map starts when the test reaches for it. Pinned, since the headless shell estimates 10 Mbps.
 */
const TEST_CONNECTION = { effectiveType: '4g', downlink: 1.3 } as const;

/**
 * What `navigator.connection` reports in this context's pages (data saver on, a 2G connection):
 * Chromium has no switch for Save-Data, so the property is replaced before any script runs.
 */
export async function emulateConnection(context: BrowserContext, connection: { saveData?: boolean; effectiveType?: string; downlink?: number }): Promise<void> {
  await context.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: false, effectiveType: '4g', downlink: 10, ...value }) });
  }, connection);
}

/**
 * Skips a time limit's wait in a test of what happens when it runs out: once `shown` is in the page
 * and `asked()` holds (the requests the limit is for are in flight), moves the page's clock past
 * `limitMs`. The clock must have been installed (`page.clock.install()`) before the page loaded.
 * Every timer of the page due by then fires at once, as after a real wait, so call it when nothing
 * else is waiting on a limit (no remote still loading). Time flows on normally afterwards.
 */
export async function jumpPastLimit(page: Page, shown: Locator, asked: () => boolean, limitMs: number): Promise<void> {
  await shown.waitFor({ state: 'attached' });
  while (!asked()) await page.waitForTimeout(50);
  await page.clock.fastForward(limitMs);
}

/** Resolves once a prerendered shell page has been taken over by its scripts, fragments included (or at once on any other page). */
export async function waitForHydration(page: Page, timeout = HYDRATION_WAIT_MS): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const root = document.getElementById('root');
        // Hydrated, and every remote fragment replaced by its live module (whose controls answer).
        return !root?.dataset.prerenderedLang || (!!root.dataset.rendered && !root.querySelector('[data-prerendered]'));
      },
      null,
      { timeout },
    )
    .catch(() => undefined); // a page whose scripts never run is the test's to judge
}

/** How long a navigation waits for hydration before handing the page to the test anyway. */
const HYDRATION_WAIT_MS = 20_000;

/**
 * The shell's pages arrive with their content (docs/architecture.md "Prerendered HTML") and answer
 * clicks once hydrated, a moment later. `goto` and `reload` wait for that moment, as a visitor
 * reading the page first would; a test that asks for `waitUntil: 'commit'` gets the page at once.
 */
function waitForHydrationOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await waitForHydration(page);
    return response;
  };
}

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e tests through jest (global setup starts the system).');
  return url;
};

export const systemUrls = (): Record<string, string> => JSON.parse(process.env.E2E_URLS ?? '{}');

export interface UseTestPageOptions {
  /** Fail a test whose page threw an uncaught error. Default true. */
  checkPageErrors?: boolean;
  /** Default wait for the page's locators, for slow shared machines (never a timing assertion). */
  timeout?: number;
  /** The page each test gets (a phone: `{ viewport, touch: true }`), as openPage takes it. */
  page?: Parameters<typeof openPage>[1];
  /** The file's own checks of each page after each test, before the usual ones and before it closes. */
  checks?: (t: TestPage) => Promise<void> | void;
}

export interface TestBrowser {
  /** The file's Chromium (set once its `beforeAll` has run). */
  readonly browser: Browser;
  /** A fresh page (openPage's options), checked and closed after the test that opened it. */
  open: (options?: Parameters<typeof openPage>[1]) => Promise<TestPage>;
}

/**
 * Registers the usual hooks of a browser test file: one Chromium for the file, and after each test,
 * for every page the test opened, the checks that no request left the machine (and, by default,
 * that the page threw nothing), then its context closed. For a file whose tests open pages of
 * their own kinds (a phone, another language, service workers allowed); useTestPage opens one
 * page for every test.
 */
export function useBrowser(options: Omit<UseTestPageOptions, 'page'> = {}): TestBrowser {
  let browser: Browser | undefined;
  const opened: TestPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const pages = opened.splice(0);
    try {
      for (const t of pages) {
        await options.checks?.(t);
        expect(t.external).toEqual([]);
        expect(t.policyViolations).toEqual([]);
        if (options.checkPageErrors !== false) expect(t.pageErrors).toEqual([]);
      }
    } finally {
      for (const t of pages) await t.context.close();
    }
  });
  return {
    get browser() {
      if (!browser) throw new Error('useBrowser: the browser starts in beforeAll');
      return browser;
    },
    async open(pageOptions) {
      const t = await openPage(this.browser, pageOptions);
      if (options.timeout) t.page.setDefaultTimeout(options.timeout);
      opened.push(t);
      return t;
    },
  };
}

/**
 * useBrowser with one fresh page per test, opened before it. The returned holder is filled anew
 * before every test.
 */
export function useTestPage(options: UseTestPageOptions = {}): TestPage & { browser: Browser } {
  const holder = {} as TestPage & { browser: Browser };
  const b = useBrowser(options);
  beforeEach(async () => {
    Object.assign(holder, await b.open(options.page), { browser: b.browser });
  });
  return holder;
}

/**
 * Runs a script file in the page (axe-core, for example) the way DevTools does. The page's
 * Content-Security-Policy refuses inline <script> elements, so `page.addScriptTag({ path })`
 * fails on every page of the product; this does not weaken the policy for the page's own code.
 */
export async function addScriptFile(page: Page, file: string): Promise<void> {
  await page.evaluate(await readFile(file, 'utf8'));
}

/**
 * Waits until the topmost dialog has the focus and keeps it: a keyboard test may then press keys in
 * it. Mantine's focus trap moves focus to the dialog's first control twice: from its ref, in the
 * commit that shows the dialog, and again from its effect, which runs after the browser has
 * painted that commit. On a loaded machine the second can come after a test has already tabbed
 * on, and takes the focus back. Two frames and a task after focus arrives, both have run. A
 * visitor is never that fast.
 */
export async function waitForDialogFocus(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // Through shadow roots: a custom element's dialog has the focus inside its shadow root.
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return !!active?.closest('[role="dialog"]');
  });
  await afterEffects(page);
}

/** Two frames and a task: the effects of what the last commit showed have run, and their timers too. */
function afterEffects(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((settled) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(settled, 0)))));
}

/** Presses Escape for the topmost dialog once it can hear it (Mantine attaches its Escape listener in an effect). */
export async function pressEscapeInDialog(page: Page): Promise<void> {
  await waitForDialogFocus(page);
  await page.keyboard.press('Escape');
}

/**
 * Waits until an open menu can hear the keyboard: Mantine moves focus into the dropdown (its focus
 * trap) after the menu appears, and attaches its listeners in effects, so an arrow key pressed the
 * moment it is visible can still land on the button that opened it, and a second initial focus
 * (as in a dialog, waitForDialogFocus) can follow it. A visitor is never that fast.
 */
export async function waitForMenuFocus(page: Page): Promise<void> {
  await page.getByRole('menu').waitFor();
  await page.waitForFunction(() => !!document.activeElement?.closest('[role="menu"]'));
  await afterEffects(page);
}

/**
 * Starts the map's WebGL canvas as a visitor does: the dashboard opens on a drawn preview of the
 * map, and the pointer coming over it starts maplibre. Waits until the WebGL map has
 * taken the preview's place, then moves the pointer off the map (so no tooltip and no cursor
 * position is left behind for the test that follows).
 */
export async function startMap(page: Page, root = '[data-testid="infrastructure-map"]'): Promise<void> {
  await reachForMap(page, root);
  await page.locator(`${root}[data-map-ready="true"]`).waitFor();
  await page.locator(`${root} [data-testid="map-preview"]`).waitFor({ state: 'detached' });
  await page.mouse.move(0, 0);
}

/** Moves the pointer over the middle of the map, which starts its WebGL canvas (see startMap). */
export async function reachForMap(page: Page, root = '[data-testid="infrastructure-map"]'): Promise<void> {
  const map = page.locator(root);
  await map.waitFor();
  // On a partner page the map may be below the fold.
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error(`${root} has no box`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}
