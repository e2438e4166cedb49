// Issue 19 point 1, end to end: the first response carries the page's content in the visitor's
// language (docs/architecture.md "Prerendered HTML").
// - With scripts switched off, `/` shows the shell's frame (title, sidebar, the metric cards with
//   the API's values) and `/forest-city-report` the report's first view, in en, zh and ms.
// - With scripts, the same components take the page over without a mismatch: the server's
//   elements are kept (hydrated, not replaced), nothing is logged, the policy refuses nothing, and
//   the report's fragment gives way to the live module.
// - The report's first response carries the rules its HTML uses inline, and no stylesheet to wait
//   for; the whole sheets are linked after them before the page renders (server/critical-styles.mjs).
// - A report release (a real build of a changed copy of mfe-report, pinned in the running shell)
//   changes the prerendered report without the shell being built again.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE_USER_AGENT, type TestPage, useBrowser } from '../../tools/e2e/browser';
import { edit, useTeamSystem } from '../../tools/e2e/team-release';
import en from '../locales/en/common.json';
import zh from '../locales/zh/common.json';
import ms from '../locales/ms/common.json';

const ROOT = path.resolve(__dirname, '../..');
const LANGS = [
  { lang: 'en', locale: 'en-US', htmlLang: 'en', common: en },
  { lang: 'zh', locale: 'zh-CN', htmlLang: 'zh-Hans', common: zh },
  { lang: 'ms', locale: 'ms-MY', htmlLang: 'ms', common: ms },
] as const;

const setup = useTeamSystem('mfe-report', 'report');
const { team } = setup;
// Pages with scripts are checked by the harness (nothing leaves the machine); the tests read their
// page errors with the rest of what they report (problems()).
const browser = useBrowser({ checkPageErrors: false });
/** Contexts with scripts switched off, which the harness does not open. */
const opened: BrowserContext[] = [];

afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});

/** The page as the first response paints it: scripts switched off, nothing leaves the machine. */
async function withoutScripts(url: string, locale: string, phone = false): Promise<Page> {
  const context = await browser.browser.newContext({
    javaScriptEnabled: false,
    locale,
    ...(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_USER_AGENT } : { viewport: { width: 1280, height: 800 } }),
  });
  opened.push(context);
  await context.route(/^(?!http:\/\/(localhost|127\.0\.0\.1))/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

interface Watched extends TestPage {
  /** Console errors and warnings, and every Content-Security-Policy refusal. */
  problems: () => Promise<string[]>;
}

/** The page with scripts, watched for anything hydration or the policy would report. */
async function withScripts(url: string, locale: string, phone = false, viewport?: { width: number; height: number }): Promise<Watched> {
  const t = await browser.open({
    locale,
    ...(phone ? { viewport: { width: 390, height: 844 }, touch: true, userAgent: PHONE_USER_AGENT } : {}),
    ...(viewport ? { viewport } : {}),
  });
  const watched = await watch(t);
  await t.page.goto(url);
  await t.page.waitForFunction(() => document.getElementById('root')?.dataset.rendered);
  return watched;
}

/** Watches a page, before it is opened, for anything hydration or the policy would report. */
async function watch(t: TestPage): Promise<Watched> {
  const logged: string[] = [];
  t.page.on('console', (m) => {
    // Only what the page itself says counts: not a blocked tile, the harness's blocking of the
    // service worker (tools/e2e/browser.ts) or the GPU driver's note on reading the map's WebGL
    // frame back for the tests' CPU compositing (TEST_CHROMIUM_ARGS).
    const text = m.text();
    const browsers = text.startsWith('Failed to load resource') || text.includes('Service Worker registration blocked') || /^\[\.WebGL-[0-9a-fx]+\]GL Driver Message/.test(text);
    if ((m.type() === 'error' || m.type() === 'warning') && !browsers) logged.push(text);
  });
  await t.context.addInitScript(() => {
    const w = window as unknown as { __refused: string[]; __serverHeading: Element | null };
    w.__refused = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__refused.push(`${e.violatedDirective}: ${e.sample}`));
    // The server's own heading element, before any script of the page has run.
    document.addEventListener('DOMContentLoaded', () => (w.__serverHeading = document.querySelector('#root h1')));
  });
  return {
    ...t,
    problems: async () => [...logged, ...(await t.page.evaluate(() => (window as unknown as { __refused: string[] }).__refused)), ...t.pageErrors],
  };
}

