import { DEVELOPMENT_FACTS, FIRST_YEAR, LAST_YEAR, RECLAIMED_LAND, RECLAMATION, formatYear, parseYear, timeStatusIn } from '../index';

describe('year parameter', () => {
  test('runs from the start of reclamation to the planned completion', () => {
    expect(FIRST_YEAR).toBe(RECLAIMED_LAND.reclamationStarted);
    // One reclamation start: March 2014 (the land was acquired in November 2013).
    expect(FIRST_YEAR).toBe(RECLAMATION.started.year);
    expect(FIRST_YEAR).toBe(2014);
    expect(LAST_YEAR).toBe(DEVELOPMENT_FACTS.completionYear);
  });

  test.each([
    ['2014', 2014],
    ['2015', 2015],
    ['2045', 2045],
  ])('reads %p', (text, year) => {
    expect(parseYear(text)).toBe(year);
    expect(formatYear(year)).toBe(text);
  });

  test.each(['', '2013', '2046', '1999', '20155', '2015.0', ' 2015', '2015a', '-2015', 'today', '0x7df'])('ignores %p (today applies)', (bad) => {
    expect(parseYear(bad)).toBeNull();
  });

  test('missing is today, and today is not written', () => {
    expect(parseYear(null)).toBeNull();
    expect(parseYear(undefined)).toBeNull();
    expect(formatYear(null)).toBeNull();
  });
});

describe('an item in a year', () => {
  const island1 = {
    history: [
      { year: 2013, status: 'planned' as const },
      { year: 2014, status: 'construction' as const },
      { year: 2015, status: 'existing' as const },
    ],
  };
  const planned = { history: [{ year: 2015, status: 'planned' as const }] };

  test('follows the history step in force that year', () => {
    expect(timeStatusIn(island1, 2013)).toBe('planned');
    expect(timeStatusIn(island1, 2014)).toBe('construction');
    expect(timeStatusIn(island1, 2015)).toBe('existing');
    expect(timeStatusIn(island1, 2045)).toBe('existing');
  });

  test('did not exist before its first recorded year', () => {
    expect(timeStatusIn(planned, 2014)).toBeNull();
    expect(timeStatusIn(planned, 2015)).toBe('planned');
  });

  test('a planned item stays planned in later years, up to the planned completion', () => {
    expect(timeStatusIn(planned, 2045)).toBe('planned');
  });

  test('an item without a time record is shown as it is now', () => {
    expect(timeStatusIn(undefined, 2013)).toBe('existing');
  });
});
