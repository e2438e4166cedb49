// The history feature as the rest of mfe-report sees it: other features and the app import only these.
export { HISTORY_DEFAULT_TAB, HISTORY_SECTIONS } from './history-sections';
