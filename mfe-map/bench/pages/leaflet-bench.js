// The earlier prototype's approach, for comparison: Leaflet with one SVG circle marker per item,
// same colours and radii as the map's markers, no tiles.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { markerColour, markerRadius, rgbToHex } from '../../src/features/markers/marker-style';
import { BENCH_BOUNDS, afterNextPaint, benchParams, panFps, syntheticItems } from './synthetic-items';

async function run() {
  const { n, panMs } = benchParams();
  const items = syntheticItems(n);
  const map = L.map('map', { preferCanvas: false, zoomControl: false, attributionControl: false });
  map.fitBounds(
    [
      [BENCH_BOUNDS.south, BENCH_BOUNDS.west],
      [BENCH_BOUNDS.north, BENCH_BOUNDS.east],
    ],
    { padding: [20, 20], animate: false },
  );
  const renderer = L.svg();
  await afterNextPaint();

  const t0 = performance.now();
  const group = L.featureGroup();
  for (const item of items) {
    const lat = Number.parseFloat(item.latitude);
    const lon = Number.parseFloat(item.longitude);
    const colour = rgbToHex(markerColour(item.type));
    L.circleMarker([lat, lon], { renderer, radius: markerRadius(item.type), color: '#ffffff', weight: 1.5, fillColor: colour, fillOpacity: 1 }).addTo(group);
  }
  group.addTo(map);
  await afterNextPaint();
  const firstFrameMs = performance.now() - t0;
  // Reported at once, so a panning phase that runs out of time still leaves this figure.
  window.__BENCH_FIRST_FRAME__ = { firstFrameMs };
  const drawn = document.querySelectorAll('#map svg path').length;

  const fps = await panFps((dx) => map.panBy([dx, 0], { animate: false }), panMs);
  return { renderer: 'leaflet-svg', n, firstFrameMs, panFps: fps.drawnFps, rafFps: fps.rafFps, drawn };
}

run().then(
  (result) => (window.__BENCH_RESULT__ = result),
  (error) => (window.__BENCH_RESULT__ = { error: String(error && error.stack ? error.stack : error) }),
);
