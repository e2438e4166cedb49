// A remote whose manifest answers but whose code chunk fails to load: the section shows the
// fallback, and Retry loads it once the chunk is reachable again.
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, type TestPage } from './harness/browser';

let browser: Browser;
let t: TestPage;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  t = await openPage(browser);
});
afterEach(async () => {
  expect(t.external).toEqual([]);
  await t.context.close();
});

test('a failing chunk shows the fallback; Retry recovers once it loads', async () => {
  let failing = true;
  await t.page.route(/__federation_expose_StormwaterDialog.*\.js$/, async (route) => {
    if (failing) await route.fulfill({ status: 500, body: 'chunk unavailable' });
    else await route.continue();
  });
  await t.page.goto(`${baseUrl()}/?dialog=stormwater`);
  const fallback = t.page.getByTestId('remote-fallback');
  await fallback.waitFor();
  expect(await fallback.textContent()).toContain('Stormwater Approaches is unavailable');
  // The rest of the page still works.
  await t.page.getByRole('heading', { name: 'Forest City Infrastructure' }).waitFor();

  failing = false;
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await t.page.getByRole('dialog', { name: 'Stormwater Approaches' }).waitFor();
  await t.page.getByTestId('remote-fallback').waitFor({ state: 'detached' });
});
