// What React renders when the address changes (issue 19: fast on a phone). A dialog opened, or the
// map moved, changes the URL, which every part reading it hears; the header, the sidebar and the
// map each render only when what they show changed, so opening a dialog renders the dialog (and
// the navigation links, whose addresses carry the current one), not the page under it.
import { baseUrl, useTestPage } from '../../tools/e2e/browser';
import { recordRenders, rendersDuring } from '../../tools/e2e/renders';

const t = useTestPage();
const MAP = '[data-testid="infrastructure-map"]';

beforeEach(async () => {
  await recordRenders(t.context);
  await t.page.goto(`${baseUrl()}/`);
  await t.page.locator(`${MAP}[data-data-state="ready"]`).waitFor();
  // Reached for, as a visitor does before a click: the header's and sidebar's tooltips arrive and mount.
  await t.page.getByRole('button', { name: 'Stormwater Approaches', exact: true }).hover();
  await t.page.locator('header').hover();
  await t.page.waitForLoadState('networkidle');
});

test('opening a dialog renders the dialog, not the header, the sidebar or the map', async () => {
  const { page } = t;
  const rendered = await rendersDuring(page, async () => {
    await page.getByRole('button', { name: 'Stormwater Approaches', exact: true }).click();
    await page.getByRole('dialog', { name: 'Stormwater Approaches' }).getByRole('tab').first().waitFor();
  });
  expect(rendered.dialog?.length).toBeGreaterThan(50);
  expect({ header: rendered.header ?? [], sidebar: rendered.sidebar ?? [], map: rendered.map ?? [] }).toEqual({ header: [], sidebar: [], map: [] });
});

test('a move of the map (written to the URL) renders the map, not the header or the sidebar', async () => {
  const { page } = t;
  const before = new URL(page.url()).searchParams.get('view');
  const rendered = await rendersDuring(page, async () => {
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForFunction((was) => new URL(location.href).searchParams.get('view') !== was, before);
  });
  expect(rendered.map?.length).toBeGreaterThan(0);
  expect({ header: rendered.header ?? [], sidebar: rendered.sidebar ?? [] }).toEqual({ header: [], sidebar: [] });
});
