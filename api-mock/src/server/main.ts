// `npm start -w api-mock`: validate the dataset, then serve. Invalid data stops the server with
// a message naming the record and the field. Configured by environment only (PORT, HOST,
// DATASET_FILE), so replicas are started the same way anywhere.
import { fileURLToPath } from 'node:url';
import { loadDataset, DatasetError } from '../lib/dataset';
import { buildApp } from './app';

const file = process.env.DATASET_FILE || fileURLToPath(new URL('../../data/forest-city.dataset.json', import.meta.url));

let dataset;
try {
  dataset = loadDataset(file);
} catch (err) {
  console.error(err instanceof DatasetError ? err.message : err);
  process.exit(1);
}

const app = buildApp({ dataset, logger: process.env.LOG === '1' });
const port = Number(process.env.PORT) || 8090;
const host = process.env.HOST || '0.0.0.0';
try {
  await app.listen({ port, host });
} catch (err) {
  console.error(`api-mock could not listen on ${host}:${port}: ${(err as Error).message}`);
  process.exit(1);
}
console.log(`api-mock listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (dataset ${dataset.version}, ${dataset.items.length} items; reference at /api/docs)`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
