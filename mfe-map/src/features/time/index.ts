// The map through time as the rest of mfe-map sees it.
export { TimeControl, PLAY_STEP_MS, REDUCED_MOTION_STEP_MS } from './TimeControl';
