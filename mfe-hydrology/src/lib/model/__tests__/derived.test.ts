import {
  annualBalance,
  annualTotalsB,
  aquiferStorageMillionM3,
  cnForInitialAbstraction,
  compositeRunoffCoefficient,
  consistencyChecks,
  demandFromParameters,
  depthToMillionM3,
  initialAbstractionForCn,
  monthlyBalances,
  nutrientFactor,
  nutrientTonsPerYear,
  runoffCoefficient,
  scsRunoff,
  sumColumn,
  thousandToMillionM3,
  validateScsInput,
  waterBalance,
  figureDifference,
} from '../derived';
import { formatNumber, roundDecimal } from '@forest-city/remote-kit';
import type { MonthlyRecordB } from '../monthly-set-b';

const oneDecimal = (n: number) => formatNumber(n, 'en', { digits: 1 });

describe('annual balance', () => {
  test('is P - ET - R from the months: 2399 - 1488 - 1302 = -391 mm', () => {
    expect(annualBalance()).toBe(-391);
    expect(waterBalance(2399, 1488, 1302)).toBe(-391);
  });

  test('follows the data it is given (a month more rain raises it by that much)', () => {
    const rows: MonthlyRecordB[] = [
      { month: 'January', rainfall: 300, evaporation: 100, runoff: 150, surfaceRunoff: 0, groundwater: 0, waterNeed: 0, temperature: 0, nitrogen: 0, phosphorus: 0 },
    ];
    expect(annualBalance(rows)).toBe(50);
  });

  test('monthly balances are rainfall - evaporation - runoff per month and add up to the annual balance', () => {
    const months = monthlyBalances();
    expect(months[0]).toEqual({ month: 'January', balance: 250 - 115 - 140 });
    expect(months[6]).toEqual({ month: 'July', balance: 90 - 136 - 38 });
    expect(months.reduce((a, m) => a + m.balance, 0)).toBe(annualBalance());
  });

  test('a -391 mm deficit over 2,025 ha is about 7.9 million m3 a year', () => {
    expect(oneDecimal(depthToMillionM3(391))).toBe('7.9');
  });
});

describe('runoff coefficient', () => {
  test('1302 / 2399 shows as 0.54', () => {
    const t = annualTotalsB();
    expect(formatNumber(runoffCoefficient(t.runoff, t.rainfall), 'en', { digits: 2 })).toBe('0.54');
  });
  test('rejects zero rainfall', () => {
    expect(() => runoffCoefficient(1, 0)).toThrow(RangeError);
  });
  test('the land-cover assumptions give 0.6 x 0.75 + 0.4 x 0.15 = 0.51', () => {
    expect(compositeRunoffCoefficient()).toBe(0.51);
  });
});

describe('water demand', () => {
  test('15,950 thousand m3 is 16.0 million m3 (decimal-correct, not the binary "15.9")', () => {
    const m = thousandToMillionM3(annualTotalsB().waterNeed);
    expect(m).toBe(15.95);
    expect(m.toFixed(1)).toBe('15.9'); // the defect the formatter avoids
    expect(oneDecimal(m)).toBe('16.0');
  });
  test('the demand parameters give 51,150 m3/day = 18,670 thousand m3/yr', () => {
    const d = demandFromParameters();
    expect(d.domestic).toBe(3150);
    expect(d.totalPerDay).toBe(51150);
    expect(Math.round(d.annualThousandM3)).toBe(18670);
  });
});

describe('nutrients', () => {
  test('the factor is the model area / 1000 = 2.025, not 20.25', () => {
    expect(nutrientFactor()).toBe(2.025);
    expect(nutrientFactor(1000)).toBe(1);
  });
  test('nitrogen 31.4 kg/ha -> 63.6 t/yr; phosphorus 3.98 kg/ha -> 8.06 t/yr', () => {
    const t = annualTotalsB();
    expect(oneDecimal(nutrientTonsPerYear(t.nitrogen))).toBe('63.6');
    expect(formatNumber(nutrientTonsPerYear(t.phosphorus), 'en', { digits: 2 })).toBe('8.06');
  });
  test('column sums carry no floating-point noise', () => {
    expect(sumColumn([{ v: 0.1 }, { v: 0.2 }], 'v')).toBe(0.3);
    expect(annualTotalsB().phosphorus).toBe(3.98);
  });
});

