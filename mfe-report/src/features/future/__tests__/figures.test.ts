import { DEVELOPMENT_FACTS } from '../../../lib/facts/development-facts';
import { DEVELOPMENT_PHASES, phaseAreaTotal } from '../data/development-phases';
import { LAND_USE, landUseBreakdown } from '../data/land-use';
import { SUSTAINABILITY_METRICS, metricProgress } from '../data/sustainability';

test('the land-use breakdown adds up to the 2,025 ha planning area and to 100%', () => {
  const { rows, totalHa, totalPercentage } = landUseBreakdown(LAND_USE);
  expect(totalHa).toBe(DEVELOPMENT_FACTS.totalAreaHa);
  expect(totalHa).toBe(2025);
  expect(totalPercentage).toBe(100);
  expect(rows.reduce((s, r) => s + r.percentage, 0)).toBeCloseTo(100, 10);
  for (const r of rows) expect(Math.abs(r.percentage - (r.hectares / totalHa) * 100)).toBeLessThanOrEqual(0.1);
});

test('largest-remainder rounding keeps 100% where plain rounding would not', () => {
  const thirds = [1, 1, 1].map((hectares, i) => ({ id: String(i), hectares, colour: '#000', category: { en: '', zh: '', ms: '' }, description: { en: '', zh: '', ms: '' } }));
  const { rows, totalPercentage } = landUseBreakdown(thirds, 1);
  expect(rows.map((r) => r.percentage).sort()).toEqual([33.3, 33.3, 33.4]);
  expect(totalPercentage).toBe(100);
  expect(landUseBreakdown([]).totalPercentage).toBe(0);
});

test('each land-use category has its own colour', () => {
  expect(new Set(LAND_USE.map((c) => c.colour)).size).toBe(LAND_USE.length);
});

test('development phases: Completed 100%, In Progress 65%, Planned 15%, areas adding up to the planning area', () => {
  expect(DEVELOPMENT_PHASES.map((p) => [p.status, p.progress])).toEqual([
    ['completed', 100],
    ['inProgress', 65],
    ['planned', 15],
  ]);
  expect(phaseAreaTotal()).toBe(DEVELOPMENT_FACTS.totalAreaHa);
});

test('sustainability progress derived from target and current is 35, 45, 68, 78, 52, 42', () => {
  expect(SUSTAINABILITY_METRICS.map(metricProgress)).toEqual([35, 45, 68, 78, 52, 42]);
  expect(metricProgress({ target: 0, current: 5 })).toBe(0);
});
