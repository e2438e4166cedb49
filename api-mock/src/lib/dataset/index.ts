// The dataset feature as the rest of api-mock sees it: other features and the app import only these.
export type { Dataset, DatasetItem, DatasetMetric, Translated } from './dataset-schema';
export { loadDataset } from './load-dataset';
export { DatasetError } from './validate-dataset';
