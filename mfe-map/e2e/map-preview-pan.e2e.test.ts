// The drawn preview answers the visitor before the WebGL map is there (issue 19.3: a usable map
// within 2.5 s of a tap on a phone, while maplibre is still on its way): on a
// phone-sized touch screen, with maplibre's code held back, a one-finger drag and a pinch move
// the preview's view (reported, in the URL, drawn where the items are), and the WebGL map, once
// its code arrives, opens on the moved view.
import { baseUrl, useTestPage, type TestPage } from '../../tools/e2e/browser';
import { ALL_LAYERS, MAP, TYPE_RGB, clearMarkers, closeTo, fetchItems, itemPixel, mapState, pixelAt, type Item } from './map-helpers';

// A phone-sized touch screen.
const t = useTestPage({ page: { viewport: { width: 390, height: 844 }, touch: true } });
let items: Item[];

beforeAll(async () => {
  items = await fetchItems('en');
});

const viewOf = (page: TestPage['page']) => page.locator(MAP).evaluate((el: HTMLElement) => (el.dataset.view ?? '').split(',').map(Number) as [number, number, number]);

test('on a phone, with the WebGL code held back, a drag and a pinch move the preview; the WebGL map then opens on the moved view', async () => {
  const { page, context } = t;
  // maplibre's chunk waits until the test lets it through: the preview stays on screen meanwhile.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/vendors-node_modules_maplibre-gl_dist_maplibre-gl_mjs\.[0-9a-f]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto(`${baseUrl()}/?layers=${ALL_LAYERS}`);
  await page.locator(`${MAP}[data-data-state="ready"] [data-testid="map-preview"]`).waitFor();
  await page.waitForFunction((sel) => document.querySelector<HTMLElement>(sel)!.dataset.view !== '1.337,103.5937,15', MAP);
  const s0 = await mapState(page);

  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
  const cx = s0.rect.x + s0.rect.width / 2;
  const cy = s0.rect.y + s0.rect.height / 2;
  // One finger drags the map 80 px left and 40 px down: the centre moves east and north.
  await touch('touchStart', [{ x: cx, y: cy }]);
  for (let i = 1; i <= 8; i++) await touch('touchMove', [{ x: cx - i * 10, y: cy + i * 5 }]);
  await touch('touchEnd', []);
  await page.waitForFunction(({ sel, lon }) => Number(document.querySelector<HTMLElement>(sel)!.dataset.view!.split(',')[1]) > lon, { sel: MAP, lon: s0.longitude });
  const s1 = await mapState(page);
  const degreesPerPx = 360 / (512 * 2 ** s0.zoom);
  expect(s1.zoom).toBe(s0.zoom);
  expect(Math.abs(s1.longitude - s0.longitude - 80 * degreesPerPx)).toBeLessThan(1.5 * degreesPerPx);
  expect(s1.latitude).toBeGreaterThan(s0.latitude);
  // Still the preview: the WebGL code was asked for by the touch but has not arrived.
  expect(asked).toBe(true);
  expect(await page.locator(MAP).getAttribute('data-map-ready')).toBe('false');
  expect(await page.getByTestId('map-preview').isVisible()).toBe(true);
  // The shell keeps the moved view in the URL, and the preview draws the markers where they now are.
  const urlView = new URL(page.url()).searchParams.get('view')!.split(',').map(Number);
  expect(urlView[1]).toBeCloseTo(s1.longitude, 4);
  expect(await page.locator(MAP).getAttribute('data-drawn-view')).toBe(`${s1.latitude},${s1.longitude},${s1.zoom}`);
  const clear = await clearMarkers(page, s1, items);
  expect(clear.length).toBeGreaterThan(0);
  for (const item of clear.slice(0, 3)) {
    const p = itemPixel(s1, item);
    const rgb = await pixelAt(page, p.x, p.y);
    expect([item.id, rgb, closeTo(rgb, TYPE_RGB[item.type])]).toEqual([item.id, rgb, true]);
  }

  // Two fingers spread apart: the preview zooms in.
  await touch('touchStart', [
    { x: cx - 30, y: cy },
    { x: cx + 30, y: cy },
  ]);
  for (let i = 1; i <= 6; i++)
    await touch('touchMove', [
      { x: cx - 30 - i * 10, y: cy },
      { x: cx + 30 + i * 10, y: cy },
    ]);
  await touch('touchEnd', []);
  await page.waitForFunction(({ sel, z }) => Number(document.querySelector<HTMLElement>(sel)!.dataset.view!.split(',')[2]) > z + 0.5, { sel: MAP, z: s1.zoom });
  const moved = await viewOf(page);
  // 60 px apart, then 180: log2(3) zoom levels.
  expect(moved[2] - s1.zoom).toBeCloseTo(Math.log2(3), 1);
  expect(await page.locator(MAP).getAttribute('data-map-ready')).toBe('false');

  // The WebGL code arrives: the map opens on the moved view, and nothing jumps at the swap.
  release();
  await page.locator(`${MAP}[data-map-ready="true"]`).waitFor();
  await page.getByTestId('map-preview').waitFor({ state: 'detached' });
  const [lat, lon, zoom] = await viewOf(page);
  expect(lat).toBeCloseTo(moved[0], 9);
  expect(lon).toBeCloseTo(moved[1], 9);
  expect(zoom).toBeCloseTo(moved[2], 9);
  const drawn = (await page.locator(MAP).getAttribute('data-drawn-view'))!.split(',').map(Number);
  expect(drawn[1]).toBeCloseTo(moved[1], 9);
  expect(drawn[2]).toBeCloseTo(moved[2], 9);
});
