// maplibre as the map loads it: a whole view's imagery tiles asked for at once.
import { IMAGE_REQUESTS_AT_ONCE, loadMaplibre } from '../maplibre-loader';

test('maplibre asks for a whole view of tiles at once, not its default 16', async () => {
  const lib = await loadMaplibre();
  expect(lib.getMaxParallelImageRequests()).toBe(IMAGE_REQUESTS_AT_ONCE);
  // A 1280x800 view fitted to the islands needs 30 tiles.
  expect(IMAGE_REQUESTS_AT_ONCE).toBeGreaterThanOrEqual(30);
});
