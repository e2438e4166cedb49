// What the WebGL map draws over its basemap and imagery, as maplibre sources and layers: the
// islands' extents for the year chosen (a translucent fill and an outline, dashed when only
// planned), and the item markers over them. maplibre draws them itself (circle, fill and line
// layers): no second drawing library on the map's path. Each feature carries its own paint, from
// the one place marker colours live (lib/markers/marker-style.ts), so the preview, the legend and
// the map agree.
import type { CircleLayerSpecification, FillLayerSpecification, LineLayerSpecification } from 'maplibre-gl';
import { markerPaint, markerRadius, rgbaToCss, type MarkerDatum } from '../../lib/markers';
import type { ExtentDatum } from '../../lib/year-items';

type Position = [number, number];
type Point = { type: 'Point'; coordinates: Position };
type Polygon = { type: 'Polygon'; coordinates: Position[][] };
type LineString = { type: 'LineString'; coordinates: Position[] };
type Feature<G, P> = { type: 'Feature'; geometry: G; properties: P };
type FeatureCollection<G, P> = { type: 'FeatureCollection'; features: Feature<G, P>[] };

export const MARKERS_SOURCE = 'infrastructure-markers';
export const EXTENTS_SOURCE = 'island-extents';

export interface MarkerProperties {
  id: string;
  /** The disc inside the outline, in CSS pixels: the marker's radius less its outline (drawn outside). */
  radius: number;
  outline: number;
  fill: string;
  line: string;
}

/**
 * The markers as GeoJSON points. A marker's radius is its outer edge, the outline drawn inside it
 * (as the preview draws it); maplibre draws a circle's stroke outside its radius, so the disc is the
 * radius less the outline.
 */
export function markerFeatures(data: readonly MarkerDatum[]): FeatureCollection<Point, MarkerProperties> {
  return {
    type: 'FeatureCollection',
    features: data.map(({ item, position, phase }) => {
      const paint = markerPaint(item.type, phase);
      return {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: position },
        properties: { id: item.id, radius: markerRadius(item.type) - paint.lineWidth, outline: paint.lineWidth, fill: rgbaToCss(paint.fill), line: rgbaToCss(paint.line) },
      };
    }),
  };
}

export const MARKERS_LAYER: Omit<CircleLayerSpecification, 'source'> = {
  id: 'infrastructure-markers',
  type: 'circle',
  paint: {
    'circle-radius': ['get', 'radius'],
    'circle-color': ['to-color', ['get', 'fill']],
    'circle-stroke-width': ['get', 'outline'],
    'circle-stroke-color': ['to-color', ['get', 'line']],
  },
};

type ExtentProperties = { colour: string };

/** The extents as GeoJSON: each ring a polygon for the fill, each path of its outline a line. */
export function extentFeatures(data: readonly ExtentDatum[]): FeatureCollection<Polygon | LineString, ExtentProperties> {
  const fills = data.map((d): Feature<Polygon, ExtentProperties> => ({
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: [d.ring.map((p) => [p[0], p[1]])] },
    properties: { colour: rgbaToCss(d.fill) },
  }));
  const lines = data.flatMap((d) =>
    d.paths.map((path): Feature<LineString, ExtentProperties> => ({
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: path.map((p) => [p[0], p[1]]) },
      properties: { colour: rgbaToCss(d.line) },
    })),
  );
  return { type: 'FeatureCollection', features: [...fills, ...lines] };
}

export const EXTENTS_FILL_LAYER: Omit<FillLayerSpecification, 'source'> = {
  id: 'island-extents-fill',
  type: 'fill',
  filter: ['==', ['geometry-type'], 'Polygon'],
  paint: { 'fill-color': ['to-color', ['get', 'colour']], 'fill-antialias': false },
};

export const EXTENTS_OUTLINE_LAYER: Omit<LineLayerSpecification, 'source'> = {
  id: 'island-extents-outline',
  type: 'line',
  filter: ['==', ['geometry-type'], 'LineString'],
  paint: { 'line-color': ['to-color', ['get', 'colour']], 'line-width': 2 },
};

/**
 * The marker a pointer at `point` hits: of the markers maplibre found within the picking slop, the
 * one whose centre is nearest (a pointer between two markers picks the closer, as a finger expects).
 */
export function nearestMarker<T>(hits: readonly { id: string; x: number; y: number; datum: T }[], point: { x: number; y: number }): T | null {
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const hit of hits) {
    const d = Math.hypot(hit.x - point.x, hit.y - point.y);
    if (d < bestDistance) {
      bestDistance = d;
      best = hit.datum;
    }
  }
  return best;
}