const sameHeadingAsServer = (page: Page) =>
  page.evaluate(() => {
    const server = (window as unknown as { __serverHeading: Element | null }).__serverHeading;
    return server !== null && server === document.querySelector('#root h1') && server.isConnected;
  });

/** The report remote's title in `lang`, from the texts it serves (the shell imports no remote source). */
async function reportTitle(lang: string): Promise<string> {
  const texts = (await (await fetch(`${setup.system.urls['mfe-report']}/locales/${lang}/report.json`)).json()) as { report: { title: string } };
  return texts.report.title;
}

describe.each(LANGS)('$lang', ({ lang, locale, htmlLang, common }) => {
  test('/ answers with the frame and the metric values, readable before any script; the page hydrates it without a mismatch', async () => {
    const bare = await withoutScripts(setup.system.url, locale);
    expect(await bare.locator('html').getAttribute('lang')).toBe(htmlLang);
    // The window title is in the page's language before any script, as the browser will set it.
    expect(await bare.title()).toBe(`${common.header.title} · ${common.header.subtitle}`);
    await bare.getByRole('heading', { level: 1, name: common.header.title }).waitFor();
    await bare.getByRole('navigation', { name: common.sidebar.label }).waitFor();
    const card = bare.getByTestId('overview-treatmentCapacity');
    const served = (await card.textContent()) ?? '';
    expect(served).toContain(common.overview.treatmentCapacity);
    expect(served).toMatch(/\d/);
    const idsOf = (page: Page) => page.locator('#root [id^="mantine-"]').evaluateAll((elements) => elements.map((element) => element.id));
    const servedIds = await idsOf(bare);
    expect(servedIds.length).toBeGreaterThan(0);

    const live = await withScripts(setup.system.url, locale);
    expect(await live.page.locator('#root').getAttribute('data-rendered')).toBe('hydrated');
    await live.page.locator('[data-remote="map"]').waitFor({ state: 'attached' });
    expect(await sameHeadingAsServer(live.page)).toBe(true);
    expect(await live.page.getByTestId('overview-treatmentCapacity').textContent()).toBe(served);
    // Hydrated, the inputs and switches keep the ids they were sent with (Mantine's useId as every
    // build has it, rspack.base.mjs: no second render of each to change them).
    expect(await idsOf(live.page)).toEqual(expect.arrayContaining(servedIds));
    expect(await live.problems()).toEqual([]);
  });

  test("/forest-city-report answers with the report remote's first view; its fragment gives way to the live module", async () => {
    const title = await reportTitle(lang);
    const bare = await withoutScripts(`${setup.system.url}/forest-city-report`, locale);
    await bare.locator('[data-prerendered="report/ReportPage"]').getByRole('heading', { level: 1, name: title }).waitFor();
    await bare.getByRole('tab', { selected: true }).waitFor();

    const live = await withScripts(`${setup.system.url}/forest-city-report`, locale);
    expect(await live.page.locator('#root').getAttribute('data-rendered')).toBe('hydrated');
    await live.page.locator('[data-remote="report"]:not([data-prerendered])').getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await live.page.locator('[data-prerendered]').count()).toBe(0);
    expect(await live.problems()).toEqual([]);
  });
});

/**
 * Every shared link of docs/url-state.md's table (a dialog with and without its tab or choices, the
 * report page's tabs, the map's parameters): the page the server sent is taken over without a
 * mismatch and nothing is logged, until what the link names is on screen. Each link is opened in
 * one language, the three taking turns down the table: what the server sends differs by language
 * only in its texts, which the first tests above check in each language on both pages. A
 * module the server did not render (a dialog, a report tab) is rendered by the browser after
 * hydration, deliberately (federation/RemoteSlot.tsx), never by React throwing the server's part
 * away (React #419, "the page did not match the prerendered HTML").
 */
