// The map's geometry, one definition for the static preview (MapPreview, preview-view.ts) and the
// WebGL map (MapCanvas, map-style.ts), so the preview hands over to the same picture: maplibre's
// conventions (a world 512 px wide at zoom 0, raster tiles of 256 px), the zoom range, the fit to
// the items and the marker picking slop.

/** Width of the world at zoom 0, in CSS pixels (maplibre). */
export const WORLD_SIZE = 512;
/** Raster tile size of the map's sources: a map at zoom Z draws tiles of zoom round(Z + 1). */
export const RASTER_TILE_SIZE = 256;
/** The map's minimum zoom (the tiles' maximum depends on the base layer: map-style.ts maxZoomFor). */
export const MAP_MIN_ZOOM = 2;
/** Padding of the fit-to-all-items view, in pixels (spec: Business constants). */
export const FIT_PADDING = 20;
/** Fitting one item (or items a few metres apart) would zoom to the tile limit; stop here. */
export const FIT_MAX_ZOOM = 17;
/** How far from a marker, in pixels, a pointer still hits it (the box around the pointer the map queries). */
export const PICKING_RADIUS = 4;
