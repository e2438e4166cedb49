// The settings panel as a visitor uses it: quick actions (Export Data as CSV and GeoJSON, System
// Health, Contact Support), system information, the three notifications, Help & Support, and
// the settings that work and persist across a reload: language, theme, notifications (toasts),
// auto-translate content and translation provider.
import { readFileSync } from 'node:fs';
import { baseUrl, useBrowser, systemUrls, type TestPage, pressEscapeInDialog } from '../../tools/e2e/browser';

const browser = useBrowser();
let t: TestPage;

async function openSettings(options: Parameters<typeof browser.open>[0] = {}, path = '/') {
  t = await browser.open(options);
  await t.page.goto(`${baseUrl()}${path}`);
  return openPanel();
}

async function openPanel(name = 'Settings panel', title = 'Settings') {
  await t.page.getByRole('button', { name }).click();
  const panel = t.page.getByRole('dialog', { name: title });
  await panel.waitFor();
  return panel;
}

async function pickOption(panel: ReturnType<TestPage['page']['getByRole']>, label: string, option: string) {
  await panel.getByLabel(label, { exact: true }).click();
  await t.page.getByRole('option', { name: option }).click();
}

test('the panel: quick actions, version v2.1.0, three notifications with priority badges, Help & Support', async () => {
  const panel = await openSettings();
  for (const name of ['Export Data', 'System Health']) await panel.getByRole('button', { name }).waitFor();
  await panel.getByRole('link', { name: 'Contact Support' }).waitFor();
  expect(await panel.getByTestId('app-version').innerText()).toBe('v2.1.0');
  const notes = panel.locator('[data-notification]');
  expect(await notes.count()).toBe(3);
  expect(await notes.nth(0).textContent()).toMatch(/^Northeast monsoon season\s*High/);
  expect(await notes.nth(1).textContent()).toMatch(/^Some figures differ from public reporting\s*Medium/);
  expect(await notes.nth(2).textContent()).toMatch(/^Now in three languages\s*Low/);
  await panel.getByText('18 November 2026').waitFor();

  await panel.getByRole('button', { name: 'Help & Support' }).click();
  const help = t.page.getByRole('dialog', { name: 'Help & Support' });
  await help.getByText('Press F8 to move to the latest message', { exact: false }).waitFor();
  await pressEscapeInDialog(t.page);
  await help.waitFor({ state: 'detached' });
});

