import { DatasetSchema } from './dataset-schema';

/** The dataset's JSON Schema as written to data/forest-city.dataset.schema.json. */
export function datasetJsonSchemaText(): string {
  const schema = { $schema: 'https://json-schema.org/draft/2020-12/schema', title: 'Forest City dataset', ...JSON.parse(JSON.stringify(DatasetSchema)) };
  return `${JSON.stringify(schema, null, 2)}\n`;
}
