// A remote that is down leaves the rest of the page working; its section shows the translated
// fallback, and Retry brings it back once the remote's server is up again. Uses a private
// system so stopping a server does not disturb the other test files.
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, type TestPage } from './harness/browser';

type System = Awaited<ReturnType<typeof import('../compose/system.mjs')['startSystem']>>;

let browser: Browser;
let system: System;
let t: TestPage;

beforeAll(async () => {
  const { startSystem } = await import('../compose/system.mjs');
  const { TEST_TILE_ENV } = await import('./harness/chromium.mjs');
  system = await startSystem({ freePorts: true, env: TEST_TILE_ENV, stdio: 'ignore' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await system?.stop();
});
beforeEach(async () => {
  t = await openPage(browser);
});
afterEach(async () => {
  expect(t.external).toEqual([]);
  await t.context.close();
});

test('stormwater down at load: page works, its dialog shows the fallback, Retry recovers', async () => {
  await system.stopPart('mfe-stormwater');
  await t.page.goto(system.url);
  await t.page.getByRole('heading', { name: 'Forest City Infrastructure' }).waitFor();
  await t.page.locator('[data-remote="map"]').waitFor(); // another section still works

  // Other dialogs still open while this one is down.
  await t.page.getByRole('button', { name: 'Analytical Report' }).click();
  await t.page.getByRole('dialog', { name: 'Analytical Report' }).waitFor();
  await t.page.keyboard.press('Escape');
  await t.page.getByRole('dialog', { name: 'Analytical Report' }).waitFor({ state: 'detached' });

  await t.page.getByRole('button', { name: 'Stormwater Approaches' }).click();
  const fallback = t.page.getByTestId('remote-fallback');
  await fallback.waitFor();
  expect(await fallback.textContent()).toContain('Stormwater Approaches is unavailable');

  // Retry while still down: the fallback stays.
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await t.page.getByTestId('remote-fallback').waitFor();

  await system.startPart('mfe-stormwater');
  await t.page.getByTestId('remote-fallback').getByRole('button', { name: 'Retry' }).click();
  await t.page.getByRole('dialog', { name: 'Stormwater Approaches' }).getByRole('tab').first().waitFor();
  expect(await t.page.getByTestId('remote-fallback').count()).toBe(0);
});

test('map down at load: header and sidebar work, the map slot shows the fallback, Retry recovers', async () => {
  await system.stopPart('mfe-map');
  await t.page.goto(system.url);
  await t.page.getByRole('button', { name: 'Hydrological Data' }).waitFor();
  const fallback = t.page.locator('main').getByTestId('remote-fallback');
  await fallback.waitFor();
  expect(await fallback.textContent()).toContain('Infrastructure map is unavailable');

  await system.startPart('mfe-map');
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await t.page.locator('main [data-remote="map"]').waitFor();
  expect(await t.page.getByTestId('remote-fallback').count()).toBe(0);
});

test('the fallback is translated', async () => {
  await system.stopPart('mfe-report');
  await t.page.addInitScript(() => localStorage.setItem('i18nextLng', 'zh'));
  await t.page.goto(`${system.url}/forest-city-report`);
  const fallback = t.page.getByTestId('remote-fallback');
  await fallback.waitFor();
  expect(await fallback.textContent()).toContain('暂时无法使用');
  await t.page.getByRole('button', { name: '重试' }).waitFor();
  await system.startPart('mfe-report');
});
