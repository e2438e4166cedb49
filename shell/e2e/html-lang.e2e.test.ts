// `<html lang>` names the language in use however it was chosen: the browser's language (zh-CN,
// zh-SG, ms-MY, en-GB), a stored choice (also an old long one), the header menu and the report
// page's own switch. Screen readers pick their voice and browsers their CJK font from it, so a
// first-time visitor from a Chinese browser must get zh-Hans, not en. The stored choice is the
// product's short code.
import { baseUrl, openPage, useTestPage, type TestPage } from '../../tools/e2e/browser';

const t = useTestPage({ timeout: 60_000 });

const HEADINGS = { en: 'Forest City Infrastructure', zh: '森林城市基础设施', ms: 'Infrastruktur Forest City' } as const;
const htmlLang = (page: TestPage['page']) => page.evaluate(() => document.documentElement.lang);
const stored = (page: TestPage['page']) => page.evaluate(() => localStorage.getItem('i18nextLng'));

test.each([
  ['zh-CN', 'zh', 'zh-Hans'],
  ['zh-SG', 'zh', 'zh-Hans'],
  ['ms-MY', 'ms', 'ms'],
  ['en-GB', 'en', 'en'],
] as const)('a browser in %s gets the page in %s with <html lang="%s">, stored as the short code', async (locale, lng, lang) => {
  const visitor = await openPage(t.browser, { locale });
  try {
    visitor.page.setDefaultTimeout(60_000);
    await visitor.page.goto(baseUrl());
    await visitor.page.getByRole('heading', { name: HEADINGS[lng] }).waitFor();
    expect(await htmlLang(visitor.page)).toBe(lang);
    expect(await stored(visitor.page)).toBe(lng);
    expect(visitor.external).toEqual([]);
  } finally {
    await visitor.context.close();
  }
});

test('a stored long code from an earlier visit (zh-CN) still gives zh-Hans and is stored short again', async () => {
  await t.page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('i18nextLng', 'zh-CN');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await t.page.goto(baseUrl());
  await t.page.getByRole('heading', { name: HEADINGS.zh }).waitFor();
  expect(await htmlLang(t.page)).toBe('zh-Hans');
  expect(await stored(t.page)).toBe('zh');
});

test("the header menu and the report page's switch set <html lang> too", async () => {
  await t.page.goto(baseUrl());
  await t.page.getByRole('heading', { name: HEADINGS.en }).waitFor();
  await t.page.getByRole('button', { name: 'Change language' }).click();
  await t.page.getByRole('menuitem', { name: 'Bahasa Melayu' }).click();
  await t.page.getByRole('heading', { name: HEADINGS.ms }).waitFor();
  expect(await htmlLang(t.page)).toBe('ms');
  expect(await stored(t.page)).toBe('ms');

  await t.page.goto(`${baseUrl().replace(/\/$/, '')}/forest-city-report`);
  // The prerendered report is shown until its module has loaded; the switch works from then on.
  await t.page.locator('[data-remote="report"]:not([data-prerendered])').waitFor();
  // Mantine's Chip hides its radio input; the visitor clicks the label.
  await t.page.locator('label', { hasText: '中文' }).click();
  await t.page.waitForFunction(() => document.documentElement.lang === 'zh-Hans');
  expect(await stored(t.page)).toBe('zh');
});
