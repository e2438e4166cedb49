import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../__tests__/render';
import { BarChart } from '../BarChart';

const props = {
  id: 'test-chart',
  title: 'Monthly precipitation',
  categories: ['Jan', 'Feb', 'Mar'],
  categoryNames: ['January', 'February', 'March'],
  series: [{ key: 'precipitation', label: 'Precipitation', color: '#1971c2', values: [330, 290, 1315.5] }],
  unit: 'mm',
  yLabel: 'Precipitation',
  xLabel: 'Month',
  digits: 1,
};

test('has an accessible name, a description and translated axis labels', () => {
  renderWithProviders(<BarChart {...props} />);
  const svg = screen.getByRole('img', { name: 'Monthly precipitation' });
  expect(svg).toHaveAccessibleDescription(/Bar chart of Precipitation over 3 months/);
  expect(within(svg as unknown as HTMLElement).getByText('Precipitation (mm)')).toBeInTheDocument();
  expect(within(svg as unknown as HTMLElement).getByText('Month')).toBeInTheDocument();
  expect(svg.querySelectorAll('rect[data-value]')).toHaveLength(3);
});

test('the tooltip shows month, value and unit', () => {
  renderWithProviders(<BarChart {...props} />);
  const bars = document.querySelectorAll('rect[data-value]');
  fireEvent.mouseMove(bars[2]!);
  const tip = document.querySelector('[data-chart-tooltip]')!;
  expect(tip.textContent).toBe('March1,315.5 mm');
  fireEvent.mouseLeave(bars[2]!);
  expect(document.querySelector('[data-chart-tooltip]')).toBeNull();
});

test('"show as table" shows the same numbers, and back', () => {
  renderWithProviders(<BarChart {...props} />);
  fireEvent.click(screen.getByRole('button', { name: 'Show Monthly precipitation as a table' }));
  expect(screen.queryByRole('img', { name: 'Monthly precipitation' })).toBeNull();
  const table = screen.getByRole('table', { name: 'Monthly precipitation' });
  const rows = within(table)
    .getAllByRole('row')
    .map((r) => r.textContent);
  expect(rows).toEqual(['MonthPrecipitation (mm)', 'January330.0', 'February290.0', 'March1,315.5']);
  fireEvent.click(screen.getByRole('button', { name: 'Show Monthly precipitation as a chart' }));
  expect(screen.getByRole('img', { name: 'Monthly precipitation' })).toBeInTheDocument();
});

test('a grouped chart draws one bar per category and series, with a legend', () => {
  renderWithProviders(<BarChart {...props} series={[props.series[0]!, { key: 'evaporation', label: 'Evaporation', color: '#d9480f', values: [95, 100, 110] }]} />);
  expect(document.querySelectorAll('svg[role="img"] rect[data-value]')).toHaveLength(6);
  expect(screen.getByText('Evaporation')).toBeInTheDocument();
});

test('downloads the chart as an SVG document', () => {
  const createObjectURL = jest.fn(() => 'blob:chart');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const clicks: string[] = [];
  const spy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.download);
  });
  renderWithProviders(<BarChart {...props} />);
  fireEvent.click(screen.getByRole('button', { name: 'Download Monthly precipitation as SVG' }));
  expect(clicks).toEqual(['test-chart.svg']);
  const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
  expect(blob.type).toBe('image/svg+xml;charset=utf-8');
  spy.mockRestore();
});
