// Figures in prose come from the one source (issue 17.2): the report's and the stormwater dialog's
// sentences interpolate @forest-city/contracts' facts instead of typing them. The test loads every
// content module with each fact replaced by another number (3v + 7) and looks for the original
// figures: a figure still found was typed into a sentence, and would drift when the fact changes.
import { formatNumber } from '../../../packages/contracts/src/format';
import * as FACTS from '../../../packages/contracts/src/facts';

jest.mock('../../../packages/contracts/src/facts', () => {
  const actual = jest.requireActual('../../../packages/contracts/src/facts');
  const shift = (value: unknown): unknown => {
    if (typeof value === 'number') return value * 3 + 7;
    if (Array.isArray(value)) return value.map(shift);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'number' || k === 'status' ? v : shift(v)]));
    return value;
  };
  const ISLANDS = shift(actual.ISLANDS) as { approvedHa: number }[];
  return {
    ...actual,
    DEVELOPMENT_FACTS: shift(actual.DEVELOPMENT_FACTS),
    MODEL_ASSUMPTIONS: shift(actual.MODEL_ASSUMPTIONS),
    CLIMATE: shift(actual.CLIMATE),
    DRAINAGE_DESIGN: shift(actual.DRAINAGE_DESIGN),
    RECLAIMED_LAND: shift(actual.RECLAIMED_LAND),
    STORAGE: shift(actual.STORAGE),
    INDICATORS: shift(actual.INDICATORS),
    ISLANDS,
    APPROVED_RECLAMATION_HA: ISLANDS.reduce((sum, island) => sum + island.approvedHa, 0),
  };
});

// Loaded after the mock, so every module that reads the facts reads the shifted ones.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { contentTexts, localeTexts } = require('./collect-texts') as typeof import('./collect-texts');

const REAL = jest.requireActual<typeof FACTS>('../../../packages/contracts/src/facts');

interface Figure {
  /** Where the fact lives, e.g. CLIMATE.annualRainfallMm */
  fact: string;
  /** The ways a sentence would write it, each a regular expression source. */
  patterns: string[];
}

const num = (v: number) => {
  const plain = String(v).replace('.', '\\.');
  const grouped = formatNumber(v, 'en', { digits: String(v).split('.')[1]?.length ?? 0 }).replace('.', '\\.');
  return grouped === plain ? plain : `(?:${grouped}|${plain})`;
};
// A number standing alone: no digit, decimal point or thousands comma glued to either side, and not
// one end of a range (the range is a figure of its own).
const alone = (body: string, unit = '') => `(?<![\\d.,]|[-–]\\s?)${body}(?![\\d]|[.,]\\d|\\s?[-–]\\s?\\d)${unit}`;

/** The units a key names, as sentences write them in en, zh and ms. */
const UNITS: [RegExp, string][] = [
  [/Percent/, '\\s?%'],
  [/Km2$/, '\\s?(?:km²|平方公里)'],
  [/Ha$/, '\\s?(?:ha|公顷)'],
  [/Mm$|MmPerH$/, '\\s?(?:mm|毫米)'],
  [/Km$/, '\\s?(?:km|公里)'],
  [/Cm$/, '\\s?(?:cm|厘米)'],
  [/M$/, '\\s?(?:m|米)(?![a-z²³])'],
  [/Ppm$/, '\\s?ppm'],
  [/Kpa$/, '\\s?kPa'],
  [/Min$/, '\\s?(?:min|minit|分钟)'],
  [/MillionM3$/, '\\s?(?:million|juta|百万)'],
  [/Lpcd$/, '\\s?(?:L|升)'],
];

/** Facts that are not figures a sentence quotes, or whose bare number is too common to look for. */
const SKIP = new Set([
  'DEVELOPMENT_FACTS.islands', // "four islands", "Island 4": a count words carry
  'DEVELOPMENT_FACTS.currentResidentsYear', // a year that names other events too
  'DEVELOPMENT_FACTS.amenities', // counts of one or two, written as words
  'RECLAIMED_LAND.reclamationStarted', // the timeline's year of an event, not a figure
  'MODEL_ASSUMPTIONS.areaHa', // = DEVELOPMENT_FACTS.totalAreaHa
  'MODEL_ASSUMPTIONS.population', // = DEVELOPMENT_FACTS.currentResidents
]);

