// The model feature as the rest of mfe-hydrology sees it: other features and the app import only these.
export {
  annualBalance,
  annualTotalsB,
  columnMax,
  compositeRunoffCoefficient,
  consistencyChecks,
  demandFromParameters,
  depthToMillionM3,
  inlineBarWidth,
  meanColumn,
  monthlyBalances,
  nutrientTonsPerYear,
  runoffCoefficient,
  SCS_LIMITS,
  scsRunoff,
  seasonExtremes,
  thousandToMillionM3,
  validateScsInput,
} from './derived';
export type { Figure, FigureUnit } from './derived';
export { ASSUMPTION_RECORDS, MODEL_ASSUMPTIONS } from './model-assumptions';
export { COLLECTION_EQUIPMENT, COLLECTION_FREQUENCIES, EQUATIONS, EXTERNAL_LINKS, MODEL_APPLICATIONS } from './model-content';
export { MONTHLY_SET_A } from './monthly-set-a';
export type { MonthlyRecordA } from './monthly-set-a';
export { MONTHLY_SET_B } from './monthly-set-b';
export type { MonthlyRecordB } from './monthly-set-b';
export { isWordUnit, PARAMETER_GROUPS, parameterRange } from './parameters';
export type { ParameterRecord, ParameterValue, Unit } from './parameters';