const SHARED_LINKS: { url: string; shows: { remote: string; module: string } | null }[] = [
  ...[
    ['history', 'report', 'HistoryDialog', ['', '&tab=evolution']],
    ['hydrology', 'hydrology', 'MassBalanceDialog', ['', '&tab=storage', '&hydrology.assumptions=demand']],
    ['monthly', 'hydrology', 'MonthlyWaterBalanceDialog', ['', '&tab=nutrients']],
    ['stormwater', 'stormwater', 'StormwaterDialog', ['', '&approach=gi', '&tab=detailed&approach=sponge-city']],
    ['future', 'report', 'FutureDevelopmentDialog', ['', '&tab=landuse']],
    ['report', 'report', 'ReportDialog', ['', '&tab=analysis']],
  ].flatMap(([dialog, remote, module, extras]) =>
    (extras as string[]).map((extra) => ({ url: `/?dialog=${dialog as string}${extra}`, shows: { remote: remote as string, module: module as string } })),
  ),
  { url: '/forest-city-report?tab=analysis', shows: { remote: 'report', module: 'ReportPage' } },
  { url: '/forest-city-report?tab=outlook', shows: { remote: 'report', module: 'ReportPage' } },
  { url: '/?item=water-treatment-station-island-1', shows: null },
  { url: '/?year=2030&layers=water,drainage,transportation,infrastructure', shows: null },
  { url: '/?q=pump&view=1.33700,103.59370,15.00&base=satellite', shows: null },
];

describe('shared links', () => {
  test.each(SHARED_LINKS.map((link, i) => ({ ...link, ...LANGS[i % LANGS.length]! })))(
    '$url in $lang hydrates without a mismatch and shows what it names, nothing logged',
    async ({ url, shows, locale }) => {
      const live = await withScripts(`${setup.system.url}${url}`, locale);
      expect(await live.page.locator('#root').getAttribute('data-rendered')).toBe('hydrated');
      if (shows) {
        // The live module (its chosen tab), not the server's fragment or a loading state. A dialog's
        // modal is in a portal, outside its slot.
        await live.page.locator(`[data-remote="${shows.remote}"][data-module="${shows.module}"]:not([data-prerendered])`).waitFor({ state: 'attached', timeout: 30_000 });
        const within = shows.module === 'ReportPage' ? live.page.locator('[data-remote="report"]:not([data-prerendered])') : live.page.getByRole('dialog').first();
        await within.getByRole('tab', { selected: true }).first().waitFor({ timeout: 30_000 });
        const tab = new URL(url, setup.system.url).searchParams.get('tab');
        if (tab) expect(await live.page.evaluate(() => new URL(location.href).searchParams.get('tab'))).toBe(tab);
      } else {
        await live.page.locator('[data-remote="map"]').waitFor({ state: 'attached' });
      }
      await live.page.waitForTimeout(300);
      expect(await live.problems()).toEqual([]);
    },
  );
});

/** A class of Mantine's Modal stylesheet: linked by the shell (a dialog is a Modal), not used by the report's first view. */
const MODAL_CLASS = /\.(m_[0-9a-f]{8})/.exec(readFileSync(path.join(ROOT, 'node_modules/@mantine/core/styles/Modal.css'), 'utf8'))![1]!;
/** Whether a stylesheet of the page has a rule naming `className`. */
const hasRuleFor = (page: Page, className: string) =>
  page.evaluate((cls) => {
    const walk = (rules: CSSRuleList): boolean =>
      [...rules].some((r) => ((r as CSSStyleRule).selectorText ?? '').includes(`.${cls}`) || ('cssRules' in r && walk((r as CSSGroupingRule).cssRules)));
    return [...document.styleSheets].some((sheet) => walk(sheet.cssRules));
  }, className);

