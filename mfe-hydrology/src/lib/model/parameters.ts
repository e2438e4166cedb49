// The hydrological parameters of the spec's Business constants, seven groups, values exactly as published.
// Names and sources are translated (locale keys parameters.<id> and sources.<id>); values are
// numbers, formatted for the visitor's language when shown, so "2,400" is never typed as text.
// derived.ts reads the numbers it needs from here by id. Figures another part shows too (rainfall,
// peak intensity, storage, reclaimed land) come from @forest-city/contracts, so each exists once.
import { CLIMATE, DRAINAGE_DESIGN, RECLAIMED_LAND as RL, RECLAMATION, STORAGE } from '@forest-city/contracts';

/** How a parameter's value is written. */
export type ParameterValue =
  | { kind: 'number'; value: number; digits?: number; grouping?: boolean }
  | { kind: 'range'; min: number; max: number; digits?: number }
  | { kind: 'scientific'; value: number }
  | { kind: 'lessThan'; value: number; digits?: number }
  /** A month of a year ("March 2014"); `value` is the year. */
  | { kind: 'monthYear'; value: number; month: number };

/** Units written the same in every language, plus a few that are words (translated: units.<id>). */
export type NeutralUnit = 'mm' | 'mm/hr' | 'mm/day' | 'mm/yr' | 'm/s' | '%' | 'g/cm³' | 'min' | 'm' | 'cm' | 'ppm' | 'kPa' | 'm³' | 'm³/day' | 'ha' | 'L/person/day' | 'pH';
export type WordUnit = 'millionM3' | 'dimensionless' | 'year' | 'people' | 'date';
export type Unit = NeutralUnit | WordUnit;
export const WORD_UNITS: readonly WordUnit[] = ['millionM3', 'dimensionless', 'year', 'people', 'date'];
export const isWordUnit = (u: Unit): u is WordUnit => (WORD_UNITS as readonly string[]).includes(u);

/** Kind of source each figure comes from (the spec names none; see README "Data notes"). */
export type SourceId = 'climateRecords' | 'fao56' | 'soilInvestigation' | 'msma' | 'designBasis' | 'hydrogeology' | 'scsTr55' | 'geotechnical' | 'modelAssumption' | 'pressReports';

export type ParameterGroupId = 'precipitation' | 'evapotranspiration' | 'infiltration' | 'surface' | 'storage' | 'demand' | 'reclaimed';

export interface ParameterRecord {
  /** Stable id; the name is the locale key parameters.<id>. */
  id: string;
  value: ParameterValue;
  unit: Unit;
  source: SourceId;
}

export interface ParameterGroup {
  id: ParameterGroupId;
  /** Icon name in ../shared/icons.tsx */
  icon: 'rain' | 'sun' | 'infiltration' | 'surface' | 'storage' | 'demand' | 'reclaimed';
  parameters: readonly ParameterRecord[];
}

const num = (value: number, extra: { digits?: number; grouping?: boolean } = {}): ParameterValue => ({ kind: 'number', value, ...extra });
const range = (min: number, max: number, digits?: number): ParameterValue => ({ kind: 'range', min, max, ...(digits === undefined ? {} : { digits }) });

