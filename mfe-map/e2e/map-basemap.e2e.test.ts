// The map's own basemap (issue 49 point 1): with every outside host blocked, tiles included, the
// map still draws land, sea and the place names, from a file on the map remote's own origin, and
// says the imagery is unavailable; with the imagery drawing, no notice. Screenshots of each
// language on a desktop and a phone are written to the system's temporary folder to be looked at.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, PHONE_USER_AGENT, startMap, systemUrls, type TestPage, useBrowser } from '../../tools/e2e/browser';
import { ALL_LAYERS, MAP, closeTo, fetchItems, fitted, itemPixel, mapState, pixelAt, project, waitForStill } from './map-helpers';

/** A browser for the file; each test's page is checked (no request left the machine, no page error) and closed after it. */
const browser = useBrowser();
let t: TestPage;
/** Requests for the basemap file, by URL. */
let basemapRequests: string[];

const SHOTS = path.join(tmpdir(), 'forest-city-basemap-shots');

beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

/** The basemap's colours in the light scheme (mfe-map/src/lib/basemap/basemap-paint.ts). */
const LAND: [number, number, number] = [0xf2, 0xef, 0xe6];
const SEA: [number, number, number] = [0xb5, 0xd0, 0xe6];

/** Points well inside Johor, the Johor Strait and Singapore at the view below (off every label and marker). */
const VIEW = 'view=1.40000,103.66000,12.00';
const SPOTS = { malaysia: [1.4, 103.6], strait: [1.4, 103.665], singapore: [1.4, 103.73] } as const;

/** A page with `imagery` served by the tiles' stand-in or refused, as a blocked network does. */
async function open(imagery: 'blocked' | 'served', options: { locale?: string; phone?: boolean; sharp?: boolean } = {}): Promise<Page> {
  t = await browser.open({
    locale: options.locale ?? 'en-US',
    // Screenshots kept for people: every device pixel (tools/e2e/browser.ts, TEST_DEVICE_SCALE).
    ...(options.sharp ? { deviceScaleFactor: 1 } : {}),
    ...(options.phone ? { viewport: { width: 390, height: 844 }, touch: true, userAgent: PHONE_USER_AGENT } : { viewport: { width: 1280, height: 800 } }),
  });
  if (imagery === 'blocked') await t.context.route('https://tiles.test/**', (route) => route.abort('blockedbyclient'));
  basemapRequests = [];
  t.page.on('request', (request) => {
    if (request.url().includes('/basemap/')) basemapRequests.push(request.url());
  });
  return t.page;
}

async function colourAt(page: Page, [lat, lon]: readonly [number, number]) {
  const state = await mapState(page);
  const p = project(state, lat, lon);
  return pixelAt(page, p.x, p.y);
}

async function expectLandAndSea(page: Page) {
  expect(closeTo(await colourAt(page, SPOTS.malaysia), LAND)).toBe(true);
  expect(closeTo(await colourAt(page, SPOTS.strait), SEA)).toBe(true);
  expect(closeTo(await colourAt(page, SPOTS.singapore), LAND)).toBe(true);
}

test('with every outside host blocked, the map draws land, sea and the place names from its own origin, and says the imagery is unavailable', async () => {
  const page = await open('blocked');
  await page.goto(`${baseUrl()}/?${VIEW}`);
  await page.locator(`${MAP}[data-basemap="ready"][data-imagery="unavailable"]`).waitFor();
  await expect(page.getByTestId('map-imagery-notice').textContent()).resolves.toContain('The map imagery could not be loaded');
  // The preview (the first view) draws the basemap.
  await page.waitForTimeout(100);
  await expectLandAndSea(page);
  // The WebGL map too, with the place names over it.
  await startMap(page);
  await page.locator(`${MAP} [data-testid="map-place-labels"]`).waitFor();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expectLandAndSea(page);
  const labels = await page.getByTestId('map-place-labels').textContent();
  for (const name of ['Johor Strait', 'Singapore', 'Malaysia', 'Second Link']) expect(labels).toContain(name);
  // One file, from the map remote's own origin (where its scripts come from), kept offline with them.
  const mapOrigin = new URL(systemUrls()['mfe-map'] ?? baseUrl()).origin;
  expect(basemapRequests.length).toBeGreaterThan(0);
  for (const url of basemapRequests) expect(new URL(url).origin).toBe(mapOrigin);
  await expect(page.locator(MAP).getAttribute('data-imagery')).resolves.toBe('unavailable');
  // The basemap's data is credited as its licence asks, whatever the base layer.
  await expect(page.getByTestId('map-attribution').textContent()).resolves.toContain('© OpenStreetMap contributors');
});

