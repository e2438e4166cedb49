// Locale-aware number and date formatting for the shell, in one tested place. Every number the
// shell shows goes through these, so switching the language also switches the number format.
import { INTL_LOCALES } from '@forest-city/contracts';
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

export function formatNumber(value: number, lang: Language, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(INTL_LOCALES[lang], { maximumFractionDigits: 2, ...options }).format(value);
}

/** The value of a metric for display, or null when it is missing (the caller shows 'N/A'). */
export function formatMetricValue(value: string | number | null | undefined, lang: Language): string | null {
  const n = parseMetricValue(value);
  return n === null ? null : formatNumber(n, lang);
}

/** A calendar date ("2026-09-14") in the language's long format; the date is not shifted by time zone. */
export function formatDate(isoDate: string, lang: Language): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  return new Intl.DateTimeFormat(INTL_LOCALES[lang], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}
