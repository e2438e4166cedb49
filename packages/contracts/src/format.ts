// The one formatter of the product: numbers, units, percentages, dates and months, for every part
// (the shell, the map and the remotes through @forest-city/remote-kit). Rounding is decimal-correct
// (binary floating point stores 15.95 as 15.9499…, and a naive toFixed(1) prints "15.9"), the
// separators and month names are those of the language's locale (INTL_LOCALES: en is en-GB
// everywhere; written here for the three interface locales and held to Intl's text by a test, from
// Intl for any other), negative numbers carry a true minus sign (U+2212), and units are written in the
// language: a Chinese reader sees 毫米/年 and 立方米/日, a Malay reader mm/tahun and m³/hari.
import { intlLocale, toLang, type Lang } from './languages';

/** The true minus sign. */
export const MINUS = '\u2212';

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

/**
 * Intl's formatters, made once per locale and options: making one costs far more than using it
 * (a profile of `/` at a phone's 4x CPU slowdown found the metric cards' formatting among the
 * costliest functions of the page's start), and the product asks for a handful of kinds only.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: 'n' | 'd', locale: string, options: object, make: () => F): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let fmt = formatters.get(key) as F | undefined;
  if (!fmt) formatters.set(key, (fmt = make()));
  return fmt;
}
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) => cached('n', locale, options, () => new Intl.NumberFormat(locale, options));
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) => cached('d', locale, options, () => new Intl.DateTimeFormat(locale, options));

/**
 * The separators of the interface languages' locales. All three group the integer part in threes
 * with "," (from 1,000 on) and mark decimals with ".", so a number is written here without Intl:
 * the first Intl.NumberFormat or DateTimeFormat of a page costs about 120 ms at a phone's 4x CPU
 * slowdown (ICU's start), a long task of its own in the page's start (issue 19, TBT on `/`),
 * while the first view formats only numbers. A unit test compares this with Intl over many values
 * in every locale listed; a locale not listed (or a value it cannot write) goes to Intl.
 */
const PLAIN_NUMBER_LOCALES: ReadonlySet<string> = new Set(['en-GB', 'zh-CN', 'ms-MY']);

/** `value` as Intl writes it in a PLAIN_NUMBER_LOCALES locale, with an ASCII minus; null when Intl must. */
function plainNumber(value: number, minDigits: number, maxDigits: number, grouping: boolean, signed: boolean): string | null {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return null;
  // Rounded half away from zero on the decimal value (Intl's halfExpand), then written exactly.
  const [whole = '0', fraction = ''] = Math.abs(roundDecimal(value, maxDigits)).toFixed(maxDigits).split('.');
  const digits = fraction.replace(/0+$/, '').padEnd(minDigits, '0');
  const integer = grouping ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole;
  const zero = /^0*$/.test(whole + digits);
  // Intl keeps the sign of a negative value that rounds to zero ("-0"), except with exceptZero.
  const negative = value < 0 || Object.is(value, -0);
  const sign = signed ? (zero ? '' : negative ? '-' : '+') : negative ? '-' : '';
  return `${sign}${integer}${digits ? `.${digits}` : ''}`;
}

/** A number in the given interface language (any code toLang understands), with a true minus sign. */
export function formatNumber(value: number, language: string | null | undefined, options: FormatOptions = {}): string {
  const { digits, signed = false, grouping = true } = options;
  const rounded = digits === undefined ? value : roundDecimal(value, digits);
  const locale = intlLocale(language);
  const plain = PLAIN_NUMBER_LOCALES.has(locale) ? plainNumber(rounded, digits ?? 0, digits ?? 3, grouping, signed) : null;
  if (plain !== null) return plain.replace(/^-/, MINUS);
  const fmt = numberFormat(locale, {
    minimumFractionDigits: digits ?? 0,
    maximumFractionDigits: digits ?? 3,
    useGrouping: grouping,
    signDisplay: signed ? 'exceptZero' : 'auto',
  });
  return fmt.format(rounded).replace(/^-/, MINUS);
}