export const PARAMETER_GROUPS: readonly ParameterGroup[] = [
  {
    id: 'precipitation',
    icon: 'rain',
    parameters: [
      { id: 'annualRainfall', value: num(CLIMATE.annualRainfallMm), unit: 'mm', source: 'climateRecords' },
      { id: 'monsoonRainfall', value: num(CLIMATE.monsoonRainfallMm), unit: 'mm', source: 'climateRecords' },
      { id: 'dryRainfall', value: num(CLIMATE.dryRainfallMm), unit: 'mm', source: 'climateRecords' },
      { id: 'peakIntensity', value: num(CLIMATE.peakIntensityMmPerH), unit: 'mm/hr', source: 'msma' },
      { id: 'dailyAverage', value: num(CLIMATE.dailyAverageMm, { digits: 1 }), unit: 'mm/day', source: 'climateRecords' },
    ],
  },
  {
    id: 'evapotranspiration',
    icon: 'sun',
    parameters: [
      { id: 'referenceEt', value: num(1450), unit: 'mm/yr', source: 'fao56' },
      { id: 'panEvaporation', value: num(1800), unit: 'mm/yr', source: 'climateRecords' },
      { id: 'actualEt', value: num(1200), unit: 'mm/yr', source: 'fao56' },
      { id: 'waterSurfaceEvaporation', value: num(1650), unit: 'mm/yr', source: 'climateRecords' },
      { id: 'cropCoefficient', value: range(0.8, 1.2, 1), unit: 'dimensionless', source: 'fao56' },
    ],
  },
  {
    id: 'infiltration',
    icon: 'infiltration',
    parameters: [
      { id: 'hydraulicConductivity', value: { kind: 'scientific', value: 2.5e-6 }, unit: 'm/s', source: 'soilInvestigation' },
      { id: 'fieldCapacity', value: num(22), unit: '%', source: 'soilInvestigation' },
      { id: 'wiltingPoint', value: num(8), unit: '%', source: 'soilInvestigation' },
      { id: 'bulkDensity', value: num(1.45, { digits: 2 }), unit: 'g/cm³', source: 'soilInvestigation' },
      { id: 'porosity', value: num(45), unit: '%', source: 'soilInvestigation' },
      { id: 'initialAbstraction', value: num(12), unit: 'mm', source: 'scsTr55' },
    ],
  },
  {
    id: 'surface',
    icon: 'surface',
    parameters: [
      { id: 'timeOfConcentration', value: num(DRAINAGE_DESIGN.timeOfConcentrationMin), unit: 'min', source: 'msma' },
      { id: 'manningConcrete', value: num(0.013, { digits: 3 }), unit: 'dimensionless', source: 'msma' },
      { id: 'manningVegetated', value: num(0.035, { digits: 3 }), unit: 'dimensionless', source: 'msma' },
      { id: 'channelSlope', value: num(0.5, { digits: 1 }), unit: '%', source: 'designBasis' },
    ],
  },
  {
    id: 'storage',
    icon: 'storage',
    parameters: [
      { id: 'groundwaterStorage', value: num(15), unit: 'millionM3', source: 'hydrogeology' },
      { id: 'pondStorage', value: num(STORAGE.pondStorageMillionM3, { digits: 1 }), unit: 'millionM3', source: 'designBasis' },
      { id: 'rainwaterHarvesting', value: num(800000), unit: 'm³', source: 'designBasis' },
      { id: 'detentionBasin', value: num(STORAGE.detentionBasinMillionM3, { digits: 1 }), unit: 'millionM3', source: 'designBasis' },
      { id: 'aquiferThickness', value: num(25), unit: 'm', source: 'hydrogeology' },
      { id: 'specificYield', value: num(0.18, { digits: 2 }), unit: 'dimensionless', source: 'hydrogeology' },
    ],
  },
  {
    id: 'demand',
    icon: 'demand',
    parameters: [
      { id: 'commercialDemand', value: num(25000), unit: 'm³/day', source: 'designBasis' },
      { id: 'irrigationDemand', value: num(15000), unit: 'm³/day', source: 'designBasis' },
      { id: 'industrialDemand', value: num(8000), unit: 'm³/day', source: 'designBasis' },
      { id: 'peakDemandFactor', value: num(1.8, { digits: 1 }), unit: 'dimensionless', source: 'designBasis' },
    ],
  },
  {
    id: 'reclaimed',
    icon: 'reclaimed',
    parameters: [
      { id: 'fillDepth', value: range(...RL.fillDepthM), unit: 'm', source: 'geotechnical' },
      { id: 'compaction', value: num(RL.compactionPercentProctor), unit: '%', source: 'geotechnical' },
      { id: 'settlement', value: range(...RL.settlementCm), unit: 'cm', source: 'geotechnical' },
      { id: 'saltContent', value: num(RL.saltContentPpm), unit: 'ppm', source: 'soilInvestigation' },
      { id: 'soilPh', value: range(...RL.soilPh, 1), unit: 'pH', source: 'soilInvestigation' },
      { id: 'organicContent', value: { kind: 'lessThan', value: RL.organicContentBelowPercent, digits: 1 }, unit: '%', source: 'soilInvestigation' },
      { id: 'clayLens', value: range(...RL.clayLensM), unit: 'm', source: 'geotechnical' },
      { id: 'groundwaterSalinity', value: range(...RL.groundwaterSalinityPpm), unit: 'ppm', source: 'hydrogeology' },
      { id: 'bearingCapacity', value: range(...RL.bearingCapacityKpa), unit: 'kPa', source: 'geotechnical' },
      { id: 'reclamationStart', value: { kind: 'monthYear', value: RECLAMATION.started.year, month: RECLAMATION.started.month }, unit: 'date', source: 'pressReports' },
      { id: 'curveNumber', value: range(...RL.curveNumber), unit: 'dimensionless', source: 'scsTr55' },
      { id: 'urbanFillRunoff', value: range(...RL.urbanFillRunoff, 2), unit: 'dimensionless', source: 'msma' },
      { id: 'vegetatedFillRunoff', value: range(...RL.vegetatedFillRunoff, 2), unit: 'dimensionless', source: 'msma' },
      { id: 'initialAbstractionRange', value: range(...RL.initialAbstractionMm), unit: 'mm', source: 'scsTr55' },
      { id: 'timeOfConcentrationRange', value: range(...RL.timeOfConcentrationMin), unit: 'min', source: 'msma' },
    ],
  },
];

export const ALL_PARAMETERS: readonly ParameterRecord[] = PARAMETER_GROUPS.flatMap((g) => g.parameters);

/** The single number of a parameter (for ranges, use parameterRange). Throws on an unknown id so a typo fails the tests. */
export function parameterNumber(id: string): number {
  const p = ALL_PARAMETERS.find((x) => x.id === id);
  if (!p) throw new Error(`Unknown parameter ${id}`);
  if (p.value.kind === 'range') throw new Error(`Parameter ${id} is a range`);
  return p.value.value;
}

export function parameterRange(id: string): { min: number; max: number } {
  const p = ALL_PARAMETERS.find((x) => x.id === id);
  if (!p || p.value.kind !== 'range') throw new Error(`Parameter ${id} is not a range`);
  return { min: p.value.min, max: p.value.max };
}
