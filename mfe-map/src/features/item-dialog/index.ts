// The item-dialog feature as the rest of mfe-map sees it: other features and the app import only these.
export { ItemDialog } from './ItemDialog';
