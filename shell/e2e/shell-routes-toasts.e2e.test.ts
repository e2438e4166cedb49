// Routes, toasts and languages as a visitor meets them: the 404 page and the report page in
// every language, every shell screen's texts in English, Chinese and Malay on a desktop and a
// phone, and toasts (one at a time, close button, F8, swipe to dismiss, auto-dismiss).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { baseUrl, useBrowser, systemUrls, type TestPage } from '../../tools/e2e/browser';
import { DIALOG_BUTTONS, dialogLabel } from '../../tools/e2e/dialogs';

const browser = useBrowser();
let t: TestPage;

type Texts = Record<string, Record<string, unknown>>;
const common = (lng: string): Texts => JSON.parse(readFileSync(path.join(__dirname, '..', 'locales', lng, 'common.json'), 'utf8'));
const text = (lng: string, key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], common(lng)) as string;
const LANGS = [
  { lng: 'en', htmlLang: 'en' },
  { lng: 'zh', htmlLang: 'zh-Hans' },
  { lng: 'ms', htmlLang: 'ms' },
];
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

async function open(lng: string, viewport = VIEWPORTS.desktop) {
  t = await browser.open({ viewport });
  await t.context.addInitScript((l) => localStorage.setItem('i18nextLng', l), lng);
}

describe.each(LANGS)('in $lng', ({ lng, htmlLang }) => {
  test.each(Object.entries(VIEWPORTS))('the dashboard on a %s shows every shell text in the language', async (_name, viewport) => {
    await open(lng, viewport);
    await t.page.goto(baseUrl());
    await t.page.getByRole('heading', { name: text(lng, 'header.title') }).waitFor();
    expect(await t.page.evaluate(() => document.documentElement.lang)).toBe(htmlLang);
    await t.page.getByRole('banner').getByText(text(lng, 'header.subtitle')).waitFor();
    if (viewport.width < 768) {
      await t.page.getByRole('button', { name: text(lng, 'header.openSearch') }).waitFor();
      await t.page.getByRole('button', { name: text(lng, 'header.toggleMenu') }).click();
    } else {
      await t.page.getByPlaceholder(text(lng, 'header.searchPlaceholder')).waitFor();
      const nav = t.page.getByRole('navigation', { name: text(lng, 'nav.label') });
      for (const key of ['nav.map', 'nav.history', 'nav.future']) await nav.getByRole('link', { name: text(lng, key) }).waitFor();
    }
    const sidebar = t.page.getByRole('navigation', { name: text(lng, 'sidebar.label') });
    // The remotes' entries, in their labels from the module tables.
    for (const { id } of DIALOG_BUTTONS) await sidebar.getByRole('button', { name: dialogLabel(id, lng) }).waitFor();
    for (const key of ['links.title', 'overview.title', 'layers.title', 'health.title']) await sidebar.getByRole('heading', { name: text(lng, key) }).waitFor();
    for (const key of ['water', 'drainage', 'transportation', 'infrastructure']) {
      await sidebar.getByRole('switch', { name: text(lng, `layers.${key}.name`) }).waitFor({ state: 'attached' });
    }
    await sidebar.getByText(text(lng, 'overview.treatmentCapacity')).waitFor();
    await t.page.getByRole('button', { name: text(lng, 'header.settings') }).click();
    const panel = t.page.getByRole('dialog', { name: text(lng, 'labels.settings') });
    for (const key of ['settings.quickActions', 'settings.systemInfo', 'settings.notificationsTitle', 'settings.preferences']) {
      await panel.getByRole('heading', { name: text(lng, key) }).waitFor();
    }
    await panel.getByRole('button', { name: text(lng, 'labels.exportData') }).waitFor();
    await panel.getByRole('button', { name: text(lng, 'settings.help') }).waitFor();
  });

  test('the 404 page, with status 404', async () => {
    await open(lng);
    const res = await t.page.goto(`${baseUrl()}/no/such/page`);
    expect(res?.status()).toBe(404);
    await t.page.getByRole('heading', { name: text(lng, 'notFound.title') }).waitFor();
    await t.page.getByText(text(lng, 'notFound.hint')).waitFor();
    await t.page.getByRole('link', { name: text(lng, 'notFound.back') }).click();
    await t.page.getByRole('heading', { name: text(lng, 'header.title') }).waitFor();
    expect(new URL(t.page.url()).pathname).toBe('/');
  });
});

