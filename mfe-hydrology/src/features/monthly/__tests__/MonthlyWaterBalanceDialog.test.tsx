import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../__tests__/render';
import { MonthlyWaterBalanceDialog } from '../MonthlyWaterBalanceDialog';

const noop = () => {};
const annual = (id: string) => document.querySelector(`[data-annual="${id}"] [data-value]`)?.textContent;

test('opens on Annual Overview with the four annual cards and the balance, summed from the months; the links and checks a frame later', async () => {
  renderWithProviders(<MonthlyWaterBalanceDialog opened onClose={noop} />);
  const dialog = screen.getByRole('dialog', { name: 'Monthly Water Balance' });
  expect(within(dialog).getByRole('tab', { name: 'Annual Overview' })).toHaveAttribute('aria-selected', 'true');
  expect([annual('rainfall'), annual('evaporation'), annual('runoff'), annual('waterDemand')]).toEqual(['2,399', '1,488', '1,302', '16.0']);
  expect(document.querySelector('[data-balance]')?.textContent).toBe('\u2212391 mm/yr');
  expect(document.querySelector('[data-balance-note]')?.textContent).toContain('possible groundwater recharge deficit');
  expect(document.querySelector('[data-balance-note]')?.textContent).toContain('7.9 million m³');
  // The part below the cards comes a frame after the dialog (useAfterFirstPaint), on every open.
  expect(document.querySelectorAll('[data-check]')).toHaveLength(0);
  expect(await within(dialog).findByRole('link', { name: /Storm Water Management Model/ })).toHaveAttribute('target', '_blank');
  expect(document.querySelectorAll('[data-check]')).toHaveLength(9);
});

test('Histograms: six monthly charts and the combined chart, drawn one frame after the dialog', async () => {
  renderWithProviders(<MonthlyWaterBalanceDialog opened onClose={noop} tab="histograms" />);
  // First the dialog with a frame per chart (its final height), then the charts.
  expect(document.querySelectorAll('[data-chart-placeholder]')).toHaveLength(7);
  expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  await screen.findByRole('img', { name: 'Monthly water need' });
  expect(document.querySelectorAll('[data-chart-placeholder]')).toHaveLength(0);
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  expect(document.querySelectorAll('svg[role="img"]')).toHaveLength(7);
  expect(screen.getByRole('img', { name: 'Monthly water need' })).toBeInTheDocument();
});

test('Nutrient Runoff: annual totals in kg/ha and in t/yr with the area-derived factor', () => {
  renderWithProviders(<MonthlyWaterBalanceDialog opened onClose={noop} tab="nutrients" />);
  const n = document.querySelector('[data-nutrient-total="nitrogen"]')!;
  const p = document.querySelector('[data-nutrient-total="phosphorus"]')!;
  expect([n.querySelector('[data-kg-per-ha]')?.textContent, n.querySelector('[data-tons]')?.textContent]).toEqual(['31.4 kg/ha', '63.6 t/yr']);
  expect([p.querySelector('[data-kg-per-ha]')?.textContent, p.querySelector('[data-tons]')?.textContent]).toEqual(['3.98 kg/ha', '8.06 t/yr']);
  expect(document.querySelector('[data-card="data-notes"]')?.textContent).toContain('2.025');
});

test('Water Balance: positive months green with a plus sign, negative red; insights computed', () => {
  renderWithProviders(<MonthlyWaterBalanceDialog opened onClose={noop} tab="balance" />);
  const cells = [...document.querySelectorAll('[data-month-balance]')] as HTMLElement[];
  expect(cells.map((c) => c.textContent)).toEqual(['\u22125', '\u221235', '\u221232', '\u221238', '\u221254', '\u221282', '\u221284', '\u221279', '\u221240', '+7', '+25', '+26']);
  for (const c of cells) {
    const positive = c.textContent!.startsWith('+');
    expect(c.dataset.monthBalance).toBe(positive ? 'positive' : 'negative');
    // The colour is CSS light-dark(), which jsdom's CSS parser drops; balanceColor() is unit-tested
    // (balance-colors.test.ts) and the colours' contrast is checked by axe in Chromium (a11y-axe).
  }
  expect(document.querySelector('[data-annual-balance]')?.textContent).toBe('\u2212391');
  const insight = (id: string) => document.querySelector(`[data-insight="${id}"] [data-value]`)?.textContent;
  expect([insight('wet'), insight('dry'), insight('runoff')]).toEqual(['Oct–Dec', 'Jun–Aug', '54%']);
});
