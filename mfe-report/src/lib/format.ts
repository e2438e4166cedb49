// The one number formatter of this remote: locale-aware and decimal-correct (spec figures such as
// 15.95 must not print as "15.9" through binary floating point).
import { formatNumber as formatWithKit, roundDecimal } from '@forest-city/remote-kit';
import type { Lang } from './localized';

export { roundDecimal };

/** `value` with exactly `decimals` decimals (decimal-correct rounding), in the language's separators. */
export function formatNumber(value: number, lang: Lang, decimals = 0): string {
  return formatWithKit(value, lang, { digits: decimals });
}

/** A progress value as a percentage of its maximum (spec, Business constants: the default maximum is 100), clamped to 0-100. */
export function toPercent(value: number, max = 100): number {
  if (!(max > 0) || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}
