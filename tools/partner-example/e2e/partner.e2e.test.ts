// A partner page on its own origin (tools/partner-example: plain HTML, the federation runtime file,
// no shell, no React of its own, served by its own server on another port) registers the report
// and map remotes from their manifests and mounts the report page and the map through each
// remote's ./mount. They render fully with their own providers and translations, read the API
// the page names, leave the page's address bar alone and never touch the shell's origin.
import type { Request } from 'playwright-core';
import { usePartnerServer } from './partner-server';
import { currentDocument, declaredDocument } from './partner-document';
import { systemUrls, useTestPage, pressEscapeInDialog, startMap } from '../../e2e/browser';

interface Item {
  id: string;
  name: string;
}

// Slow shared machine: locators wait longer (not a timing assertion).
const t = useTestPage({ timeout: 60_000 });

// The partner's server, as its own process on a free port (a separate origin).
const partner = usePartnerServer();

const MAP = '[data-testid="infrastructure-map"]';
const api = () => `${systemUrls()['api-mock']}/api`;

function partnerPage(lang?: string): string {
  const urls = systemUrls();
  const q = new URLSearchParams({
    report: `${urls['mfe-report']}/mf-manifest.json`,
    map: `${urls['mfe-map']}/mf-manifest.json`,
    api: api(),
    tiles: 'https://tiles.test',
    ...(lang ? { lang } : {}),
  });
  return `${partner.url}/mount.html?${q}`;
}

const itemsIn = async (lang: string) => (await (await fetch(`${api()}/infrastructure?lang=${lang}`)).json()) as Item[];

/** Every URL the page requested, and every URL that got an answer. */
function recordTraffic() {
  const requested: string[] = [];
  const answered: string[] = [];
  t.page.on('request', (r: Request) => requested.push(r.url()));
  t.page.on('response', (r) => {
    if (r.ok()) answered.push(r.url());
  });
  return { requested, answered };
}

async function waitForMarkers(count: number) {
  await startMap(t.page);
  await t.page.waitForFunction(
    ({ sel, n }) => {
      const el = document.querySelector<HTMLElement>(sel);
      return el?.dataset.mapReady === 'true' && el.dataset.dataState === 'ready' && el.dataset.markersDrawn === String(n);
    },
    { sel: MAP, n: count },
  );
}