test('with the imagery drawing there is no notice and no place names of the map’s own', async () => {
  const page = await open('served');
  await page.goto(`${baseUrl()}/?${VIEW}`);
  await page.locator(`${MAP}[data-basemap="ready"][data-imagery="shown"]`).waitFor();
  await startMap(page);
  await expect(page.getByTestId('map-imagery-notice').count()).resolves.toBe(0);
  await expect(page.getByTestId('map-place-labels').count()).resolves.toBe(0);
});

test('after a switch to satellite imagery (which names no place) the place names stay drawn over it', async () => {
  const page = await open('served');
  await page.goto(`${baseUrl()}/?${VIEW}`);
  await page.locator(`${MAP}[data-basemap="ready"][data-imagery="shown"]`).waitFor();
  await startMap(page);
  await page.getByRole('button', { name: 'Satellite' }).click();
  await page.locator(`${MAP}[data-base="satellite"][data-imagery="shown"]`).waitFor();
  const label = page.getByTestId('map-place-labels').getByText('Johor Strait', { exact: true });
  await label.waitFor();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  // Drawn over the imagery: along the name's middle some pixels are not the imagery's colour.
  const imageryColour = await colourAt(page, SPOTS.malaysia);
  const box = (await label.boundingBox())!;
  let drawn = 0;
  for (let x = box.x + 1; x < box.x + box.width - 1; x += 2) if (!closeTo(await pixelAt(page, x, box.y + box.height / 2), imageryColour, 24)) drawn++;
  expect(drawn).toBeGreaterThan(3);
  // Back on the street map, whose tiles name the places, the map's own names give way.
  await page.getByRole('button', { name: 'Street map' }).click();
  await page.locator(`${MAP}[data-base="street"][data-imagery="shown"]`).waitFor();
  await expect(page.getByTestId('map-place-labels').count()).resolves.toBe(0);
});

// On a phone the notice sits above the year panel, on a desktop under the item list button: either
// way the automatic view is fitted again clear of it when it comes.
test.each([
  ['a phone', true],
  ['a desktop', false],
])('on %s the imagery notice covers no marker: the view fits clear of it, and it can be closed', async (_device, phone) => {
  const page = await open('blocked', { phone });
  await page.goto(`${baseUrl()}/?layers=${ALL_LAYERS}`);
  // A phone's preview asks for no imagery (map-phone-preview.e2e.test.ts): its tiles fail once the live map asks.
  if (phone) await startMap(page);
  await page.locator(`${MAP}[data-basemap="ready"][data-imagery="unavailable"]`).waitFor();
  const notice = page.getByTestId('map-imagery-notice');
  await notice.waitFor();
  await waitForStill(page);
  const state = await mapState(page);
  const box = (await notice.boundingBox())!;
  const margin = 8; // a marker's radius
  const items = fitted(await fetchItems('en'));
  expect(items.length).toBeGreaterThan(10);
  const covered = items.filter((item) => {
    const p = itemPixel(state, item);
    return p.x > box.x - margin && p.x < box.x + box.width + margin && p.y > box.y - margin && p.y < box.y + box.height + margin;
  });
  expect(covered.map((i) => i.id)).toEqual([]);
  // Every item is still in the view (on a phone, above the notice).
  for (const item of items) {
    const p = itemPixel(state, item);
    expect(p.y).toBeGreaterThan(state.rect.y);
    expect(p.y).toBeLessThan(phone ? box.y : state.rect.y + state.rect.height);
  }
  await notice.getByRole('button').click();
  await notice.waitFor({ state: 'detached' });
});

