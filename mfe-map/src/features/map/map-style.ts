// The maplibre style of each base layer: the map's own basemap (land, sea, coast, boundary; from
// the map's own origin) under the base layer's raster tiles. No remote style JSON, glyphs or
// sprites (place labels and the legend are HTML, not map symbols).
import type { StyleSpecification } from 'maplibre-gl';
import { BASEMAP_COLOURS, BASEMAP_SOURCE, basemapLayers, basemapSource, type Basemap, type Scheme } from '../../lib/basemap';
import type { TileConfig, TileSource } from '../../contract';
import type { BaseLayer } from '@forest-city/contracts';
import { MAP_MIN_ZOOM, RASTER_TILE_SIZE } from './projection';

/** Hybrid = satellite + the transport-and-labels reference overlay at this opacity (spec: Business constants). */
export const HYBRID_OVERLAY_OPACITY = 0.7;

/** Background under the tiles outside the basemap's region (and before it has loaded), light scheme. */
export const MAP_BACKGROUND = BASEMAP_COLOURS.light.background;

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

export type AttributionSource = Pick<TileSource, 'attribution' | 'attributionUrl'>;

/**
 * The basemap's data: OpenStreetMap's, under the Open Database Licence, which asks for this credit
 * and a link to the page that states the licence (docs/decisions/008-basemap.md).
 */
export const BASEMAP_ATTRIBUTION: AttributionSource = { attribution: '© OpenStreetMap contributors', attributionUrl: 'https://www.openstreetmap.org/copyright' };

/** Attributions the basemap's data and the base layer's providers require, in drawing order, without repeats. */
export function attributionsFor(base: BaseLayer, tiles: TileConfig): AttributionSource[] {
  const seen = new Set<string>();
  return [BASEMAP_ATTRIBUTION, ...tileSourcesFor(base, tiles).map((s) => s.source)].filter((s) => (seen.has(s.attribution) ? false : (seen.add(s.attribution), true)));
}

/**
 * Whether the base layer's imagery names the places itself: street, terrain and hybrid (its
 * reference overlay) carry names in their tiles; satellite imagery carries none, so the map's own
 * place names stay drawn over it.
 */
export const imageryNamesPlaces = (base: BaseLayer) => base !== 'satellite';

/** The ids of the base layer's raster sources in the map's style (their tiles' events tell whether the imagery draws). */
export const rasterSourceIds = (base: BaseLayer, tiles: TileConfig) => tileSourcesFor(base, tiles).map((s) => s.id);

export function buildMapStyle(base: BaseLayer, tiles: TileConfig, basemap: Basemap | null = null, scheme: Scheme = 'light'): StyleSpecification {
  const layers = tileSourcesFor(base, tiles);
  return {
    version: 8,
    sources: {
      ...(basemap ? { [BASEMAP_SOURCE]: basemapSource(basemap) } : {}),
      ...Object.fromEntries(
        layers.map(({ id, source }) => [
          id,
          // Attribution is rendered by React as text (never maplibre's HTML attribution control).
          { type: 'raster' as const, tiles: [source.url], tileSize: RASTER_TILE_SIZE, maxzoom: source.maxZoom },
        ]),
      ),
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': BASEMAP_COLOURS[scheme].background } },
      ...(basemap ? basemapLayers(scheme) : []),
      ...layers.map(({ id, opacity }) => ({
        id: `${id}-tiles`,
        type: 'raster' as const,
        source: id,
        paint: { 'raster-opacity': opacity, 'raster-fade-duration': 0 },
      })),
    ],
  };
}
