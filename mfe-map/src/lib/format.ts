// Locale-aware formatting for the map: coordinates (4 decimals, the spec's Business constants) and dates.

import { formatDate as formatDateInLanguage, type Lang } from '@forest-city/contracts';

/** One coordinate with exactly 4 decimals ('.' as decimal mark in every language, as on maps). */
export function formatCoordinate(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const fixed = value.toFixed(4);
  return fixed === '-0.0000' ? '0.0000' : fixed;
}

/** "1.3370, 103.5937" (latitude first, as the readout and the dialog show it). */
export function formatLatLon(latitude: number, longitude: number): string {
  return `${formatCoordinate(latitude)}, ${formatCoordinate(longitude)}`;
}

/**
 * A calendar date (YYYY-MM-DD) in the language's long format. The date has no time of day, so it
 * is formatted in UTC: the day never shifts with the visitor's time zone. Unparseable -> as given.
 */
export function formatDate(isoDate: string, lang: Lang): string {
  return formatDateInLanguage(isoDate, lang); // the product's one formatter (@forest-city/contracts)
}
