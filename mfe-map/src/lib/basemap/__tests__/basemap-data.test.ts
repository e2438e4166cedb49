import { basemapUrl, parseBasemap } from '../basemap-data';
import { countTile, freshTally, imageryState } from '../imagery';

const ring = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 0],
];
const file = (features: unknown[]) => ({ type: 'FeatureCollection', bbox: [0, 0, 1, 1], features });
const sea = { type: 'Feature', properties: { kind: 'sea' }, geometry: { type: 'Polygon', coordinates: [ring] } };
const land = { type: 'Feature', properties: { kind: 'land', country: 'MYS' }, geometry: { type: 'MultiPolygon', coordinates: [[ring], [ring]] } };
const boundary = { type: 'Feature', properties: { kind: 'boundary' }, geometry: { type: 'MultiLineString', coordinates: [ring.slice(0, 2)] } };

test('a basemap file gives its sea, land and boundary', () => {
  const basemap = parseBasemap(file([sea, land, boundary]));
  expect(basemap.sea).toHaveLength(1);
  expect(basemap.land).toHaveLength(2);
  expect(basemap.boundary).toEqual([ring.slice(0, 2)]);
  expect(basemap.bbox).toEqual([0, 0, 1, 1]);
});

test('anything else is refused (an error page, a file without land, a feature of another kind)', () => {
  expect(() => parseBasemap('<!doctype html>')).toThrow();
  expect(() => parseBasemap(file([sea]))).toThrow(/no land/);
  expect(() => parseBasemap(file([sea, land, { ...boundary, properties: { kind: 'road' } }]))).toThrow(/unexpected/);
  expect(() => parseBasemap(file([sea, { ...land, geometry: { type: 'MultiPolygon', coordinates: [[[[0, 'x']]]] } }]))).toThrow();
});

test("the basemap's URL is in the remote's static folder; outside a build there is none (nothing is fetched)", () => {
  const g = globalThis as { __webpack_public_path__?: string };
  const saved = g.__webpack_public_path__;
  try {
    g.__webpack_public_path__ = 'http://localhost:3001/';
    expect(basemapUrl()).toBe('http://localhost:3001/basemap/forest-city.json');
    delete g.__webpack_public_path__;
    expect(basemapUrl()).toBeNull();
  } finally {
    g.__webpack_public_path__ = saved;
  }
});

test('the imagery: loading until a tile arrives or fails; shown once one arrives; unavailable while they only fail', () => {
  let tally = freshTally('street');
  expect(imageryState(tally)).toBe('loading');
  tally = countTile(tally, 'street', false);
  expect(imageryState(tally)).toBe('unavailable');
  expect(countTile(tally, 'street', false)).toBe(tally);
  // A late tile of another base layer changes nothing.
  expect(imageryState(countTile(tally, 'satellite', true))).toBe('unavailable');
  tally = countTile(tally, 'street', true);
  expect(imageryState(tally)).toBe('shown');
  // Once shown, later tiles give back the same tally (no render for each tile).
  expect(countTile(tally, 'street', true)).toBe(tally);
  expect(countTile(tally, 'street', false)).toBe(tally);
});
