// Downloadable files of the dialog: the comparison table (CSV and JSON) and one approach's
// details (JSON and CSV). Built from the same content the dialog renders, in the visitor's
// language. CSV: header row, RFC 4180 quoting via papaparse, CRLF, UTF-8 with BOM so
// spreadsheet programs read Chinese and Malay text correctly.
import Papa from 'papaparse';
import { MIME } from '@forest-city/remote-kit';
import { APPROACH_IDS, type ApproachId, type ContentLanguage, type StormwaterContent } from '../content/types';
import { SOURCES } from '../content/sources';

export const CSV_BOM = '\uFEFF';

/** Translated headers of the comparison table's columns. */
export interface ComparisonHeaders {
  approach: string;
  origin: string;
  primaryFocus: string;
  scale: string;
  integrationLevel: string;
  policyFramework: string;
}

export interface ComparisonRow {
  id: ApproachId;
  approach: string;
  origin: string;
  primaryFocus: string;
  scale: string;
  integrationLevel: string;
  policyFramework: string;
}

/** One row per approach, in the dialog's order. */
export function comparisonRows(content: StormwaterContent): ComparisonRow[] {
  return APPROACH_IDS.map((id) => {
    const a = content.approaches[id];
    return { id, approach: a.name, origin: a.origin, ...a.comparison };
  });
}

function csv(fields: string[], data: string[][]): string {
  return CSV_BOM + Papa.unparse({ fields, data }, { newline: '\r\n', quotes: false, header: true });
}

/** The comparison as CSV; the first column is the stable approach id (also the URL's ?approach=). */
export function comparisonCsv(content: StormwaterContent, headers: ComparisonHeaders): string {
  const keys = ['approach', 'origin', 'primaryFocus', 'scale', 'integrationLevel', 'policyFramework'] as const;
  return csv(
    ['id', ...keys.map((k) => headers[k])],
    comparisonRows(content).map((row) => [row.id, ...keys.map((k) => row[k])]),
  );
}

/** The comparison as pretty-printed JSON with English keys and values in the visitor's language. */
export function comparisonJson(content: StormwaterContent, language: ContentLanguage): string {
  return `${JSON.stringify({ language, approaches: comparisonRows(content) }, null, 2)}\n`;
}

/** Everything the Detailed Analysis tab shows for one approach, plus the sources it rests on. */
export function approachJson(content: StormwaterContent, id: ApproachId, language: ContentLanguage): string {
  const sources = SOURCES.filter((s) => s.supports.includes(id)).map(({ publisher, title, year }) => ({ publisher, title, year }));
  return `${JSON.stringify({ language, id, ...content.approaches[id], sources }, null, 2)}\n`;
}

/** Translated labels of an approach's fields, for the detail CSV. */
export interface DetailLabels extends ComparisonHeaders {
  field: string;
  value: string;
  description: string;
  keyFeatures: string;
  examples: string;
  benefits: string;
  implementation: string;
  forestCity: string;
}

/** One approach as a two-column CSV (field, value); list fields give one row per item. */
export function approachCsv(content: StormwaterContent, id: ApproachId, labels: DetailLabels): string {
  const a = content.approaches[id];
  const rows: string[][] = [
    [labels.approach, a.name],
    [labels.origin, a.origin],
    [labels.description, a.description],
    ...a.keyFeatures.map((f) => [labels.keyFeatures, f]),
    ...a.examples.map((e) => [labels.examples, `${e.name}: ${e.detail}`]),
    ...a.benefits.map((b) => [labels.benefits, b]),
    ...a.implementation.map((s) => [labels.implementation, s]),
    [labels.forestCity, a.forestCity],
    [labels.primaryFocus, a.comparison.primaryFocus],
    [labels.scale, a.comparison.scale],
    [labels.integrationLevel, a.comparison.integrationLevel],
    [labels.policyFramework, a.comparison.policyFramework],
  ];
  return csv([labels.field, labels.value], rows);
}

// Saving a file is @forest-city/remote-kit's (one revoke rule for every remote).
export const CSV_MIME = MIME.csv;
export const JSON_MIME = MIME.json;
