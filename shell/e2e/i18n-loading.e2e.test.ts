// Translation loading rules of the spec's Business constants: a 4xx answer is final, English fills
// in, and there is no retry storm; a remote's namespace (its own server serves it) answering 5xx is
// retried with backoff. (The shell's 5xx-then-recovers is a cell of fault-matrix-api; the retry
// schedule itself: shell/src/i18n/__tests__/translation-loading.test.ts.)
import { baseUrl, openPage, pressEscapeInDialog, useTestPage } from '../../tools/e2e/browser';

const t = useTestPage({ checkPageErrors: false, timeout: 60_000 });

/** Gaps between consecutive request times. */
const gaps = (times: number[]) => times.slice(1).map((time, i) => time - times[i]!);

/**
 * Spec (Business constants): the first retry after 350 ms, each next one after twice the delay before. A
 * timer never fires early, so each gap is at least its delay (less a little for when the route
 * handler sees the request); a busy machine only makes gaps longer, so no upper bound is checked.
 */
function expectBackoff(observed: number[]) {
  observed.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(350 * 2 ** i * 0.8));
}

/**
 * A round of retries that keep failing, its waits skipped: the page's clock (installed before the
 * page loaded) moves a second on every tenth of a second until the sixth request (the first and 5
 * retries; their schedule: translation-loading.test.ts) and what the test waits for `then`, then
 * 20 s on, longer than a sixth delay would be, and no other request may come.
 */
async function throughEveryRetry(attempts: unknown[], then: () => Promise<void> = async () => {}) {
  while (attempts.length < 6) {
    await t.page.waitForTimeout(100);
    await t.page.clock.fastForward(1_000);
  }
  await then();
  await t.page.clock.fastForward(20_000);
  await t.page.waitForTimeout(300);
  expect(attempts).toHaveLength(6);
}

test('a 404 on a translation file is final: English fills in, no retries, and the page works', async () => {
  let attempts = 0;
  await t.page.route('**/locales/ms/common.json', async (route) => {
    attempts += 1;
    await route.fulfill({ status: 404, body: 'not found' });
  });
  await t.page.addInitScript(() => localStorage.setItem('i18nextLng', 'ms'));
  await t.page.goto(baseUrl());
  await t.page.getByRole('heading', { name: 'Forest City Infrastructure' }).waitFor();
  await t.page.getByTestId('overview-treatmentCapacity').waitFor();
  await t.page.getByRole('switch', { name: 'Transportation' }).click();
  await t.page.waitForURL((url) => (url.searchParams.get('layers') ?? '').includes('transportation'));
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

// The stormwater remote's namespace, served by the remote's own server (the shell's i18next
// instance loads it when the dialog first renders).
const stormwaterDialog = (name: string) => t.page.getByRole('dialog', { name }).getByRole('tab').first();

test("a remote's namespace answering 5xx is retried with growing delays, then the dialog shows in the language", async () => {
  const attempts: number[] = [];
  await t.page.route('**/locales/zh/stormwater.json', async (route) => {
    attempts.push(Date.now());
    if (attempts.length <= 2) await route.fulfill({ status: 502, body: 'bad gateway' });
    else await route.continue();
  });
  await t.page.addInitScript(() => localStorage.setItem('i18nextLng', 'zh'));
  await t.page.goto(`${baseUrl()}/?dialog=stormwater`);
  await stormwaterDialog('雨洪管理方法').waitFor();
  expect(attempts).toHaveLength(3);
  expectBackoff(gaps(attempts));
});

test("a remote's namespace that keeps failing: 5 retries, then English, then no more requests; after the outage, opening the dialog again brings its texts", async () => {
  const attempts: number[] = [];
  await t.page.route('**/locales/zh/stormwater.json', async (route) => {
    attempts.push(Date.now());
    await route.fulfill({ status: 503, body: 'busy' });
  });
  await t.page.addInitScript(() => localStorage.setItem('i18nextLng', 'zh'));
  await t.page.clock.install();
  await t.page.goto(`${baseUrl()}/?dialog=stormwater`);
  await throughEveryRetry(attempts);
  // English fills in for the remote's texts; the shell around it stays Chinese.
  await stormwaterDialog('Stormwater Approaches').waitFor();
  await t.page.getByRole('heading', { name: '森林城市基础设施' }).waitFor();
  // The outage ends and the visitor opens the dialog again: that ask fetches the texts anew
  // (remote-texts.ts, loadMissingTexts), without reloading the page.
  await t.page.unroute('**/locales/zh/stormwater.json');
  await pressEscapeInDialog(t.page);
  await t.page.getByRole('dialog').waitFor({ state: 'detached' });
  await t.page.getByRole('button', { name: '雨洪管理方法' }).click();
  await stormwaterDialog('雨洪管理方法').waitFor();
});

test("the shell's own texts (common.json) that keep failing: one round of requests (the first and 5 retries), not two, while the map's slot loads its own texts", async () => {
  const attempts: number[] = [];
  await t.page.route('**/locales/zh/common.json', async (route) => {
    attempts.push(Date.now());
    await route.fulfill({ status: 500, body: 'down' });
  });
  await t.page.addInitScript(() => localStorage.setItem('i18nextLng', 'zh'));
  await t.page.clock.install();
  // The browser asks for common.json before it takes the page over (the page is taken at once, its
  // retries skipped through while it loads); the map's slot then loads its own texts.
  await t.page.goto(baseUrl(), { waitUntil: 'commit' });
  // The round ends with the sixth answer; a second round, if any, begins as soon as the first gave
  // up (its first request at once, in the render after the map's texts loaded).
  await throughEveryRetry(attempts, async () => {
    await t.page.locator('[data-remote="map"]').waitFor({ state: 'attached' });
    await t.page.waitForFunction(() => document.getElementById('root')?.dataset.rendered);
  });
});

test("a remote's namespace answering 404 is final: English fills in, no retries", async () => {
  let attempts = 0;
  await t.page.route('**/locales/ms/stormwater.json', async (route) => {
    attempts += 1;
    await route.fulfill({ status: 404, body: 'not found' });
  });
  await t.page.addInitScript(() => localStorage.setItem('i18nextLng', 'ms'));
  await t.page.goto(`${baseUrl()}/?dialog=stormwater`);
  await stormwaterDialog('Stormwater Approaches').waitFor();
  await t.page.getByRole('heading', { name: 'Infrastruktur Forest City' }).waitFor();
  await t.page.waitForTimeout(1500); // longer than the first two retry delays would take
  expect(attempts).toBe(1);
});
