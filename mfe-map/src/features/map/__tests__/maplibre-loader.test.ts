// maplibre as the map loads it: a whole view's imagery tiles asked for at once.
import { IMAGE_REQUESTS_AT_ONCE, loadMaplibre, maplibreWorkerUrl, prefetchMaplibreWorker } from '../maplibre-loader';

test('maplibre asks for a whole view of tiles at once, not its default 16', async () => {
  const lib = await loadMaplibre();
  expect(lib.getMaxParallelImageRequests()).toBe(IMAGE_REQUESTS_AT_ONCE);
  // A 1280x800 view fitted to the islands needs 30 tiles.
  expect(IMAGE_REQUESTS_AT_ONCE).toBeGreaterThanOrEqual(30);
});

test("maplibre's worker script is fetched once per page, and again after a failed fetch", async () => {
  const fetched: string[] = [];
  let fail = true;
  const original = globalThis.fetch;
  globalThis.fetch = ((url: string) => {
    fetched.push(url);
    return fail ? Promise.reject(new TypeError('offline')) : Promise.resolve({ arrayBuffer: () => Promise.resolve(new ArrayBuffer(1)) });
  }) as typeof fetch;
  try {
    await prefetchMaplibreWorker();
    fail = false;
    await Promise.all([prefetchMaplibreWorker(), prefetchMaplibreWorker()]);
    await prefetchMaplibreWorker();
    expect(fetched).toEqual([maplibreWorkerUrl(), maplibreWorkerUrl()]);
  } finally {
    globalThis.fetch = original;
  }
});
