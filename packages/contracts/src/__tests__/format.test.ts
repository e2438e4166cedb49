import { formatDate, formatMonthYear, formatNumber, formatPercent, formatQuantity, formatYears, labelColon, MINUS, monthName, roundDecimal, unitLabel, UNITS } from '../format';
import { intlLocale } from '../languages';

describe('one formatter for every part', () => {
  test('decimal-correct rounding and language separators', () => {
    expect(formatNumber(15.95, 'en', { digits: 1 })).toBe('16.0');
    expect(formatNumber(120000, 'zh')).toBe('120,000');
    expect(formatNumber(20.25, 'ms-MY')).toBe('20.25');
  });
  test('a true minus sign (U+2212), also when signed', () => {
    expect(formatNumber(-391, 'en')).toBe(`${MINUS}391`);
    expect(formatNumber(-391, 'zh', { signed: true })).toBe(`${MINUS}391`);
    expect(formatNumber(7, 'ms', { signed: true })).toBe('+7');
  });
  test('units are written in the language', () => {
    expect(formatQuantity(1488, 'mm/yr', 'en')).toBe('1,488 mm/yr');
    expect(formatQuantity(1488, 'mm/yr', 'zh')).toBe('1,488毫米/年');
    expect(formatQuantity(1488, 'mm/yr', 'ms')).toBe('1,488 mm/tahun');
    expect(formatQuantity(63.6, 't/yr', 'ms', { digits: 1 })).toBe('63.6 tan/tahun');
    expect(formatQuantity(350, 'L/person/day', 'zh')).toBe('350升/(人·日)');
    expect(formatPercent(34, 'zh')).toBe('34%');
  });
  test('no Chinese or Malay unit keeps an English word', () => {
    for (const [id, labels] of Object.entries(UNITS)) {
      for (const lang of ['zh', 'ms'] as const) expect(labels[lang]).not.toMatch(/\b(yr|day|hr|person|thousand|million)\b/);
      // Chinese writes unit names (毫米, 立方米); only ppm stays as it is.
      if (id !== 'ppm') expect(unitLabel(id as keyof typeof UNITS, 'zh')).not.toMatch(/[A-Za-z]/);
    }
  });
  test('dates and months in the language (en is en-GB)', () => {
    expect(formatDate('2026-09-14', 'en')).toBe('14 September 2026');
    expect(formatDate('2026-09-14', 'zh-CN')).toBe('2026年9月14日');
    expect(formatDate('2026-09-14', 'ms')).toBe('14 September 2026');
    expect(formatMonthYear(2015, 1, 'ms')).toBe('Januari 2015');
    expect(formatMonthYear(2015, 1, 'zh')).toBe('2015年1月');
    expect(monthName(9, 'ms', 'long')).toBe('Oktober');
    expect(formatYears(2015, 2016, 'zh')).toBe('2015–2016年');
    expect(formatYears(2019, undefined, 'en')).toBe('2019');
  });
});

