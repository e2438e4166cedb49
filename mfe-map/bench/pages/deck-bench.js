// deck.gl over maplibre, drawn by the map's production code (createMarkersLayer, toMarkerData,
// MapLibreOverlay). The base style is a plain background: the benchmark measures markers, not tiles.
import { MapLibreOverlay } from '@deck.gl/maplibre';
import 'maplibre-gl/dist/maplibre-gl.css';
import { loadMaplibre } from '../../src/features/map/maplibre-loader';
import { createMarkersLayer } from '../../src/features/map/markers-layer';
import { toMarkerData } from '../../src/features/markers/marker-data';
import { BENCH_BOUNDS, afterNextPaint, benchParams, panFps, syntheticItems } from './synthetic-items';

async function run() {
  const { n, panMs } = benchParams();
  const items = syntheticItems(n);
  const maplibregl = await loadMaplibre();
  const map = new maplibregl.Map({
    container: 'map',
    style: { version: 8, sources: {}, layers: [{ id: 'bg', type: 'background', paint: { 'background-color': '#dde3e6' } }] },
    bounds: [
      [BENCH_BOUNDS.west, BENCH_BOUNDS.south],
      [BENCH_BOUNDS.east, BENCH_BOUNDS.north],
    ],
    fitBoundsOptions: { padding: 20 },
    attributionControl: false,
  });
  await new Promise((resolve) => map.once('load', resolve));

  let drawnWith = -1;
  let deckFrames = 0;
  let resolveDrawn;
  const drawn = new Promise((r) => (resolveDrawn = r));
  const overlay = new MapLibreOverlay({
    interleaved: false,
    layers: [],
    onAfterRender: () => {
      deckFrames++;
      if (drawnWith === n) resolveDrawn();
    },
  });
  map.addControl(overlay);
  await afterNextPaint();

  // Data in hand -> first presented frame with every marker drawn.
  const t0 = performance.now();
  const data = toMarkerData(items);
  overlay.setProps({ layers: [createMarkersLayer(data)] });
  drawnWith = data.length;
  await drawn;
  await afterNextPaint();
  const firstFrameMs = performance.now() - t0;
  // Reported at once, so a panning phase that runs out of time still leaves this figure.
  window.__BENCH_FIRST_FRAME__ = { firstFrameMs };

  const framesBefore = deckFrames;
  const fps = await panFps((dx) => map.panBy([dx, 0], { animate: false }), panMs, () => deckFrames - framesBefore);
  return { renderer: 'deck.gl', n, firstFrameMs, panFps: fps.drawnFps, rafFps: fps.rafFps, drawn: data.length };
}

run().then(
  (result) => (window.__BENCH_RESULT__ = result),
  (error) => (window.__BENCH_RESULT__ = { error: String(error && error.stack ? error.stack : error) }),
);
