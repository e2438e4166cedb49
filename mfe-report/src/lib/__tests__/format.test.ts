import { formatNumber, roundDecimal, toPercent } from '../format';
import { toLang } from '../localized';

test('roundDecimal rounds decimal inputs correctly (15.95 -> 16.0, 1.005 -> 1.01)', () => {
  expect(roundDecimal(15.95, 1)).toBe(16);
  expect(roundDecimal(1.005, 2)).toBe(1.01);
  expect(roundDecimal(-2.5, 0)).toBe(-3);
});

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

test('toLang maps i18next codes to the three product languages, English otherwise', () => {
  expect(toLang('zh-CN')).toBe('zh');
  expect(toLang('ms-MY')).toBe('ms');
  expect(toLang('en-GB')).toBe('en');
  expect(toLang('fr')).toBe('en');
  expect(toLang(undefined)).toBe('en');
});
