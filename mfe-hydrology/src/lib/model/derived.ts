// Every derived figure the hydrology dialogs show, computed from the typed data in one place
// (totals, balances, coefficients, conversions, the SCS curve number and the consistency
// checks of ../../../../../shared/spec/corrections.md). Components format; they never compute.
import { roundDecimal } from '@forest-city/remote-kit';
import { MODEL_ASSUMPTIONS } from './model-assumptions';
import { MONTHLY_SET_A, type MonthlyRecordA } from './monthly-set-a';
import { MONTHLY_SET_B, type MonthlyRecordB } from './monthly-set-b';
import { parameterNumber, parameterRange } from './parameters';

type NumericKeys<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T];

const decimalsOf = (n: number) => (String(n).split('.')[1] ?? '').length;

/**
 * Sum of one column, free of floating-point noise (0.43 + 0.29 + … is 3.98, not 3.9799999):
 * the result is rounded to the most decimals any value in the column has.
 */
export function sumColumn<T>(rows: readonly T[], key: NumericKeys<T>): number {
  let total = 0;
  let decimals = 0;
  for (const row of rows) {
    const v = row[key] as unknown as number;
    total += v;
    decimals = Math.max(decimals, decimalsOf(v));
  }
  return roundDecimal(total, decimals);
}

export function columnMax<T>(rows: readonly T[], key: NumericKeys<T>): number {
  return Math.max(...rows.map((r) => r[key] as unknown as number));
}

// ---------- Monthly set B: the monthly water balance ----------

export interface AnnualTotalsB {
  rainfall: number;
  evaporation: number;
  runoff: number;
  surfaceRunoff: number;
  groundwater: number;
  /** thousand m3 */
  waterNeed: number;
  /** kg/ha */
  nitrogen: number;
  /** kg/ha */
  phosphorus: number;
}

export function annualTotalsB(rows: readonly MonthlyRecordB[] = MONTHLY_SET_B): AnnualTotalsB {
  return {
    rainfall: sumColumn(rows, 'rainfall'),
    evaporation: sumColumn(rows, 'evaporation'),
    runoff: sumColumn(rows, 'runoff'),
    surfaceRunoff: sumColumn(rows, 'surfaceRunoff'),
    groundwater: sumColumn(rows, 'groundwater'),
    waterNeed: sumColumn(rows, 'waterNeed'),
    nitrogen: sumColumn(rows, 'nitrogen'),
    phosphorus: sumColumn(rows, 'phosphorus'),
  };
}

/** Annual (or monthly) balance P - ET - R in mm. Negative: more leaves than falls, a possible groundwater recharge deficit. */
export function waterBalance(precipitation: number, evapotranspiration: number, runoff: number): number {
  return roundDecimal(precipitation - evapotranspiration - runoff, 3);
}

export function monthlyBalances(rows: readonly MonthlyRecordB[] = MONTHLY_SET_B): { month: MonthlyRecordB['month']; balance: number }[] {
  return rows.map((r) => ({ month: r.month, balance: waterBalance(r.rainfall, r.evaporation, r.runoff) }));
}

export function annualBalance(rows: readonly MonthlyRecordB[] = MONTHLY_SET_B): number {
  const t = annualTotalsB(rows);
  return waterBalance(t.rainfall, t.evaporation, t.runoff);
}

/** Runoff / rainfall (unrounded; shown as 0.54 or 54 %). */
export function runoffCoefficient(runoff: number, rainfall: number): number {
  if (rainfall <= 0) throw new RangeError('rainfall must be positive');
  return runoff / rainfall;
}

/** Thousand m3 -> million m3 (spec: divisor 1000). Round for display with formatNumber(…, { digits: 1 }) -> "16.0". */
export function thousandToMillionM3(thousandM3: number): number {
  return thousandM3 / 1000;
}

/**
 * Factor from a nutrient load in kg/ha to tons/year over the model area: area (ha) / 1000 kg per t.
 * For 2,025 ha it is 2.025 (the spec's 20.25 is ten times too large; see corrections.md).
 */
