// The WebGL map started ahead of the visitor (issue 52, decision 004): on a wide screen whose
// connection allows fetching ahead something large, the map starts once the page is idle, so the
// pointer finds it live; a failure of that early start shows nothing and leaves the preview, and
// the visitor's own reach then shows the error with Retry; with Save-Data the preview waits for the
// visitor.
import { baseUrl, emulateConnection, reachForMap, useTestPage } from '../../tools/e2e/browser';
import { ALL_LAYERS, MAP } from './map-helpers';

const t = useTestPage({ page: { viewport: { width: 1280, height: 800 } } });

const MAPLIBRE = /\/vendors-node_modules_maplibre-gl_dist_maplibre-gl_mjs\.[0-9a-f]+\.js$/;

test('on a fast connection the live map replaces the preview while the page is idle, with no pointer, touch or key', async () => {
  const { page, context } = t;
  await emulateConnection(context, { effectiveType: '4g', downlink: 10 });
  await page.goto(`${baseUrl()}/?layers=${ALL_LAYERS}`);
  await page.locator(`${MAP}[data-data-state="ready"]`).waitFor();
  await page.locator(`${MAP} [data-testid="map-preview"]`).waitFor({ state: 'detached' });
  expect(await page.locator(MAP).getAttribute('data-map-ready')).toBe('true');
  await page.waitForFunction((sel) => Number(document.querySelector<HTMLElement>(sel)!.dataset.markersDrawn) > 0, MAP);
  expect(await page.locator(MAP).getByRole('alert').count()).toBe(0);
});

test("an early start whose code fails leaves the preview, without an error; the visitor's reach tries again and says why", async () => {
  const { page, context } = t;
  await emulateConnection(context, { effectiveType: '4g', downlink: 10 });
  await page.route(MAPLIBRE, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  // Every value the map's `data-map-live` takes (the early start sets it, its failure clears it),
  // and every alert shown in the map, even for a moment.
  await page.addInitScript(() => {
    const seen: string[] = [];
    const alerts: string[] = [];
    Object.assign(window, { __live: seen, __alerts: alerts });
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes') seen.push((r.target as HTMLElement).dataset.mapLive ?? '');
        for (const n of r.addedNodes) {
          // Where it was added (an alert gone again at once is detached by the time this runs).
          if (!(n instanceof HTMLElement) || !(r.target as Element).closest?.('[data-testid="infrastructure-map"]')) continue;
          for (const a of [n, ...n.querySelectorAll('[role="alert"]')]) if (a.getAttribute('role') === 'alert') alerts.push(a.textContent ?? '');
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-map-live'] });
  });
  await page.goto(`${baseUrl()}/?layers=${ALL_LAYERS}`);
  await page.locator(`${MAP}[data-data-state="ready"]`).waitFor();
  // Started early, failed, forgotten: the preview is still there, and nothing says so.
  await page.waitForFunction(() => {
    const seen = (window as unknown as { __live: string[] }).__live;
    return seen.includes('true') && seen.at(-1) === 'false';
  });
  expect(await page.getByTestId('map-preview').isVisible()).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __alerts: string[] }).__alerts)).toEqual([]);
  await reachForMap(page);
  await page.locator(MAP).getByRole('alert').getByText('The map could not be loaded. Check the connection and retry; the item list still opens every item.').waitFor();
  expect(await page.getByTestId('map-preview').isVisible()).toBe(true);
});

test('with Save-Data the wide preview waits for the visitor', async () => {
  const { page, context } = t;
  await emulateConnection(context, { saveData: true });
  await page.goto(`${baseUrl()}/?layers=${ALL_LAYERS}`);
  await page.locator(`${MAP}[data-data-state="ready"] [data-testid="map-preview"]`).waitFor();
  await page.waitForLoadState('networkidle');
  // Longer than the idle start takes on a fast connection (the first test) and than an idle callback's fallback.
  await page.waitForTimeout(3_000);
  expect(await page.locator(MAP).getAttribute('data-map-live')).toBe('false');
  expect(await page.getByTestId('map-preview').isVisible()).toBe(true);
});
