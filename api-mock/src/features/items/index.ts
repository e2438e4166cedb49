// The items feature as the rest of api-mock sees it: other features and the app import only these.
export { checkSearchText, filterItems, filtersKey, hasFilters, itemPasses, LANG_ONLY_PARAMS, LIST_PARAMS, parseQuery, SEARCH_PARAMS } from './query-params';
export type { ItemFilters, ParsedQuery } from './query-params';
export { toApiItem, toApiMetric } from './to-api-item';
export { ItemJsonCache } from './item-json';
