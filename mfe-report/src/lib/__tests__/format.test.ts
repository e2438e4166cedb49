// roundDecimal and toLang are tested where they live: @forest-city/remote-kit and @forest-city/contracts.
import { formatNumber, toPercent } from '../format';

test('formatNumber is locale-aware and keeps the asked decimals', () => {
  expect(formatNumber(15.95, 'en', 1)).toBe('16.0');
  expect(formatNumber(700000, 'en')).toBe('700,000');
  expect(formatNumber(700000, 'zh')).toBe('700,000');
  expect(formatNumber(20.25, 'ms', 2)).toBe('20.25');
});

test('toPercent uses a default maximum of 100 and clamps to 0-100', () => {
  expect(toPercent(65)).toBe(65);
  expect(toPercent(13.5, 30)).toBeCloseTo(45);
  expect(toPercent(150)).toBe(100);
  expect(toPercent(-5)).toBe(0);
  expect(toPercent(5, 0)).toBe(0);
});
