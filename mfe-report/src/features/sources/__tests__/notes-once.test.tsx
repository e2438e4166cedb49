// Notes and sources show once per dialog or page, not under every tab (issue 18.6): one notes list
// and one sources list after the tabs; under each tab only the notes that tab cites are listed,
// the others and the sources one toggle away.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { DialogProps } from '@forest-city/contracts';
import { renderWithProviders } from '../../../__tests__/render';
import HistoryDialog from '../../../exposed/HistoryDialog';
import FutureDevelopmentDialog from '../../../exposed/FutureDevelopmentDialog';
import ReportDialog from '../../../exposed/ReportDialog';
import { NOTES } from '../../../lib/notes';
import { SOURCES } from '../../../lib/sources';

const DIALOGS: [string, ComponentType<DialogProps>, string][] = [
  ['History', HistoryDialog, 'Forest City - Development History & Research Analysis'],
  ['Future Development', FutureDevelopmentDialog, 'Future Development'],
  ['Report', ReportDialog, 'Analytical Report'],
];

/** Notes the open tab's marks point at, by number. */
const citedNumbers = (dialog: HTMLElement) => {
  const panel = dialog.querySelector<HTMLElement>('[role="tabpanel"]:not([style*="display: none"])')!;
  return [
    ...new Set(
      within(panel)
        .queryAllByRole('link', { name: /^Note \d$/ })
        .map((a) => Number(a.textContent!.slice(1, -1))),
    ),
  ].sort();
};
const shownNotes = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLElement>('[data-section="sources"] [data-note]')]
    .filter((n) => n.style.display !== 'none')
    .map((n) => Number(/^\[(\d)\]/.exec(n.textContent!)![1]))
    .sort();

test.each(DIALOGS)('%s: one notes list and one sources list; each tab lists only the notes it cites', async (_name, Dialog, title) => {
  const user = userEvent.setup();
  await renderWithProviders(<Dialog opened onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(within(dialog).getAllByRole('heading', { name: 'Notes on the data' })).toHaveLength(1);
  expect(within(dialog).getAllByRole('heading', { name: 'Sources' })).toHaveLength(1);
  for (const note of NOTES) expect(dialog.querySelectorAll(`[data-section="sources"] [data-note="${note.id}"]`)).toHaveLength(1);
  for (const source of SOURCES) expect(dialog.querySelectorAll(`[data-source="${source.id}"]`)).toHaveLength(1);
  // No notes list or sources list inside any tab panel.
  for (const panel of dialog.querySelectorAll('[role="tabpanel"]')) expect(panel.querySelector('.fc-notes, [data-source]')).toBeNull();

  let sawFewer = false;
  for (const tab of within(dialog).getAllByRole('tab')) {
    await user.click(tab);
    const cited = citedNumbers(dialog);
    expect(shownNotes(dialog)).toEqual(cited);
    if (cited.length < NOTES.length) sawFewer = true;
    if (cited.length === 0) expect(within(dialog).getByText('No figure in this section carries a note.')).toBeVisible();
  }
  expect(sawFewer).toBe(true);

  // The full list and the sources, one toggle each.
  const sources = dialog.querySelector<HTMLElement>('[data-testid="sources"]')!;
  expect(sources).not.toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Show all 8 notes' }));
  expect(shownNotes(dialog)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  expect(within(dialog).getByRole('button', { name: 'Show only the notes for this section' })).toHaveAttribute('aria-expanded', 'true');
  await user.click(within(dialog).getByRole('button', { name: 'Show the 8 sources' }));
  expect(sources).toBeVisible();
  expect(within(dialog).getByRole('button', { name: 'Hide the sources' })).toHaveAttribute('aria-expanded', 'true');
});
