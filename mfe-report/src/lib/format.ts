// The one number formatter of this remote: locale-aware and decimal-correct (spec figures such as
// 15.95 must not print as "15.9" through binary floating point).
import { INTL_LOCALE, type Lang } from './localized';

/** Rounds half away from zero at the given number of decimals, correctly for decimal inputs like 1.005. */
export function roundDecimal(value: number, decimals = 0): number {
  const shifted = Number(`${Math.abs(value)}e${decimals}`);
  return Math.sign(value) * Number(`${Math.round(shifted)}e-${decimals}`);
}

export function formatNumber(value: number, lang: Lang, decimals = 0): string {
  return new Intl.NumberFormat(INTL_LOCALE[lang], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(roundDecimal(value, decimals));
}

/** A progress value as a percentage of its maximum (spec, Business constants: the default maximum is 100), clamped to 0-100. */
export function toPercent(value: number, max = 100): number {
  if (!(max > 0) || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}
