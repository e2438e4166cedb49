// Translation loading rules of spec section 9: a 5xx answer is retried (with backoff) and the
// page recovers; a 4xx answer is final, English fills in, and there is no retry storm.
import { baseUrl, openPage, useTestPage } from './harness/browser';

const t = useTestPage({ checkPageErrors: false });

test('a 5xx on a translation file is retried with growing delays, then the page recovers', async () => {
  const attempts: number[] = [];
  await t.page.route('**/locales/zh/common.json', async (route) => {
    attempts.push(Date.now());
    if (attempts.length <= 2) await route.fulfill({ status: 503, body: 'busy' });
    else await route.continue();
  });
  await t.page.addInitScript(() => localStorage.setItem('i18nextLng', 'zh'));
  await t.page.goto(baseUrl());
  await t.page.getByRole('heading', { name: '森林城市基础设施' }).waitFor();
  expect(attempts).toHaveLength(3);
  const [first, second, third] = attempts as [number, number, number];
  // 350 ms then 700 ms (doubling): the second gap is the longer one.
  expect(second - first).toBeGreaterThanOrEqual(300);
  expect(third - second).toBeGreaterThan(second - first);
  expect(await t.page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
});

test('a 404 on a translation file is final: English fills in, no retries', async () => {
  let attempts = 0;
  await t.page.route('**/locales/ms/common.json', async (route) => {
    attempts += 1;
    await route.fulfill({ status: 404, body: 'not found' });
  });
  await t.page.addInitScript(() => localStorage.setItem('i18nextLng', 'ms'));
  await t.page.goto(baseUrl());
  await t.page.getByRole('heading', { name: 'Forest City Infrastructure' }).waitFor();
  await t.page.waitForTimeout(1500); // longer than the first two retry delays would take
  expect(attempts).toBe(1);
});

test('the browser language is detected and cached in localStorage', async () => {
  const zh = await openPage(t.browser, { locale: 'zh-CN' });
  try {
    await zh.page.goto(baseUrl());
    await zh.page.getByRole('heading', { name: '森林城市基础设施' }).waitFor();
    expect(await zh.page.evaluate(() => localStorage.getItem('i18nextLng'))).toMatch(/^zh/);
  } finally {
    await zh.context.close();
  }
});
