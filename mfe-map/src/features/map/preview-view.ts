// Web Mercator arithmetic for the map's static preview (MapPreview): the view maplibre's fitBounds
// would choose, the raster tiles that cover a view, where a position lands on screen and which
// marker a click hits. maplibre's conventions: a world 512 px wide at zoom 0; raster tiles of
// 256 px, so a map at zoom Z draws tiles of zoom round(Z + 1).
import type { MapView } from '@forest-city/contracts';
import type { Bounds, LngLat } from './view';
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
