// Mantine's two shares (shared-surface.mjs, MANTINE_ON_DEMAND; issue 19, unused JavaScript on `/`):
// a phone's first view of `/` fetches only the first-view share; the popups, dialogs and settings
// fetch the on-demand share when the visitor reaches for them, once, from the shell.
import { PHONE_USER_AGENT, baseUrl, useTestPage } from '../../tools/e2e/browser';
import en from '../locales/en/common.json';

const ON_DEMAND_CHUNK = 'shared-surface_forest-city-mantine-on-demand_mjs';
const FIRST_VIEW_CHUNK = 'shared-surface_forest-city-mantine-first-view_mjs';

const t = useTestPage({ page: { viewport: { width: 390, height: 844 }, touch: true, userAgent: PHONE_USER_AGENT } });

test("a phone's first view of / fetches Mantine's first-view share only; a tap on the language button fetches the rest and opens the menu", async () => {
  const scripts: string[] = [];
  t.page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await t.page.goto(baseUrl());
  await t.page.locator('[data-remote="map"]').waitFor({ state: 'attached' });
  await t.page.getByTestId('map-base-menu').waitFor();
  await t.page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => s.includes(FIRST_VIEW_CHUNK))).toHaveLength(1);
  expect(scripts.filter((s) => s.includes(ON_DEMAND_CHUNK) || /floating-ui/.test(s))).toEqual([]);

  await t.page.getByRole('button', { name: en.header.language }).tap();
  await t.page.getByRole('menuitem', { name: 'Bahasa Melayu' }).waitFor();
  const onDemand = scripts.filter((s) => s.includes(ON_DEMAND_CHUNK));
  expect(onDemand).toHaveLength(1);
  expect(onDemand[0]!.startsWith(baseUrl())).toBe(true);
});

test("on a phone the map's base-layer button opens its menu on the first tap, before its code was fetched", async () => {
  await t.page.goto(baseUrl());
  const button = t.page.getByTestId('map-base-menu');
  await button.tap();
  await t.page.getByRole('menuitem', { name: 'Satellite' }).tap();
  await t.page.getByRole('button', { name: /: Satellite$/ }).waitFor();
});
