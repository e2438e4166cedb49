// The map's own basemap (docs/decisions/008-basemap.md): land, sea, coastline and the
// Malaysia-Singapore boundary around Forest City, cut at build time (build/basemap.mjs) into one
// small GeoJSON file in the map remote's static folder, so it comes from the map's own origin
// (and is kept offline with the rest of that folder). Fetched once per page, drawn by the preview
// and the WebGL map alike, under the public raster layers.
import { useEffect, useState } from 'react';

export type LngLat = readonly [number, number];
/** A polygon: its outer ring, then its holes (each ring closed). */
export type Polygon = readonly (readonly LngLat[])[];

export interface Basemap {
  /** [west, south, east, north]: the region cut; outside it the map has no basemap. */
  bbox: readonly [number, number, number, number];
  sea: readonly Polygon[];
  land: readonly Polygon[];
  /** The Malaysia-Singapore boundary in the Johor Strait. */
  boundary: readonly (readonly LngLat[])[];
  /** The file as it came, for maplibre's GeoJSON source. */
  geojson: object;
}

declare const __webpack_public_path__: string | undefined;

/** Where the build puts the file (rspack.config.mjs), beside the remote's other static files. */
export const BASEMAP_PATH = 'basemap/forest-city.json';

/** The basemap's URL on the map remote's origin; null outside a build (unit tests). */
export function basemapUrl(): string | null {
  return typeof __webpack_public_path__ === 'string' ? `${__webpack_public_path__}${BASEMAP_PATH}` : null;
}

const isPoint = (p: unknown): p is LngLat => Array.isArray(p) && p.length >= 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]);
const isRing = (r: unknown): r is LngLat[] => Array.isArray(r) && r.length >= 4 && r.every(isPoint);
const isPolygon = (p: unknown): p is Polygon => Array.isArray(p) && p.length >= 1 && p.every(isRing);
const isLine = (l: unknown): l is LngLat[] => Array.isArray(l) && l.length >= 2 && l.every(isPoint);

interface RawFeature {
  properties?: { kind?: unknown };
  geometry?: { type?: unknown; coordinates?: unknown };
}

/** The basemap in a parsed file; throws on a file that is not one (a wrong answer from a server). */
export function parseBasemap(json: unknown): Basemap {
  const fc = json as { type?: unknown; bbox?: unknown; features?: unknown };
  if (!fc || fc.type !== 'FeatureCollection' || !Array.isArray(fc.features) || !Array.isArray(fc.bbox) || fc.bbox.length !== 4) {
    throw new Error('basemap: not a FeatureCollection with a bbox');
  }
  const out = { bbox: fc.bbox as unknown as Basemap['bbox'], sea: [] as Polygon[], land: [] as Polygon[], boundary: [] as LngLat[][], geojson: fc };
  for (const feature of fc.features as RawFeature[]) {
    const kind = feature?.properties?.kind;
    const { type, coordinates } = feature?.geometry ?? {};
    const polygons = type === 'Polygon' ? [coordinates] : type === 'MultiPolygon' && Array.isArray(coordinates) ? coordinates : null;
    if ((kind === 'sea' || kind === 'land') && polygons?.every(isPolygon)) out[kind].push(...(polygons as Polygon[]));
    else if (kind === 'boundary' && type === 'MultiLineString' && Array.isArray(coordinates) && coordinates.every(isLine)) out.boundary.push(...(coordinates as LngLat[][]));
    else throw new Error(`basemap: unexpected feature ${String(kind)} ${String(type)}`);
  }
  if (out.sea.length === 0 || out.land.length === 0) throw new Error('basemap: no land or no sea');
  return out;
}

let loading: Promise<Basemap | null> | null = null;

/**
 * The basemap, fetched once per page. Null when it cannot be had (no build, an error): the map
 * then draws without it, as before (its markers and raster layers do not depend on it).
 */
export function loadBasemap(url = basemapUrl()): Promise<Basemap | null> {
  if (!url) return Promise.resolve(null);
  loading ??= fetch(url)
    .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`basemap: HTTP ${res.status}`))))
    .then(parseBasemap)
    .catch((error: unknown) => {
      console.warn(error);
      // Not cached: the next map mounted asks again.
      loading = null;
      return null;
    });
  return loading;
}

/** The basemap once it has loaded (null before, and when it cannot be had). */
export function useBasemap(): Basemap | null {
  const [basemap, setBasemap] = useState<Basemap | null>(null);
  useEffect(() => {
    let current = true;
    void loadBasemap().then((b) => current && setBasemap(b));
    return () => {
      current = false;
    };
  }, []);
  return basemap;
}