export function nutrientFactor(areaHa: number = MODEL_ASSUMPTIONS.areaHa): number {
  return areaHa / 1000;
}

/** kg/ha/yr over the model area -> t/yr. */
export function nutrientTonsPerYear(kgPerHa: number, areaHa: number = MODEL_ASSUMPTIONS.areaHa): number {
  return roundDecimal((kgPerHa * areaHa) / 1000, 6);
}

/** Months in order of rainfall: the three wettest and the three driest (for the insight cards). */
export function seasonExtremes(rows: readonly MonthlyRecordB[] = MONTHLY_SET_B, count = 3): { wettest: number[]; driest: number[] } {
  const order = rows.map((r, i) => ({ i, v: r.rainfall })).sort((a, b) => b.v - a.v);
  const byMonth = (a: number, b: number) => a - b;
  return {
    wettest: order
      .slice(0, count)
      .map((x) => x.i)
      .sort(byMonth),
    driest: order
      .slice(-count)
      .map((x) => x.i)
      .sort(byMonth),
  };
}

// ---------- Monthly set A: the mass balance model ----------

/** Month indexes (0 = January) of the north-east monsoon season, November to March. */
export const MONSOON_MONTHS = [10, 11, 0, 1, 2] as const;

export function precipitationSeasons(rows: readonly MonthlyRecordA[] = MONTHLY_SET_A): { annual: number; monsoon: number; dry: number } {
  const annual = sumColumn(rows, 'precipitation');
  const monsoon = sumColumn(
    rows.filter((_, i) => (MONSOON_MONTHS as readonly number[]).includes(i)),
    'precipitation',
  );
  return { annual, monsoon, dry: roundDecimal(annual - monsoon, 3) };
}

// ---------- SCS curve number (metric) ----------

export interface ScsResult {
  /** Potential maximum retention S, mm */
  s: number;
  /** Initial abstraction Ia = 0.2 S, mm */
  ia: number;
  /** Direct runoff Q, mm */
  q: number;
}

/** SCS-CN runoff: S = 25400/CN - 254, Ia = 0.2 S, Q = (P - Ia)² / (P - Ia + S) for P > Ia, else 0. */
export function scsRunoff(rainfallMm: number, cn: number): ScsResult {
  const s = 25400 / cn - 254;
  const ia = 0.2 * s;
  const q = rainfallMm > ia ? (rainfallMm - ia) ** 2 / (rainfallMm - ia + s) : 0;
  return { s, ia, q };
}

export const SCS_LIMITS = { cn: { min: 30, max: 100 }, rainfall: { min: 0, max: 1000 } } as const;

export type ScsInputError = 'cnRequired' | 'cnRange' | 'rainfallRequired' | 'rainfallRange';

/** Checks calculator input; returns the error per field (translated by the component). */
export function validateScsInput(rainfallMm: number | null, cn: number | null): { rainfall?: ScsInputError; cn?: ScsInputError } {
  const errors: { rainfall?: ScsInputError; cn?: ScsInputError } = {};
  if (rainfallMm === null || Number.isNaN(rainfallMm)) errors.rainfall = 'rainfallRequired';
  else if (rainfallMm < SCS_LIMITS.rainfall.min || rainfallMm > SCS_LIMITS.rainfall.max) errors.rainfall = 'rainfallRange';
  if (cn === null || Number.isNaN(cn)) errors.cn = 'cnRequired';
  else if (cn < SCS_LIMITS.cn.min || cn > SCS_LIMITS.cn.max) errors.cn = 'cnRange';
  return errors;
}

/** Ia (mm) implied by a curve number under Ia = 0.2 S. */
export const initialAbstractionForCn = (cn: number) => scsRunoff(0, cn).ia;
/** Curve number implied by an initial abstraction (mm) under Ia = 0.2 S. */
export const cnForInitialAbstraction = (iaMm: number) => 25400 / (iaMm / 0.2 + 254);

// ---------- Model assumptions ----------

