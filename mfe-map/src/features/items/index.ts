// The items feature as the rest of mfe-map sees it: other features and the app import only these.
export { ItemList } from './ItemList';
export { useInfrastructureItems } from './use-infrastructure-items';
export { HiddenMatches } from './HiddenMatches';
export { StatusMessage } from './StatusMessage';