test('/forest-city-report is the full-page report from mfe-report', async () => {
  await open('en');
  const res = await t.page.goto(`${baseUrl()}/forest-city-report`);
  expect(res?.status()).toBe(200);
  await t.page.locator('[data-remote="report"][data-module="ReportPage"]').waitFor();
  await t.page.getByRole('heading', { name: 'Analytical Report' }).waitFor();
  // A page of its own: no dashboard sidebar.
  expect(await t.page.getByRole('navigation', { name: 'Dashboard sidebar' }).count()).toBe(0);
});

/**
 * Toast tests run without the map: on this machine its software WebGL can starve the page long
 * enough for a 5-second toast to come and go between two checks. The map slot shows its fallback.
 */
async function openWithoutMap() {
  await open('en');
  const mapOrigin = systemUrls()['mfe-map'];
  await t.page.route(
    (u) => u.origin === mapOrigin,
    (route) => route.abort(),
  );
  await t.page.goto(baseUrl());
  await t.page.getByRole('heading', { name: 'Forest City Infrastructure' }).waitFor();
}

async function showToastByLanguageChange(to: string) {
  await t.page.getByRole('button', { name: /Change language|切换语言|Tukar bahasa/ }).click();
  await t.page.getByRole('menuitem', { name: to }).click();
}

test('toasts: one at a time, with a title, description and close button', async () => {
  await openWithoutMap();
  await showToastByLanguageChange('中文');
  await t.page.getByTestId('toast').getByText('语言已切换').waitFor();
  await showToastByLanguageChange('Bahasa Melayu');
  await t.page.getByTestId('toast').getByText('Bahasa telah ditukar').waitFor();
  // The second replaced the first: the first leaves (its exit transition, 250 ms) and nothing queues.
  await t.page.waitForFunction(() => document.querySelectorAll('[data-testid="toast"]').length === 1);
  await t.page.waitForTimeout(500);
  expect(await t.page.getByTestId('toast').count()).toBe(1);
  const toast = t.page.getByTestId('toast');
  expect(await toast.getAttribute('data-variant')).toBe('default');
  await toast.getByText('Bahasa Melayu').waitFor();
  await toast.getByRole('button', { name: 'Tutup' }).click();
  await toast.waitFor({ state: 'detached' });
});

test('toasts: F8 moves focus to the toast region', async () => {
  await openWithoutMap();
  await showToastByLanguageChange('English');
  await t.page.getByTestId('toast').waitFor();
  await t.page.keyboard.press('F8');
  await t.page.waitForFunction(() => !!document.activeElement?.closest('.fc-toast-viewport'));
  const label = await t.page.evaluate(() => document.activeElement?.closest('[aria-label]')?.getAttribute('aria-label'));
  expect(label).toBe('Notifications (F8)');
});

/** Drags the toast `distance` px to the right in slow steps, rests (no flick), and releases it. */
async function dragToast(distance: number) {
  const toast = t.page.getByTestId('toast');
  await toast.waitFor();
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  // Pointer held on the toast: its timer is paused, so only the swipe can close it.
  await t.page.mouse.move(box.x + 30, y);
  await t.page.mouse.down();
  for (let dx = 5; dx <= distance; dx += 5) await t.page.mouse.move(box.x + 30 + dx, y);
  await t.page.waitForTimeout(200); // no flick: the pointer rests before it is released
  await t.page.mouse.up();
  return { toast, box, y };
}

test('toasts: a swipe of 50 px to the right dismisses the toast (the spec; 35 % of its width, about 133 px, before)', async () => {
  await openWithoutMap();
  await showToastByLanguageChange('English');
  await dragToast(50);
  await t.page.getByTestId('toast').waitFor({ state: 'detached' });
});

test('toasts: a shorter, slow drag does not dismiss; the toast springs back', async () => {
  await openWithoutMap();
  await showToastByLanguageChange('English');
  const { toast, box, y } = await dragToast(40);
  await t.page.mouse.move(box.x + 30, y); // stay on it so the timer stays paused
  await t.page.waitForTimeout(600); // longer than the dismiss transition
  expect(await toast.isVisible()).toBe(true);
  expect((await toast.boundingBox())!.x).toBeCloseTo(box.x, 0);
});

test('toasts close by themselves after their duration', async () => {
  await openWithoutMap();
  await showToastByLanguageChange('English');
  const toast = t.page.getByTestId('toast');
  await toast.waitFor();
  await t.page.mouse.move(5, 400); // pointer away from the toast
  await toast.waitFor({ state: 'detached', timeout: 20_000 });
});
