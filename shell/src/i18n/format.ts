// The shell's numbers and dates go through the product's one formatter (@forest-city/contracts),
// so switching the language also switches the number format, as in every remote.
import { formatDate as formatDateInLanguage, formatNumber as formatNumberInLanguage, type FormatOptions } from '@forest-city/contracts';
import type { Language } from './i18n';

/**
 * A metric value as the API sends it ("120,000", "9000", "20.25", null) as a number, or null
 * when it is missing or not a number. Thousands separators are the API's English ones.
 */
export function parseMetricValue(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const cleaned = value.trim().replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

export function formatNumber(value: number, lang: Language, options?: FormatOptions): string {
  return formatNumberInLanguage(value, lang, options);
}

/** The value of a metric for display, or null when it is missing (the caller shows 'N/A'). */
export function formatMetricValue(value: string | number | null | undefined, lang: Language): string | null {
  const n = parseMetricValue(value);
  return n === null ? null : formatNumber(n, lang);
}

/** A calendar date ("2026-09-14") in the language's long format; the date is not shifted by time zone. */
export function formatDate(isoDate: string, lang: Language): string {
  return formatDateInLanguage(isoDate, lang);
}
