// Writes data/forest-city.dataset.schema.json (JSON Schema of the dataset file, for editors)
// from the same TypeBox schema the server validates with. A unit test checks it is current.
import { writeFileSync } from 'node:fs';
import { datasetJsonSchemaText } from '../src/lib/dataset/dataset-json-schema';

writeFileSync(new URL('../data/forest-city.dataset.schema.json', import.meta.url), datasetJsonSchemaText());