/** A figure that equals a fact's value by coincidence: [fact, where the text is, why it is another figure]. */
const COINCIDENCES: [string, string, string][] = [
  ['DEVELOPMENT_FACTS.constructionCompletePercent', 'mfe-report.NOTES[6]', "the Special Financial Zone's 15 % personal income tax"],
  ['DEVELOPMENT_FACTS.constructionCompletePercent', 'mfe-report.SOURCES[6]', "the Special Financial Zone's 15 % personal income tax"],
  ['DEVELOPMENT_FACTS.buyersMalaysianPercent', 'mfe-stormwater/content.approaches.sponge-city.description', "the State Council's 20 % of built-up area by 2020"],
];

function figures(): Figure[] {
  const out: Figure[] = [];
  const visit = (value: unknown, fact: string, key: string) => {
    if (SKIP.has(fact)) return;
    if (Array.isArray(value)) {
      // A range is written "8-15", "8–15" or "8 to 15"; look for its two ends together.
      const [lo, hi] = value as number[];
      const unit = UNITS.find(([re]) => re.test(key))?.[1] ?? '';
      out.push({ fact, patterns: [alone(`${num(lo!)}\\s?(?:-|–|to|hingga|至|~)\\s?${num(hi!)}`, unit)] });
    } else if (typeof value === 'number') {
      const unit = UNITS.find(([re]) => re.test(key))?.[1];
      const patterns: string[] = [];
      if (unit) patterns.push(alone(num(value), unit));
      else if (value >= 100) patterns.push(alone(num(value)));
      // Chinese writes large round numbers in 万 and 亿.
      if (value >= 10_000 && value % 1000 === 0) patterns.push(alone(String(value / 10_000), '万'));
      if (/Billion$/.test(key)) patterns.push(alone(`(?:${formatNumber(value * 10, 'en')}|${value * 10})`, '亿'));
      if (/Share$/.test(key)) patterns.push(alone(num(value * 100), '\\s?%'));
      if (patterns.length) out.push({ fact, patterns });
    } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, `${fact}.${k}`, k);
  };
  for (const name of ['DEVELOPMENT_FACTS', 'MODEL_ASSUMPTIONS', 'CLIMATE', 'DRAINAGE_DESIGN', 'RECLAIMED_LAND', 'STORAGE', 'INDICATORS'] as const) visit(REAL[name], name, name);
  REAL.ISLANDS.forEach((island) => visit(island.approvedHa, `ISLANDS[${island.number}].approvedHa`, 'approvedHa'));
  visit(REAL.APPROVED_RECLAMATION_HA, 'APPROVED_RECLAMATION_HA', 'approvedHa');
  return out;
}

test('the facts were shifted for this test (otherwise it could not see a typed figure)', () => {
  const texts = contentTexts();
  const residents = formatNumber(REAL.DEVELOPMENT_FACTS.currentResidents * 3 + 7, 'en', { digits: 0 });
  expect(texts.some((t) => t.en.includes(residents))).toBe(true);
});

test('no sentence of the report or the stormwater dialog types a figure the facts hold', () => {
  const typed: string[] = [];
  // The locale files too: a figure typed there ("82–89", "Ia 12 mm") would not follow a changed fact.
  const texts = [...contentTexts().filter((t) => !t.where.startsWith('api-mock/')), ...localeTexts()];
  for (const { fact, patterns } of figures()) {
    const re = new RegExp(patterns.join('|'), 'u');
    for (const text of texts.filter((t) => !COINCIDENCES.some(([f, where]) => f === fact && t.where.startsWith(where))))
      for (const lang of ['en', 'zh', 'ms'] as const) {
        const found = text[lang].match(re);
        if (found) typed.push(`${fact} typed as "${found[0]}" in ${text.where} (${lang}): ${text[lang].slice(0, 120)}`);
      }
  }
  expect(typed).toEqual([]);
});
