// The approaches feature as the rest of mfe-stormwater sees it: other features and the app import only these.
export { StormwaterApproachesDialog } from './components/StormwaterApproachesDialog';
