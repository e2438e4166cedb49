// A dialog opened in this page stays mounted after it closes, hidden, so opening it again only
// shows it (issue 52, point 2). For the visitor nothing else changes: the re-opened dialog is the
// kept one, yet it starts as a fresh one would from the address bar (its tab from the URL), the
// hidden one is invisible to assistive technology, focus returns to the opener, the page scrolls.
import type { Page } from 'playwright-core';
import { baseUrl, pressEscapeInDialog, useBrowser, type TestPage } from '../../tools/e2e/browser';

const browser = useBrowser();
let t: TestPage;

const TITLE = 'Analytical Report';

async function openFromSidebar(page: Page) {
  await page.getByRole('button', { name: TITLE, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await dialog.getByRole('tab').first().waitFor();
  return dialog;
}

/** The selected tab's name in the open dialog. */
const selectedTab = (page: Page) => page.getByRole('dialog', { name: TITLE }).getByRole('tab', { selected: true }).innerText();

test('a dialog opened again is the kept one, hidden while closed, and starts at the tab the address bar names', async () => {
  t = await browser.open({ viewport: { width: 1280, height: 800 } });
  const { page } = t;
  await page.goto(`${baseUrl()}/`);
  let dialog = await openFromSidebar(page);
  const firstTab = await selectedTab(page);
  // A marker on the dialog's own element: it is still there when the dialog opens again only if
  // the element was kept, not rendered anew.
  await dialog.evaluate((el) => el.setAttribute('data-kept-marker', 'first-open'));
  const second = dialog.getByRole('tab').nth(1);
  const secondName = await second.innerText();
  await second.click();
  await page.waitForFunction(() => new URL(location.href).searchParams.has('tab'));

  await pressEscapeInDialog(page);
  await page.getByRole('dialog', { name: TITLE }).waitFor({ state: 'detached' });
  // Closed: kept in the page, hidden from view and from assistive technology; focus back on the
  // opener; the page scrolls again.
  expect(await page.locator('[data-kept-marker]').count()).toBe(1);
  expect(await page.locator('[data-kept-marker]').isVisible()).toBe(false);
  expect(await page.getByRole('dialog').count()).toBe(0);
  await page.waitForFunction((name) => document.activeElement?.textContent?.trim() === name, TITLE);
  await page.waitForFunction(() => getComputedStyle(document.body).overflow !== 'hidden');
  expect(new URL(page.url()).searchParams.get('dialog')).toBeNull();

  // Opened again from the address bar, at another tab (Forward to the entry the dialog had, with
  // its tab): the kept element, at that tab.
  await page.goForward();
  dialog = page.getByRole('dialog', { name: TITLE });
  await dialog.waitFor();
  expect(await dialog.getAttribute('data-kept-marker')).toBe('first-open');
  expect(await selectedTab(page)).toBe(secondName);

  // Opened again from the sidebar: the same element, at the first tab as a fresh one (no tab in the URL).
  await pressEscapeInDialog(page);
  await page.getByRole('dialog', { name: TITLE }).waitFor({ state: 'detached' });
  dialog = await openFromSidebar(page);
  expect(await dialog.getAttribute('data-kept-marker')).toBe('first-open');
  expect(await selectedTab(page)).toBe(firstTab);
  expect(firstTab).not.toBe(secondName);
  // One dialog element per dialog, however often it opened.
  expect(await page.locator('[data-kept-marker]').count()).toBe(1);
});
