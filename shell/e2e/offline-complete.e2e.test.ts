// Offline reading is complete after one visit (issue 49 point 3), and the service worker's
// fallbacks (issue 48 points 5 and 6), in real Chromium against the composed system:
// - after one visit to `/` and nothing else, offline: an item's dialog, every dialog, the report
//   page and an unknown path open from the worker's copy, in the visitor's language, and no page
//   logs a hydration error (the stored page of another address is rendered anew, not hydrated);
// - an API outage behind a live shell (the forward's 503) shows the worker's last good copy with
//   the "showing data from ..." notice, not "could not be loaded";
// - the report page whose remote cannot be reached keeps the dashboard's title, a way back, and the
//   report text the server sent.
import type { Page } from 'playwright-core';
import { baseUrl, systemUrls, type TestPage, useBrowser } from '../../tools/e2e/browser';

/** A browser for the file; each test's page is checked (no request left the machine, no page error) and closed after it. */
const browser = useBrowser();
let t: TestPage;

/** Console messages of React's hydration and of the shell's own report of a mismatch. */
function watchHydration(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (m) => {
    const text = m.text();
    if (m.type() === 'error' && /hydrat|Minified React error #4(18|19|23)/i.test(text)) logged.push(`${page.url()}: ${text}`);
  });
  return logged;
}

/** Waits until the worker controls the page and holds every URL matching each pattern in its cache. */
async function waitForStored(page: Page, wanted: { cache: string; url: RegExp }[]) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  const deadline = Date.now() + 90_000;
  for (;;) {
    const missing = await page.evaluate(
      async (list) => {
        const out: string[] = [];
        for (const { cache, url } of list) {
          const keys = (await (await caches.open(cache)).keys()).map((r) => r.url);
          if (!keys.some((k) => new RegExp(url).test(k))) out.push(`${cache} ${url}`);
        }
        return out;
      },
      wanted.map(({ cache, url }) => ({ cache, url: url.source })),
    );
    if (missing.length === 0) return;
    if (Date.now() > deadline) throw new Error(`not stored by the service worker: ${missing.join(', ')}`);
    await page.waitForTimeout(300);
  }
}

const DIALOG_LINKS = [
  '/?dialog=history',
  '/?dialog=hydrology',
  '/?dialog=monthly&tab=nutrients',
  '/?dialog=stormwater&tab=detailed&approach=sponge-city',
  '/?dialog=future',
  '/?dialog=report',
];

test('after one visit to / and nothing else, offline: an item, every dialog, the report page and an unknown path open, without a hydration error', async () => {
  t = await browser.open({ serviceWorkers: 'allow' });
  t.page.setDefaultTimeout(60_000);
  const { page } = t;
  const logged = watchHydration(page);
  await page.goto(baseUrl());
  await page.getByTestId('overview-treatmentCapacity').filter({ hasText: /\d/ }).waitFor();
  await page.locator('[data-remote="map"]').waitFor({ state: 'attached' });
  // The code of every module the remotes list (the item dialog's, each dialog's, the report
  // page's), never opened on this visit, and their texts in the page's language.
  await waitForStored(page, [
    { cache: 'fc-pages', url: /\/$/ },
    { cache: 'fc-code', url: /ItemDialogContent_tsx\.[0-9a-f]+\.js$/ },
    { cache: 'fc-code', url: /__federation_expose_HistoryDialog\.[0-9a-f]+\.js$/ },
    { cache: 'fc-code', url: /__federation_expose_MassBalanceDialog\.[0-9a-f]+\.js$/ },
    { cache: 'fc-code', url: /__federation_expose_StormwaterDialog\.[0-9a-f]+\.js$/ },
    { cache: 'fc-code', url: /__federation_expose_ReportPage\.[0-9a-f]+\.js$/ },
    { cache: 'fc-locales', url: /\/locales\/en\/report\.json$/ },
    { cache: 'fc-locales', url: /\/locales\/en\/stormwater\.json$/ },
    { cache: 'fc-locales', url: /\/locales\/en\/hydrology\.json$/ },
  ]);

  await t.context.setOffline(true);
  // An item's dialog, though none was opened online.
  await page.goto(`${baseUrl()}/?item=water-treatment-station-island-1`);
  const item = page.getByRole('dialog').first();
  await item
    .getByText(/Water Treatment Station/)
    .first()
    .waitFor();
  expect(await page.getByText("This item's details could not be loaded", { exact: false }).count()).toBe(0);

  for (const link of DIALOG_LINKS) {
    await page.goto(`${baseUrl()}${link}`);
    const shown = await page
      .getByRole('dialog')
      .first()
      .getByRole('tab', { selected: true })
      .first()
      .waitFor()
      .then(() => 'shown')
      .catch(
        async () =>
          `${link}: ${(
            await page
              .getByRole('dialog')
              .first()
              .textContent()
              .catch(() => 'no dialog')
          )?.slice(0, 200)}`,
      );
    expect(shown).toBe('shown');
    expect(await page.getByTestId('remote-fallback').count()).toBe(0);
  }

  // The report page, never visited: rendered from the stored dashboard page and the kept code.
  await page.goto(`${baseUrl()}/forest-city-report?tab=outlook`);
  await page.locator('[data-remote="report"][data-module="ReportPage"]').getByRole('tab', { selected: true }).waitFor();
  await page.getByTestId('offline-notice').waitFor();
  expect(await page.getByTestId('remote-fallback').count()).toBe(0);

  await page.goto(`${baseUrl()}/no-such-page`);
  await page.getByRole('link', { name: 'Back to the infrastructure map' }).waitFor();
  await page.waitForTimeout(500);
  expect(logged).toEqual([]);
  await t.context.setOffline(false);
});

