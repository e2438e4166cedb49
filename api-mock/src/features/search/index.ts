// The search feature as the rest of api-mock sees it: other features and the app import only these.
export { buildSearchIndex } from './search-index';
