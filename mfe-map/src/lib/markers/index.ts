// The markers feature as the rest of mfe-map sees it: other features and the app import only these.
export { toMarkerData } from './marker-data';
export type { MarkerDatum } from './marker-data';
export {
  CONSTRUCTION_RING,
  isItemType,
  ITEM_TYPES,
  MARKER_OUTLINE,
  markerColour,
  markerPaint,
  markerRadius,
  rgbaToCss,
  rgbToHex,
  type MarkerPaint,
  type MarkerPhase,
  type Rgba,
} from './marker-style';