test('an API outage behind a live shell (502, 503, 504) shows the last good copy with its date, not "could not be loaded"', async () => {
  t = await browser.open({ serviceWorkers: 'allow' });
  t.page.setDefaultTimeout(60_000);
  const { page } = t;
  await page.goto(baseUrl());
  await page.getByTestId('overview-treatmentCapacity').filter({ hasText: /\d/ }).waitFor();
  await waitForStored(page, [
    { cache: 'fc-api', url: /\/api\/metrics\?lang=en/ },
    { cache: 'fc-api', url: /\/api\/infrastructure\?lang=en/ },
  ]);
  for (const status of [503, 502, 504]) {
    // The shell's forward answers for the API that is down (the worker's requests pass here too).
    await t.context.route('**/api/**', (route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error: 'upstream_unavailable', message: 'The data service is not available.' }) }),
    );
    // The bare page: the browser asks the API itself, as a page whose server could not inline it does.
    await t.context.addCookies([{ name: 'fc_prerender', value: 'off', url: baseUrl() }]);
    await page.reload();
    const notice = page.getByTestId('offline-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/^The data service can't be reached\. Showing data from .*\d/);
    await page.getByTestId('overview-treatmentCapacity').filter({ hasText: /\d/ }).waitFor();
    expect(await page.getByText('could not be loaded', { exact: false }).count()).toBe(0);
    await t.context.unroute('**/api/**');
  }
});

test("the report page whose remote cannot be reached keeps the dashboard's title, a way back and the report text the server sent", async () => {
  t = await browser.open();
  const { page } = t;
  const report = systemUrls()['mfe-report']!;
  // The server rendered the report (its fragment); the browser cannot reach the remote.
  await t.context.route(`${report}/**`, (route) => (route.request().url().includes('/prerender/') ? route.continue() : route.abort('connectionrefused')));
  await page.goto(`${baseUrl()}/forest-city-report`);
  const fallback = page.getByTestId('remote-fallback');
  await fallback.waitFor({ timeout: 60_000 });
  const header = page.getByTestId('report-frame-header');
  await header.getByRole('link', { name: 'Forest City Infrastructure' }).waitFor();
  const back = header.getByRole('link', { name: 'Back to the infrastructure map' });
  await back.waitFor();
  // The report's text the server sent is still there, under the notice.
  await page.locator('[data-kept-fragment]').getByRole('heading', { level: 1, name: 'Analytical Report', exact: true }).waitFor();
  await back.click();
  await page.waitForURL(`${baseUrl()}/`);
  await page.getByRole('navigation', { name: 'Dashboard sidebar' }).waitFor();
});
