// The mass-balance feature as the rest of mfe-hydrology sees it: other features and the app import only these.
export { MassBalanceDialog } from './MassBalanceDialog';
