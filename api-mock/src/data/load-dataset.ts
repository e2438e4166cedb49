import { readFileSync } from 'node:fs';
import { Value } from '@sinclair/typebox/value';
import { DatasetSchema, type Dataset } from './dataset-schema';

export const DEFAULT_DATASET = new URL('../../data/forest-city.dataset.json', import.meta.url);

export class DatasetError extends Error {}

/** Reads and validates the dataset; an invalid one throws naming the record and the field. */
export function loadDataset(file: URL | string = DEFAULT_DATASET): Dataset {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new DatasetError(`Dataset ${String(file)} is not readable JSON: ${(err as Error).message}`);
  }
  return validateDataset(raw);
}

export function validateDataset(raw: unknown): Dataset {
  const first = Value.Errors(DatasetSchema, raw).First();
  if (first) {
    const [, collection, index, ...field] = first.path.split('/');
    const record = collection && index !== undefined ? (raw as Record<string, unknown[]>)[collection]?.[Number(index)] : undefined;
    const id = record && typeof record === 'object' && 'id' in record ? ` (id "${String((record as { id: unknown }).id)}")` : '';
    const where = index !== undefined ? `${collection}[${index}]${id}, field "${field.join('.') || '(record)'}"` : first.path || '(root)';
    throw new DatasetError(`Invalid dataset: ${where}: ${first.message}`);
  }
  const data = raw as Dataset;
  const seen = new Set<string>();
  data.items.forEach((item, i) => {
    if (seen.has(item.id)) throw new DatasetError(`Invalid dataset: items[${i}] (id "${item.id}"), field "id": duplicate id`);
    seen.add(item.id);
  });
  return data;
}
