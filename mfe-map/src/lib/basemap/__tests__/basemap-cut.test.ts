// The basemap's cut (mfe-map/build/basemap.mjs): a country's land clipped to the region with its
// holes, the boundary as the edge two countries' waters share, and the real data's cut holding
// land on both sides of the Johor Strait, water between, and the boundary in it.
import { parseBasemap } from '../basemap-data';

type LngLat = [number, number];
interface Feature {
  properties: { A3?: string; kind?: string; country?: string };
  geometry: { type: string; coordinates: unknown };
}
interface Cut {
  REGION: { west: number; south: number; east: number; north: number };
  cutLand(feature: Feature, region?: Cut['REGION']): LngLat[][][];
  sharedEdge(a: Feature, b: Feature, region?: Cut['REGION']): LngLat[][];
  buildBasemap(land: Map<string, Feature>, maritime: Map<string, Feature>, region?: Cut['REGION']): { bbox: number[]; features: Feature[] };
  readCountries(file: string, codes?: string[]): Promise<Map<string, Feature>>;
  sourceFiles(): { land: string; maritime: string };
}
// The build's own module (native ESM, loaded as the build loads it).
const cut = (): Promise<Cut> => import('../../../../build/basemap.mjs') as Promise<Cut>;

const square = (x0: number, y0: number, x1: number, y1: number): LngLat[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
  [x0, y0],
];
const region = { west: 0, south: 0, east: 10, north: 10 };

test('land is clipped to the region, its holes kept, what lies outside dropped', async () => {
  const { cutLand } = await cut();
  const feature: Feature = {
    properties: { A3: 'AAA' },
    geometry: { type: 'MultiPolygon', coordinates: [[square(-5, -5, 5, 5), square(1, 1, 2, 2)], [square(20, 20, 30, 30)]] },
  };
  const polygons = cutLand(feature, region);
  expect(polygons).toHaveLength(1);
  const [outer, hole] = polygons[0]!;
  for (const [x, y] of outer!) {
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x).toBeLessThanOrEqual(5);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y).toBeLessThanOrEqual(5);
  }
  expect(outer![0]).toEqual(outer![outer!.length - 1]);
  expect(hole).toEqual(square(1, 1, 2, 2));
});

test("the boundary is the run of vertices two countries' waters share, clipped to the region", async () => {
  const { sharedEdge } = await cut();
  const a: Feature = { properties: {}, geometry: { type: 'Polygon', coordinates: [square(-4, 2, 4, 20)] } };
  // b shares a's bottom edge from (-4, 2) to (4, 2) ... and nothing else.
  const b: Feature = {
    properties: {},
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [-4, 2],
          [4, 2],
          [4, -6],
          [-4, -6],
          [-4, 2],
        ],
      ],
    },
  };
  expect(sharedEdge(a, b, region)).toEqual([
    [
      [0, 2],
      [4, 2],
    ],
  ]);
});

test('the cut of the packaged data: Johor and Singapore as land, the Johor Strait as water between them, the boundary in the strait', async () => {
  const { buildBasemap, readCountries, sourceFiles } = await cut();
  const files = sourceFiles();
  const [land, maritime] = await Promise.all([readCountries(files.land), readCountries(files.maritime)]);
  const basemap = parseBasemap(JSON.parse(JSON.stringify(buildBasemap(land, maritime))));
  const inRing = ([x, y]: LngLat, ring: readonly (readonly number[])[]) => {
    let inside = false;
    for (let i = 1; i < ring.length; i++) {
      const [x1, y1] = ring[i - 1] as LngLat;
      const [x2, y2] = ring[i] as LngLat;
      if (y1 > y !== y2 > y && x < ((x2 - x1) * (y - y1)) / (y2 - y1) + x1) inside = !inside;
    }
    return inside;
  };
  const onLand = (p: LngLat) => basemap.land.some(([outer, ...holes]) => inRing(p, outer!) && !holes.some((h) => inRing(p, h)));
  // Gelang Patah and Johor Bahru (Malaysia), Jurong West (Singapore): land.
  expect(onLand([103.5899, 1.4491])).toBe(true);
  expect(onLand([103.7578, 1.4655])).toBe(true);
  expect(onLand([103.7, 1.36])).toBe(true);
  // The strait under the Second Link, west of the Causeway, and off Pulau Merambong: water.
  expect(onLand([103.6331, 1.3509])).toBe(false);
  expect(onLand([103.665, 1.4])).toBe(false);
  expect(onLand([103.61, 1.3])).toBe(false);
  // The boundary runs through the strait: from the Second Link's latitude to the Causeway's.
  const lats = basemap.boundary.flat().map((p) => p[1]);
  expect(Math.min(...lats)).toBeLessThan(1.3509);
  expect(Math.max(...lats)).toBeGreaterThan(1.452);
  for (const point of basemap.boundary.flat()) expect(onLand(point as LngLat)).toBe(false);
  // Small enough for the map's first view: a few kilobytes.
  expect(JSON.stringify(basemap.geojson).length).toBeLessThan(40_000);
}, 60_000);
