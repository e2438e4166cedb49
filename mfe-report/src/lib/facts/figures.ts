// Figures the report's sentences quote, written per language from @forest-city/contracts' facts (the
// one source, issue 17.2): prose interpolates FIG.x[lang] instead of typing the number, so a changed
// fact reaches every sentence. Units stay in the sentences (km², 公顷, bilion); only the numbers,
// their grouping and the Chinese 万/亿 forms are written here.
import {
  APPROVED_RECLAMATION_HA,
  CLIMATE,
  DEVELOPMENT_FACTS as F,
  ISLANDS,
  MODEL_ASSUMPTIONS,
  RECLAIMED_LAND as RL,
  RECLAMATION,
  formatMonthYear,
  formatNumber as formatShortest,
  type IslandFact,
  type Lang,
} from '@forest-city/contracts';
import { formatNumber } from '../format';
import type { Localized } from '../localized';

/** The same figure written in each language. */
const per = (write: (lang: Lang) => string): Localized => ({ en: write('en'), zh: write('zh'), ms: write('ms') });
/** A number with `digits` decimals and the language's grouping. */
const num = (value: number, digits = 0) => per((lang) => formatNumber(value, lang, digits));
/** A year, never grouped. */
const year = (value: number) => per(() => String(value));
/** A range as the prose writes it, "8-15" with a hyphen (the geology table writes formatRange's en dash). */
const range = ([lo, hi]: readonly [number, number], digits = 0) => per((lang) => `${formatNumber(lo, lang, digits)}-${formatNumber(hi, lang, digits)}`);

/** An island's approved area (ha) from the 2015 approval. */
function islandHa(number: IslandFact['number']): number {
  const island = ISLANDS.find((i) => i.number === number);
  if (!island) throw new Error(`No island ${number} in ISLANDS`);
  return island.approvedHa;
}

export const FIG = {
  /** "US$100 billion", "1,000亿美元" (Chinese counts in 亿 = 100 million), "US$100 bilion". */
  investment: {
    en: `US$${formatNumber(F.totalInvestmentUsdBillion, 'en')} billion`,
    zh: `${formatNumber(F.totalInvestmentUsdBillion * 10, 'zh')}亿美元`,
    ms: `US$${formatNumber(F.totalInvestmentUsdBillion, 'ms')} bilion`,
  },
  /** "700,000"; Chinese "70万" (万 = 10,000; decimals only where the figure has them, "70.5万"). */
  targetPopulation: {
    en: formatNumber(F.targetPopulation, 'en'),
    zh: `${formatShortest(F.targetPopulation / 10_000, 'zh')}万`,
    ms: formatNumber(F.targetPopulation, 'ms'),
  },
  currentResidents: num(F.currentResidents),
  currentResidentsYear: year(F.currentResidentsYear),
  completionYear: year(F.completionYear),
  distanceFromSingaporeKm: num(F.distanceFromSingaporeKm),
  totalAreaKm2: num(F.totalAreaKm2, 2),
  totalAreaHa: num(F.totalAreaHa),
  constructionCompletePercent: num(F.constructionCompletePercent),
  unitsBuilt: num(F.unitsBuilt),
  sfzCorporateTaxPercent: num(F.sfzCorporateTaxPercent),
  peakIntensityMmPerH: num(CLIMATE.peakIntensityMmPerH),
  /** The hydrology model's pervious (green) cover, percent of the model area. */
  modelGreenPercent: num(MODEL_ASSUMPTIONS.greenShare * 100),
  fillDepthM: range(RL.fillDepthM),
  compactionPercentProctor: num(RL.compactionPercentProctor),
  settlementCm: range(RL.settlementCm),
  clayLensM: range(RL.clayLensM),
  curveNumber: range(RL.curveNumber),
  urbanFillRunoff: range(RL.urbanFillRunoff, 2),
  vegetatedFillRunoff: range(RL.vegetatedFillRunoff, 2),
  approvedReclamationHa: num(APPROVED_RECLAMATION_HA),
  island1Ha: num(islandHa(1)),
  island2Ha: num(islandHa(2)),
  island3Ha: num(islandHa(3)),
  island4Ha: num(islandHa(4)),
  /** "March 2014", "2014年3月", "Mac 2014": when reclamation began. */
  reclamationStarted: per((lang) => formatMonthYear(RECLAMATION.started.year, RECLAMATION.started.month, lang)),
  reclamationYear: year(RECLAMATION.started.year),
  /** "November 2013": when the land was acquired, the year some summaries give as the start of reclamation. */
  landAcquired: per((lang) => formatMonthYear(RECLAMATION.landAcquired.year, RECLAMATION.landAcquired.month, lang)),
} as const satisfies Record<string, Localized>;
