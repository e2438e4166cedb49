// The custom elements on a partner's page (issue 16, docs/partners.md), in real Chromium: the
// example page (tools/partner-example/public/index.html) on its own origin, with a deliberately
// hostile stylesheet and the strict policy of the docs (no 'unsafe-inline'), shows the map, the
// report and the stormwater dialog from three remotes. The tests check isolation both ways, zero
// policy violations (dialogs included), one copy of Mantine's stylesheet, language and events,
// theming with axe in light and dark, a remote that is down, and the docs' snippets verbatim.
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { usePartnerServer } from './partner-server';
import { currentDocument, declaredDocument } from './partner-document';
import { addScriptFile, pressEscapeInDialog, startMap, systemUrls, useTestPage } from '../../e2e/browser';

const ROOT = path.resolve(__dirname, '../../..');
const AXE_PATH = createRequire(__filename).resolve('axe-core/axe.min.js');
const t = useTestPage({ timeout: 60_000 });

// The partner's server, as its own process on a free port (a separate origin).
const partner = usePartnerServer();

const urls = () => systemUrls();
const api = () => `${urls()['api-mock']}/api`;
function query() {
  return new URLSearchParams({
    map: urls()['mfe-map']!,
    hydrology: urls()['mfe-hydrology']!,
    report: urls()['mfe-report']!,
    stormwater: urls()['mfe-stormwater']!,
    api: api(),
    tiles: 'https://tiles.test',
  });
}
const examplePage = () => `${partner.url}/?${query()}`;
const snippetPage = (name: string) => `${partner.url}/snippet/${name}?${query()}`;

/** Records every policy violation and every request of the page. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  return { requests, violations: () => page.evaluate(() => (window as unknown as { violations: string[] }).violations) };
}

const report = () => t.page.locator('forest-city-report');
const map = () => t.page.locator('forest-city-map');
const stormwater = () => t.page.locator('forest-city-stormwater');
const reportReady = (name = 'Analytical Report') => report().getByRole('heading', { level: 1, name }).waitFor();
const mapReady = async () => {
  await map()
    .getByRole('button', { name: /^Item list \(\d+\)$/ })
    .waitFor();
};

/** Computed styles of the partner's own elements: what must not change when the modules mount. */
const HOST_PROPS = ['color', 'background-color', 'font-family', 'letter-spacing', 'margin', 'box-sizing', 'width', 'text-transform', 'line-height'];
async function hostStyles(page: Page) {
  return page.evaluate((props) => {
    const selectors = ['html', 'body', '.partner-header h1', 'main > p', '#partner-box', '#map-heading', '#open-stormwater', '#partner-languages button'];
    const styles = Object.fromEntries(selectors.map((s) => [s, Object.fromEntries(props.map((p) => [p, getComputedStyle(document.querySelector(s)!).getPropertyValue(p)]))]));
    return {
      styles,
      htmlAttributes: [...document.documentElement.attributes].map((a) => `${a.name}=${a.value}`),
      bodyAttributes: [...document.body.attributes].map((a) => `${a.name}=${a.value}`),
      headStyles: [...document.head.querySelectorAll('style, link[rel="stylesheet"]')].map((e) => e.outerHTML),
      adopted: document.adoptedStyleSheets.length,
    };
  }, HOST_PROPS);
}

