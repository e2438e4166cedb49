// The monthly feature as the rest of mfe-hydrology sees it: other features and the app import only these.
export { MonthlyWaterBalanceDialog } from './MonthlyWaterBalanceDialog';
