// A phone's bytes before interaction (issue 52 point 4): on a phone the map's preview draws the map's
// own basemap and asks for no imagery tile until the visitor reaches for the map (a tap); the live
// map then draws the chosen base layer's imagery. A desktop's preview draws the imagery at once.
import type { Page } from 'playwright-core';
import { baseUrl, PHONE_USER_AGENT, type TestPage, useBrowser } from '../../tools/e2e/browser';
import { ALL_LAYERS, MAP } from './map-helpers';

const browser = useBrowser({ timeout: 120_000 });

/** The basemap's land and sea in the light scheme (mfe-map/src/lib/basemap/basemap-paint.ts). */
const LAND = [0xf2, 0xef, 0xe6] as const;
const SEA = [0xb5, 0xd0, 0xe6] as const;
/** Held for this long with no request in flight, the page has asked for all it asks for on load. */
const QUIET_MS = 1_500;

const openPhone = () => browser.open({ viewport: { width: 390, height: 844 }, touch: true, userAgent: PHONE_USER_AGENT });

/** The preview has drawn the basemap and the markers, and the page's requests have settled. */
async function previewDrawn(page: Page) {
  await page.locator(`${MAP}[data-basemap="ready"][data-data-state="ready"][data-drawn-view] [data-testid="map-preview"]`).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
}

/** The share of the preview canvas's pixels that are `rgb` (within a small tolerance). */
function shareOf(page: Page, rgb: readonly number[]): Promise<number> {
  return page.locator(`${MAP} [data-testid="map-preview"]`).evaluate((canvas: HTMLCanvasElement, want) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let hits = 0;
    for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - want[0]!) <= 3 && Math.abs(data[i + 1]! - want[1]!) <= 3 && Math.abs(data[i + 2]! - want[2]!) <= 3) hits++;
    return hits / (data.length / 4);
  }, rgb);
}

/** Waits until the page has asked for a tile whose address starts with `prefix`. */
async function waitForTiles(t: TestPage, prefix: string) {
  for (const deadline = Date.now() + 120_000; !t.tiles.some((u) => u.startsWith(prefix));) {
    if (Date.now() > deadline) throw new Error(`no tile from ${prefix}; asked for: ${t.tiles.join(', ') || 'none'}`);
    await t.page.waitForTimeout(100);
  }
}

/** A tap near the map's left edge, off the markers and the controls (as the bench's phone tap). */
async function tapMap(page: Page) {
  const box = (await page.locator(MAP).boundingBox())!;
  await page.touchscreen.tap(box.x + 12, box.y + box.height / 2);
}

test('on a phone the preview draws the basemap and asks for no imagery tile until a tap on the map; then the live map draws the imagery', async () => {
  const t = await openPhone();
  const { page } = t;
  await page.goto(`${baseUrl()}/?layers=${ALL_LAYERS}`);
  await previewDrawn(page);
  expect(t.tiles).toEqual([]);
  // Nothing was asked for, so nothing failed: no notice, and the map says the imagery waits.
  await expect(page.locator(MAP).getAttribute('data-imagery')).resolves.toBe('deferred');
  await expect(page.getByTestId('map-imagery-notice').count()).resolves.toBe(0);
  await expect(page.locator(MAP).getAttribute('data-map-live')).resolves.toBe('false');
  // The basemap is drawn: land and sea, not the flat background.
  expect(await shareOf(page, LAND)).toBeGreaterThan(0.05);
  expect(await shareOf(page, SEA)).toBeGreaterThan(0.05);

  await tapMap(page);
  await page.locator(`${MAP}[data-map-live="true"]`).waitFor();
  await waitForTiles(t, 'https://tiles.test/street/');
  await page.locator(`${MAP}[data-imagery="shown"]`).waitFor();
  await page.locator(`${MAP}[data-map-ready="true"]`).waitFor();
  await page.locator(`${MAP} [data-testid="map-preview"]`).waitFor({ state: 'detached' });
});

test("on a phone the live map takes the preview's place once it has drawn the basemap and the markers, with the imagery still on its way", async () => {
  const t = await openPhone();
  const { page } = t;
  // Every imagery tile held until the end (a slow connection); the harness answers them after.
  const held: { fallback(): Promise<void> }[] = [];
  let holding = true;
  await page.route('https://tiles.test/**', (route) => (holding ? void held.push(route) : route.fallback()));
  await page.goto(`${baseUrl()}/?layers=${ALL_LAYERS}`);
  await previewDrawn(page);
  await tapMap(page);
  await page.locator(`${MAP} [data-testid="map-preview"]`).waitFor({ state: 'detached' });
  await page.locator(`${MAP}[data-markers-drawn]:not([data-markers-drawn="0"])`).waitFor();
  // The tiles were asked for, and not one has arrived.
  expect(held.length).toBeGreaterThan(0);
  await expect(page.locator(MAP).getAttribute('data-imagery')).resolves.toBe('loading');
  holding = false;
  for (const route of held.splice(0)) await route.fallback();
  await page.locator(`${MAP}[data-imagery="shown"]`).waitFor();
});

test('on a phone a shared link naming a base layer keeps it, and its imagery comes with the live map, not before', async () => {
  const t = await openPhone();
  const { page } = t;
  await page.goto(`${baseUrl()}/?base=satellite`);
  await previewDrawn(page);
  expect(t.tiles).toEqual([]);
  await page.getByRole('button', { name: 'Base layer: Satellite' }).waitFor();
  await expect(page.locator(MAP).getAttribute('data-base')).resolves.toBe('satellite');
  await tapMap(page);
  await waitForTiles(t, 'https://tiles.test/satellite/');
  expect(t.tiles.filter((u) => u.startsWith('https://tiles.test/street/'))).toEqual([]);
});

test('on a desktop the preview asks for the imagery at once, before any interaction', async () => {
  const t = await browser.open({ viewport: { width: 1280, height: 800 } });
  const { page } = t;
  await page.goto(`${baseUrl()}/?layers=${ALL_LAYERS}`);
  await waitForTiles(t, 'https://tiles.test/street/');
  await page.locator(`${MAP}[data-imagery="shown"]`).waitFor();
  // The preview asked: the live map has not started.
  await expect(page.locator(MAP).getAttribute('data-map-live')).resolves.toBe('false');
});