describe('SCS curve number', () => {
  test('check value: P = 100 mm, CN = 85 gives S 44.82, Ia 8.96, Q 61.0 mm', () => {
    const r = scsRunoff(100, 85);
    expect(roundDecimal(r.s, 2)).toBe(44.82);
    expect(roundDecimal(r.ia, 2)).toBe(8.96);
    expect(oneDecimal(r.q)).toBe('61.0');
  });
  test('CN 82 gives 54.6 mm and CN 89 gives 70.2 mm for 100 mm', () => {
    expect(oneDecimal(scsRunoff(100, 82).q)).toBe('54.6');
    expect(oneDecimal(scsRunoff(100, 89).q)).toBe('70.2');
  });
  test('no runoff while rainfall is at or below Ia; CN 100 turns all rain into runoff', () => {
    expect(scsRunoff(5, 85).q).toBe(0);
    expect(scsRunoff(0, 85).q).toBe(0);
    expect(scsRunoff(50, 100).q).toBeCloseTo(50, 10);
  });
  test('Ia 12 mm means CN 80.9; CN 82-89 means Ia 11.2-6.3 mm', () => {
    expect(oneDecimal(cnForInitialAbstraction(12))).toBe('80.9');
    expect(oneDecimal(initialAbstractionForCn(82))).toBe('11.2');
    expect(oneDecimal(initialAbstractionForCn(89))).toBe('6.3');
  });
  test('input validation: CN 30-100, rainfall 0-1000 mm, both required', () => {
    expect(validateScsInput(100, 85)).toEqual({});
    expect(validateScsInput(0, 30)).toEqual({});
    expect(validateScsInput(1000, 100)).toEqual({});
    expect(validateScsInput(100, 29.9)).toEqual({ cn: 'cnRange' });
    expect(validateScsInput(100, 101)).toEqual({ cn: 'cnRange' });
    expect(validateScsInput(-1, 85)).toEqual({ rainfall: 'rainfallRange' });
    expect(validateScsInput(1000.5, 85)).toEqual({ rainfall: 'rainfallRange' });
    expect(validateScsInput(null, null)).toEqual({ rainfall: 'rainfallRequired', cn: 'cnRequired' });
    expect(validateScsInput(Number.NaN, 85)).toEqual({ rainfall: 'rainfallRequired' });
  });
});

describe('storage', () => {
  test('25 m x 0.18 x 2,025 ha = 91 million m3', () => {
    expect(aquiferStorageMillionM3()).toBe(91.125);
  });
});

describe('consistency checks', () => {
  const checks = Object.fromEntries(consistencyChecks().map((c) => [c.id, c]));
  const shown = (f: { value: number; max?: number; digits: number }) =>
    f.max === undefined
      ? formatNumber(f.value, 'en', { digits: f.digits })
      : `${formatNumber(f.value, 'en', { digits: f.digits })}-${formatNumber(f.max, 'en', { digits: f.digits })}`;

  test('lists every hydrology row of the corrections table', () => {
    expect(Object.keys(checks)).toEqual([
      'nutrientFactor',
      'waterDemandRounding',
      'annualBalance',
      'evaporation',
      'monsoonRainfall',
      'runoffCoefficient',
      'waterNeed',
      'initialAbstraction',
      'groundwaterStorage',
    ]);
  });

  test('published and model figures', () => {
    const pairs = Object.fromEntries(Object.entries(checks).map(([id, c]) => [id, [shown(c!.published), shown(c!.model)]]));
    expect(pairs).toEqual({
      nutrientFactor: ['635.9', '63.6'],
      waterDemandRounding: ['15.9', '16.0'],
      annualBalance: ['\u2212391', '0'],
      evaporation: ['1,488', '1,200-1,450'],
      monsoonRainfall: ['1,300', '1,680'],
      runoffCoefficient: ['0.54', '0.51'],
      waterNeed: ['15,950', '18,670'],
      initialAbstraction: ['12.0', '6.3-11.2'],
      groundwaterStorage: ['15', '91'],
    });
    expect(shown(checks.nutrientFactor!.values.phosphorus!)).toBe('8.06');
    expect(shown(checks.initialAbstraction!.values.iaAtMinCn!)).toBe('11.2');
    expect(shown(checks.initialAbstraction!.values.iaAtMaxCn!)).toBe('6.3');
    // Set B's seasons against the parameters; set A matches them (content review F6).
    expect(['dryB', 'dry', 'monsoonA', 'octoberA', 'octoberB'].map((k) => shown(checks.monsoonRainfall!.values[k]!))).toEqual(['1,099', '720', '1,680', '145', '300']);
    expect(shown(checks.monsoonRainfall!.difference)).toBe('380');
  });

  test('each check compares like with like: one unit on both sides, and the difference in that unit', () => {
    for (const c of Object.values(checks)) {
      expect([c!.id, c!.published.unit]).toEqual([c!.id, c!.model.unit]);
      expect(c!.difference.unit).toBe(c!.published.unit);
    }
    expect(shown(checks.nutrientFactor!.difference)).toBe('\u2212572.3');
    expect(shown(checks.groundwaterStorage!.difference)).toBe('76');
    expect(shown(checks.initialAbstraction!.difference)).toBe('\u22125.7-\u22120.8');
  });

  test('each difference is that of the figures as shown (16.0 - 15.9 reads +0.1, not the 0.05 of the unrounded values)', () => {
    expect(shown(checks.waterDemandRounding!.difference)).toBe('0.1');
    for (const c of Object.values(checks)) {
      const read = (f: { value: number; digits: number }) => Number(formatNumber(f.value, 'en', { digits: f.digits, grouping: false }).replace('\u2212', '-'));
      const difference = (model: number) => formatNumber(model - read(c!.published), 'en', { digits: c!.difference.digits });
      expect([c!.id, shown(c!.difference)]).toEqual([
        c!.id,
        c!.model.max === undefined ? difference(read(c!.model)) : `${difference(read(c!.model))}-${difference(read({ value: c!.model.max, digits: c!.model.digits }))}`,
      ]);
    }
  });

  test('a depth set against a volume is refused', () => {
    expect(() => figureDifference({ value: -391, unit: 'mm/yr', digits: 0 }, { value: 7.9, unit: 'millionM3PerYr', digits: 1 })).toThrow(/mm\/yr with millionM3PerYr/);
  });
});