test('the report page and the map render fully on a partner origin, switch language together, and nothing comes from the shell', async () => {
  const urls = systemUrls();
  const partnerOrigin = new URL(partner.url).origin;
  // A different origin from every part of the system (its own port).
  expect(Object.values(urls).map((u) => new URL(u).origin)).not.toContain(partnerOrigin);
  const items = await itemsIn('en');
  const traffic = recordTraffic();
  const address = partnerPage('en');
  await t.page.goto(address);

  // The report page: title, tabs, a tab switch, sections and their facts.
  const report = t.page.locator('#fc-report');
  await report.getByRole('heading', { level: 1, name: 'Analytical Report' }).waitFor();
  await report.getByRole('heading', { level: 2, name: 'Executive Summary' }).waitFor();
  expect(await report.getByRole('tab').allInnerTexts()).toEqual(['Executive Summary', 'Original Vision', 'Current Status', 'Challenges', 'Analysis', 'Future Outlook']);
  expect(await report.getByRole('tab', { name: 'Executive Summary' }).getAttribute('aria-selected')).toBe('true');
  await report.locator('[data-fact="investment"]:visible').waitFor();
  await report.getByRole('tab', { name: 'Current Status' }).click();
  await report.getByRole('heading', { level: 2, name: 'Current Status' }).waitFor();
  await report.locator('[data-fact="buyers"]:visible').waitFor();
  expect(await report.locator('[data-fact="investment"]:visible').count()).toBe(0);
  await report.locator('[data-section="sources"]').getByRole('heading', { name: 'Sources' }).waitFor();
  // The page passed backHref: null, so no dead "back" link to a dashboard that is not there.
  expect(await report.getByRole('link', { name: 'Back to the infrastructure map' }).count()).toBe(0);
  // Styled by the remote's own Mantine stylesheet (no host brought one).
  expect(await t.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-body').trim())).not.toBe('');

  // The map: canvas drawn with every item, the item list, an item's dialog.
  await waitForMarkers(items.length);
  expect(await t.page.locator(`${MAP} canvas`).count()).toBeGreaterThan(0);
  const map = t.page.locator('#fc-map');
  await map.getByRole('button', { name: `Item list (${items.length})` }).click();
  const list = map.getByRole('list', { name: 'Items shown on the map' });
  expect(await list.getByRole('button').count()).toBe(items.length);
  await list.locator(`[data-item-id="${items[0]!.id}"]`).click();
  const dialog = t.page.getByRole('dialog', { name: items[0]!.name });
  await dialog.waitFor();
  await pressEscapeInDialog(t.page);
  await dialog.waitFor({ state: 'detached' });
  expect(t.tiles.some((u) => u.startsWith('https://tiles.test/street/'))).toBe(true);
  // Two React roots on one page: each mount's ids (React's, and Mantine's made from them) carry a
  // prefix of their own, so no id is used twice and every label names its own control.
  const ids = await t.page.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id));
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  expect(ids.some((id) => id.includes('report-1-'))).toBe(true);
  expect(ids.some((id) => id.includes('map-1-'))).toBe(true);
  // Two remotes' modules, one Mantine stylesheet: the document adopted it once, and one remote fetched it.
  const mantineSheets = await t.page.evaluate(() => document.adoptedStyleSheets.filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('.m_'))).length);
  expect(mantineSheets).toBe(1);
  expect(new Set(traffic.requested.filter((u) => /styles_css/.test(u)).map((u) => new URL(u).origin)).size).toBe(1);

  // The partner's own language switch: both modules in Chinese, texts from their own origins.
  const zhItems = await itemsIn('zh');
  await t.page.getByRole('navigation', { name: 'Language of the Forest City modules' }).getByRole('button', { name: '中文' }).click();
  await report.getByRole('heading', { level: 1, name: '分析报告' }).waitFor();
  await report.getByRole('heading', { level: 2, name: '现状' }).waitFor();
  await map.getByRole('button', { name: `隐藏列表（${zhItems.length}）` }).waitFor();
  await map.getByRole('list', { name: '地图上显示的设施' }).locator(`[data-item-id="${zhItems[0]!.id}"]`).getByText(zhItems[0]!.name, { exact: true }).waitFor();
  expect(await report.getAttribute('lang')).toBe('zh');
  expect(await map.getAttribute('lang')).toBe('zh');
  expect(traffic.answered).toContain(`${urls['mfe-report']}/locales/zh/report.json`);
  expect(traffic.answered).toContain(`${urls['mfe-map']}/locales/zh/map.json`);
  // The partner's document is the partner's: title, <meta> tags and its one main landmark as its HTML declares them.
  const declared = declaredDocument('mount.html');
  expect(declared.mains).toBe(1);
  expect(await currentDocument(t.page)).toEqual(declared);

  // The page loaded the runtime from its own origin and the modules from the remotes' manifests.
  expect(traffic.answered).toContain(`${partnerOrigin}/federation-runtime.js`);
  expect(traffic.answered).toContain(`${urls['mfe-report']}/mf-manifest.json`);
  expect(traffic.answered).toContain(`${urls['mfe-map']}/mf-manifest.json`);
  // API calls went where the page configured, in the language shown.
  const apiCalls = traffic.requested.filter((u) => new URL(u).pathname.startsWith('/api/'));
  expect(apiCalls).toContain(`${api()}/infrastructure?lang=en`);
  expect(apiCalls).toContain(`${api()}/infrastructure?lang=zh`);
  expect(apiCalls.filter((u) => !u.startsWith(`${api()}/`))).toEqual([]);
  // Nothing from the shell: not a request to its origin.
  const shellOrigin = new URL(urls.shell!).origin;
  expect(traffic.requested.filter((u) => u.startsWith(`${shellOrigin}/`))).toEqual([]);
  // The modules kept their state in memory: the partner's address is as it was.
  expect(t.page.url()).toBe(address);
});

test("the lang mount option starts both modules in Chinese; the report page's own switch turns the page to Malay", async () => {
  const zhItems = await itemsIn('zh');
  const msItems = await itemsIn('ms');
  await t.page.goto(partnerPage('zh'));
  const report = t.page.locator('#fc-report');
  const map = t.page.locator('#fc-map');
  await report.getByRole('heading', { level: 1, name: '分析报告' }).waitFor();
  await report.getByRole('heading', { level: 2, name: '执行摘要' }).waitFor();
  await waitForMarkers(zhItems.length);
  await map.getByRole('button', { name: `设施列表（${zhItems.length}）` }).waitFor();

  // The report page's own language switch; the page's onLanguageChange keeps the map in step.
  await report.getByRole('radiogroup').getByText('Bahasa Melayu').click();
  await report.getByRole('heading', { level: 1, name: 'Laporan Analitikal' }).waitFor();
  await map.getByRole('button', { name: `Senarai item (${msItems.length})` }).waitFor();
  expect(await t.page.getByRole('button', { name: 'Bahasa Melayu' }).getAttribute('aria-pressed')).toBe('true');
});
