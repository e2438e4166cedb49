// The model assumptions of the spec's Business constants, as numbers (derived.ts computes from them) and as
// display records for the assumptions dialog and the monthly dialog's overview.
import { MODEL_ASSUMPTIONS as SHARED_MODEL_ASSUMPTIONS } from '@forest-city/contracts';
import type { ParameterRecord } from './parameters';

/** The model assumptions, from @forest-city/contracts (the stormwater design storm reads the same numbers). */
export const MODEL_ASSUMPTIONS = SHARED_MODEL_ASSUMPTIONS;

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
