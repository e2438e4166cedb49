// Every dialog and tab of this remote, rendered in Chinese and Malay, shows no English unit
// abbreviation and no English month name in its text (issue 17.5).
import { screen, waitFor } from '@testing-library/react';
import { englishLeftovers } from '@forest-city/contracts';
import { renderWithProviders } from '../../../__tests__/render';
import { MassBalanceDialog, MASS_BALANCE_TABS } from '../../mass-balance/MassBalanceDialog';
import { MonthlyWaterBalanceDialog, MONTHLY_TABS } from '../../monthly/MonthlyWaterBalanceDialog';
import { ScsCalculator } from '../../mass-balance/ScsCalculator';

const noop = () => {};
const cases = (['zh', 'ms'] as const).flatMap((lng) => [
  ...MASS_BALANCE_TABS.map((tab) => [lng, 'mass balance', tab, <MassBalanceDialog key={tab} opened onClose={noop} tab={tab} />] as const),
  ...MONTHLY_TABS.map((tab) => [lng, 'monthly', tab, <MonthlyWaterBalanceDialog key={tab} opened onClose={noop} tab={tab} />] as const),
]);

/** The dialog's visible text (Mantine's generated CSS is not text). */
function dialogText(): string {
  const dialog = screen.getByRole('dialog').cloneNode(true) as HTMLElement;
  dialog.querySelectorAll('style, script').forEach((e) => e.remove());
  return dialog.textContent ?? '';
}

test.each(cases)('%s: %s dialog, tab %s', async (lng, _dialog, _tab, ui) => {
  renderWithProviders(ui, { lng });
  // Charts render after the first paint; wait until the tab has its content.
  await waitFor(() => expect(dialogText().length).toBeGreaterThan(200));
  const text = dialogText();
  expect(englishLeftovers(text, lng)).toEqual([]);
});

// The calculator sits below the dialog's tabs and renders after the first paint: checked on its own.
test.each(['zh', 'ms'] as const)('%s: the SCS calculator', (lng) => {
  const { container } = renderWithProviders(<ScsCalculator />, { lng });
  expect(englishLeftovers(container.textContent ?? '', lng)).toEqual([]);
});

test('the check is real: English units and months are found', () => {
  expect(englishLeftovers('1,488 mm/yr', 'ms')).toHaveLength(1);
  expect(englishLeftovers('3,150 m³/day', 'zh').length).toBeGreaterThan(0);
  expect(englishLeftovers('Malaysian Department of Environment (January 2015)', 'ms')).toHaveLength(1);
  expect(englishLeftovers('雨量 2,400 mm', 'zh')).toHaveLength(1);
  expect(englishLeftovers('Januari 2015, 2,400 mm/tahun', 'ms')).toEqual([]);
});
