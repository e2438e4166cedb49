// Small things a visitor met on a phone in the spec walk of 2026-11-29 (issue 49 point 6): Escape
// closes the sidebar drawer, an entry's dialog opens over the drawer, which closes behind it, and a dialog's tab row that scrolls comes to rest at a tab's start, so
// the first tab in view is never cut mid-word.
import { baseUrl, PHONE_USER_AGENT, type TestPage, useBrowser } from '../../tools/e2e/browser';

/** A browser for the file; each test's page is checked (no request left the machine, no page error) and closed after it. */
const browser = useBrowser();
let t: TestPage;

const phone = () => browser.open({ viewport: { width: 390, height: 844 }, touch: true, userAgent: PHONE_USER_AGENT });

/** A phone's `/` with its sidebar drawer opened by a tap on its button (returned). */
async function drawerOpened() {
  t = await phone();
  await t.page.goto(baseUrl());
  const toggle = t.page.getByRole('button', { name: 'Toggle sidebar' });
  await toggle.tap();
  return { page: t.page, toggle };
}

test('Escape closes the phone sidebar drawer and puts focus back on its button', async () => {
  const { page, toggle } = await drawerOpened();
  await page.getByRole('button', { name: 'Development Timeline' }).waitFor({ state: 'visible' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  // Focus in the drawer, as a keyboard user's would be.
  await page.getByRole('button', { name: 'Development Timeline' }).focus();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Development Timeline' }).waitFor({ state: 'hidden' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
});

test("an entry of the phone's drawer opens its dialog over the drawer, which closes behind it: closing the dialog shows the map", async () => {
  const { page } = await drawerOpened();
  await page.getByRole('button', { name: 'Stormwater Approaches' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Stormwater Approaches' });
  await dialog.getByRole('tab').first().waitFor();
  // Closed once the page is idle after the dialog's first frame (not in the tap's own render).
  await page.waitForFunction(() => document.querySelector('[aria-controls="sidebar"]')?.getAttribute('aria-expanded') === 'false');
  await dialog.getByRole('button', { name: 'Close' }).first().tap();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Stormwater Approaches' }).waitFor({ state: 'hidden' });
  await page.locator('main [data-testid="infrastructure-map"]').waitFor({ state: 'visible' });
});

// Malay and English, whose rows scroll further than their first tab is wide (the Chinese row's end
// comes first, where the row may rest wherever it ends).
test.each(['ms', 'en'])('a scrolled tab row on a phone comes to rest at a tab start: no tab cut at its left edge (%s)', async (lng) => {
  t = await phone();
  const { page } = t;
  await t.context.addInitScript((l) => localStorage.setItem('i18nextLng', l), lng);
  await page.goto(`${baseUrl()}/?dialog=monthly`);
  const list = page.getByRole('dialog').first().getByRole('tablist').first();
  await list.getByRole('tab', { selected: true }).waitFor();
  const room = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(room).toBeGreaterThan(100);
  // A sideways scroll that would stop three quarters into the first tab (the headless browser
  // takes no touch swipe; a scroll of the page's own comes to rest the same way), then rest: it
  // comes to rest at the next tab's start instead.
  const firstWidth = await list
    .getByRole('tab')
    .first()
    .evaluate((tab) => tab.getBoundingClientRect().width);
  await list.evaluate((el, left) => el.scrollTo({ left, behavior: 'instant' }), Math.round(firstWidth * 0.75));
  await page.waitForTimeout(1000);
  const cut = await list.evaluate((el) => {
    const left = el.getBoundingClientRect().left;
    return {
      scrolled: el.scrollLeft,
      cut: [...el.querySelectorAll('[role="tab"]')].map((tab) => tab.getBoundingClientRect()).filter((r) => r.left < left - 1 && r.right > left + 1).length,
    };
  });
  expect(cut.scrolled).toBeGreaterThan(0);
  expect(cut.cut).toBe(0);
});
