// The markers feature as the rest of mfe-map sees it: other features and the app import only these.
export { toMarkerData } from './marker-data';
export type { MarkerDatum } from './marker-data';
export { isItemType, ITEM_TYPES, MARKER_OUTLINE, markerColour, markerRadius, rgbToHex } from './marker-style';