test("the report's first response carries the rules its HTML uses, inline; the whole sheets are linked after them before the page renders", async () => {
  // Before any script: no stylesheet to wait for, and the page is drawn styled (the report's
  // sections are Mantine tabs, a flex row).
  const bare = await withoutScripts(`${setup.system.url}/forest-city-report`, 'en-US', true);
  expect(await bare.locator('link[rel="stylesheet"]').count()).toBe(0);
  const inlined = bare.locator('style[data-fc-sheet]');
  expect(await inlined.count()).toBe(2);
  // With the page's nonce (the browser hides the attribute's value from the DOM once parsed).
  for (const style of await inlined.all()) expect(await style.evaluate((e) => (e as HTMLElement).nonce)).toBeTruthy();
  expect(
    await bare
      .getByRole('tablist')
      .first()
      .evaluate((e) => getComputedStyle(e).display),
  ).toBe('flex');
  expect(await hasRuleFor(bare, MODAL_CLASS)).toBe(false);

  // With scripts: each whole sheet right after its inlined rules (the cascade of the links they
  // replace: Mantine's, then the shell's own), loaded by the time the page is hydrated.
  const live = await withScripts(`${setup.system.url}/forest-city-report`, 'en-US', true);
  expect(await live.page.locator('#root').getAttribute('data-rendered')).toBe('hydrated');
  const pairs = await live.page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-fc-sheet]')].map((style) => {
      const next = style.nextElementSibling as HTMLLinkElement | null;
      return { inlined: style.dataset.fcSheet, linked: next?.rel === 'stylesheet' ? next.getAttribute('href') : null, loaded: Boolean(next?.sheet?.cssRules.length) };
    }),
  );
  expect(pairs).toHaveLength(2);
  for (const pair of pairs) expect(pair).toEqual({ inlined: pair.inlined, linked: pair.inlined, loaded: true });
  // Once each: the bundler's runtime found them for the app's chunk and added none of its own.
  for (const { inlined } of pairs) expect(await live.page.locator(`link[rel="stylesheet"][href="${inlined}"]`).count()).toBe(1);
  expect(await hasRuleFor(live.page, MODAL_CLASS)).toBe(true);
  expect(await live.problems()).toEqual([]);

  // `/` uses about half of the sheets: it links them (server/page.mjs, INLINE_STYLES_ROUTES).
  const home = await withoutScripts(setup.system.url, 'en-US', true);
  expect(await home.locator('style[data-fc-sheet]').count()).toBe(0);
  expect(await home.locator('link[rel="stylesheet"]').count()).toBe(2);
});

test("on a phone the page is sent for a small screen, and the browser's first render agrees", async () => {
  const bare = await withoutScripts(setup.system.url, 'en-US', true);
  expect(await bare.locator('#root').getAttribute('data-viewport')).toBe('small');
  // The sidebar starts closed on a phone: its toggle says so before any script.
  expect(await bare.getByRole('button', { name: en.header.toggleMenu }).getAttribute('aria-expanded')).toBe('false');
  const live = await withScripts(setup.system.url, 'en-US', true);
  expect(await live.page.locator('#root').getAttribute('data-rendered')).toBe('hydrated');
  await live.page.locator('[data-remote="map"]').waitFor({ state: 'attached' });
  expect(await sameHeadingAsServer(live.page)).toBe(true);
  expect(await live.problems()).toEqual([]);
});

test.each([
  { width: 1000, height: 800 },
  { width: 390, height: 844 },
])('a desktop browser in a $width px window (the server guesses a large screen) hydrates without a mismatch, then lays the page out for its width', async (viewport) => {
  const live = await withScripts(setup.system.url, 'en-US', false, viewport);
  expect(await live.page.locator('#root').getAttribute('data-viewport')).toBe('large');
  expect(await live.page.locator('#root').getAttribute('data-rendered')).toBe('hydrated');
  await live.page.locator('[data-remote="map"]').waitFor({ state: 'attached' });
  // The header's navigation links are for wide screens (75em and up): gone once the page is live.
  await live.page.getByRole('banner').getByRole('link', { name: 'History' }).waitFor({ state: 'detached' });
  expect(await sameHeadingAsServer(live.page)).toBe(true);
  expect(await live.problems()).toEqual([]);
});

test('a language stored before the cookie existed: the page is rendered again in it, not left in the guessed one', async () => {
  const t = await browser.open({ locale: 'en-US' });
  await t.context.addInitScript(() => localStorage.setItem('i18nextLng', 'zh'));
  await t.page.goto(setup.system.url);
  await t.page.waitForFunction(() => document.getElementById('root')?.dataset.rendered);
  expect(await t.page.locator('#root').getAttribute('data-rendered')).toBe('client');
  await t.page.getByRole('heading', { level: 1, name: zh.header.title }).waitFor();
  // From now on the cookie tells the server: the next page is sent in Chinese and hydrated.
  await t.page.reload();
  await t.page.waitForFunction(() => document.getElementById('root')?.dataset.rendered);
  expect(await t.page.locator('#root').getAttribute('data-rendered')).toBe('hydrated');
  expect(await t.page.locator('html').getAttribute('lang')).toBe('zh-Hans');
});