test('Contact Support opens the configured support channel in a new tab', async () => {
  const config = (await (await fetch(`${baseUrl()}/runtime-config.json`)).json()) as { links: Record<string, string> };
  expect(config.links.support).toMatch(/^https:\/\//);
  const panel = await openSettings();
  const link = panel.getByRole('link', { name: 'Contact Support' });
  expect(await link.getAttribute('href')).toBe(config.links.support);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
});

test('Export Data downloads the infrastructure list as CSV (UTF-8 with BOM) in the current language', async () => {
  const panel = await openSettings();
  await panel.getByRole('button', { name: 'Export Data' }).click();
  const download = t.page.waitForEvent('download');
  await t.page.getByRole('menuitem', { name: 'Infrastructure list (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('forest-city-infrastructure-en.csv');
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.split(/\r?\n/)[0]).toContain('name');
  expect(text).toContain('Island 1 Water Treatment Station');
  await t.page.getByTestId('toast').getByText('Download started').waitFor();
});

test('Export Data downloads GeoJSON, in Chinese when the interface is Chinese', async () => {
  t = await browser.open();
  await t.context.addInitScript(() => localStorage.setItem('i18nextLng', 'zh'));
  await t.page.goto(baseUrl());
  const panel = await openPanel('设置面板', '设置');
  await panel.getByRole('button', { name: '导出数据' }).click();
  const download = t.page.waitForEvent('download');
  await t.page.getByRole('menuitem', { name: '基础设施地图数据（GeoJSON）' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('forest-city-infrastructure-zh.geojson');
  const geo = JSON.parse(readFileSync((await file.path())!, 'utf8')) as { type: string; features: { properties: { name: string } }[] };
  expect(geo.type).toBe('FeatureCollection');
  expect(geo.features.some((f) => f.properties.name === '一号岛水处理站')).toBe(true);
});

test('a failed export shows a destructive toast with the error', async () => {
  const panel = await openSettings();
  await t.page.route(
    (u) => u.pathname === '/api/infrastructure.csv',
    (route) => route.fulfill({ status: 500, body: 'export broke' }),
  );
  await panel.getByRole('button', { name: 'Export Data' }).click();
  await t.page.getByRole('menuitem', { name: 'Infrastructure list (CSV)' }).click();
  const toast = t.page.getByTestId('toast');
  await toast.getByText('Export failed').waitFor();
  await toast.getByText('500: export broke').waitFor();
  expect(await toast.getAttribute('data-variant')).toBe('destructive');
});

test('System Health closes the panel and brings the health monitor into view, focused', async () => {
  const panel = await openSettings({ viewport: { width: 1280, height: 500 } });
  await panel.getByRole('button', { name: 'System Health' }).click();
  await panel.waitFor({ state: 'detached' });
  await t.page.waitForFunction(() => document.activeElement?.id === 'system-health');
  // It starts below the fold of this 500 px high window; now it is within it.
  await t.page.waitForFunction(() => {
    const r = document.getElementById('system-health')!.getBoundingClientRect();
    return r.top >= 0 && r.top < window.innerHeight;
  });
});

test('System Health on a phone opens the sidebar drawer at the monitor', async () => {
  const panel = await openSettings({ viewport: { width: 390, height: 844 } });
  await panel.getByRole('button', { name: 'System Health' }).click();
  await t.page.waitForFunction(() => document.activeElement?.id === 'system-health');
  await t.page.locator('#system-health').getByText('Limited').waitFor({ state: 'visible' });
});

test('language: switching updates the texts, <html lang>, date formats and API requests, and persists across a reload', async () => {
  const panel = await openSettings();
  expect(await t.page.evaluate(() => document.documentElement.lang)).toBe('en');
  const metrics = t.page.waitForRequest((r) => new URL(r.url()).pathname === '/api/metrics' && new URL(r.url()).searchParams.get('lang') === 'zh');
  await pickOption(panel, 'Language', '中文');
  await t.page.getByRole('heading', { name: '森林城市基础设施' }).waitFor();
  expect(await t.page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
  const zhPanel = t.page.getByRole('dialog', { name: '设置' });
  await zhPanel.getByText('2026年11月18日').waitFor();
  await zhPanel.getByText('东北季风季节').waitFor();
  await metrics;
  // API content follows: the overview card's unit comes from the API in Chinese.
  expect(await t.page.getByTestId('overview-treatmentCapacity').innerText()).toMatch(/总处理能力\s+65,000\s+立方米\/日\s+仅计已建成的处理站/);
  // The remotes' texts follow too (the map's own namespace).
  await t.page.getByRole('switch', { name: '交通' }).waitFor();

  await t.page.reload();
  await t.page.getByRole('heading', { name: '森林城市基础设施' }).waitFor();
  expect(await t.page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
  expect(await t.page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('zh');
});

test('the language menu in the header switches to Malay', async () => {
  t = await browser.open();
  await t.page.goto(baseUrl());
  await t.page.getByRole('button', { name: 'Change language' }).click();
  await t.page.getByRole('menuitem', { name: 'Bahasa Melayu' }).click();
  await t.page.getByRole('heading', { name: 'Infrastruktur Forest City' }).waitFor();
  expect(await t.page.evaluate(() => document.documentElement.lang)).toBe('ms');
  await t.page.getByRole('navigation', { name: 'Bar sisi papan pemuka' }).getByRole('button', { name: 'Data Hidrologi' }).waitFor();
  await t.page.getByPlaceholder('Cari infrastruktur...').waitFor();
});

test('theme: dark and light persist across a reload; system follows the device', async () => {
  const panel = await openSettings({}, '/');
  const scheme = () => t.page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
  expect(await scheme()).toBe('light');
  await panel.getByText('Dark', { exact: true }).click();
  await t.page.waitForFunction(() => document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark');
  await t.page.reload();
  await t.page.getByRole('heading', { name: 'Forest City Infrastructure' }).waitFor();
  expect(await scheme()).toBe('dark');

  await t.page.emulateMedia({ colorScheme: 'dark' });
  const again = await openPanel();
  await again.getByText('Light', { exact: true }).click();
  await t.page.waitForFunction(() => document.documentElement.getAttribute('data-mantine-color-scheme') === 'light');
  await again.getByText('System', { exact: true }).click();
  await t.page.waitForFunction(() => document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark');
  await t.page.emulateMedia({ colorScheme: 'light' });
  await t.page.waitForFunction(() => document.documentElement.getAttribute('data-mantine-color-scheme') === 'light');
});

test('notifications off: no toast on a language change; the choice persists', async () => {
  t = await browser.open();
  // Without the map (see shell-routes-toasts): its software WebGL can outlast a 5-second toast.
  const mapOrigin = systemUrls()['mfe-map'];
  await t.page.route(
    (u) => u.origin === mapOrigin,
    (route) => route.abort(),
  );
  await t.page.goto(baseUrl());
  // With toasts on, a language change shows one.
  await t.page.getByRole('button', { name: 'Change language' }).click();
  await t.page.getByRole('menuitem', { name: 'English' }).click();
  await t.page.getByTestId('toast').getByText('Language changed').waitFor();
  await t.page.getByTestId('toast').getByRole('button', { name: 'Close' }).click();
  await t.page.getByTestId('toast').waitFor({ state: 'detached' });

  const panel = await openPanel();

  const toggle = panel.getByRole('switch', { name: 'Notifications' });
  await toggle.click();
  expect(await toggle.isChecked()).toBe(false);
  await pickOption(panel, 'Language', 'Bahasa Melayu');
  await t.page.getByRole('heading', { name: 'Infrastruktur Forest City' }).waitFor();
  expect(await t.page.getByTestId('toast').count()).toBe(0);

  await t.page.reload();
  const again = await openPanel('Panel tetapan', 'Tetapan');
  expect(await again.getByRole('switch', { name: 'Pemberitahuan' }).isChecked()).toBe(false);
});

test('translation provider: hand translations keep browser machine translation off; the browser option allows it', async () => {
  const panel = await openSettings();
  const translate = () => t.page.evaluate(() => document.documentElement.getAttribute('translate'));
  expect(await translate()).toBe('no');
  await pickOption(panel, 'Translation provider', "Your browser's translator");
  await t.page.waitForFunction(() => document.documentElement.getAttribute('translate') === 'yes');
  await t.page.reload();
  await t.page.getByRole('heading', { name: 'Forest City Infrastructure' }).waitFor();
  // The server cannot read the stored choice: the prerendered page says "no" until the stored
  // setting is read in the browser, in the commit after hydration at the latest.
  await t.page.waitForFunction(() => document.documentElement.getAttribute('translate') === 'yes', null, { timeout: 10_000 });
  expect(await translate()).toBe('yes');
});

test("auto-translate content follows the browser's language; choosing a language by hand turns it off", async () => {
  t = await browser.open({ locale: 'ms-MY' });
  // The visitor had chosen English before (a stored choice wins over the browser's language).
  await t.context.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  await t.page.goto(baseUrl());
  await t.page.getByRole('heading', { name: 'Forest City Infrastructure' }).waitFor();
  const panel = await openPanel();
  const auto = panel.getByRole('switch', { name: 'Auto-translate content' });
  expect(await auto.isChecked()).toBe(false);
  await auto.click();
  await t.page.getByRole('heading', { name: 'Infrastruktur Forest City' }).waitFor();
  const msPanel = t.page.getByRole('dialog', { name: 'Tetapan' });
  expect(await msPanel.getByRole('switch', { name: 'Terjemah kandungan secara automatik' }).isChecked()).toBe(true);

  await pickOption(msPanel, 'Bahasa', 'English');
  await t.page.getByRole('heading', { name: 'Forest City Infrastructure' }).waitFor();
  expect(await panel.getByRole('switch', { name: 'Auto-translate content' }).isChecked()).toBe(false);
});

test("the panel's code that does not arrive: the settings region says so, in view, with Close, and Retry opens the panel once it loads", async () => {
  t = await browser.open();
  let failing = true;
  await t.page.route('**/src_features_settings_SettingsPanel_tsx.*.js', async (route) => {
    if (failing) await route.fulfill({ status: 503, body: 'unavailable' });
    else await route.continue();
  });
  await t.page.goto(`${baseUrl()}/`);
  await t.page.getByRole('button', { name: 'Settings panel' }).click();
  const notice = t.page.getByTestId('region-error-settings');
  await notice.waitFor();
  await expect(notice.isVisible()).resolves.toBe(true);
  const box = await notice.boundingBox();
  const viewport = t.page.viewportSize();
  expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
  // The rest of the header still works.
  await t.page.getByRole('button', { name: 'Change language' }).waitFor();
  if (process.env.SHOTS) await t.page.screenshot({ path: `${process.env.SHOTS}/settings-failed.png` });
  // Close puts it away; the button asks again.
  await notice.getByRole('button', { name: 'Close' }).click();
  await notice.waitFor({ state: 'detached' });
  await t.page.getByRole('button', { name: 'Settings panel' }).click();
  await notice.waitFor();
  failing = false;
  await notice.getByRole('button', { name: 'Retry' }).click();
  await t.page.getByRole('dialog', { name: 'Settings' }).waitFor();
  await notice.waitFor({ state: 'detached' });
});
