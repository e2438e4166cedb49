// The charts feature as the rest of mfe-hydrology sees it: other features and the app import only these.
export { COLORS, MASS_BALANCE_CHARTS, MONTHLY_HISTOGRAMS, NUTRIENT_CHARTS } from './chart-definitions';
export { ChartGrid } from './ChartGrid';