describe('numbers are written without Intl, as Intl writes them', () => {
  // What Intl writes for formatNumber's options (the reference the plain writing is held to).
  const intl = (value: number, lang: string, { digits, signed = false, grouping = true }: { digits?: number; signed?: boolean; grouping?: boolean }) =>
    new Intl.NumberFormat(intlLocale(lang), {
      minimumFractionDigits: digits ?? 0,
      maximumFractionDigits: digits ?? 3,
      useGrouping: grouping,
      signDisplay: signed ? 'exceptZero' : 'auto',
    })
      .format(digits === undefined ? value : roundDecimal(value, digits))
      .replace(/^-/, MINUS);
  const VALUES = [
    0,
    -0,
    1,
    -1,
    7,
    999,
    1000,
    -1000,
    1234.5,
    15.95,
    8.0595,
    1.005,
    2.675,
    0.0005,
    -0.0004,
    -0.0005,
    0.1 + 0.2,
    999.9995,
    999999.9996,
    120000,
    -391.25,
    1e15 + 0.5,
    123456789012.345,
    5e-7,
    -5e-7,
    0.045,
    1488,
    63.6,
  ];
  // A seeded spread of magnitudes and decimals, the same on every run.
  let seed = 19;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  for (let i = 0; i < 400; i++) VALUES.push((random() - 0.3) * 10 ** Math.floor(random() * 12 - 3));
  const OPTIONS = [
    {},
    { digits: 0 },
    { digits: 1 },
    { digits: 2 },
    { digits: 3 },
    { signed: true },
    { digits: 1, signed: true },
    { grouping: false },
    { digits: 2, grouping: false },
  ];

  test.each(['en', 'zh', 'ms'])('%s: the same text as Intl for every value and option', (lang) => {
    const differ: string[] = [];
    for (const value of VALUES)
      for (const options of OPTIONS) {
        const mine = formatNumber(value, lang, options);
        const theirs = intl(value, lang, options);
        if (mine !== theirs) differ.push(`${value} ${JSON.stringify(options)}: ${mine} vs ${theirs}`);
      }
    expect(differ).toEqual([]);
  });

  test('no Intl.NumberFormat is made for a number in any interface language', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      for (const lang of ['en', 'zh', 'ms']) for (const options of OPTIONS) formatNumber(-1234.5675, lang, options);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  test('what it cannot write goes to Intl', () => {
    expect(formatNumber(Number.POSITIVE_INFINITY, 'en')).toBe('∞');
    expect(formatNumber(Number.NaN, 'ms')).toBe(new Intl.NumberFormat('ms-MY').format(Number.NaN));
    expect(formatNumber(-2e21, 'zh')).toBe(`${MINUS}2,000,000,000,000,000,000,000`);
  });
});

describe('dates and months are written without Intl, as Intl writes them', () => {
  const intl = (locale: string, options: Intl.DateTimeFormatOptions, date: Date) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
  // Every month's first, ninth and last day in years across the range written plainly, and a
  // leap day; Intl is the reference.
  const DATES: string[] = [];
  for (const year of [1000, 1999, 2015, 2024, 2026, 9999])
    for (let month = 1; month <= 12; month++) {
      const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
      for (const day of [1, 9, last]) DATES.push(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
    }
  DATES.push('2024-02-29', '2026-02-30');

  test.each(['en', 'zh', 'ms'])('%s: the same text as Intl for every date, month and width', (lang) => {
    const locale = intlLocale(lang);
    const differ: string[] = [];
    const check = (what: string, mine: string, theirs: string) => {
      if (mine !== theirs) differ.push(`${what}: ${mine} vs ${theirs}`);
    };
    for (const iso of DATES) {
      const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
      check(iso, formatDate(iso, lang), intl(locale, { year: 'numeric', month: 'long', day: 'numeric' }, new Date(Date.UTC(y, m - 1, d))));
      check(`${y}-${m}`, formatMonthYear(y, m, lang), intl(locale, { year: 'numeric', month: 'long' }, new Date(Date.UTC(y, m - 1, 15))));
    }
    // The one deliberate departure: en-GB's short September is "Sep" (CLDR: "Sept"), see below.
    const intlMonth = (i: number, width: 'long' | 'short') =>
      lang === 'en' && width === 'short' && i === 8 ? 'Sep' : intl(locale, { month: width }, new Date(Date.UTC(2024, i, 15)));
    for (let i = 0; i < 12; i++) for (const width of ['long', 'short'] as const) check(`month ${i} ${width}`, monthName(i, lang, width), intlMonth(i, width));
    expect(differ).toEqual([]);
  });

  test('short English months are three letters each, "Sep" among them (a chart axis reads them as a row)', () => {
    expect(Array.from({ length: 12 }, (_, i) => monthName(i, 'en', 'short')).filter((m) => m.length !== 3)).toEqual([]);
  });

  test('no Intl.DateTimeFormat is made for a date or a month in any interface language', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (const lang of ['en', 'zh', 'ms']) {
        formatDate('2026-09-14', lang);
        formatMonthYear(2015, 1, lang);
        monthName(2, lang, 'long');
        monthName(8, lang, 'short');
      }
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  test('what it cannot write goes to Intl', () => {
    expect(formatDate('0033-09-14', 'en')).toBe(intl('en-GB', { year: 'numeric', month: 'long', day: 'numeric' }, new Date(Date.UTC(33, 8, 14))));
    expect(formatMonthYear(10000, 1, 'ms')).toBe(intl('ms-MY', { year: 'numeric', month: 'long' }, new Date(Date.UTC(10000, 0, 15))));
    expect(formatDate('not a date', 'zh')).toBe('not a date');
  });
});

test("Intl's formatters are made once per locale and options, not per value", () => {
  const made = jest.spyOn(Intl, 'NumberFormat');
  const madeDates = jest.spyOn(Intl, 'DateTimeFormat');
  try {
    for (let i = 0; i < 50; i++) {
      formatNumber(1000 + i, 'ms-MY', { digits: 2 });
      formatDate('0033-09-14', 'zh'); // a year Intl writes
    }
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    expect(madeDates.mock.calls.length).toBeLessThanOrEqual(1);
    // Other options are another formatter, with its own result.
    expect(formatNumber(1234.5, 'ms', { digits: 2 })).not.toBe(formatNumber(1234.5, 'ms', { digits: 0 }));
  } finally {
    made.mockRestore();
    madeDates.mockRestore();
  }
});

test('a label is followed by the colon its language writes: "来源：" in Chinese, "Source: " otherwise', () => {
  expect(['en', 'zh', 'ms'].map((lang) => `x${labelColon(lang)}y`)).toEqual(['x: y', 'x：y', 'x: y']);
});
