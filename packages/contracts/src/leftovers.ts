// What a Chinese or Malay screen must not show: English unit abbreviations and English month names
// in body text (issue 17: units and dates are written in the visitor's language through the one
// formatter). Each part's render test runs every dialog and tab through this.

const ENGLISH_UNITS = /(?:\/yr|\/day|\/hr|\bper (?:day|year|hour)\b|\/person|\bt\/yr\b|\bthousand m³|\bmillion m³)/;
const ENGLISH_MONTHS_LONG = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;
/** Malay shares September and November (and short forms such as Jan, Apr) with English. */
const ENGLISH_MONTHS_NOT_MALAY = /\b(?:January|February|March|May|June|July|August|October|December)\b/;
const ENGLISH_MONTHS_SHORT = /\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b/;
/** Latin unit symbols after a number, which Chinese writes as words (毫米, 立方米, 公顷). */
const LATIN_UNIT_AFTER_NUMBER = /\d\s?(?:mm|cm|km|km²|m³|m|ha|kg|t|L|kPa|min)(?![A-Za-z0-9])/;

/** The English units and months a text in `lang` shows; empty when there are none. */
export function englishLeftovers(text: string, lang: 'zh' | 'ms'): string[] {
  const found: string[] = [];
  const check = (re: RegExp, what: string) => {
    const m = re.exec(text);
    if (m) found.push(`${what}: "${text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 10)}"`);
  };
  check(ENGLISH_UNITS, 'English unit');
  if (lang === 'zh') {
    check(ENGLISH_MONTHS_LONG, 'English month');
    check(ENGLISH_MONTHS_SHORT, 'English month');
    check(LATIN_UNIT_AFTER_NUMBER, 'Latin unit symbol');
  } else check(ENGLISH_MONTHS_NOT_MALAY, 'English month');
  return found;
}
