// Static development facts of the spec's Business constants, as numbers, from @forest-city/contracts (the one
// source every part reads). Texts that show them and ratios derived from them read from here.
import { DEVELOPMENT_FACTS, formatPercent, shareOf } from '@forest-city/contracts';

export { DEVELOPMENT_FACTS, shareOf } from '@forest-city/contracts';

/** Ratios the texts quote, derived from the facts above. */
export function derivedFacts(f: typeof DEVELOPMENT_FACTS = DEVELOPMENT_FACTS) {
  return {
    soldShareDec2023: shareOf(f.unitsSoldDec2023, f.unitsBuilt),
    soldShare2019: shareOf(f.unitsSold2019, f.unitsBuilt),
    residentsOfTarget: shareOf(f.currentResidents, f.targetPopulation),
    areaHaFromKm2: f.totalAreaKm2 * 100,
  };
}

/** Residents against the target population ("1.3%"), derived and written per language: prose interpolates it. */
export const RESIDENTS_OF_TARGET = {
  en: formatPercent(derivedFacts().residentsOfTarget, 'en', { digits: 1 }),
  zh: formatPercent(derivedFacts().residentsOfTarget, 'zh', { digits: 1 }),
  ms: formatPercent(derivedFacts().residentsOfTarget, 'ms', { digits: 1 }),
} as const;
