import { renderWithProviders } from '../../../__tests__/render';
import { MonthlyDataTable, MONTHLY_TABLE_COLUMNS } from '../MonthlyDataTable';
import { MONTHLY_SET_B } from '../../../lib/model/monthly-set-b';

const width = (el: Element) => parseFloat((el as HTMLElement).style.width);

test('every column has inline bars scaled to its maximum: 60 px at the maximum', () => {
  renderWithProviders(<MonthlyDataTable />);
  for (const c of MONTHLY_TABLE_COLUMNS) {
    const bars = [...document.querySelectorAll(`[data-bar="${c.field}"]`)];
    expect(bars).toHaveLength(12);
    const values = MONTHLY_SET_B.map((r) => r[c.field]);
    const max = Math.max(...values);
    bars.forEach((bar, i) => {
      expect(width(bar)).toBeCloseTo((values[i]! / max) * 60, 1);
      expect(bar).toHaveAttribute('aria-hidden', 'true');
    });
    expect(Math.max(...bars.map(width))).toBe(60);
  }
  // November has the most rain (340 mm): its bar is the full 60 px; July (90 mm) is 90/340 of it.
  const rain = [...document.querySelectorAll('[data-bar="rainfall"]')];
  expect(width(rain[10]!)).toBe(60);
  expect(width(rain[6]!)).toBe(15.9);
});

test('the totals row is summed from the months; temperature is averaged', () => {
  renderWithProviders(<MonthlyDataTable />);
  const total = (f: string) => document.querySelector(`[data-total="${f}"]`)?.textContent;
  expect([total('rainfall'), total('evaporation'), total('runoff'), total('waterNeed'), total('temperature')]).toEqual(['2,399', '1,488', '1,302', '15,950', 'mean 27.2']);
});

test('bars follow the data they are given', () => {
  const rows = MONTHLY_SET_B.map((r, i) => ({ ...r, rainfall: i === 0 ? 200 : 100 }));
  renderWithProviders(<MonthlyDataTable rows={rows} />);
  const rain = [...document.querySelectorAll('[data-bar="rainfall"]')];
  expect(width(rain[0]!)).toBe(60);
  expect(width(rain[1]!)).toBe(30);
});
