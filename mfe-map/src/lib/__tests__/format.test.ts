import { toLang } from '@forest-city/contracts';
import { formatCoordinate, formatDate, formatLatLon } from '../format';

describe('coordinate formatting', () => {
  test('always 4 decimals', () => {
    expect(formatCoordinate(1.337)).toBe('1.3370');
    expect(formatCoordinate(103.59374999)).toBe('103.5937');
    expect(formatCoordinate(103.59375001)).toBe('103.5938');
    expect(formatCoordinate(-0.00001)).toBe('0.0000');
    expect(formatCoordinate(-1.5)).toBe('-1.5000');
  });

  test('not a number shows a dash', () => {
    expect(formatCoordinate(Number.NaN)).toBe('—');
  });

  test('latitude first', () => {
    expect(formatLatLon(1.337, 103.5937)).toBe('1.3370, 103.5937');
  });
});

describe('dates in the current language', () => {
  test('English, Chinese and Malay long dates', () => {
    expect(formatDate('2026-09-14', 'en')).toBe('14 September 2026');
    expect(formatDate('2026-09-14', 'zh')).toBe('2026年9月14日');
    expect(formatDate('2026-09-14', 'ms')).toBe('14 September 2026');
    expect(formatDate('2026-01-05', 'ms')).toBe('5 Januari 2026');
  });

  test('the day does not shift with the time zone (a calendar date, formatted in UTC)', () => {
    expect(formatDate('2026-12-31', 'en')).toBe('31 December 2026');
  });

  test('an unparseable date is shown as given', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('language of i18next -> map language', () => {
  test.each([
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['ms-MY', 'ms'],
    ['en-US', 'en'],
    ['fr', 'en'],
    [undefined, 'en'],
  ])('%p -> %p', (input, expected) => {
    expect(toLang(input)).toBe(expected);
  });
});
