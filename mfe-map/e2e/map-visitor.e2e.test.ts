// What a visitor meets on the map (issue 18): search results in switched-off layers with a Show
// action, a layer switched on brought into view (or counted, for a view the visitor chose), fits
// that keep every marker clear of the overlays at 1024x768, 1440x900 and on a 390x844 touch
// phone, a re-fit when the sidebar collapses, and the phone's compact base-layer menu.
// Positions are computed here from the reported view (Web Mercator), independently of the map's code.
import type { Page } from 'playwright-core';
import { baseUrl, startMap, useBrowser, type TestPage } from '../../tools/e2e/browser';
import { ALL_LAYERS, MAP, fetchItems, fitted, itemPixel, mapState, waitForMarkers, waitForStill, type Item, type MapState } from './map-helpers';

const browser = useBrowser();
let t: TestPage;
let items: Item[];

beforeAll(async () => {
  items = await fetchItems('en');
});

/** A page at `viewport`; `touch` gives a phone's touch screen. */
async function open(viewport: { width: number; height: number }, touch = false, locale = 'en-US'): Promise<Page> {
  t = await browser.open({ viewport, locale, touch });
  return t.page;
}

const ofTypes = (layers: string) => items.filter((i) => layers.split(',').includes(i.type));

/**
 * The items whose marker centre is covered by something other than the map's canvas (an overlay:
 * item list button, controls, legend, readout, attribution), or lies outside the map. Regional
 * items are not fitted, so they are not asked for.
 */
async function coveredOrOutside(page: Page, state: MapState, list: Item[]): Promise<string[]> {
  const bad: string[] = [];
  for (const item of fitted(list)) {
    const p = itemPixel(state, item);
    const inside = p.x > state.rect.x + 6 && p.x < state.rect.x + state.rect.width - 6 && p.y > state.rect.y + 6 && p.y < state.rect.y + state.rect.height - 6;
    // The marker's edge too (radius about 7 px): a half-hidden marker is covered.
    const clear = inside
      ? await page.evaluate(
          ({ x, y }) =>
            [
              [0, 0],
              [7, 0],
              [-7, 0],
              [0, 7],
              [0, -7],
            ].every(([dx, dy]) => document.elementFromPoint(x + dx!, y + dy!)?.tagName === 'CANVAS'),
          p,
        )
      : false;
    if (!clear) bad.push(item.id);
  }
  return bad;
}

async function layersParam(page: Page) {
  return new URL(page.url()).searchParams.get('layers');
}

test.each([
  ['desktop 1440x900', { width: 1440, height: 900 }, false],
  ['phone 390x844 (touch)', { width: 390, height: 844 }, true],
] as const)('search finds items in switched-off layers, names their layer, and Show switches it on and flies there (%s)', async (_name, viewport, touch) => {
  const page = await open(viewport, touch);
  await page.goto(`${baseUrl()}/?q=${encodeURIComponent('Second Link')}`);
  const panel = page.getByTestId('map-hidden-matches');
  await panel.waitFor();
  // Never "no item matches" when the API found something.
  expect(await page.getByTestId('map-status').count()).toBe(0);
  const bridge = items.find((i) => i.name.startsWith('Second Link Bridge'))!;
  expect(bridge.type).toBe('transportation');
  const row = panel.locator(`li[data-item-id="${bridge.id}"]`);
  await expect(row.textContent()).resolves.toContain('Transportation (switched off)');
  const show = row.getByRole('button', { name: `Show ${bridge.name}: switch on Transportation and go to it` });
  if (touch) await show.tap();
  else await show.click();
  await page.waitForFunction((sel) => document.querySelector<HTMLElement>(sel)?.dataset.activeLayers?.includes('transportation'), MAP);
  expect(await layersParam(page)).toBe('water,drainage,transportation');
  await panel.waitFor({ state: 'detached' });
  // The map went to the item: it is in the view, clear of the overlays.
  await page.waitForFunction(
    ({ sel, lat, lon }) => {
      const [vlat, vlon, zoom] = (document.querySelector<HTMLElement>(sel)?.dataset.view ?? '').split(',').map(Number);
      return Math.abs(vlat! - lat) < 0.002 && Math.abs(vlon! - lon) < 0.002 && zoom! >= 15 - 0.01;
    },
    { sel: MAP, lat: Number(bridge.latitude), lon: Number(bridge.longitude) },
  );
  const state = await mapState(page);
  const p = itemPixel(state, bridge);
  expect(p.x).toBeGreaterThan(state.rect.x);
  expect(p.x).toBeLessThan(state.rect.x + state.rect.width);
  expect(p.y).toBeGreaterThan(state.rect.y);
  expect(p.y).toBeLessThan(state.rect.y + state.rect.height);

  // A text the API finds nowhere still says so.
  await page.goto(`${baseUrl()}/?q=zzzqqq`);
  await page.getByText('No item matches “zzzqqq”.').waitFor();
  expect(await page.getByTestId('map-hidden-matches').count()).toBe(0);
});

