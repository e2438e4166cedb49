// The future feature as the rest of mfe-report sees it: other features and the app import only these.
export { DevelopmentPhases } from './components/DevelopmentPhases';
export { Geology } from './components/Geology';
export { LandUse } from './components/LandUse';
export { Sustainability } from './components/Sustainability';
export { FUTURE_DEFAULT_TAB, FUTURE_SECTIONS } from './future-sections';
