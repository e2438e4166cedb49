// The shell's header as a visitor uses it: title, subtitle, search (spec, Validation rules: a server
// search only for more than 2 characters; its spinner: SearchBox.test.tsx), the two icon buttons,
// the menu toggle, and the three navigation labels.
import type { Locator, Request } from 'playwright-core';
import { baseUrl, useBrowser, type TestPage, pressEscapeInDialog, waitForHydration } from '../../tools/e2e/browser';

const browser = useBrowser();
let t: TestPage;

const isSearchRequest = (r: Request) => new URL(r.url()).pathname.startsWith('/api/infrastructure/search');

async function openDashboard(viewport?: { width: number; height: number }) {
  t = await browser.open({ viewport });
  await t.page.goto(baseUrl());
  await t.page.getByRole('heading', { name: 'Forest City Infrastructure' }).waitFor();
}

test('header: title, subtitle, search placeholder, language and settings buttons, menu toggle', async () => {
  await openDashboard();
  const header = t.page.getByRole('banner');
  await header.getByText('Johor, Malaysia').waitFor();
  await header.getByPlaceholder('Search infrastructure...').waitFor();
  await header.getByRole('button', { name: 'Change language' }).waitFor();
  const settings = header.getByRole('button', { name: 'Settings panel' });
  expect(await settings.getAttribute('aria-expanded')).toBe('false');
  await settings.click();
  await t.page.getByRole('dialog', { name: 'Settings' }).waitFor();
  expect(await settings.getAttribute('aria-expanded')).toBe('true');
});

