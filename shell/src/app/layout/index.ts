// The layout feature as the rest of shell sees it: other features and the app import only these.
export { DashboardLayout } from './DashboardLayout';
export { useLayoutContext } from './layout-context';