test('under a hostile stylesheet and the strict policy: the page is unchanged, the modules unaffected, no violation, one Mantine stylesheet', async () => {
  // The page before any module mounts: the elements' scripts do not load.
  await t.context.route(/\/elements\.js$/, (route) => route.abort('connectionrefused'));
  await t.page.goto(examplePage());
  await t.page.locator('forest-city-report').getByText('The Forest City report could not be loaded.').waitFor();
  const before = await hostStyles(t.page);
  await t.context.unroute(/\/elements\.js$/);

  const seen = await watch(t.page);
  await t.page.goto(examplePage());
  await reportReady();
  await mapReady();
  // Open the two dialogs too: the stormwater dialog and a map item's (portals, overlays).
  await t.page.getByRole('button', { name: 'Compare the seven approaches' }).click();
  const swDialog = stormwater().getByRole('dialog', { name: 'Stormwater Approaches' });
  await swDialog.getByRole('tab', { name: 'Overview & Comparison' }).waitFor();
  await pressEscapeInDialog(t.page);
  await swDialog.waitFor({ state: 'detached' });
  await map()
    .getByRole('button', { name: /^Item list/ })
    .click();
  await map().getByRole('list', { name: 'Items shown on the map' }).getByRole('button').first().click();
  const itemDialog = map().getByRole('dialog');
  await itemDialog.waitFor();
  // Both dialogs rendered inside their elements' shadow roots, not in the partner's <body>.
  expect(await t.page.evaluate(() => document.body.querySelectorAll(':scope > [data-portal], :scope > .mantine-Portal, [role="dialog"]').length)).toBe(0);

  const after = await hostStyles(t.page);
  expect(after).toEqual(before);
  expect(await seen.violations()).toEqual([]);

  // Inside: the module's own look, whatever the host's sheet says.
  const inside = await report()
    .getByRole('heading', { level: 1, name: 'Analytical Report' })
    .evaluate((h1) => {
      const s = getComputedStyle(h1);
      const p = getComputedStyle(h1.closest('.fc-root')!.querySelector('p')!);
      return {
        color: s.color,
        letterSpacing: s.letterSpacing,
        textTransform: s.textTransform,
        boxSizing: s.boxSizing,
        pLetterSpacing: p.letterSpacing,
        pLineHeight: parseFloat(p.lineHeight) / parseFloat(p.fontSize),
      };
    });
  expect(inside.color).not.toBe('rgb(255, 0, 0)');
  expect(inside).toMatchObject({ letterSpacing: 'normal', textTransform: 'none', boxSizing: 'border-box', pLetterSpacing: 'normal' });
  expect(inside.pLineHeight).toBeLessThan(2);

  // One copy of Mantine's stylesheet for three remotes, no stylesheet file at all, one React DOM.
  expect(seen.requests.filter((u) => /mantine_core_styles/.test(u))).toHaveLength(1);
  expect(seen.requests.filter((u) => /\.css(\?|$)/.test(u) && !u.startsWith(partner.url))).toEqual([]);
  expect(seen.requests.filter((u) => /react-dom_client/.test(u) && u.endsWith('.js'))).toHaveLength(1);
  // The federation runtime was loaded once, by the first element.
  expect(seen.requests.filter((u) => u.endsWith('/federation-runtime.js'))).toHaveLength(1);
});

