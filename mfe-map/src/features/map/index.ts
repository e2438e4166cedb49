// The map feature as the rest of mfe-map sees it: other features and the app import only these.
export { DEFAULT_TILES, tileServer } from './default-tiles';
export { MarkerSwatch } from './Legend';
export { MapScreen } from './MapScreen';
export { itemPosition } from './view';