/** Area-weighted runoff coefficient of the land-cover assumptions: 0.6 x 0.75 + 0.4 x 0.15 = 0.51. */
export function compositeRunoffCoefficient(a = MODEL_ASSUMPTIONS): number {
  return roundDecimal(a.imperviousShare * a.runoffCoeffUrban + a.greenShare * a.runoffCoeffGreen, 6);
}

/** Average daily demand from the assumptions and demand parameters, m3/day (the peak factor is for sizing, not totals). */
export function demandFromParameters(a = MODEL_ASSUMPTIONS): {
  domestic: number;
  commercial: number;
  irrigation: number;
  industrial: number;
  totalPerDay: number;
  annualThousandM3: number;
} {
  const domestic = (a.population * a.domesticDemandLpcd) / 1000;
  const commercial = parameterNumber('commercialDemand');
  const irrigation = parameterNumber('irrigationDemand');
  const industrial = parameterNumber('industrialDemand');
  const totalPerDay = domestic + commercial + irrigation + industrial;
  return { domestic, commercial, irrigation, industrial, totalPerDay, annualThousandM3: (totalPerDay * 365) / 1000 };
}

/** Drainable groundwater storage: aquifer thickness x specific yield x model area, million m3. */
export function aquiferStorageMillionM3(a = MODEL_ASSUMPTIONS): number {
  return roundDecimal((parameterNumber('aquiferThickness') * parameterNumber('specificYield') * a.areaHa * 10_000) / 1e6, 6);
}

/** A depth (mm) over the model area as a volume, million m3. */
export function depthToMillionM3(depthMm: number, a = MODEL_ASSUMPTIONS): number {
  return roundDecimal(((depthMm / 1000) * a.areaHa * 10_000) / 1e6, 6);
}

// ---------- Consistency checks (corrections.md, the rows that concern hydrology) ----------

/**
 * Units of derived figures. Those written with words are translated (locale key units.<unit>);
 * the others read the same in every language.
 */
export type FigureUnit = 't/yr' | 'mm/yr' | 'mm' | 'ha' | 'm' | 'm³/day' | '%' | 'CN' | '' | 'millionM3' | 'millionM3PerYr' | 'thousandM3PerYr' | 'thousandM3';

/** A figure with its unit and display precision. */
export interface Figure {
  value: number;
  /** Upper end, for ranges */
  max?: number;
  unit: FigureUnit;
  digits: number;
}

export interface ConsistencyCheck {
  /** Locale keys consistency.<id>.title / .explanation */
  id:
    | 'nutrientFactor'
    | 'waterDemandRounding'
    | 'annualBalance'
    | 'evaporation'
    | 'monsoonRainfall'
    | 'runoffCoefficient'
    | 'waterNeed'
    | 'initialAbstraction'
    | 'groundwaterStorage';
  /** The figure as the spec publishes it (or as its formula gives it); locale key consistency.<id>.publishedSource says where */
  published: Figure;
  /** The figure the model's own data and assumptions give, in the same unit; consistency.<id>.modelSource says how */
  model: Figure;
  /** Model minus published, in the same unit (a range when the model is a range); consistency.<id>.uses says what the dashboard shows */
  difference: Figure;
  /** Further figures the explanation quotes (interpolated, so no number is typed into a sentence) */
  values: Record<string, Figure>;
}

const fig = (value: number, unit: FigureUnit, digits: number, max?: number): Figure => (max === undefined ? { value, unit, digits } : { value, unit, digits, max });

/**
 * Model minus published, like with like: both figures must be in one unit (a check that sets depth
 * against volume fails here). The difference is that of the two figures as shown (each rounded to its
 * own digits), so a reader who subtracts what the card shows gets what it says: 16.0 − 15.9 is 0.1,
 * not the 0.05 of the unrounded values (which would print as 0.0).
 */
