// Moved from mfe-hydrology (and mfe-report's roundDecimal cases): one formatter for every remote.
import { formatNumber, formatScientific, monthName, roundDecimal } from '../../index';

describe('roundDecimal', () => {
  test('rounds the decimal value as written, half away from zero', () => {
    expect(roundDecimal(15.95, 1)).toBe(16);
    expect(roundDecimal(8.0595, 2)).toBe(8.06);
    expect(roundDecimal(1.005, 2)).toBe(1.01);
    expect(roundDecimal(-2.5, 0)).toBe(-3);
    expect(roundDecimal(0.00000025, 7)).toBe(0.0000003);
    expect(roundDecimal(-0.04, 1)).toBe(0);
    expect(roundDecimal(2.5)).toBe(3);
    expect(roundDecimal(Number.NaN, 2)).toBeNaN();
  });
});

describe('formatNumber', () => {
  test('uses the language separators and fixed decimals', () => {
    expect(formatNumber(15.95, 'en', { digits: 1 })).toBe('16.0');
    expect(formatNumber(15950, 'zh', {})).toBe('15,950');
    expect(formatNumber(15950, 'ms', {})).toBe('15,950');
    expect(formatNumber(2013, 'en', { grouping: false })).toBe('2013');
  });
  test('signed balances carry a plus sign; zero none', () => {
    expect(formatNumber(12, 'en', { signed: true })).toBe('+12');
    expect(formatNumber(-391, 'en', { signed: true })).toBe('\u2212391');
    expect(formatNumber(0, 'en', { signed: true })).toBe('0');
  });
  test('takes any language code (i18next, browser) and defaults to English', () => {
    expect(formatNumber(20.25, 'ms-MY', { digits: 2 })).toBe('20.25');
    expect(formatNumber(700000, 'zh-CN', {})).toBe('700,000');
    expect(formatNumber(700000, undefined, {})).toBe('700,000');
  });
  test('without digits: as many decimals as the value has, up to 3', () => {
    expect(formatNumber(1.23456, 'en')).toBe('1.235');
    expect(formatNumber(4, 'en')).toBe('4');
  });
});

test('scientific notation as engineers write it', () => {
  expect(formatScientific(2.5e-6, 'en')).toBe('2.5 × 10⁻⁶');
});

test('month names come from Intl in each language', () => {
  expect(monthName(10, 'en', 'long')).toBe('November');
  expect(monthName(10, 'zh', 'short')).toBe('11月');
  expect(monthName(7, 'ms', 'long')).toBe('Ogos');
});
