import { readFileSync } from 'node:fs';
import { DatasetError, validateDataset } from './validate-dataset';
import type { Dataset } from './dataset-schema';

/** Reads and validates a dataset file; an invalid one throws a DatasetError naming the record and the field. */
export function loadDataset(file: string | URL): Dataset {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new DatasetError(`Dataset ${String(file)} is not readable: ${(err as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (err) {
    throw new DatasetError(`Dataset ${String(file)} is not valid JSON: ${(err as Error).message}`);
  }
  return validateDataset(raw);
}
