// Locale-aware formatting for the map: coordinates (4 decimals, the spec's Business constants) and dates.

import { INTL_LOCALES, toLang, type Lang } from '@forest-city/contracts';

export type MapLanguage = Lang;

/** The app's languages to Intl locales (@forest-city/contracts: the same in every part). */
export const INTL_LOCALE: Readonly<Record<MapLanguage, string>> = INTL_LOCALES;

/** i18next's language ('zh-CN', 'ms', 'en-US', undefined) -> one of the three, English fallback (@forest-city/contracts' toLang). */
export const toMapLanguage = toLang;

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
export function formatDate(isoDate: string, lang: MapLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
