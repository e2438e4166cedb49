// The layers feature as the rest of shell sees it: other features and the app import only these.
export { LayerPanel } from './LayerPanel';
export { useActiveLayers } from './use-active-layers';