export function figureDifference(published: Figure, model: Figure): Figure {
  if (published.unit !== model.unit) throw new Error(`consistency check compares ${published.unit} with ${model.unit}`);
  const digits = Math.max(published.digits, model.digits);
  const shownPublished = roundDecimal(published.value, published.digits);
  const minus = (value: number) => roundDecimal(roundDecimal(value, model.digits) - shownPublished, digits);
  return model.max === undefined ? fig(minus(model.value), model.unit, digits) : fig(minus(model.value), model.unit, digits, minus(model.max));
}

type CheckInput = Omit<ConsistencyCheck, 'difference'>;
const withDifference = (c: CheckInput): ConsistencyCheck => ({ ...c, difference: figureDifference(c.published, c.model) });

/** Set B's rainfall in the two seasons of the precipitation parameters (November-March and April-October). */
export function rainfallSeasonsB(rows: readonly MonthlyRecordB[] = MONTHLY_SET_B): { monsoon: number; dry: number } {
  const monsoon = sumColumn(
    rows.filter((_, i) => (MONSOON_MONTHS as readonly number[]).includes(i)),
    'rainfall',
  );
  return { monsoon, dry: sumColumn(rows, 'rainfall') - monsoon };
}

export function consistencyChecks(rows: readonly MonthlyRecordB[] = MONTHLY_SET_B): ConsistencyCheck[] {
  const totals = annualTotalsB(rows);
  const seasonsB = rainfallSeasonsB(rows);
  const seasonsA = precipitationSeasons();
  const balance = annualBalance(rows);
  const demand = demandFromParameters();
  const cn = parameterRange('curveNumber');
  const ia = parameterNumber('initialAbstraction');
  const SPEC_NUTRIENT_MULTIPLIER = 20.25; // the spec's Business constants "nutrient multiplier", kept only to show what it gave
  // What a binary toFixed(1) printed for 15.95: the published "15.9".
  const naiveDemand = Number(thousandToMillionM3(totals.waterNeed).toFixed(1));
  const checks: CheckInput[] = [
    {
      id: 'nutrientFactor',
      published: fig(totals.nitrogen * SPEC_NUTRIENT_MULTIPLIER, 't/yr', 1),
      model: fig(nutrientTonsPerYear(totals.nitrogen), 't/yr', 1),
      values: {
        specFactor: fig(SPEC_NUTRIENT_MULTIPLIER, '', 2),
        factor: fig(nutrientFactor(), '', 3),
        area: fig(MODEL_ASSUMPTIONS.areaHa, 'ha', 0),
        phosphorus: fig(nutrientTonsPerYear(totals.phosphorus), 't/yr', 2),
      },
    },
    {
      id: 'waterDemandRounding',
      published: fig(naiveDemand, 'millionM3PerYr', 1),
      model: fig(thousandToMillionM3(totals.waterNeed), 'millionM3PerYr', 1),
      values: {
        exact: fig(thousandToMillionM3(totals.waterNeed), 'millionM3PerYr', 2),
        naive: fig(naiveDemand, 'millionM3PerYr', 1),
        rounded: fig(thousandToMillionM3(totals.waterNeed), 'millionM3PerYr', 1),
        waterNeed: fig(totals.waterNeed, 'thousandM3', 0),
        /** The same sum as a bare count, as the published division writes it ("15,950 ÷ 1,000"). */
        waterNeedCount: fig(totals.waterNeed, '', 0),
      },
    },
    {
      // Like with like: the published depth against the depth a balance that closes needs (0), both
      // in mm/yr; the volume is quoted in the explanation, not set against the depth.
      id: 'annualBalance',
      published: fig(balance, 'mm/yr', 0),
      model: fig(0, 'mm/yr', 0),
      values: { area: fig(MODEL_ASSUMPTIONS.areaHa, 'ha', 0), volume: fig(depthToMillionM3(Math.abs(balance)), 'millionM3PerYr', 1) },
    },
    {
      id: 'evaporation',
      published: fig(totals.evaporation, 'mm/yr', 0),
      model: fig(parameterNumber('actualEt'), 'mm/yr', 0, parameterNumber('referenceEt')),
      values: { referenceEt: fig(parameterNumber('referenceEt'), 'mm/yr', 0), actualEt: fig(parameterNumber('actualEt'), 'mm/yr', 0) },
    },
    {
      // Content review F6: the two constructed monthly series split the year differently. Set B's
      // November-March rainfall against the precipitation parameter (which set A matches).
      id: 'monsoonRainfall',
      published: fig(seasonsB.monsoon, 'mm', 0),
      model: fig(parameterNumber('monsoonRainfall'), 'mm', 0),
      values: {
        dryB: fig(seasonsB.dry, 'mm', 0),
        dry: fig(parameterNumber('dryRainfall'), 'mm', 0),
        monsoonA: fig(seasonsA.monsoon, 'mm', 0),
        octoberA: fig(MONTHLY_SET_A[9]!.precipitation, 'mm', 0),
        octoberB: fig(rows[9]!.rainfall, 'mm', 0),
      },
    },
    {
      id: 'runoffCoefficient',
      published: fig(runoffCoefficient(totals.runoff, totals.rainfall), '', 2),
      model: fig(compositeRunoffCoefficient(), '', 2),
      values: {
        urbanShare: fig(MODEL_ASSUMPTIONS.imperviousShare * 100, '%', 0),
        urbanCoeff: fig(MODEL_ASSUMPTIONS.runoffCoeffUrban, '', 2),
        greenShare: fig(MODEL_ASSUMPTIONS.greenShare * 100, '%', 0),
        greenCoeff: fig(MODEL_ASSUMPTIONS.runoffCoeffGreen, '', 2),
      },
    },
    {
      id: 'waterNeed',
      published: fig(totals.waterNeed, 'thousandM3PerYr', 0),
      model: fig(demand.annualThousandM3, 'thousandM3PerYr', 0),
      values: { perDay: fig(demand.totalPerDay, 'm³/day', 0), peakFactor: fig(parameterNumber('peakDemandFactor'), '', 1) },
    },
    {
      // The published figures are Ia 12 mm and CN 82-89 (CN 80.9 is derived, not published): compare Ia with Ia.
      id: 'initialAbstraction',
      published: fig(ia, 'mm', 1),
      model: fig(initialAbstractionForCn(cn.max), 'mm', 1, initialAbstractionForCn(cn.min)),
      values: {
        ia: fig(ia, 'mm', 0),
        cnRange: fig(cn.min, '', 0, cn.max),
        iaAtMinCn: fig(initialAbstractionForCn(cn.min), 'mm', 1),
        iaAtMaxCn: fig(initialAbstractionForCn(cn.max), 'mm', 1),
        cnForIa: fig(cnForInitialAbstraction(ia), 'CN', 1),
      },
    },
    {
      id: 'groundwaterStorage',
      published: fig(parameterNumber('groundwaterStorage'), 'millionM3', 0),
      model: fig(aquiferStorageMillionM3(), 'millionM3', 0),
      values: {
        thickness: fig(parameterNumber('aquiferThickness'), 'm', 0),
        specificYield: fig(parameterNumber('specificYield'), '', 2),
        area: fig(MODEL_ASSUMPTIONS.areaHa, 'ha', 0),
      },
    },
  ];
  return checks.map(withDifference);
}

// ---------- Display scales ----------

/** Spec (Business constants): an inline table bar is 60 px at its column's maximum. */
export const INLINE_BAR_MAX_PX = 60;

/** Width in px of a value's inline bar, scaled to its column's maximum. */
export function inlineBarWidth(value: number, columnMaximum: number, maxPx: number = INLINE_BAR_MAX_PX): number {
  if (columnMaximum <= 0 || value <= 0) return 0;
  return Math.round((value / columnMaximum) * maxPx * 10) / 10;
}

/** Mean of a column (temperatures are averaged, not summed). */
export function meanColumn<T>(rows: readonly T[], key: NumericKeys<T>): number {
  return rows.length ? rows.reduce((a, r) => a + (r[key] as unknown as number), 0) / rows.length : Number.NaN;
}
