// `npm start -w api-mock`: validate the dataset, then serve. Invalid data stops the server
// with a message naming the record and the field.
import { loadDataset, DatasetError } from '../data/load-dataset';
import { buildApp } from './app';

let dataset;
try {
  dataset = loadDataset(process.env.DATASET_FILE || undefined);
} catch (err) {
  console.error(err instanceof DatasetError ? err.message : err);
  process.exit(1);
}
const app = buildApp({ dataset });
const port = Number(process.env.PORT) || 8090;
await app.listen({ port, host: process.env.HOST || '0.0.0.0' });
console.log(`api-mock listening on http://localhost:${port} (dataset ${dataset.version}, ${dataset.items.length} items)`);
const stop = () => app.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
