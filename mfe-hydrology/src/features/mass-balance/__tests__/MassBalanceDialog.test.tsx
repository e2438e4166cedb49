import { Activity } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderWithProviders } from '../../../__tests__/render';
import { MassBalanceDialog } from '../MassBalanceDialog';

const noop = () => {};

test('opens on the Charts tab with the eleven charts: nine single-series, grouped, soil moisture', async () => {
  renderWithProviders(<MassBalanceDialog opened onClose={noop} />);
  const dialog = screen.getByRole('dialog', { name: 'Hydrological Mass Balance Model' });
  expect(within(dialog).getByRole('tab', { name: 'Charts' })).toHaveAttribute('aria-selected', 'true');
  await screen.findByRole('img', { name: 'Monthly runoff coefficient' }, { timeout: 10_000 });
  const charts = dialog.querySelectorAll('svg[role="img"]');
  expect(charts).toHaveLength(11);
  expect(screen.getByRole('img', { name: 'Monthly runoff coefficient' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Monthly soil moisture' })).toBeInTheDocument();
  // The grouped chart has one bar per month and series: 12 x 6.
  const grouped = dialog.querySelector('[data-chart="massBalanceComponents"] svg[role="img"]')!;
  expect(grouped.querySelectorAll('rect[data-value]')).toHaveLength(72);
  expect(within(dialog.querySelector('[data-chart="massBalanceComponents"]') as HTMLElement).getByText('Canopy interception')).toBeInTheDocument();
});

test('has the four equations, eight tabs, guidelines, three application groups, checks and the calculator', async () => {
  renderWithProviders(<MassBalanceDialog opened onClose={noop} tab="precipitation" />);
  expect(document.querySelectorAll('[data-equation]')).toHaveLength(4);
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
    'Charts',
    'Precipitation',
    'Evapotranspiration',
    'Infiltration',
    'Surface',
    'Storage',
    'Demand',
    'Reclaimed',
  ]);
  // The sections below the tabs come one frame after the dialog.
  expect(document.querySelectorAll('[data-application-group]')).toHaveLength(0);
  await screen.findByRole('heading', { name: 'SCS curve-number calculator' });
  expect(screen.getByText('Precipitation:', { exact: false }).textContent).toContain('every 15 minutes');
  expect(document.querySelectorAll('[data-application-group]')).toHaveLength(3);
  expect(document.querySelectorAll('[data-check]')).toHaveLength(9);
});

test('kept closed (hidden in <Activity>), it drops its lower part and draws it again when shown, with the calculator as the visitor left it', async () => {
  const dialog = (mode: 'visible' | 'hidden') => (
    <Activity mode={mode}>
      <MassBalanceDialog opened onClose={noop} tab="precipitation" />
    </Activity>
  );
  const { rerender } = renderWithProviders(dialog('visible'));
  await screen.findByRole('heading', { name: 'SCS curve-number calculator' });
  fireEvent.change(screen.getByLabelText('Rainfall depth P'), { target: { value: '40' } });
  rerender(dialog('hidden'));
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  expect(document.querySelector('[data-card="scs"]')).toBeNull();
  rerender(dialog('visible'));
  await screen.findByRole('heading', { name: 'SCS curve-number calculator' });
  expect(screen.getByLabelText('Rainfall depth P')).toHaveValue('40');
});

test('the Storage tab shows each parameter as a card with its value, unit and source', () => {
  renderWithProviders(<MassBalanceDialog opened onClose={noop} tab="storage" />);
  const card = document.querySelector('[data-parameter="groundwaterStorage"]') as HTMLElement;
  expect(within(card).getByText('Groundwater storage')).toBeInTheDocument();
  expect(within(card).getByText('million m³')).toBeInTheDocument();
  expect(within(card).getByText('15')).toBeInTheDocument();
  expect(within(card).getByText('Source: Hydrogeological assessment')).toBeInTheDocument();
});

test('the Reclaimed tab shows the curve number range', () => {
  renderWithProviders(<MassBalanceDialog opened onClose={noop} tab="reclaimed" />);
  expect(document.querySelector('[data-parameter="curveNumber"] [data-value]')?.textContent).toBe('82–89');
});

test('uncontrolled: the assumptions companion opens on its overview tab from the button, kept in memory', () => {
  renderWithProviders(<MassBalanceDialog opened onClose={noop} tab="demand" />);
  expect(screen.queryByRole('dialog', { name: 'Model assumptions' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Model assumptions' }));
  const companion = screen.getByRole('dialog', { name: 'Model assumptions' });
  expect(within(companion).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  expect(within(companion).getByText('Penman-Monteith (FAO-56)')).toBeInTheDocument();
  fireEvent.click(within(companion).getByRole('tab', { name: 'Land cover and runoff' }));
  expect(companion.querySelector('[data-formula="composite"]')?.textContent).toBe('C = 0.6 × 0.75 + 0.4 × 0.15 = 0.51');
});

test('controlled: the companion opens on the tab of the assumptions prop (the host has ?hydrology.assumptions=demand)', () => {
  renderWithProviders(<MassBalanceDialog opened onClose={noop} tab="demand" assumptions="demand" onAssumptionsChange={noop} />, { url: '/?dialog=hydrology' });
  const companion = screen.getByRole('dialog', { name: 'Model assumptions' });
  expect(within(companion).getByRole('tab', { name: 'Water demand' })).toHaveAttribute('aria-selected', 'true');
  expect(within(companion).getByText('In all 51,150 m³/day on average, 18,670 thousand m³ a year')).toBeInTheDocument();
});

test('controlled: opening, switching and closing the companion are reported; the dialog follows the prop only', () => {
  const onAssumptionsChange = jest.fn();
  const { rerender } = renderWithProviders(<MassBalanceDialog opened onClose={noop} assumptions={null} onAssumptionsChange={onAssumptionsChange} />);
  fireEvent.click(screen.getByRole('button', { name: 'Model assumptions' }));
  expect(onAssumptionsChange).toHaveBeenLastCalledWith('overview');
  // Not opened until the host passes it back.
  expect(screen.queryByRole('dialog', { name: 'Model assumptions' })).toBeNull();
  rerender(<MassBalanceDialog opened onClose={noop} assumptions="overview" onAssumptionsChange={onAssumptionsChange} />);
  const companion = screen.getByRole('dialog', { name: 'Model assumptions' });
  fireEvent.click(within(companion).getByRole('tab', { name: 'Land cover and runoff' }));
  expect(onAssumptionsChange).toHaveBeenLastCalledWith('landCover');
  fireEvent.keyDown(within(companion).getByRole('tab', { name: 'Overview' }), { key: 'Escape' });
  expect(onAssumptionsChange).toHaveBeenLastCalledWith(null);
  expect(screen.getByRole('dialog', { name: 'Model assumptions' })).toBeInTheDocument();
  rerender(<MassBalanceDialog opened onClose={noop} assumptions={null} onAssumptionsChange={onAssumptionsChange} />);
  expect(screen.queryByRole('dialog', { name: 'Model assumptions' })).toBeNull();
});

test('the assumptions companion never writes the URL either (the host owns it)', () => {
  let search = '';
  function UrlProbe() {
    search = useLocation().search;
    return null;
  }
  renderWithProviders(
    <>
      <UrlProbe />
      <MassBalanceDialog opened onClose={noop} onAssumptionsChange={noop} />
    </>,
    { url: '/?dialog=hydrology' },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Model assumptions' }));
  const companion = screen.getByRole('dialog', { name: 'Model assumptions' });
  fireEvent.click(within(companion).getByRole('tab', { name: 'Water demand' }));
  expect(within(companion).getByRole('tab', { name: 'Water demand' })).toHaveAttribute('aria-selected', 'true');
  expect(search).toBe('?dialog=hydrology');
});

test('Escape with the companion open closes the companion only, not the model dialog under it', () => {
  const onClose = jest.fn();
  renderWithProviders(<MassBalanceDialog opened onClose={onClose} />);
  fireEvent.click(screen.getByRole('button', { name: 'Model assumptions' }));
  const companion = screen.getByRole('dialog', { name: 'Model assumptions' });
  fireEvent.keyDown(within(companion).getByRole('tab', { name: 'Overview' }), { key: 'Escape' });
  expect(screen.queryByRole('dialog', { name: 'Model assumptions' })).toBeNull();
  expect(onClose).not.toHaveBeenCalled();
  // With the companion gone, Escape is the model dialog's again.
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Charts' }), { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('renders in Chinese and Malay from the same data', async () => {
  const { unmount } = renderWithProviders(<MassBalanceDialog opened onClose={noop} />, { lng: 'zh' });
  expect(screen.getByRole('dialog', { name: '水文物质平衡模型' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '蒸散发' })).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: '月降水量' }, { timeout: 10_000 })).toBeInTheDocument();
  unmount();
  renderWithProviders(<MassBalanceDialog opened onClose={noop} tab="evapotranspiration" />, { lng: 'ms' });
  expect(document.querySelector('[data-parameter="actualEt"] [data-value]')?.textContent).toBe('1,200');
  expect(screen.getByRole('tab', { name: 'Sejatpeluhan' })).toBeInTheDocument();
});
