// The errors feature as the rest of shell sees it: other features and the app import only these.
export { RegionBoundary, type RegionName } from './RegionBoundary';
export { apiErrorKey } from './api-error-text';
