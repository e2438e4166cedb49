// The model assumptions of the spec's Business constants, as numbers (derived.ts computes from them) and as
// display records for the assumptions dialog and the monthly dialog's overview.
import type { ParameterRecord } from './parameters';

export const MODEL_ASSUMPTIONS = {
  /** Model area, ha (20.25 km²) */
  areaHa: 2025,
  /** Share of the area that is impervious (urban) */
  imperviousShare: 0.6,
  /** Share of the area that is green */
  greenShare: 0.4,
  /** Population the demand is computed for */
  population: 9000,
  /** Domestic demand, litres per person per day */
  domesticDemandLpcd: 350,
  /** Runoff coefficient of urban (impervious) cover */
  runoffCoeffUrban: 0.75,
  /** Runoff coefficient of green cover */
  runoffCoeffGreen: 0.15,
} as const;

/** Display records, in the order of the spec's Business constants. The ET method is a word: its value is the locale key. */
export const ASSUMPTION_RECORDS: readonly ParameterRecord[] = [
  { id: 'modelArea', value: { kind: 'number', value: MODEL_ASSUMPTIONS.areaHa }, unit: 'ha', source: 'modelAssumption' },
  { id: 'imperviousShare', value: { kind: 'number', value: MODEL_ASSUMPTIONS.imperviousShare * 100 }, unit: '%', source: 'modelAssumption' },
  { id: 'greenShare', value: { kind: 'number', value: MODEL_ASSUMPTIONS.greenShare * 100 }, unit: '%', source: 'modelAssumption' },
  { id: 'population', value: { kind: 'number', value: MODEL_ASSUMPTIONS.population }, unit: 'people', source: 'modelAssumption' },
  { id: 'domesticDemand', value: { kind: 'number', value: MODEL_ASSUMPTIONS.domesticDemandLpcd }, unit: 'L/person/day', source: 'modelAssumption' },
  { id: 'runoffCoeffUrban', value: { kind: 'number', value: MODEL_ASSUMPTIONS.runoffCoeffUrban, digits: 2 }, unit: 'dimensionless', source: 'modelAssumption' },
  { id: 'runoffCoeffGreen', value: { kind: 'number', value: MODEL_ASSUMPTIONS.runoffCoeffGreen, digits: 2 }, unit: 'dimensionless', source: 'modelAssumption' },
];

/** Evapotranspiration method (shown as text, translated: assumptions.etMethodValue). */
export const ET_METHOD = 'penmanMonteith' as const;