test('lang re-renders the modules; their changes reach the page as events and attributes', async () => {
  await t.page.goto(examplePage());
  await reportReady();
  await mapReady();
  const log = t.page.locator('#partner-events');

  // The partner's document stays the partner's: its title, <meta> tags and one main landmark.
  const declared = declaredDocument('index.html');
  expect(declared.mains).toBe(1);
  expect(await currentDocument(t.page)).toEqual(declared);

  // The page's own switch sets every element's lang.
  await t.page.getByRole('navigation', { name: 'Language of the Forest City modules' }).getByRole('button', { name: '中文' }).click();
  await reportReady('分析报告');
  expect(await currentDocument(t.page)).toEqual(declared);
  // A title the partner sets later stays too.
  await t.page.evaluate(() => (document.title = 'Partner title set later'));
  await map()
    .getByRole('button', { name: /^(显示列表|隐藏列表|设施列表)/ })
    .first()
    .waitFor();
  expect(await report().evaluate((e) => e.shadowRoot!.querySelector('.fc-root')!.getAttribute('lang'))).toBe('zh');
  // An attribute change is the page's own: no event for it.
  expect(await log.textContent()).not.toContain('forest-city-language-change');

  // The report's own language switch asks the element: attribute, event, and the page follows.
  await report().getByText('Bahasa Melayu', { exact: true }).click();
  await log.getByText('forest-city-report: forest-city-language-change {"lang":"ms"}').waitFor();
  expect(await report().getAttribute('lang')).toBe('ms');
  await t.page.waitForFunction(() => document.querySelector('forest-city-map')!.getAttribute('lang') === 'ms');
  await t.page.getByRole('navigation', { name: 'Language of the Forest City modules' }).getByRole('button', { name: 'English' }).click();
  await reportReady();
  expect(await currentDocument(t.page)).toEqual({ ...declared, title: 'Partner title set later' });
  // The report is a region named by its heading inside the partner's <main>.
  await report().getByRole('region', { name: 'Analytical Report' }).waitFor();

  // A tab: event and attribute.
  await report().getByRole('tab', { name: 'Current Status' }).click();
  await log.getByText('forest-city-report: forest-city-tab-change {"tab":"status"}').waitFor();
  expect(await report().getAttribute('tab')).toBe('status');
  // Setting the attribute selects the tab.
  await report().evaluate((e) => e.setAttribute('tab', 'challenges'));
  await report().getByRole('tab', { name: 'Challenges', selected: true }).waitFor();

  // The map: an item opened and closed.
  await map()
    .getByRole('button', { name: /^Item list/ })
    .click();
  const first = map().getByRole('list', { name: 'Items shown on the map' }).getByRole('button').first();
  const id = await first.getAttribute('data-item-id');
  await first.click();
  await log.getByText(`forest-city-map: forest-city-select-item {"item":"${id}"}`).waitFor();
  expect(await map().getAttribute('item')).toBe(id);
  await pressEscapeInDialog(t.page);
  await log.getByText('forest-city-map: forest-city-select-item {"item":null}').waitFor();
  expect(await map().getAttribute('item')).toBeNull();

  // A dialog: opened by the attribute, closed by the visitor: event, and the attribute goes.
  await t.page.getByRole('button', { name: 'Compare the seven approaches' }).click();
  await stormwater().getByRole('dialog', { name: 'Stormwater Approaches' }).getByRole('tab').first().waitFor();
  await stormwater().getByRole('button', { name: 'Close' }).first().click();
  await log.getByText('forest-city-stormwater: forest-city-close {}').waitFor();
  await t.page.waitForFunction(() => !document.querySelector('forest-city-stormwater')!.hasAttribute('open'));
});