/** A range "8–15" with an en dash, both ends formatted alike. */
export function formatRange(min: number, max: number, language: string | null | undefined, options: FormatOptions = {}): string {
  return `${formatNumber(min, language, options)}–${formatNumber(max, language, options)}`;
}

/** Scientific notation for display, as engineers write it: 2.5 × 10⁻⁶. */
export function formatScientific(value: number, language: string | null | undefined): string {
  const exponent = Math.floor(Math.log10(Math.abs(value)));
  const mantissa = roundDecimal(value / 10 ** exponent, 3);
  const superscript = String(exponent).replace(/[-0-9]/g, (c) => '⁻⁰¹²³⁴⁵⁶⁷⁸⁹'['-0123456789'.indexOf(c)] ?? c);
  return `${formatNumber(mantissa, language)} × 10${superscript}`;
}

/** A percentage of a value given in percent (34 -> "34%"), the same sign in every language. */
export function formatPercent(percent: number, language: string | null | undefined, options: FormatOptions = {}): string {
  return `${formatNumber(percent, language, options)}%`;
}

/**
 * Units as each language writes them. Chinese uses the unit names of Chinese engineering texts
 * (毫米, 立方米, 公顷); Malay keeps SI symbols and writes the time words (hari, tahun, jam).
 */
export const UNITS = {
  mm: { en: 'mm', zh: '毫米', ms: 'mm' },
  'mm/hr': { en: 'mm/hr', zh: '毫米/小时', ms: 'mm/jam' },
  'mm/day': { en: 'mm/day', zh: '毫米/日', ms: 'mm/hari' },
  'mm/yr': { en: 'mm/yr', zh: '毫米/年', ms: 'mm/tahun' },
  'm/s': { en: 'm/s', zh: '米/秒', ms: 'm/s' },
  'm³/s': { en: 'm³/s', zh: '立方米/秒', ms: 'm³/s' },
  'g/cm³': { en: 'g/cm³', zh: '克/立方厘米', ms: 'g/cm³' },
  min: { en: 'min', zh: '分钟', ms: 'min' },
  m: { en: 'm', zh: '米', ms: 'm' },
  cm: { en: 'cm', zh: '厘米', ms: 'cm' },
  km: { en: 'km', zh: '公里', ms: 'km' },
  'km²': { en: 'km²', zh: '平方公里', ms: 'km²' },
  ha: { en: 'ha', zh: '公顷', ms: 'ha' },
  'm³': { en: 'm³', zh: '立方米', ms: 'm³' },
  'm³/day': { en: 'm³/day', zh: '立方米/日', ms: 'm³/hari' },
  'm³/ha': { en: 'm³/ha', zh: '立方米/公顷', ms: 'm³/ha' },
  'million m³': { en: 'million m³', zh: '百万立方米', ms: 'juta m³' },
  'million m³/yr': { en: 'million m³/yr', zh: '百万立方米/年', ms: 'juta m³/tahun' },
  'thousand m³': { en: 'thousand m³', zh: '千立方米', ms: 'ribu m³' },
  'thousand m³/yr': { en: 'thousand m³/yr', zh: '千立方米/年', ms: 'ribu m³/tahun' },
  't/yr': { en: 't/yr', zh: '吨/年', ms: 'tan/tahun' },
  'kg/ha': { en: 'kg/ha', zh: '千克/公顷', ms: 'kg/ha' },
  ppm: { en: 'ppm', zh: 'ppm', ms: 'ppm' },
  kPa: { en: 'kPa', zh: '千帕', ms: 'kPa' },
  'L/person/day': { en: 'L/person/day', zh: '升/(人·日)', ms: 'L/orang/hari' },
  '%': { en: '%', zh: '%', ms: '%' },
} as const satisfies Record<string, Record<Lang, string>>;

export type UnitId = keyof typeof UNITS;

/** The unit as the language writes it. */
export function unitLabel(unit: UnitId, language: string | null | undefined): string {
  return UNITS[unit][toLang(language)];
}