test('switching a layer on brings its items into view; after the visitor chose a view, a notice counts those outside and "Show all" fits them (1440x900)', async () => {
  const page = await open({ width: 1440, height: 900 });
  await page.goto(`${baseUrl()}/`);
  await startMap(page);
  const start = ofTypes('water,drainage');
  await waitForMarkers(page, start.length);
  await waitForStill(page);
  await page.getByRole('switch', { name: 'Transportation' }).click({ force: true });
  const withTransport = ofTypes('water,drainage,transportation');
  await waitForMarkers(page, withTransport.length);
  // The automatic view moves at once to take the new items in.
  await page.waitForFunction(async (sel) => {
    await new Promise((r) => setTimeout(r, 500));
    return !!document.querySelector(sel);
  }, MAP);
  await waitForStill(page);
  expect(await coveredOrOutside(page, await mapState(page), withTransport)).toEqual([]);
  expect(await page.getByTestId('map-outside-notice').count()).toBe(0);

  // The visitor zooms in: a view of their own, which switching a layer on does not take away.
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await waitForStill(page);
  const chosen = await mapState(page);
  await page.getByRole('switch', { name: 'Soil & Foundation' }).click({ force: true });
  const everything = ofTypes(ALL_LAYERS);
  await waitForMarkers(page, everything.length);
  const notice = page.getByTestId('map-outside-notice');
  await notice.waitFor();
  expect(await notice.textContent()).toMatch(/Items outside the view: \d+/);
  const kept = await mapState(page);
  expect(kept.zoom).toBeCloseTo(chosen.zoom, 2);
  await notice.getByRole('button', { name: 'Show all' }).click();
  await notice.waitFor({ state: 'detached' });
  await page.waitForFunction(({ sel, z }) => Number(document.querySelector<HTMLElement>(sel)!.dataset.view!.split(',')[2]) < z - 0.5, { sel: MAP, z: chosen.zoom });
  await waitForStill(page);
  expect(await coveredOrOutside(page, await mapState(page), everything)).toEqual([]);
});

/** Waits until the map's reported view differs from `before` and has stayed put for longer than an animation. */
async function settledFrom(page: Page, before: string | null) {
  await page.waitForFunction(
    ({ sel, before }) => {
      const w = window as unknown as { __settled?: { view?: string; since: number } };
      const view = document.querySelector<HTMLElement>(sel)?.dataset.view;
      if (view === before) return false;
      if (w.__settled?.view !== view) w.__settled = { view, since: performance.now() };
      return performance.now() - w.__settled!.since > 600;
    },
    { sel: MAP, before },
    { polling: 100 },
  );
  await waitForStill(page);
}

