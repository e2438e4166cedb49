// The map's own basemap as the rest of mfe-map sees it.
export { basemapUrl, loadBasemap, parseBasemap, useBasemap, BASEMAP_PATH, type Basemap, type LngLat } from './basemap-data';
export {
  BASEMAP_COLOURS,
  BASEMAP_SOURCE,
  basemapLayers,
  basemapSource,
  drawBasemap,
  drawLabels,
  LABEL_LINE_HEIGHT,
  labelStyle,
  resolveScheme,
  sameLabels,
  type PlaceLabel,
  type Scheme,
} from './basemap-paint';
export { countTile, freshTally, imageryKey, imageryState, type ImageryState, type ImageryTally } from './imagery';
export { PLACES, type Place } from './places';
export { circleRing, islandOutline, ringAreaHa, scaleRingToArea, ISLAND_ITEMS, type IslandOutline } from './island-outline';
export { LABEL_MAX_WIDTH_EMS, placeLabel, wrapLabel, type Box } from './label-placement';