test("the system's dark theme, chosen in the settings: sent dark from the second page on (the browser's client hint), before any script", async () => {
  const context = await browser.browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' });
  opened.push(context);
  await context.route(/^(?!http:\/\/(localhost|127\.0\.0\.1))/, (route) => route.abort());
  const host = new URL(setup.system.url).hostname;
  await context.addCookies([{ name: 'fc_scheme', value: 'auto', domain: host, path: '/' }]);
  const page = await context.newPage();
  const first = await page.goto(setup.system.url);
  expect(first!.headers()['accept-ch']).toMatch(/Sec-CH-Prefers-Color-Scheme/i);
  await page.goto(setup.system.url);
  expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
});

/**
 * A phone's `/` whose shell app chunk is held back, as on a slow connection, until `release()`:
 * the server's HTML is on screen and the shell's first script has run (it asked for the chunk).
 * `clicked(n)` resolves once the page has had `n` clicks: a tap's click reaches the page a moment
 * after the tap, later still on a loaded machine, and a tap "before the page is live" is one
 * whose click came before `release()`.
 */
async function withScriptsHeld(url: string): Promise<Watched & { release: () => void; clicked: (n: number) => Promise<void> }> {
  const t = await browser.open({ locale: 'en-US', viewport: { width: 390, height: 844 }, touch: true, userAgent: PHONE_USER_AGENT });
  const watched = await watch(t);
  await t.page.addInitScript(() => {
    const w = window as unknown as { __clicks: number; __headerLiveWhenRendered?: boolean; __pressesRemembered?: boolean };
    w.__clicks = 0;
    document.addEventListener('click', () => (w.__clicks += 1), true);
    // When the shell starts remembering presses (app/early-presses.ts, the first thing its bootstrap
    // does): the held chunk is asked for before that (the page's list of first-view scripts), and a
    // tap before it is lost by design, which a loaded machine made the test do.
    const add = document.addEventListener.bind(document);
    document.addEventListener = (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      if (type === 'click') w.__pressesRemembered = true;
      add(type, listener, options);
    };
    // Whether the server's sidebar toggle was already React's (hydrated: it carries React's
    // props) when the page said it was live, the moment a remembered press is carried out.
    document.addEventListener('DOMContentLoaded', () => {
      const toggle = document.querySelector('#root header button');
      const root = document.getElementById('root');
      if (!toggle || !root) return;
      const observer = new MutationObserver(() => {
        if (!root.dataset.rendered) return;
        w.__headerLiveWhenRendered = Object.keys(toggle).some((key) => key.startsWith('__reactProps'));
        observer.disconnect();
      });
      observer.observe(root, { attributes: true, attributeFilter: ['data-rendered'] });
    });
  });
  const clicked = async (n: number) => {
    await t.page.waitForFunction((count) => (window as unknown as { __clicks: number }).__clicks >= count, n);
  };
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  await t.page.route(/\/src_app_App_tsx\.[0-9a-f]+\.js$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await t.page.goto(`${setup.system.url}${url}`, { waitUntil: 'commit' });
  await askedFor;
  await t.page.waitForFunction(() => (window as unknown as { __pressesRemembered?: boolean }).__pressesRemembered);
  return { ...watched, release, clicked };
}

test("a tap on the prerendered report's tab and language before its module is live is carried out once it is", async () => {
  const t = await browser.open({ locale: 'en-US', viewport: { width: 390, height: 844 }, touch: true, userAgent: PHONE_USER_AGENT });
  // The report's module is held back, as on a slow phone connection, until the visitor has tapped.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await t.page.route(/__federation_expose_ReportPage\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Not until `load`: the page's preload of the held module holds that back too.
  await t.page.goto(`${setup.system.url}/forest-city-report`, { waitUntil: 'commit' });
  await t.page.waitForFunction(() => document.getElementById('root')?.dataset.rendered === 'hydrated');
  const fragment = t.page.locator('[data-prerendered="report/ReportPage"]');
  await fragment.getByRole('tab', { name: 'Original Vision' }).tap();
  await fragment.getByText('Bahasa Melayu', { exact: true }).tap();
  // Nothing answers yet: the server's HTML is still there, its first tab chosen.
  expect(await fragment.getByRole('tab', { name: 'Executive Summary' }).getAttribute('aria-selected')).toBe('true');
  release();
  // The live module, in Malay, on the tab tapped.
  const live = t.page.locator('[data-remote="report"][data-module="ReportPage"]:not([data-prerendered])');
  await live.getByRole('tab', { name: 'Visi Asal', selected: true }).waitFor({ timeout: 20_000 });
  await t.page.getByRole('heading', { level: 1, name: 'Laporan Analitikal' }).waitFor();
  expect(await fragment.count()).toBe(0);
});

test('a tap on the prerendered header before the page is live is carried out once it is (phone: the sidebar opens), without a mismatch', async () => {
  const t = await withScriptsHeld('/');
  // The sidebar of a phone is a drawer, closed in the server's HTML.
  const toggle = t.page.getByRole('button', { name: 'Toggle sidebar' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  await toggle.tap();
  await t.clicked(1);
  // Nothing answers yet.
  await t.page.waitForTimeout(300);
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  t.release();
  await t.page.waitForFunction(() => document.getElementById('root')?.dataset.rendered === 'hydrated');
  // Said live only once the header is hydrated: a press carried out before that went through
  // React's selective hydration, and was lost under load.
  expect(await t.page.evaluate(() => (window as unknown as { __headerLiveWhenRendered?: boolean }).__headerLiveWhenRendered)).toBe(true);
  await t.page.locator('#root[data-early-press]').waitFor({ state: 'attached' });
  expect(await t.page.locator('#root').getAttribute('data-early-press')).toBe('carried-out');
  await t.page.locator('button[aria-label="Toggle sidebar"][aria-expanded="true"]').waitFor({ state: 'attached' });
  await t.page.getByRole('button', { name: 'Development Timeline' }).waitFor({ state: 'visible' });
  expect(await sameHeadingAsServer(t.page)).toBe(true);
  expect(await t.problems()).toEqual([]);
});

test('a tap made before the page is live is carried out once: a tap on the live page after it is not undone', async () => {
  const t = await withScriptsHeld('/');
  const toggle = t.page.getByRole('button', { name: 'Toggle sidebar' });
  await toggle.tap();
  await t.clicked(1);
  t.release();
  await t.page.waitForFunction(() => document.getElementById('root')?.dataset.rendered === 'hydrated');
  // Opened by the early tap; then one tap on the live page closes it, and nothing undoes that.
  await t.page.getByRole('button', { name: 'Development Timeline' }).waitFor({ state: 'visible' });
  await toggle.tap();
  await t.page.getByRole('button', { name: 'Development Timeline' }).waitFor({ state: 'hidden' });
  await t.page.waitForTimeout(500);
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
});

test('a report release changes the prerendered report without building the shell again', async () => {
  const shellFiles = ['shell/dist/index.html', 'shell/dist-server/render.mjs'].map((f) => path.join(ROOT, f));
  const before = shellFiles.map((f) => statSync(f).mtimeMs);
  const RELEASED = 'Analytical Report, release 2';
  await team.releaseAndPin('fragment', (_, part) => edit(path.join(part, 'locales/en/report.json'), '"title": "Analytical Report"', `"title": "${RELEASED}"`));
  const bare = await withoutScripts(`${setup.system.url}/forest-city-report`, 'en-US');
  await bare.locator('[data-prerendered="report/ReportPage"]').getByRole('heading', { level: 1, name: RELEASED }).waitFor();
  expect(shellFiles.map((f) => statSync(f).mtimeMs)).toEqual(before);

  const live = await withScripts(`${setup.system.url}/forest-city-report`, 'en-US');
  await live.page.locator('[data-remote="report"]:not([data-prerendered])').getByRole('heading', { level: 1, name: RELEASED }).waitFor();
  expect(await live.problems()).toEqual([]);
}, 240_000);