/** The boxes drawn over the map: the item list, the notice, the base-layer and zoom groups, the year panel, the readout, the attribution. */
const OVERLAYS = ['map-item-list-toggle', 'map-imagery-notice', 'map-time-control', 'map-coordinates', 'map-attribution']
  .map((id) => `[data-testid="${id}"]`)
  .concat('[role="group"]')
  .join(', ');

/** Each place label drawn that is cut by the map's edge or under a box drawn over the map, with what it meets. */
async function labelsInTheWay(page: Page): Promise<string[]> {
  await waitForStill(page);
  return page.locator(MAP).evaluate((map, overlays) => {
    const m = map.getBoundingClientRect();
    const boxes = [...map.querySelectorAll<HTMLElement>(overlays)].map((el) => ({
      name: el.dataset.testid ?? el.getAttribute('aria-label') ?? el.textContent,
      r: el.getBoundingClientRect(),
    }));
    const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return [...map.querySelectorAll<HTMLElement>('[data-testid="map-place-labels"] > span')]
      .filter((span) => getComputedStyle(span).visibility === 'visible')
      .flatMap((span) => {
        const r = span.getBoundingClientRect();
        const cut = r.left < m.left || r.right > m.right || r.top < m.top || r.bottom > m.bottom ? ['the map edge'] : [];
        const under = boxes.filter((b) => b.r.width > 0 && meets(r, b.r)).map((b) => String(b.name));
        return [...cut, ...under].map((what) => `${span.textContent}: ${what}`);
      });
  }, OVERLAYS);
}

const LANGUAGES = [
  { lang: 'en', locale: 'en-US', strait: 'Johor Strait', notice: 'The map imagery could not be loaded' },
  { lang: 'zh', locale: 'zh-CN', strait: '柔佛海峡', notice: '无法加载地图影像' },
  { lang: 'ms', locale: 'ms-MY', strait: 'Selat Tebrau', notice: 'Imej peta tidak dapat dimuatkan' },
] as const;

test.each(LANGUAGES)(
  '$lang: the notice and the place names in the page language; screenshots on a desktop and a phone show land, sea, islands and markers',
  async ({ lang, locale, strait, notice }) => {
    for (const phone of [false, true]) {
      const page = await open('blocked', { locale, phone, sharp: true });
      await page.goto(`${baseUrl()}/?year=2030&layers=${ALL_LAYERS}`);
      if (phone) {
        // Before the visitor reaches for the map a phone asks for no imagery: nothing failed, no notice.
        await page.locator(`${MAP}[data-basemap="ready"][data-imagery="deferred"]`).waitFor();
        await expect(page.getByTestId('map-imagery-notice').count()).resolves.toBe(0);
        await startMap(page);
      }
      await page.locator(`${MAP}[data-basemap="ready"][data-imagery="unavailable"]`).waitFor();
      await expect(page.getByTestId('map-imagery-notice').textContent()).resolves.toContain(notice);
      if (!phone) await startMap(page);
      await page.locator(`${MAP} [data-testid="map-place-labels"]`).waitFor();
      await expect(page.getByTestId('map-place-labels').textContent()).resolves.toContain(strait);
      // Every name drawn is whole and clear of the panels (a long Malay name wraps or moves aside).
      await expect(labelsInTheWay(page)).resolves.toEqual([]);
      await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
      await page.screenshot({ path: path.join(SHOTS, `${lang}-${phone ? 'phone' : 'desktop'}.png`) });
      if (!phone) {
        expect(t.external).toEqual([]);
        expect(t.pageErrors).toEqual([]);
        await t.context.close();
      }
    }
  },
);