/** axe over one element's shadow root; one line per serious or critical violation. */
async function axeOn(element: Locator, state: string): Promise<string[]> {
  const failures = await element.evaluate(async (el) => {
    const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } })
      .axe;
    const result = await axe.run({ include: [[el.localName]] }, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}) at ${v.nodes.map((n) => JSON.stringify(n.target)).join(' | ')}`);
  });
  return failures.map((f) => `${state}: ${f}`);
}

test.each(['light', 'dark'] as const)('%s: the default theme (theme="auto") passes axe in every module, the stormwater dialog open', async (scheme) => {
  await t.page.emulateMedia({ colorScheme: scheme });
  await t.page.goto(examplePage());
  await reportReady();
  await mapReady();
  expect(await report().evaluate((e) => e.shadowRoot!.querySelector('.fc-root')!.getAttribute('data-mantine-color-scheme'))).toBe(scheme);
  await addScriptFile(t.page, AXE_PATH);
  const failures = [...(await axeOn(report(), `${scheme} report`)), ...(await axeOn(map(), `${scheme} map`))];
  await t.page.getByRole('button', { name: 'Compare the seven approaches' }).click();
  await stormwater().getByRole('dialog', { name: 'Stormwater Approaches' }).getByRole('tab').first().waitFor();
  // Past Mantine's opening transition (axe samples colours as painted).
  await t.page.waitForTimeout(500);
  failures.push(...(await axeOn(stormwater(), `${scheme} stormwater dialog`)));
  expect(failures).toEqual([]);
});

test.each(['light', 'dark'] as const)('%s: the other dialog elements (history, future, mass balance, monthly balance) pass axe on a partner page', async (scheme) => {
  await t.page.emulateMedia({ colorScheme: scheme });
  await t.page.goto(snippetPage('dialog'));
  await stormwater().getByRole('dialog').getByRole('tab').first().waitFor();
  await stormwater().evaluate((e) => e.removeAttribute('open'));
  // The page's policy allows the hydrology and report origins: load their elements as a partner would.
  await t.page.evaluate(
    async ([report, hydrology]) => {
      await import(`${report}/elements.js`);
      await import(`${hydrology}/elements.js`);
    },
    [urls()['mfe-report']!, urls()['mfe-hydrology']!],
  );
  await addScriptFile(t.page, AXE_PATH);
  const failures: string[] = [];
  for (const [tag, title] of [
    ['forest-city-history', 'Forest City - Development History & Research Analysis'],
    ['forest-city-future', 'Future Development'],
    ['forest-city-mass-balance', 'Hydrological Mass Balance Model'],
    ['forest-city-monthly-balance', 'Monthly Water Balance'],
  ] as const) {
    await t.page.evaluate((name) => {
      const element = document.createElement(name);
      element.setAttribute('lang', 'en');
      element.setAttribute('open', '');
      document.body.append(element);
    }, tag);
    const element = t.page.locator(tag);
    await element.getByRole('dialog', { name: title }).getByRole('tab').first().waitFor();
    await t.page.waitForTimeout(500);
    failures.push(...(await axeOn(element, `${scheme} ${tag}`)));
    await element.evaluate((e) => e.remove());
  }
  expect(failures).toEqual([]);
});

test('accent and theme restyle a module through its theme; a low-contrast accent in modern syntax is made readable; axe passes', async () => {
  await t.page.goto(examplePage());
  await reportReady();
  const filled = () => report().evaluate((e) => getComputedStyle(e.shadowRoot!.querySelector('.fc-root')!).getPropertyValue('--mantine-primary-color-filled').trim());
  const teal = await filled();
  // Orange in the CSS Color 4 syntax: links in it are 2:1 on white as it is.
  await report().evaluate((e) => e.setAttribute('accent', 'hsl(39 100% 50%)'));
  await t.page.waitForFunction((before) => {
    const root = document.querySelector('forest-city-report')!.shadowRoot!.querySelector('.fc-root')!;
    return getComputedStyle(root).getPropertyValue('--mantine-primary-color-filled').trim() !== before;
  }, teal);
  await report().evaluate((e) => e.setAttribute('theme', 'dark'));
  await t.page.waitForFunction(() => document.querySelector('forest-city-report')!.shadowRoot!.querySelector('.fc-root')!.getAttribute('data-mantine-color-scheme') === 'dark');
  await t.page.waitForTimeout(500);
  // Readable on the dark page as it is: the partner's orange (hsl(39 100% 50%) is #ffa600), not a grey.
  expect(await filled()).toBe('#ffa600');
  await addScriptFile(t.page, AXE_PATH);
  expect(await axeOn(report(), 'dark, orange accent')).toEqual([]);
  await report().evaluate((e) => e.setAttribute('theme', 'light'));
  await t.page.waitForFunction(() => document.querySelector('forest-city-report')!.shadowRoot!.querySelector('.fc-root')!.getAttribute('data-mantine-color-scheme') === 'light');
  // Past Mantine's colour transitions (axe samples colours as painted).
  await t.page.waitForTimeout(500);
  expect(await axeOn(report(), 'light, orange accent')).toEqual([]);
  // The page's own document never took the theme.
  expect(await t.page.evaluate(() => document.documentElement.hasAttribute('data-mantine-color-scheme'))).toBe(false);

  // The one thing a page may hand in on purpose: its font, through the documented custom property.
  const h1Font = () =>
    report()
      .getByRole('heading', { level: 1 })
      .evaluate((h) => getComputedStyle(h).fontFamily);
  expect(await h1Font()).not.toContain('Georgia');
  await t.page.evaluate(() => document.body.style.setProperty('--forest-city-font-family', 'Georgia, serif'));
  await t.page.waitForFunction(() => {
    const h1 = document.querySelector('forest-city-report')!.shadowRoot!.querySelector('h1')!;
    return getComputedStyle(h1).fontFamily.includes('Georgia');
  });
});

test('a closing dialog gives focus back to the control that opened it: inside an element, and on the page', async () => {
  await t.page.goto(examplePage());
  await mapReady();
  await map()
    .getByRole('button', { name: /^Item list/ })
    .click();
  const item = map().getByRole('list', { name: 'Items shown on the map' }).getByRole('button').first();
  const itemName = (await item.textContent())!.trim();
  await item.focus();
  await t.page.keyboard.press('Enter');
  const dialog = map().getByRole('dialog');
  await dialog.waitFor();
  await pressEscapeInDialog(t.page);
  await dialog.waitFor({ state: 'detached' });
  // The element focused inside the map's shadow root (the document sees only the host).
  await t.page.waitForFunction(
    (name) => {
      const inner = document.querySelector('forest-city-map')?.shadowRoot?.activeElement;
      return document.activeElement?.localName === 'forest-city-map' && inner?.textContent?.trim() === name;
    },
    itemName,
    { timeout: 5000 },
  );
  // A dialog element opened by the page's own button: focus goes back to that button.
  const opener = t.page.getByRole('button', { name: 'Compare the seven approaches' });
  await opener.focus();
  await t.page.keyboard.press('Enter');
  const swDialog = stormwater().getByRole('dialog', { name: 'Stormwater Approaches' });
  await swDialog.getByRole('tab').first().waitFor();
  await pressEscapeInDialog(t.page);
  await swDialog.waitFor({ state: 'detached' });
  await t.page.waitForFunction(() => document.activeElement?.id === 'open-stormwater', undefined, { timeout: 5000 });
});

test('the map element mounted and removed 20 times leaves no DOM nodes behind, its WebGL map started or not', async () => {
  await t.page.goto(examplePage());
  await mapReady();
  const cdp = await t.context.newCDPSession(t.page);
  /** Live DOM nodes of the page (attached or not) after a full garbage collection, the map removed. */
  const nodesWithoutMap = async () => {
    await map().evaluate((element) => {
      const holder = window as unknown as { fcMap: Element; fcParent: ParentNode };
      holder.fcMap = element;
      holder.fcParent = element.parentNode!;
      element.remove();
    });
    // The element unmounts its module in a microtask (a move keeps it).
    await t.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await cdp.send('HeapProfiler.collectGarbage');
    const { nodes } = await cdp.send('Memory.getDOMCounters');
    await t.page.evaluate(() => {
      const holder = window as unknown as { fcMap: Element; fcParent: ParentNode };
      holder.fcParent.append(holder.fcMap);
    });
    return nodes;
  };
  const counts: number[] = [];
  for (let cycle = 0; cycle < 20; cycle++) {
    // The WebGL map (what leaked: the whole map's DOM per start) every eighth mount: its start is slow in software WebGL.
    if (cycle % 8 === 0) await startMap(t.page, 'forest-city-map [data-testid="infrastructure-map"]');
    else await mapReady();
    counts.push(await nodesWithoutMap());
  }
  // The first mounts warm caches; after them the count stays put (two leaked starts kept about 370
  // nodes). The least of the three mounts after the third start: a leak stays in all three, while a
  // count raised for a moment on a loaded machine (once in CI: 150 nodes at the last mount) is gone
  // by one of them.
  expect(Math.min(...counts.slice(17)) - counts[4]!).toBeLessThan(20);
});

test('on a phone a dialog fills the screen from its left edge, whatever the page’s margins', async () => {
  await t.page.setViewportSize({ width: 390, height: 844 });
  await t.page.goto(examplePage());
  await reportReady();
  await t.page.getByRole('button', { name: 'Compare the seven approaches' }).click();
  const dialog = stormwater().getByRole('dialog', { name: 'Stormwater Approaches' });
  await dialog.getByRole('tab').first().waitFor();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBe(0);
  expect(box.width).toBe(390);
});

/**
 * The stormwater element opened in `lang` while its remote fails as `fail` makes it fail: its
 * translated fallback with Retry shows (and `whileDown` checks the rest of the page meanwhile);
 * once the failure is gone, Retry opens the dialog.
 */
async function fallbackThenRetry(
  match: (u: URL) => boolean,
  fail: Parameters<typeof t.context.route>[1],
  lang: string,
  texts: { message: string; retry: string },
  whileDown?: () => Promise<void>,
) {
  await t.context.route(match, fail);
  await t.page.goto(examplePage());
  await stormwater().evaluate((e, lang) => {
    e.setAttribute('lang', lang);
    e.setAttribute('open', '');
  }, lang);
  const status = stormwater().getByRole('alert');
  await status.getByText(texts.message).waitFor();
  await whileDown?.();
  await t.context.unroute(match);
  await status.getByRole('button', { name: texts.retry }).click();
  await stormwater().getByRole('dialog').getByRole('tab').first().waitFor();
}

test('a remote that is down: a translated fallback with Retry inside its element, the rest of the page works; Retry recovers', async () => {
  const stormwaterOrigin = urls()['mfe-stormwater']!;
  await fallbackThenRetry(
    (u) => u.origin === stormwaterOrigin && !u.pathname.endsWith('/elements.js'),
    (route) => route.abort('connectionrefused'),
    'zh',
    { message: '无法连接到此部分。请检查网络连接后重试。', retry: '重试' },
    async () => {
      await reportReady();
      await mapReady();
    },
  );
});

test('a remote entry that throws while it runs: the fallback with Retry; Retry runs the entry anew once it works', async () => {
  // The browser keeps an ES module that threw failed at its address: Retry must ask for it anew.
  const stormwaterOrigin = urls()['mfe-stormwater']!;
  await fallbackThenRetry(
    (u) => u.origin === stormwaterOrigin && u.pathname.endsWith('/remoteEntry.js'),
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("remoteEntry boom");' }),
    'en',
    { message: 'This section could not be reached. Check the connection and retry.', retry: 'Retry' },
  );
});

test('a remote whose origin is down entirely: the element keeps the page’s own content, the page works', async () => {
  const mapOrigin = urls()['mfe-map']!;
  await t.context.route(
    (u) => u.origin === mapOrigin,
    (route) => route.abort('connectionrefused'),
  );
  await t.page.goto(examplePage());
  await reportReady();
  await map().getByText('The Forest City map could not be loaded.').waitFor();
});

describe('the docs’ snippets, verbatim, on a page with the hostile stylesheet and the strict policy', () => {
  const docs = readFileSync(path.join(ROOT, 'docs/partners.md'), 'utf8');

  test('plain HTML, latest version: the report and the map in Chinese', async () => {
    expect(docs).toContain('<!-- partner-snippet: plain-html -->');
    const seen = await watch(t.page);
    await t.page.goto(snippetPage('plain-html'));
    await reportReady('分析报告');
    await map().getByRole('region').first().waitFor();
    expect(await seen.violations()).toEqual([]);
  });

  test('pinned version: every file from the pinned release folder, in dark with the partner’s accent', async () => {
    const { version } = JSON.parse(readFileSync(path.join(ROOT, 'mfe-report/released.json'), 'utf8')) as { version: string };
    // The docs pin the report's released version (the test fails when the docs fall behind).
    expect(docs).toContain(`https://report.example.org/v/${version}/elements.js`);
    // Sources changed since that release are served here as its development build
    // (docs/releasing.md): the pinned folder's requests go to that build, under the same URLs.
    const served = path.basename(realpathSync(path.join(ROOT, 'mfe-report/dist')));
    if (served !== version) {
      const pinned = `${urls()['mfe-report']}/v/${version}/`;
      await t.context.route(
        (u) => u.href.startsWith(pinned),
        (route) => route.continue({ url: route.request().url().replace(`/v/${version}/`, `/v/${served}/`) }),
      );
    }
    const seen = await watch(t.page);
    await t.page.goto(snippetPage('pinned'));
    await reportReady('Laporan Analitikal');
    expect(await report().evaluate((e) => e.shadowRoot!.querySelector('.fc-root')!.getAttribute('data-mantine-color-scheme'))).toBe('dark');
    const fromReport = seen.requests.filter((u) => u.startsWith(urls()['mfe-report']!));
    expect(fromReport.length).toBeGreaterThan(3);
    expect(fromReport.filter((u) => !u.startsWith(`${urls()['mfe-report']}/v/${version}/`))).toEqual([]);
    expect(await seen.violations()).toEqual([]);
  });
});