test.each([
  ['1024x768', { width: 1024, height: 768 }, false, ''],
  ['1440x900', { width: 1440, height: 900 }, false, ''],
  ['390x844 (touch)', { width: 390, height: 844 }, true, ''],
  // A year chosen: the year panel and the legend's phases and islands make the bottom-left taller.
  ['1024x768 with a year', { width: 1024, height: 768 }, false, '&year=2030'],
  ['1440x900 with a year', { width: 1440, height: 900 }, false, '&year=2030'],
  ['390x844 (touch) with a year', { width: 390, height: 844 }, true, '&year=2030'],
] as const)('the fit keeps every marker clear of the legend, readout, controls and attribution at %s', async (_name, viewport, touch, year) => {
  const page = await open(viewport, touch);
  const everything = ofTypes(ALL_LAYERS);
  await page.goto(`${baseUrl()}/?layers=${ALL_LAYERS}${year}`);
  // The preview's fit (what a visitor sees first) ...
  await page.locator(`${MAP}[data-data-state="ready"] [data-testid="map-preview"]`).waitFor();
  await page.waitForFunction((sel) => document.querySelector<HTMLElement>(sel)?.dataset.view !== '1.337,103.5937,15', MAP);
  const preview = await mapState(page);
  const previewCovered: string[] = [];
  for (const item of fitted(everything)) {
    const p = itemPixel(preview, item);
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('data-testid') ?? document.elementFromPoint(x, y)?.tagName, p);
    if (hit !== 'map-preview' && hit !== 'CANVAS') previewCovered.push(item.id);
  }
  expect(previewCovered).toEqual([]);
  // ... and the WebGL map's fit button.
  await startMap(page);
  await waitForMarkers(page, everything.length);
  // Each animation over before the next step: the reported view has left the one before and stayed
  // put for longer than an animation (on a loaded machine a fixed wait ran out, and a Fit pressed
  // while the zoom still ran could leave the map zoomed in).
  const fittedView = await page.locator(MAP).getAttribute('data-view');
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  await settledFrom(page, fittedView);
  const zoomed = await page.locator(MAP).getAttribute('data-view');
  await page.getByRole('button', { name: 'Fit map to all items', exact: true }).click();
  await settledFrom(page, zoomed);
  expect(await coveredOrOutside(page, await mapState(page), everything)).toEqual([]);
});

test('when the sidebar collapses, the fitted map fits again to its new width (1440x900)', async () => {
  const page = await open({ width: 1440, height: 900 });
  const everything = ofTypes(ALL_LAYERS);
  await page.goto(`${baseUrl()}/?layers=${ALL_LAYERS}`);
  await startMap(page);
  await waitForMarkers(page, everything.length);
  await waitForStill(page);
  const before = await mapState(page);
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await page.waitForFunction(({ sel, w }) => document.querySelector(sel)!.getBoundingClientRect().width > w + 200, { sel: MAP, w: before.rect.width });
  // Without the regional item the fit is bound by the map's height at 1440x900, so the zoom may
  // stay: what must hold is that every fitted marker is clear and centred on the wider map.
  await waitForStill(page);
  const after = await mapState(page);
  expect(await coveredOrOutside(page, after, everything)).toEqual([]);
  // The markers spread across the wider map instead of keeping to its left part.
  const xs = fitted(everything).map((i) => itemPixel(after, i).x);
  const middle = (Math.min(...xs) + Math.max(...xs)) / 2;
  expect(Math.abs(middle - (after.rect.x + after.rect.width / 2))).toBeLessThan(after.rect.width * 0.15);
});

test('on a 390x844 touch phone the base layers are one compact menu and the open item list is not covered', async () => {
  const page = await open({ width: 390, height: 844 }, true);
  await page.goto(`${baseUrl()}/?layers=${ALL_LAYERS}`);
  await page.locator(`${MAP}[data-data-state="ready"]`).waitFor();
  expect(await page.getByRole('button', { name: 'Street map', exact: true }).count()).toBe(0);
  const menuButton = page.getByRole('button', { name: 'Base layer: Street map' });
  const menuBox = (await menuButton.boundingBox())!;
  expect(menuBox.width).toBeLessThanOrEqual(48);
  await page.getByTestId('map-item-list-toggle').tap();
  const list = page.getByTestId('map-item-list');
  await list.waitFor();
  const listBox = (await list.boundingBox())!;
  const zoomBox = (await page.getByRole('button', { name: 'Zoom in', exact: true }).boundingBox())!;
  // The list ends left of the map's controls column: nothing lies over it.
  expect(listBox.x + listBox.width).toBeLessThanOrEqual(Math.min(menuBox.x, zoomBox.x));
  const heading = page.getByText('Items shown on the map', { exact: true });
  const hb = (await heading.boundingBox())!;
  expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent, { x: hb.x + hb.width / 2, y: hb.y + hb.height / 2 })).toBe('Items shown on the map');
  await page.getByTestId('map-item-list-toggle').tap();
  await menuButton.tap();
  await page.getByRole('menuitem', { name: 'Satellite' }).tap();
  await page.waitForFunction((sel) => document.querySelector<HTMLElement>(sel)?.dataset.base === 'satellite', MAP);
  expect(new URL(page.url()).searchParams.get('base')).toBe('satellite');
  await page.getByRole('button', { name: 'Base layer: Satellite' }).waitFor();
});
