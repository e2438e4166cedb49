// The typed monthly data must meet the constraints the spec and the parameters set.
import { MONTHLY_SET_A } from '../monthly-set-a';
import { MONTHLY_SET_B } from '../monthly-set-b';
import { annualTotalsB, columnMax, precipitationSeasons, seasonExtremes, sumColumn } from '../derived';
import { parameterNumber, PARAMETER_GROUPS, ALL_PARAMETERS } from '../parameters';

// Spec (Entities), "Annual totals": what set B's months must add up to.
const PUBLISHED = { rainfall: 2399, evaporation: 1488, runoff: 1302, waterNeed: 15950, nitrogen: 31.4, phosphorus: 3.98 };

describe('monthly set A (mass balance model)', () => {
  test('has the twelve months January to December in order', () => {
    expect(MONTHLY_SET_A.map((r) => r.month)).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });

  test('precipitation sums to the precipitation parameters: annual, monsoon (Nov-Mar) and dry (Apr-Oct)', () => {
    const seasons = precipitationSeasons();
    expect(seasons.annual).toBe(parameterNumber('annualRainfall'));
    expect(seasons.monsoon).toBe(parameterNumber('monsoonRainfall'));
    expect(seasons.dry).toBe(parameterNumber('dryRainfall'));
    expect(seasons).toEqual({ annual: 2400, monsoon: 1680, dry: 720 });
  });

  test('precipitation peaks in November at 385 mm, and only there', () => {
    const max = columnMax(MONTHLY_SET_A, 'precipitation');
    expect(max).toBe(385);
    expect(MONTHLY_SET_A.filter((r) => r.precipitation === max).map((r) => r.month)).toEqual(['Nov']);
  });

  test('each month partitions precipitation into surface runoff + infiltration + interception', () => {
    for (const r of MONTHLY_SET_A) expect([r.month, r.surfaceRunoff + r.infiltration + r.interception]).toEqual([r.month, r.precipitation]);
  });

  test('surface runoff is precipitation x runoff coefficient (whole mm), coefficients within 0-1', () => {
    for (const r of MONTHLY_SET_A) {
      expect(r.runoffCoeff).toBeGreaterThan(0);
      expect(r.runoffCoeff).toBeLessThan(1);
      expect([r.month, r.surfaceRunoff]).toEqual([r.month, Math.round(r.precipitation * r.runoffCoeff)]);
    }
  });

  test('groundwater recharge never exceeds infiltration; soil moisture lies between wilting point and porosity', () => {
    for (const r of MONTHLY_SET_A) {
      expect(r.groundwater).toBeLessThanOrEqual(r.infiltration);
      expect(r.soilMoisture).toBeGreaterThan(parameterNumber('wiltingPoint'));
      expect(r.soilMoisture).toBeLessThan(parameterNumber('porosity'));
    }
  });

  test('evaporation sums to the actual ET parameter', () => {
    expect(sumColumn(MONTHLY_SET_A, 'evaporation')).toBe(parameterNumber('actualEt'));
  });
});

describe('monthly set B (monthly water balance)', () => {
  test('has the twelve full month names in order', () => {
    expect(MONTHLY_SET_B.map((r) => r.month)).toEqual(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']);
  });

  test('months sum to the annual totals (spec: Entities)', () => {
    const t = annualTotalsB();
    expect({ rainfall: t.rainfall, evaporation: t.evaporation, runoff: t.runoff, waterNeed: t.waterNeed, nitrogen: t.nitrogen, phosphorus: t.phosphorus }).toEqual(PUBLISHED);
  });

  test('October-December are the wettest months and June-August the driest', () => {
    expect(seasonExtremes()).toEqual({ wettest: [9, 10, 11], driest: [5, 6, 7] });
  });

  test('runoff and its surface part never exceed rainfall; values are non-negative', () => {
    for (const r of MONTHLY_SET_B) {
      expect(r.runoff).toBeLessThan(r.rainfall);
      expect(r.surfaceRunoff).toBeLessThanOrEqual(r.runoff);
      for (const v of Object.values(r)) if (typeof v === 'number') expect(v).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('parameters (spec: Business constants)', () => {
  test('seven groups in the spec order, every record with a unique id', () => {
    expect(PARAMETER_GROUPS.map((g) => g.id)).toEqual(['precipitation', 'evapotranspiration', 'infiltration', 'surface', 'storage', 'demand', 'reclaimed']);
    const ids = ALL_PARAMETERS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('hold the published values', () => {
    const values = Object.fromEntries(ALL_PARAMETERS.map((p) => [p.id, p.value.kind === 'range' ? [p.value.min, p.value.max] : p.value.value]));
    expect(values).toMatchObject({
      annualRainfall: 2400,
      monsoonRainfall: 1680,
      dryRainfall: 720,
      peakIntensity: 150,
      dailyAverage: 6.6,
      referenceEt: 1450,
      panEvaporation: 1800,
      actualEt: 1200,
      waterSurfaceEvaporation: 1650,
      cropCoefficient: [0.8, 1.2],
      hydraulicConductivity: 2.5e-6,
      fieldCapacity: 22,
      wiltingPoint: 8,
      bulkDensity: 1.45,
      porosity: 45,
      initialAbstraction: 12,
      timeOfConcentration: 45,
      manningConcrete: 0.013,
      manningVegetated: 0.035,
      channelSlope: 0.5,
      groundwaterStorage: 15,
      pondStorage: 2.5,
      rainwaterHarvesting: 800000,
      detentionBasin: 1.2,
      aquiferThickness: 25,
      specificYield: 0.18,
      commercialDemand: 25000,
      irrigationDemand: 15000,
      industrialDemand: 8000,
      peakDemandFactor: 1.8,
      fillDepth: [8, 15],
      compaction: 95,
      settlement: [25, 50],
      saltContent: 2800,
      soilPh: [8.2, 8.8],
      organicContent: 0.5,
      clayLens: [2, 6],
      groundwaterSalinity: [15000, 25000],
      bearingCapacity: [150, 250],
      reclamationStart: 2014,
      curveNumber: [82, 89],
      urbanFillRunoff: [0.65, 0.8],
      vegetatedFillRunoff: [0.25, 0.35],
      initialAbstractionRange: [8, 15],
      timeOfConcentrationRange: [35, 60],
    });
    expect(ALL_PARAMETERS.find((p) => p.id === 'organicContent')?.value.kind).toBe('lessThan');
  });

  test('an unknown parameter id throws instead of yielding undefined', () => {
    expect(() => parameterNumber('noSuchParameter')).toThrow('Unknown parameter');
  });
});
