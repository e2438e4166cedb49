// Static development facts of the spec's Business constants, as numbers. Texts that show them and ratios derived
// from them (sold share, residents against target) read from here; nothing is typed in twice.

export const DEVELOPMENT_FACTS = {
  totalInvestmentUsdBillion: 100,
  islands: 4,
  totalAreaKm2: 20.25,
  totalAreaHa: 2025,
  targetPopulation: 700_000,
  currentResidents: 9_000,
  currentResidentsYear: 2024,
  completionYear: 2045,
  distanceFromSingaporeKm: 5,
  constructionCompletePercent: 15,
  unitsBuilt: 26_000,
  unitsSoldDec2023: 20_000,
  unitsSold2019: 15_000,
  occupancyPercentRange: [1, 2] as const,
  buyersChinesePercent: 60,
  buyersMalaysianPercent: 20,
  twoRoomPriceFromUsd: 170_000,
  sandDredgedMillionM3: 190,
  sfzCorporateTaxPercent: 0,
  amenities: { hotels: 2, golfCourses: 2, internationalSchools: 1, waterParks: 1, prefabricationFactories: 1 },
} as const;

/** Share of a whole in percent, e.g. units sold of units built; 0 for an empty whole. */
export function shareOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

/** Ratios the texts quote, derived from the facts above. */
export function derivedFacts(f: typeof DEVELOPMENT_FACTS = DEVELOPMENT_FACTS) {
  return {
    soldShareDec2023: shareOf(f.unitsSoldDec2023, f.unitsBuilt),
    soldShare2019: shareOf(f.unitsSold2019, f.unitsBuilt),
    residentsOfTarget: shareOf(f.currentResidents, f.targetPopulation),
    areaHaFromKm2: f.totalAreaKm2 * 100,
  };
}
