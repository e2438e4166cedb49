// Every dialog and tab of this remote, rendered in Chinese and Malay, shows no English unit
// abbreviation and no English month name in its text (issue 17.5): source dates, geology values and
// figures go through the one formatter.
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { englishLeftovers } from '@forest-city/contracts';
import { renderWithProviders } from '../../../__tests__/render';
import HistoryDialog from '../../../exposed/HistoryDialog';
import FutureDevelopmentDialog from '../../../exposed/FutureDevelopmentDialog';
import ReportDialog from '../../../exposed/ReportDialog';
import type { DialogProps } from '@forest-city/contracts';

const DIALOGS: [string, ComponentType<DialogProps>, string[]][] = [
  ['history', HistoryDialog, ['overview', 'evolution', 'challenges', 'future']],
  ['future', FutureDevelopmentDialog, ['masterplan', 'geology', 'timeline', 'landuse', 'plans', 'sustainability']],
  ['report', ReportDialog, ['executive', 'vision', 'status', 'challenges', 'analysis', 'outlook']],
];
const cases = (['zh', 'ms'] as const).flatMap((lng) => DIALOGS.flatMap(([name, Dialog, tabs]) => tabs.map((tab) => [lng, name, tab, Dialog] as const)));

test.each(cases)('%s: %s dialog, tab %s', async (lng, _name, tab, Dialog) => {
  await renderWithProviders(<Dialog opened onClose={() => {}} tab={tab} />, { lng });
  const dialog = screen.getByRole('dialog').cloneNode(true) as HTMLElement;
  dialog.querySelectorAll('style, script').forEach((e) => e.remove()); // Mantine's generated CSS is not text
  const text = dialog.textContent ?? '';
  expect(text.length).toBeGreaterThan(200);
  expect(englishLeftovers(text, lng)).toEqual([]);
});
