// The export feature as the rest of api-mock sees it: other features and the app import only these.
export { toCsv } from './to-csv';
export { toGeoJson } from './to-geojson';
