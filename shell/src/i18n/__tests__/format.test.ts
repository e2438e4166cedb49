import { toLang } from '@forest-city/contracts';
import { formatDate, formatMetricValue, formatNumber, parseMetricValue } from '../format';

describe('parseMetricValue', () => {
  test.each([
    ['120,000', 120000],
    ['9000', 9000],
    ['20.25', 20.25],
    [' 35 ', 35],
    [42, 42],
  ])('%p -> %p', (input, expected) => expect(parseMetricValue(input)).toBe(expected));

  test.each([[null], [undefined], [''], ['n/a'], ['12 km'], [Number.NaN]])('%p is missing', (input) => expect(parseMetricValue(input as string | null)).toBeNull());
});

describe('formatMetricValue follows the language', () => {
  test('English groups thousands with commas', () => expect(formatMetricValue('120,000', 'en')).toBe('120,000'));
  test('Chinese groups thousands with commas', () => expect(formatMetricValue('9000', 'zh')).toBe('9,000'));
  test('Malay groups thousands with commas and keeps the decimal point', () => {
    expect(formatMetricValue('20.25', 'ms')).toBe('20.25');
    expect(formatMetricValue('120000', 'ms')).toBe('120,000');
  });
  test('a missing value is null, for the caller to show N/A', () => expect(formatMetricValue(null, 'en')).toBeNull());
  test('formatNumber passes options and writes a true minus sign', () => expect(formatNumber(-0.54, 'en', { digits: 1 })).toBe('\u22120.5'));
});

describe('formatDate', () => {
  test('English long date', () => expect(formatDate('2026-09-14', 'en')).toBe('14 September 2026'));
  test('Chinese long date', () => expect(formatDate('2026-09-14', 'zh')).toBe('2026年9月14日'));
  test('Malay long date', () => expect(formatDate('2026-09-14', 'ms')).toBe('14 September 2026'));
  test('the first of the month is not shifted to the previous day', () => expect(formatDate('2026-01-01', 'en')).toBe('1 January 2026'));
});

test('toLang maps region codes and unknown languages', () => {
  expect(toLang('zh-CN')).toBe('zh');
  expect(toLang('ms_MY')).toBe('ms');
  expect(toLang('fr')).toBe('en');
  expect(toLang(undefined)).toBe('en');
});
