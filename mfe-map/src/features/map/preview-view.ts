// Web Mercator arithmetic for the map's static preview (MapPreview): the view maplibre's fitBounds
// would choose, the raster tiles that cover a view, where a position lands on screen and which
// marker a click hits. maplibre's conventions: a world 512 px wide at zoom 0; raster tiles of
// 256 px, so a map at zoom Z draws tiles of zoom round(Z + 1).
import type { MapView } from '@forest-city/contracts';
import type { Bounds, LngLat } from '../../lib/view';
import type { Padding } from './fit-padding';
import { RASTER_TILE_SIZE, WORLD_SIZE } from './projection';

const MAX_LATITUDE = 85.051129;

/** Longitude to x in [0, 1] across the world. */
export function mercatorX(longitude: number): number {
  return (longitude + 180) / 360;
}

/** Latitude to y in [0, 1], north at 0. */
export function mercatorY(latitude: number): number {
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

export function longitudeOf(x: number): number {
  return x * 360 - 180;
}

export function latitudeOf(y: number): number {
  return (360 / Math.PI) * Math.atan(Math.exp((0.5 - y) * 2 * Math.PI)) - 90;
}

export interface FitOptions {
  /** A number pads every side alike; an object pads each side (the overlays, fit-padding.ts). */
  padding: number | Padding;
  maxZoom: number;
  minZoom: number;
}

/**
 * The view that shows `bounds` in a `width` x `height` map with `padding` on every side, as
 * maplibre's fitBounds computes it (bearing 0): the centre of the bounds' box in Mercator, the
 * zoom at which the box just fits, never above `maxZoom` (one item, or items a few metres apart)
 * nor below `minZoom`.
 */
export function fitView(bounds: Bounds, width: number, height: number, { padding, maxZoom, minZoom }: FitOptions): MapView {
  const [[west, south], [east, north]] = bounds;
  const x0 = mercatorX(west);
  const x1 = mercatorX(east);
  const y0 = mercatorY(north);
  const y1 = mercatorY(south);
  const pad = typeof padding === 'number' ? { top: padding, right: padding, bottom: padding, left: padding } : padding;
  const boxWidth = (x1 - x0) * WORLD_SIZE;
  const boxHeight = (y1 - y0) * WORLD_SIZE;
  const scaleX = boxWidth > 0 ? (width - pad.left - pad.right) / boxWidth : Infinity;
  const scaleY = boxHeight > 0 ? (height - pad.top - pad.bottom) / boxHeight : Infinity;
  const scale = Math.min(scaleX, scaleY);
  const fitted = Number.isFinite(scale) && scale > 0 ? Math.log2(scale) : scale === Infinity ? maxZoom : minZoom;
  const zoom = Math.max(minZoom, Math.min(maxZoom, fitted));
  // Uneven padding moves the box's centre to the centre of the padded area, as maplibre does.
  const worldPx = WORLD_SIZE * 2 ** zoom;
  return {
    longitude: longitudeOf((x0 + x1) / 2 + (pad.right - pad.left) / 2 / worldPx),
    latitude: latitudeOf((y0 + y1) / 2 + (pad.bottom - pad.top) / 2 / worldPx),
    zoom,
  };
}

/** A view's pixel frame: the world's width in pixels and the world pixel at the map's top-left. */
export interface Frame {
  worldPx: number;
  left: number;
  top: number;
}

export function frameOf(view: MapView, width: number, height: number): Frame {
  const worldPx = WORLD_SIZE * 2 ** view.zoom;
  return {
    worldPx,
    left: mercatorX(view.longitude) * worldPx - width / 2,
    top: mercatorY(view.latitude) * worldPx - height / 2,
  };
}

/** Where a position lands in the map, in CSS pixels from its top-left corner. */
export function project([longitude, latitude]: LngLat, frame: Frame): [x: number, y: number] {
  return [mercatorX(longitude) * frame.worldPx - frame.left, mercatorY(latitude) * frame.worldPx - frame.top];
}

export interface PlacedTile {
  z: number;
  x: number;
  y: number;
  /** Where the tile is drawn, in CSS pixels, and its drawn size. */
  left: number;
  top: number;
  size: number;
}

/** The raster tiles that cover the view, from the top-left, each with where it is drawn. */
export function tilesFor(view: MapView, width: number, height: number, maxTileZoom: number): PlacedTile[] {
  const z = Math.max(0, Math.min(maxTileZoom, Math.round(view.zoom + Math.log2(WORLD_SIZE / RASTER_TILE_SIZE))));
  const frame = frameOf(view, width, height);
  const count = 2 ** z;
  const size = frame.worldPx / count;
  const tiles: PlacedTile[] = [];
  const yFirst = Math.max(0, Math.floor(frame.top / size));
  const yLast = Math.min(count - 1, Math.ceil((frame.top + height) / size) - 1);
  const xFirst = Math.floor(frame.left / size);
  const xLast = Math.ceil((frame.left + width) / size) - 1;
  for (let y = yFirst; y <= yLast; y++) {
    for (let x = xFirst; x <= xLast; x++) {
      // Copies of the world left and right reuse its tiles.
      const wrapped = ((x % count) + count) % count;
      tiles.push({ z, x: wrapped, y, left: x * size - frame.left, top: y * size - frame.top, size });
    }
  }
  return tiles;
}

/** A tile template's URL for one tile ({z}, {x}, {y} in any order). */
export function tileUrl(template: string, { z, x, y }: Pick<PlacedTile, 'z' | 'x' | 'y'>): string {
  return template.replaceAll('{z}', String(z)).replaceAll('{x}', String(x)).replaceAll('{y}', String(y));
}

export interface PickTarget {
  position: LngLat;
  radius: number;
}

/**
 * The index of the marker drawn under a point (the last drawn wins, as on screen), within its
 * radius plus `slop` pixels; -1 when none.
 */
export function pickMarker(markers: readonly PickTarget[], frame: Frame, x: number, y: number, slop: number): number {
  for (let i = markers.length - 1; i >= 0; i--) {
    const m = markers[i]!;
    const [mx, my] = project(m.position, frame);
    const reach = m.radius + slop;
    if ((mx - x) ** 2 + (my - y) ** 2 <= reach * reach) return i;
  }
  return -1;
}

// The preview's own moves until the WebGL map takes over (a drag, a pinch, the wheel, the keys):
// the same view type and limits as maplibre, so the WebGL map opens where the preview was left.

/** What a view may be: maplibre's zoom range of the base layer shown (MAP_MIN_ZOOM to the tiles' maximum). */
export interface ViewLimits {
  minZoom: number;
  maxZoom: number;
}

/**
 * The view after the map's content followed a drag of (dx, dy) CSS pixels: dragging right moves the
 * centre west, as under a finger. Not clamped (clampView).
 */
export function panBy(view: MapView, dx: number, dy: number): MapView {
  const worldPx = WORLD_SIZE * 2 ** view.zoom;
  return {
    longitude: longitudeOf(mercatorX(view.longitude) - dx / worldPx),
    latitude: latitudeOf(mercatorY(view.latitude) - dy / worldPx),
    zoom: view.zoom,
  };
}

/**
 * The view at `zoom` that keeps the place under (x, y) (CSS pixels from the map's top-left) under
 * the same pixel, as a pinch or the wheel zooms about the fingers or the pointer. Not clamped.
 */
export function zoomAround(view: MapView, zoom: number, x: number, y: number, width: number, height: number): MapView {
  const from = frameOf(view, width, height);
  const px = (from.left + x) / from.worldPx;
  const py = (from.top + y) / from.worldPx;
  const worldPx = WORLD_SIZE * 2 ** zoom;
  return {
    longitude: longitudeOf(px - (x - width / 2) / worldPx),
    latitude: latitudeOf(py - (y - height / 2) / worldPx),
    zoom,
  };
}

/**
 * A view within maplibre's limits for a `width` x `height` map (no maxBounds, world copies on):
 * the zoom within `limits`; the longitude wrapped into [-180, 180); the latitude such that the
 * world covers the map's height (no empty band beyond the poles), centred when the world is shorter
 * than the map.
 */
export function clampView(view: MapView, width: number, height: number, { minZoom, maxZoom }: ViewLimits): MapView {
  const zoom = Math.max(minZoom, Math.min(maxZoom, view.zoom));
  const worldPx = WORLD_SIZE * 2 ** zoom;
  const half = height / 2 / worldPx;
  const y = mercatorY(view.latitude);
  const clampedY = half >= 0.5 ? 0.5 : Math.max(half, Math.min(1 - half, y));
  // A view within the limits comes back as it was (no rounding drift through the projection).
  const latitude = clampedY === y ? view.latitude : latitudeOf(clampedY);
  const longitude = view.longitude >= -180 && view.longitude < 180 ? view.longitude : ((((view.longitude + 180) % 360) + 360) % 360) - 180;
  return { longitude, latitude, zoom };
}

/** Part of a tile's image: its left, top and size as fractions of the image (0..1). */
export interface TilePart {
  z: number;
  x: number;
  y: number;
  sx: number;
  sy: number;
  sSize: number;
}

/**
 * The tile `levels` zoom levels up that contains `tile`, and which part of it `tile` covers: drawn
 * scaled in the tile's place while the tile itself loads (zooming in), so the preview never shows
 * an empty square where it showed the map a moment before.
 */
export function ancestorPart({ z, x, y }: Pick<PlacedTile, 'z' | 'x' | 'y'>, levels: number): TilePart | null {
  if (levels > z) return null;
  const n = 2 ** levels;
  return { z: z - levels, x: Math.floor(x / n), y: Math.floor(y / n), sx: (x % n) / n, sy: (y % n) / n, sSize: 1 / n };
}

/** The four tiles one zoom level down that make up `tile`, each where it is drawn (zooming out). */
export function childTiles({ z, x, y, left, top, size }: PlacedTile): PlacedTile[] {
  const half = size / 2;
  return [
    { z: z + 1, x: 2 * x, y: 2 * y, left, top, size: half },
    { z: z + 1, x: 2 * x + 1, y: 2 * y, left: left + half, top, size: half },
    { z: z + 1, x: 2 * x, y: 2 * y + 1, left, top: top + half, size: half },
    { z: z + 1, x: 2 * x + 1, y: 2 * y + 1, left: left + half, top: top + half, size: half },
  ];
}
