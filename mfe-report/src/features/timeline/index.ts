// The timeline feature as the rest of mfe-report sees it: other features and the app import only these.
export { DevelopmentTimeline } from './components/DevelopmentTimeline';
export { timelineEvents } from './timeline-events';
export { ShowYearContext } from './show-year';