/** A value with its unit: "1,488 mm/yr", "1,488毫米/年" (Chinese unit names follow the digits directly), "1,488 mm/tahun"; "34%". */
export function formatWithUnit(value: string, unit: UnitId, language: string | null | undefined): string {
  const label = unitLabel(unit, language);
  if (unit === '%') return `${value}%`;
  return toLang(language) === 'zh' && /^[\u4e00-\u9fff]/.test(label) ? `${value}${label}` : `${value} ${label}`;
}

/** A number with its unit, formatted in the language. */
export function formatQuantity(value: number, unit: UnitId, language: string | null | undefined, options: FormatOptions = {}): string {
  return formatWithUnit(formatNumber(value, language, options), unit, language);
}

/** "14 September 2026", "Januari 2015": en-GB's and ms-MY's pattern. */
const DAY_MONTH_YEAR = {
  date: (y: number, _m: number, d: number, name: string) => `${d} ${name} ${y}`,
  month: (y: number, _m: number, name: string) => `${name} ${y}`,
};

/**
 * Month names and the two date patterns of the interface languages' locales, written without Intl
 * for the same reason as numbers: the report's sources list dates on its first view, and the
 * page's first Intl.DateTimeFormat (ICU's start) was a 160 ms task of its hydration at a phone's
 * 4x CPU slowdown. A unit test holds every month, both widths and both patterns to Intl's text;
 * a locale not listed (or a year outside 1000-9999) goes to Intl.
 */
const PLAIN_CALENDARS: Readonly<
  Record<
    string,
    { long: readonly string[]; short: readonly string[]; date: (y: number, m: number, d: number, name: string) => string; month: (y: number, m: number, name: string) => string }
  >
> = {
  'en-GB': {
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    // "Sep", not CLDR's en-GB "Sept": month labels on a chart axis read as a row of three letters.
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    ...DAY_MONTH_YEAR,
  },
  'zh-CN': {
    long: ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
    short: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
    date: (y, m, d) => `${y}年${m}月${d}日`,
    month: (y, m) => `${y}年${m}月`,
  },
  'ms-MY': {
    long: ['Januari', 'Februari', 'Mac', 'April', 'Mei', 'Jun', 'Julai', 'Ogos', 'September', 'Oktober', 'November', 'Disember'],
    short: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ogo', 'Sep', 'Okt', 'Nov', 'Dis'],
    ...DAY_MONTH_YEAR,
  },
};
const plainYear = (year: number) => Number.isInteger(year) && year >= 1000 && year <= 9999;

/** Month name (0 = January) in the interface language. */
export function monthName(monthIndex: number, language: string | null | undefined, width: 'long' | 'short' = 'short'): string {
  const locale = intlLocale(language);
  const name = PLAIN_CALENDARS[locale]?.[width][monthIndex];
  return name ?? dateFormat(locale, { month: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, monthIndex, 15)));
}

/** A calendar date ("2026-09-14") in the language's long format; never shifted by time zone. Unparseable -> as given. */
export function formatDate(isoDate: string, language: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return isoDate;
  const locale = intlLocale(language);
  const plain = PLAIN_CALENDARS[locale];
  // The Date's own fields: "2026-02-30" is 2 March, as Intl reads it.
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  if (plain && plainYear(y)) return plain.date(y, m + 1, d, plain.long[m]!);
  return dateFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A month of a year (month 1-12): "January 2015", "2015年1月", "Januari 2015". */
export function formatMonthYear(year: number, month: number, language: string | null | undefined): string {
  const locale = intlLocale(language);
  const plain = PLAIN_CALENDARS[locale];
  const name = plain?.long[month - 1];
  if (plain && name && plainYear(year)) return plain.month(year, month, name);
  return dateFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 15)));
}

/** A year or a span of years: "2015", "2015–2016"; in Chinese "2015年", "2015–2016年". */
export function formatYears(from: number, to: number | undefined, language: string | null | undefined): string {
  const span = to === undefined || to === from ? String(from) : `${from}–${to}`;
  return toLang(language) === 'zh' ? `${span}年` : span;
}

/** The colon after a label: Chinese writes the full-width "：" with no space ("来源：…"), English and Malay ": ". */
export function labelColon(language: string | null | undefined): string {
  return toLang(language) === 'zh' ? '：' : ': ';
}
