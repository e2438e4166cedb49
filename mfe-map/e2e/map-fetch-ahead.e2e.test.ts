// The WebGL map's code fetched ahead on a phone (issue 52): on a fast connection maplibre
// and maplibre's worker arrive while the page is idle, before the visitor touches the map, and the
// tap then brings the live map, marked once for the bench (`fc:map-live`); with data saver on, or on
// a 2G connection, nothing of it is fetched until the visitor reaches for the map.
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE_USER_AGENT, baseUrl, emulateConnection, useTestPage } from '../../tools/e2e/browser';
import { ALL_LAYERS, MAP } from './map-helpers';

const t = useTestPage({ page: { viewport: { width: 412, height: 823 }, touch: true, userAgent: PHONE_USER_AGENT } });

/** The map's WebGL code the page asks for: the canvas's chunks, maplibre and its worker. */
const WEBGL_CODE = /maplibre-gl|MapCanvas|\/[0-9a-f]{16}\.mjs$/;

function recordWebglCode(context: BrowserContext): string[] {
  const urls: string[] = [];
  // The context's requests: the worker's are not the page's.
  context.on('request', (request) => {
    if (WEBGL_CODE.test(request.url())) urls.push(request.url());
  });
  return urls;
}

async function openPreview(page: Page) {
  await page.goto(`${baseUrl()}/?layers=${ALL_LAYERS}`);
  await page.locator(`${MAP}[data-data-state="ready"] [data-testid="map-preview"]`).waitFor();
  await page.waitForLoadState('networkidle');
}

const liveMarks = (page: Page) => page.evaluate(() => performance.getEntriesByName('fc:map-live').length);

test('on a fast connection the WebGL code arrives while the page is idle; a tap then brings the live map, marked once', async () => {
  const { page, context } = t;
  await emulateConnection(context, { effectiveType: '4g', downlink: 10 });
  const webgl = recordWebglCode(context);
  // maplibre's worker, started while idle (its requests are the context's, not the page's).
  const worker = context.waitForEvent('response', (r) => /\/[0-9a-f]{16}\.mjs$/.test(r.url()) && r.ok());
  await openPreview(page);
  await worker;
  // maplibre, the canvas's chunks and the worker, before any touch; the map is still the preview.
  expect(webgl.some((u) => /maplibre-gl/.test(u))).toBe(true);
  expect(webgl.some((u) => /MapCanvas/.test(u))).toBe(true);
  expect(await page.locator(MAP).getAttribute('data-map-live')).toBe('false');
  expect(await liveMarks(page)).toBe(0);

  const box = (await page.locator(MAP).boundingBox())!;
  await page.touchscreen.tap(box.x + 12, box.y + box.height / 2);
  await page.locator(`${MAP} [data-testid="map-preview"]`).waitFor({ state: 'detached' });
  await page.waitForFunction(() => performance.getEntriesByName('fc:map-live').length > 0);
  // Frames drawn later (a zoom) do not mark it again.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.waitForFunction((sel) => Number(document.querySelector<HTMLElement>(sel)!.dataset.markersDrawn) > 0, MAP);
  expect(await liveMarks(page)).toBe(1);
});

test.each([{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { effectiveType: '4g', downlink: 1.6 }])(
  'with %o nothing of the WebGL code is fetched before the visitor reaches for the map',
  async (connection) => {
    const { page, context } = t;
    await emulateConnection(context, connection);
    const webgl = recordWebglCode(context);
    await openPreview(page);
    // Longer than the page's idle fetching ahead takes (the first test) and than an idle callback's fallback.
    await page.waitForTimeout(3_000);
    expect(webgl).toEqual([]);
    // The visitor's touch asks for all of it.
    const box = (await page.locator(MAP).boundingBox())!;
    await page.touchscreen.tap(box.x + 12, box.y + box.height / 2);
    await page.locator(`${MAP}[data-map-ready="true"]`).waitFor();
    expect(webgl.some((u) => /maplibre-gl/.test(u))).toBe(true);
  },
);
