// The maplibre style of each base layer, built from the tile templates alone: raster sources
// only, no remote style JSON, glyphs or sprites (labels and the legend are React, not map symbols).
import type { StyleSpecification } from 'maplibre-gl';
import type { TileConfig, TileSource } from '../../contract';
import type { BaseLayer } from '@forest-city/contracts';
import { MAP_MIN_ZOOM, RASTER_TILE_SIZE } from './projection';

/** Hybrid = satellite + the transport-and-labels reference overlay at this opacity (spec: Business constants). */
export const HYBRID_OVERLAY_OPACITY = 0.7;

/** Background under the tiles, seen while they load. */
export const MAP_BACKGROUND = '#dde3e6';

/** The tile sources a base layer draws, bottom first. */
export function tileSourcesFor(base: BaseLayer, tiles: TileConfig): { id: string; source: TileSource; opacity: number }[] {
  switch (base) {
    case 'satellite':
      return [{ id: 'satellite', source: tiles.satellite, opacity: 1 }];
    case 'hybrid':
      return [
        { id: 'satellite', source: tiles.satellite, opacity: 1 },
        { id: 'reference', source: tiles.reference, opacity: HYBRID_OVERLAY_OPACITY },
      ];
    case 'terrain':
      return [{ id: 'terrain', source: tiles.terrain, opacity: 1 }];
    default:
      return [{ id: 'street', source: tiles.street, opacity: 1 }];
  }
}

/** Tile max zoom of the base layer: the lowest of its sources (19 street/terrain, 18 satellite/hybrid). */
export function maxZoomFor(base: BaseLayer, tiles: TileConfig): number {
  return Math.min(...tileSourcesFor(base, tiles).map((s) => s.source.maxZoom));
}

/** The zoom range of the map on a base layer, the WebGL map's and the drawn preview's alike. */
export function zoomLimits(base: BaseLayer, tiles: TileConfig): { minZoom: number; maxZoom: number } {
  return { minZoom: MAP_MIN_ZOOM, maxZoom: maxZoomFor(base, tiles) };
}

/** A zoom level kept within those limits. */
export const clampZoom = (zoom: number, { minZoom, maxZoom }: { minZoom: number; maxZoom: number }) => Math.max(minZoom, Math.min(maxZoom, zoom));

/** Attributions the base layer's providers require, in drawing order, without repeats. */
export function attributionsFor(base: BaseLayer, tiles: TileConfig): TileSource[] {
  const seen = new Set<string>();
  return tileSourcesFor(base, tiles)
    .map((s) => s.source)
    .filter((s) => (seen.has(s.attribution) ? false : (seen.add(s.attribution), true)));
}

export function buildMapStyle(base: BaseLayer, tiles: TileConfig): StyleSpecification {
  const layers = tileSourcesFor(base, tiles);
  return {
    version: 8,
    sources: Object.fromEntries(
      layers.map(({ id, source }) => [
        id,
        // Attribution is rendered by React as text (never maplibre's HTML attribution control).
        { type: 'raster', tiles: [source.url], tileSize: RASTER_TILE_SIZE, maxzoom: source.maxZoom },
      ]),
    ),
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': MAP_BACKGROUND } },
      ...layers.map(({ id, opacity }) => ({
        id: `${id}-tiles`,
        type: 'raster' as const,
        source: id,
        paint: { 'raster-opacity': opacity, 'raster-fade-duration': 0 },
      })),
    ],
  };
}
