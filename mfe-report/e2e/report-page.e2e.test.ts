// /forest-city-report: the report as a page of its own (no shell chrome), with its own title and
// description, a tab in the URL, a print rendering with every section in order and page breaks,
// and Chinese and Malay. axe reads the page on every tab in each language: shell/e2e/a11y-axe.
import { baseUrl, useTestPage } from '../../tools/e2e/browser';

const SECTIONS_EN = ['Executive Summary', 'Original Vision', 'Current Status', 'Challenges', 'Analysis', 'Future Outlook', 'Notes on the data', 'Sources'];
const SECTIONS_MS = ['Ringkasan Eksekutif', 'Visi Asal', 'Status Semasa', 'Cabaran', 'Analisis', 'Tinjauan Masa Depan', 'Nota tentang data', 'Sumber'];

// Slow shared machine: locators wait longer (not a timing assertion).
const t = useTestPage({ timeout: 60_000 });

const visibleH2s = () => t.page.locator('main h2:visible').allInnerTexts();
// The sections other than the open one are rendered after the first paint (hidden on screen, shown
// in print): wait for all of them before emulating print.
const allSectionsRendered = () => t.page.waitForFunction((n) => document.querySelectorAll('main .fc-section h2').length >= n, SECTIONS_EN.length);

test('opened directly: the report alone, Executive Summary first, its own title and description', async () => {
  await t.page.goto(`${baseUrl()}/forest-city-report`);
  await t.page.getByRole('heading', { level: 1, name: 'Analytical Report' }).waitFor();
  await t.page.getByRole('heading', { level: 2, name: 'Executive Summary' }).waitFor();
  expect(await t.page.getByRole('tab', { name: 'Executive Summary' }).getAttribute('aria-selected')).toBe('true');
  // No shell header or sidebar around the page.
  expect(await t.page.getByRole('heading', { name: 'Forest City Infrastructure' }).count()).toBe(0);
  expect(await t.page.getByRole('button', { name: 'Development Timeline' }).count()).toBe(0);
  await t.page.waitForFunction(() => document.title.startsWith('Forest City Analytical Report'));
  const meta = (sel: string) => t.page.locator(sel).getAttribute('content');
  expect(await meta('meta[name="description"]')).toMatch(/^An analyst's report on Forest City/);
  expect(await meta('meta[property="og:title"]')).toBe(await t.page.title());
  expect(await meta('meta[property="og:description"]')).toBe(await meta('meta[name="description"]'));
});

test('on screen only the selected section shows; a tab click goes to ?tab= and a reload keeps it', async () => {
  await t.page.goto(`${baseUrl()}/forest-city-report?tab=analysis`);
  await t.page.getByRole('heading', { level: 2, name: 'Analysis' }).waitFor();
  expect(await visibleH2s()).toEqual(['Analysis', 'Notes on the data', 'Sources']);
  await t.page.getByRole('tab', { name: 'Current Status' }).click();
  await t.page.getByRole('heading', { level: 2, name: 'Current Status' }).waitFor();
  expect(new URL(t.page.url()).searchParams.get('tab')).toBe('status');
  await t.page.reload();
  await t.page.getByRole('heading', { level: 2, name: 'Current Status' }).waitFor();
  expect(await t.page.getByRole('tab', { name: 'Current Status' }).getAttribute('aria-selected')).toBe('true');
});

test('print media: every section in order, no tab bar or buttons, a page break before each section', async () => {
  await t.page.goto(`${baseUrl()}/forest-city-report?tab=outlook`);
  await t.page.getByRole('heading', { level: 2, name: 'Future Outlook' }).waitFor();
  expect(await visibleH2s()).not.toEqual(SECTIONS_EN);
  await allSectionsRendered();
  await t.page.emulateMedia({ media: 'print' });
  expect(await visibleH2s()).toEqual(SECTIONS_EN);
  expect(await t.page.getByRole('tablist').isVisible()).toBe(false);
  expect(await t.page.locator('main button:visible').count()).toBe(0);
  expect(await t.page.getByRole('radiogroup', { name: 'Language' }).isVisible()).toBe(false);
  expect(await t.page.getByRole('link', { name: 'Back to the infrastructure map' }).isVisible()).toBe(false);
  const breaks = await t.page.locator('main .fc-section').evaluateAll((els) => els.map((e) => getComputedStyle(e).breakBefore));
  expect(breaks[0]).not.toBe('page');
  expect(breaks.slice(1).every((b) => b === 'page')).toBe(true);
  expect(breaks).toHaveLength(SECTIONS_EN.length - 1); // notes and sources share one section
  // Charts and facts are printed too, not only headings.
  expect(await t.page.locator('main [data-fact="investment"]:visible').count()).toBeGreaterThan(0);
  await t.page.emulateMedia({ media: 'screen' });
  expect(await visibleH2s()).toEqual(['Future Outlook', 'Notes on the data', 'Sources']);
});

test('in Malay: the page, its document title and its printout are translated', async () => {
  await t.context.addInitScript(() => localStorage.setItem('i18nextLng', 'ms'));
  await t.page.goto(`${baseUrl()}/forest-city-report`);
  await t.page.getByRole('heading', { level: 1, name: 'Laporan Analitikal' }).waitFor();
  await t.page.waitForFunction(() => document.title.startsWith('Laporan Analitikal Forest City'));
  await allSectionsRendered();
  await t.page.emulateMedia({ media: 'print' });
  expect(await visibleH2s()).toEqual(SECTIONS_MS);
});

test('the language switch on the page asks the shell, which changes the language for the whole product', async () => {
  // "Follow the browser's language" on: a language picked by hand through the shell ends it, which
  // the page alone (its own changeLanguage) would not do.
  await t.context.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('forest-city-settings', JSON.stringify({ notifications: true, autoTranslate: true, translationProvider: 'project' }));
    }
  });
  await t.page.goto(`${baseUrl()}/forest-city-report`);
  await t.page.getByRole('heading', { level: 1, name: 'Analytical Report' }).waitFor();
  await t.page.getByRole('radiogroup', { name: 'Language' }).getByText('中文').click();
  await t.page.getByRole('heading', { level: 1, name: '分析报告' }).waitFor();
  await t.page.getByRole('heading', { level: 2, name: '执行摘要' }).waitFor();
  await t.page.waitForFunction(() => document.title === '森林城市分析报告：愿景、现状与展望');
  await t.page.waitForFunction(() => JSON.parse(localStorage.getItem('forest-city-settings') ?? '{}').autoTranslate === false);
  expect(await t.page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('zh');
});

test('the dialog links to the page on the same tab', async () => {
  await t.page.goto(`${baseUrl()}/?dialog=report&tab=vision`);
  const dialog = t.page.getByRole('dialog', { name: 'Analytical Report' });
  await dialog.getByRole('link', { name: 'Open as a full page' }).click();
  await t.page.getByRole('heading', { level: 1, name: 'Analytical Report' }).waitFor();
  await t.page.getByRole('heading', { level: 2, name: 'Original Vision' }).waitFor();
  expect(new URL(t.page.url()).pathname).toBe('/forest-city-report');
});