test('the menu toggle collapses and reopens the sidebar', async () => {
  await openDashboard();
  const sidebarButton = t.page.getByRole('button', { name: 'Hydrological Data' });
  await sidebarButton.waitFor();
  const toggle = t.page.getByRole('button', { name: 'Toggle sidebar' });
  await toggle.click();
  await sidebarButton.waitFor({ state: 'hidden' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  await toggle.click();
  await sidebarButton.waitFor({ state: 'visible' });
});

test('search: 1-2 characters send no search request; 3 send exactly one, carrying the language', async () => {
  await openDashboard();
  const searches: string[] = [];
  t.page.on('request', (r) => {
    if (isSearchRequest(r)) searches.push(r.url());
  });
  const box = t.page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
  await box.fill('I');
  await t.page.waitForURL((u) => u.searchParams.get('q') === 'I');
  await box.fill('Is');
  await t.page.waitForURL((u) => u.searchParams.get('q') === 'Is');
  expect(searches).toEqual([]);

  const response = t.page.waitForResponse((r) => isSearchRequest(r.request()));
  await box.fill('Isl');
  const res = await response;
  expect(res.status()).toBe(200);
  await t.page.waitForURL((u) => u.searchParams.get('q') === 'Isl');
  // The map shows the search result (same query key: no second request).
  await t.page
    .getByRole('status')
    .filter({ hasText: /^Search results: \d+$/ })
    .waitFor({ state: 'attached' });
  expect(searches).toHaveLength(1);
  const url = new URL(searches[0]!);
  expect(url.pathname).toBe('/api/infrastructure/search/Isl');
  expect(url.searchParams.get('lang')).toBe('en');
});

test('a search in the URL is restored on a fresh page', async () => {
  t = await browser.open();
  const response = t.page.waitForResponse((r) => isSearchRequest(r.request()));
  await t.page.goto(`${baseUrl()}/?q=pump`);
  expect(new URL((await response).url()).pathname).toBe('/api/infrastructure/search/pump');
  expect(await t.page.getByRole('searchbox').inputValue()).toBe('pump');
});

test('on a phone the search box is hidden and an icon opens it', async () => {
  await openDashboard({ width: 390, height: 844 });
  expect(await t.page.getByPlaceholder('Search infrastructure...').count()).toBe(0);
  await t.page.getByRole('button', { name: 'Open search' }).click();
  const box = t.page.getByPlaceholder('Search infrastructure...');
  await box.waitFor();
  expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
  const response = t.page.waitForResponse((r) => isSearchRequest(r.request()));
  await box.fill('drain');
  await response;
  await t.page.getByRole('button', { name: 'Close search' }).click();
  await t.page.getByRole('heading', { name: 'Forest City Infrastructure' }).waitFor();
  expect(new URL(t.page.url()).searchParams.get('q')).toBe('drain');
  // Focus goes back to the button that opened the box.
  await t.page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open search');
});

test('the three navigation labels lead to URLs of their own', async () => {
  await openDashboard();
  const nav = t.page.getByRole('navigation', { name: 'Main navigation' });
  expect(await nav.getByRole('link', { name: 'Infrastructure Map' }).getAttribute('aria-current')).toBe('page');

  await nav.getByRole('link', { name: 'History' }).click();
  await t.page.getByRole('dialog', { name: 'Forest City - Development History & Research Analysis' }).waitFor();
  expect(new URL(t.page.url()).searchParams.get('dialog')).toBe('history');
  expect(await nav.getByRole('link', { name: 'History' }).getAttribute('aria-current')).toBe('page');
  await pressEscapeInDialog(t.page);

  await nav.getByRole('link', { name: 'Future Development' }).click();
  await t.page.getByRole('dialog', { name: 'Future Development' }).waitFor();
  expect(new URL(t.page.url()).searchParams.get('dialog')).toBe('future');

  await t.page.goBack();
  await t.page.getByRole('dialog', { name: 'Future Development' }).waitFor({ state: 'detached' });
  await nav.getByRole('link', { name: 'Infrastructure Map' }).click();
  await t.page.waitForURL((u) => u.pathname === '/' && !u.searchParams.has('dialog'));
});

test('on a phone the navigation and the project buttons are in the sidebar drawer', async () => {
  await openDashboard({ width: 390, height: 844 });
  await t.page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const sidebar = t.page.getByRole('navigation', { name: 'Dashboard sidebar' });
  await sidebar.getByRole('link', { name: 'History' }).click();
  await t.page.getByRole('dialog', { name: 'Forest City - Development History & Research Analysis' }).waitFor();
  expect(new URL(t.page.url()).searchParams.get('dialog')).toBe('history');
});

/**
 * Puts the pointer on `target` and moves it a little there, as a hand on a mouse does. The
 * tooltip's hover listeners (Floating UI's) are attached in an effect after the button renders: on
 * a loaded machine a pointer that arrived just before them gets no mouseenter, and the tooltip
 * opens on its next move over the button instead.
 */
async function hoverLikeAHand(target: Locator) {
  await target.hover();
  await target.hover({ position: { x: 6, y: 6 } });
}

test('an icon button shows its tooltip on hover', async () => {
  await openDashboard();
  // A pointer that arrives before hydration is not seen by the tooltip (no mouseenter is replayed):
  // on a loaded machine `goto`'s own wait for hydration (20 s) may have given up first.
  await waitForHydration(t.page, 60_000);
  await hoverLikeAHand(t.page.getByRole('button', { name: 'Settings panel' }));
  await t.page.getByRole('tooltip', { name: 'Settings panel' }).waitFor();
});

test('after a language change the globe button gives focus back without a tooltip, and hover still shows it', async () => {
  await openDashboard();
  await t.page.getByRole('button', { name: 'Change language' }).click();
  await t.page.getByRole('menuitem', { name: 'Bahasa Melayu' }).click();
  const globe = t.page.getByRole('button', { name: 'Tukar bahasa' });
  await t.page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Tukar bahasa');
  // Well past the 700 ms delay: focus came back from the menu, and no tooltip opened for it.
  await t.page.waitForTimeout(1200);
  expect(await t.page.getByRole('tooltip').count()).toBe(0);
  // The pointer, which was on the menu, now points at the button: its tooltip opens.
  await t.page.mouse.move(5, 400);
  await hoverLikeAHand(globe);
  await t.page.getByRole('tooltip', { name: 'Tukar bahasa' }).waitFor();
});
