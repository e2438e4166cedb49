// The map feature as the rest of mfe-map sees it: other features and the app import only these.
export { DEFAULT_TILES, resolveTiles, tileServer } from './default-tiles';
export { Attribution } from './Attribution';
export { CanvasError } from './CanvasError';
export { CoordinateReadout } from './CoordinateReadout';
export { Legend } from './Legend';
export { LazyMapCanvas, MAP_CODE_STEPS, createLazyMapCanvas, preloadMapCode } from './lazy-map-canvas';
export { MapPreview } from './MapPreview';
export { MapControls } from './MapControls';
export { attributionsFor, clampZoom, imageryNamesPlaces, tileSourcesFor, zoomLimits } from './map-style';
export { ImageryNotice } from './ImageryNotice';
export { useMapHandoff } from './use-map-handoff';
export { useMapView } from './use-map-view';
export { FIT_INSET_ATTRIBUTE, fitPaddingOf, measureLabelObstacles, OVERLAY_ATTRIBUTE, OVERLAY_GROUP_ATTRIBUTE } from './fit-padding';
export { itemsOutside } from './outside-view';
export { OutsideNotice } from './OutsideNotice';
