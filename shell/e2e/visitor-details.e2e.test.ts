// The smaller things a visitor met in the spec walk (issue 18, item 6): the 404 page's own window
// title and no 200 for /index.html, the language tooltip gone after a change, the layer switches
// and health monitor in view on arrival at 1440x900, and legend swatches that do not look like
// radio buttons.
import type { Page } from 'playwright-core';
import { baseUrl, useBrowser, type TestPage } from '../../tools/e2e/browser';

const browser = useBrowser();
let t: TestPage;

async function phone(): Promise<Page> {
  t = await browser.open({ viewport: { width: 390, height: 844 }, touch: true });
  return t.page;
}

test('the 404 page has its own window title, in the visitor language, and /index.html redirects to / instead of a 200 404 page', async () => {
  t = await browser.open({ viewport: { width: 1440, height: 900 } });
  await t.page.goto(`${baseUrl()}/no/such/page`);
  await t.page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  await t.page.waitForFunction(() => document.title === '404 Page Not Found · Forest City Infrastructure');
  await t.page.getByRole('link', { name: 'Back to the infrastructure map' }).click();
  await t.page.waitForFunction(() => !document.title.startsWith('404'));

  const res = await fetch(`${baseUrl()}/index.html?layers=water`, { redirect: 'manual' });
  expect(res.status).toBe(301);
  expect(res.headers.get('location')).toBe('/?layers=water');
  await t.page.goto(`${baseUrl()}/index.html`);
  expect(new URL(t.page.url()).pathname).toBe('/');
  await t.page.locator('[data-testid="infrastructure-map"]').waitFor();
});

test.each(['desktop', 'phone'] as const)('after a language change the language tooltip is not left on screen (%s)', async (kind) => {
  const page = kind === 'phone' ? await phone() : (t = await browser.open({ viewport: { width: 1440, height: 900 } })).page;
  await page.goto(`${baseUrl()}/`);
  const button = page.getByRole('button', { name: 'Language' });
  if (kind === 'phone') await button.tap();
  else await button.click();
  const malay = page.getByRole('menuitem', { name: 'Bahasa Melayu' });
  if (kind === 'phone') await malay.tap();
  else await malay.click();
  await page.waitForFunction(() => document.documentElement.lang === 'ms');
  // Focus is back on the button (the menu returns it), yet no tooltip opens, even after its delay.
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Tukar bahasa' || document.activeElement?.tagName === 'BUTTON');
  await page.waitForTimeout(1200);
  expect(await page.getByRole('tooltip').count()).toBe(0);
});

test('at 1440x900 the layer switches and the health monitor are in view on arrival; legend swatches are flat dots, not radio-like rings', async () => {
  t = await browser.open({ viewport: { width: 1440, height: 900 } });
  await t.page.goto(`${baseUrl()}/`);
  for (const name of ['Water Systems', 'Drainage Systems', 'Transportation', 'Soil & Foundation']) {
    const box = (await t.page.getByRole('switch', { name }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(900);
  }
  const health = t.page.getByText('System health monitor', { exact: true });
  await health.waitFor();
  const monitor = (await health.locator('xpath=ancestor::*[@tabindex][1]').boundingBox()) ?? (await health.boundingBox())!;
  expect(monitor.y + monitor.height).toBeLessThanOrEqual(900);

  const legend = t.page.locator('#mfe-map-legend-title').locator('xpath=..');
  await legend.waitFor();
  const shadows = await legend.locator('span[aria-hidden="true"]').evaluateAll((spans) => spans.map((s) => getComputedStyle(s).boxShadow));
  expect(shadows).toHaveLength(4);
  for (const shadow of shadows) expect(shadow).not.toContain('rgb(255, 255, 255)');
});
