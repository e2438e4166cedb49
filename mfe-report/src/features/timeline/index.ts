// The timeline feature as the rest of mfe-report sees it: the app imports only these.
export { DevelopmentTimeline } from './components/DevelopmentTimeline';
export { ShowYearContext } from './show-year';
