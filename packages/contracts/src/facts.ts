// Every figure that more than one part shows, once. The hydrology model, the stormwater
// guidelines, the report and the API's dataset (checked by tools/content's tests) read these
// numbers; prose interpolates them and derived values are computed, so a change here reaches every
// part at its next build. Sources and the reasons for each choice: docs/content.md.

/** Development facts of the spec's Business constants (numbers only; the report words them). */
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

/** The hydrology model's assumptions (spec: Business constants), also the stormwater design storm's. */
export const MODEL_ASSUMPTIONS = {
  /** Model area, ha (20.25 km²) */
  areaHa: DEVELOPMENT_FACTS.totalAreaHa,
  /** Share of the area that is impervious (urban) */
  imperviousShare: 0.6,
  /** Share of the area that is pervious (green and other unsealed cover) */
  greenShare: 0.4,
  /** Population the demand is computed for */
  population: DEVELOPMENT_FACTS.currentResidents,
  /** Domestic demand, litres per person per day */
  domesticDemandLpcd: 350,
  /** Runoff coefficient of urban (impervious) cover */
  runoffCoeffUrban: 0.75,
  /** Runoff coefficient of green cover */
  runoffCoeffGreen: 0.15,
} as const;

/** Precipitation (spec: hydrological parameters). */
export const CLIMATE = {
  annualRainfallMm: 2400,
  /** November-March (north-east monsoon) */
  monsoonRainfallMm: 1680,
  /** April-October */
  dryRainfallMm: 720,
  peakIntensityMmPerH: 150,
  dailyAverageMm: 6.6,
} as const;

/** Drainage design (spec: hydrological parameters, surface): the hydrology model's parameter and the stormwater design storm's duration. */
export const DRAINAGE_DESIGN = {
  /** Design time of concentration of the model area, minutes (within RECLAIMED_LAND.timeOfConcentrationMin). */
  timeOfConcentrationMin: 45,
} as const;

/**
 * When the land was reclaimed: the one date every part shows. Reclamation began in March 2014 (The
 * Straits Times, 2014-2016); the land was acquired in November 2013, the year some summaries give as the
 * start of reclamation, so every place that states the start carries that note. The map's time control
 * starts at `started.year`.
 */
export const RECLAMATION = {
  landAcquired: { year: 2013, month: 11 },
  started: { year: 2014, month: 3 },
} as const;

/** Counts the layer panel states (spec: Screens and routes), held to the dataset's items and metrics by tools/content's tests. */
export const NETWORK = {
  /** Treatment stations (potable, sewage, reclaimed water; one of them planned). */
  treatmentStations: 4,
} as const;

/** Reclaimed-land parameters (spec: Business constants), shown by the hydrology model and the report's geology tab. */
export const RECLAIMED_LAND = {
  fillDepthM: [8, 15] as const,
  compactionPercentProctor: 95,
  settlementCm: [25, 50] as const,
  saltContentPpm: 2800,
  soilPh: [8.2, 8.8] as const,
  organicContentBelowPercent: 0.5,
  clayLensM: [2, 6] as const,
  groundwaterSalinityPpm: [15_000, 25_000] as const,
  bearingCapacityKpa: [150, 250] as const,
  /** The year reclamation began (RECLAMATION.started; land acquired November 2013). */
  reclamationStarted: RECLAMATION.started.year,
  curveNumber: [82, 89] as const,
  urbanFillRunoff: [0.65, 0.8] as const,
  vegetatedFillRunoff: [0.25, 0.35] as const,
  initialAbstractionMm: [8, 15] as const,
  timeOfConcentrationMin: [35, 60] as const,
} as const;

/** Storage: the model's design volumes and the one built pond the dataset lists. */
export const STORAGE = {
  /** Ponds and lakes, design volume (hydrology parameter), million m³ */
  pondStorageMillionM3: 2.5,
  /** Detention basins, design volume (hydrology parameter), million m³ */
  detentionBasinMillionM3: 1.2,
  /** The built Central Retention Pond on Island 1 (dataset item and sidebar metric), m³ */
  centralRetentionPondM3: 45_000,
} as const;

/** Indicators shown both by the sidebar (API metric) and by Future Development (sustainability). */
export const INDICATORS = {
  /** Non-potable demand met by rainwater reuse, percent: current value and target. */
  rainwaterReuse: { currentPercent: 34, targetPercent: 50 },
} as const;

export type IslandStatus = 'reclaimed' | 'planned';

export interface IslandFact {
  number: 1 | 2 | 3 | 4;
  /** Area approved with the detailed EIA (Department of Environment, January 2015), ha. */
  approvedHa: number;
  status: IslandStatus;
}

/**
 * The four islands of the 2015 approval. Island 1 is reclaimed and built on; islands 2-4 are planned
 * and not reclaimed: no part of the product says an island other than Island 1 is
 * reclaimed, even partly, because no source available to this product says so.
 */
export const ISLANDS: readonly IslandFact[] = [
  { number: 1, approvedHa: 396, status: 'reclaimed' },
  { number: 2, approvedHa: 767, status: 'planned' },
  { number: 3, approvedHa: 164, status: 'planned' },
  { number: 4, approvedHa: 59, status: 'planned' },
];

/** Approved reclamation in all, ha (1,386), derived. */
export const APPROVED_RECLAMATION_HA = ISLANDS.reduce((sum, island) => sum + island.approvedHa, 0);

/**
 * The project area every item of the dataset lies in, unless it is marked regional: the four
 * islands, the shore opposite them and the Second Link's Malaysian end (decimal degrees).
 */
export const PROJECT_AREA = { south: 1.31, north: 1.37, west: 103.58, east: 103.63 } as const;

/** Share of a whole in percent, e.g. units sold of units built; 0 for an empty whole. */
export function shareOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}
