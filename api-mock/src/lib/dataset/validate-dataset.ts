// Validation of a parsed dataset: the TypeBox schema first (shape, enums, patterns), then the
// rules a schema cannot say (coordinate ranges, real calendar dates, unique ids). Every failure
// names the record (collection, index and id) and the field, so a broken file is fixed quickly.
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { DatasetSchema, type Dataset } from './dataset-schema';

// Compiled once: checking a large dataset is fast; the (slower) error walk runs only when it fails.
const checker = TypeCompiler.Compile(DatasetSchema);

export class DatasetError extends Error {
  override name = 'DatasetError';
}

function describe(raw: unknown, path: string): string {
  const [, collection, index, ...field] = path.split('/');
  if (collection === undefined || index === undefined || !/^\d+$/.test(index)) return `field "${path.slice(1) || '(root)'}"`;
  const list = (raw as Record<string, unknown>)[collection];
  const record = Array.isArray(list) ? list[Number(index)] : undefined;
  const id = record && typeof record === 'object' && 'id' in record ? ` (id "${String((record as { id: unknown }).id)}")` : '';
  return `${collection}[${index}]${id}, field "${field.join('.') || '(record)'}"`;
}

const isCalendarDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

export function validateDataset(raw: unknown): Dataset {
  const first = checker.Check(raw) ? undefined : checker.Errors(raw).First();
  if (first) {
    const got = first.value === undefined ? 'missing' : JSON.stringify(first.value)?.slice(0, 60);
    throw new DatasetError(`Invalid dataset: ${describe(raw, first.path)}: ${first.message} (got ${got})`);
  }
  const data = raw as Dataset;
  const fail = (path: string, message: string) => {
    throw new DatasetError(`Invalid dataset: ${describe(raw, path)}: ${message}`);
  };
  // An id opens an item (the map's ?item=, the dialog): two items with one id would open the
  // wrong one, so a duplicate stops the start-up and names both records.
  const seen = new Map<string, number>();
  data.items.forEach((item, i) => {
    const first = seen.get(item.id);
    if (first !== undefined) fail(`/items/${i}/id`, `duplicate id (already used by items[${first}])`);
    seen.set(item.id, i);
    if (Math.abs(Number(item.latitude)) > 90) fail(`/items/${i}/latitude`, 'latitude outside -90..90');
    if (Math.abs(Number(item.longitude)) > 180) fail(`/items/${i}/longitude`, 'longitude outside -180..180');
    if (!isCalendarDate(item.lastMaintenance)) fail(`/items/${i}/lastMaintenance`, 'not a calendar date');
  });
  const metricIds = new Map<string, number>();
  data.metrics.forEach((m, i) => {
    const first = metricIds.get(m.id);
    if (first !== undefined) fail(`/metrics/${i}/id`, `duplicate id (already used by metrics[${first}])`);
    metricIds.set(m.id, i);
  });
  return data;
}
