// The export feature as the rest of mfe-hydrology sees it: other features and the app import only these.
export { exportJson, PARAMETER_COLUMNS, parameterRows, SET_A_COLUMNS, SET_B_COLUMNS, setARows, setBRows } from './datasets';
export { svgDocument, toCsv, toJson } from './download';
