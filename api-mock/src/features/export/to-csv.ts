// CSV for the dashboard's Export Data: RFC 4180 (header row, CRLF, quotes doubled), UTF-8 with a
// byte-order mark so spreadsheet programs read Chinese and Malay text correctly.
import Papa from 'papaparse';
import type { InfrastructureItem } from '@forest-city/api-contract';

export const CSV_COLUMNS = [
  'id',
  'name',
  'type',
  'latitude',
  'longitude',
  'status',
  'lastMaintenance',
  'location',
  'capacity',
  'technology',
  'description',
] as const satisfies readonly (keyof InfrastructureItem)[];

// Cells a spreadsheet would run as a formula get a leading apostrophe (OWASP CSV injection);
// a leading minus followed by a digit is a negative coordinate, not a formula, so it stays.
const FORMULA = /^(?:[=+@\t\r]|-(?!\d))/;

export function toCsv(items: readonly InfrastructureItem[]): string {
  const body = Papa.unparse(
    { fields: [...CSV_COLUMNS], data: items.map((item) => CSV_COLUMNS.map((c) => item[c])) },
    { newline: '\r\n', quotes: false, escapeFormulae: FORMULA, header: true },
  );
  return `\uFEFF${body}\r\n`;
}
