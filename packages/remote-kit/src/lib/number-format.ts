// One locale-aware number formatter for every figure a remote shows, so rounding is done once and
// done right: binary floating point stores 15.95 as 15.9499…, and a naive toFixed(1) prints
// "15.9". We round on the decimal representation first, then let Intl apply the language's
// separators (the locale of @forest-city/contracts' intlLocale).
import { intlLocale } from '@forest-city/contracts';

/**
 * Rounds half away from zero on the decimal value as written (15.95 -> 16.0, 8.0595 -> 8.06, 1.005 -> 1.01),
 * by shifting the decimal point in the number's shortest string form instead of multiplying.
 */
export function roundDecimal(value: number, digits = 0): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const shifted = Number(`${Math.abs(value)}e${digits}`);
  // Numbers already in exponent form (1e-7) fall back to arithmetic shifting.
  const safeShifted = Number.isFinite(shifted) ? shifted : Math.abs(value) * 10 ** digits;
  const rounded = Number(`${Math.round(safeShifted)}e-${digits}`);
  return sign * rounded || 0;
}

export interface FormatOptions {
  /** Fixed number of decimals (rounded decimal-correctly). Default: as many as the value has, up to 3. */
  digits?: number;
  /** Show a plus sign on positive values (balances). Default false. */
  signed?: boolean;
  /** Thousands separators. Default true (years pass false). */
  grouping?: boolean;
}

/** Formats a number for display in the given interface language (any code toLang understands). */
export function formatNumber(value: number, language: string | undefined, options: FormatOptions = {}): string {
  const { digits, signed = false, grouping = true } = options;
  const rounded = digits === undefined ? value : roundDecimal(value, digits);
  const fmt = new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: digits ?? 0,
    maximumFractionDigits: digits ?? 3,
    useGrouping: grouping,
    signDisplay: signed ? 'exceptZero' : 'auto',
  });
  return fmt.format(rounded);
}

/** Scientific notation for display, as engineers write it: 2.5 × 10⁻⁶. */
export function formatScientific(value: number, language: string | undefined): string {
  const exponent = Math.floor(Math.log10(Math.abs(value)));
  const mantissa = roundDecimal(value / 10 ** exponent, 3);
  const superscript = String(exponent).replace(/[-0-9]/g, (c) => '⁻⁰¹²³⁴⁵⁶⁷⁸⁹'['-0123456789'.indexOf(c)] ?? c);
  return `${formatNumber(mantissa, language)} × 10${superscript}`;
}

/** Month name (0 = January) in the interface language, via Intl so no month list is typed in. */
export function monthName(monthIndex: number, language: string | undefined, width: 'long' | 'short' = 'short'): string {
  return new Intl.DateTimeFormat(intlLocale(language), { month: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, monthIndex, 15)));
}
