// The overview feature as the rest of shell sees it: other features and the app import only these.
export { OverviewCards } from './OverviewCards';
