// Footnote marks link to their note and notes link back (issue 18.6): real hrefs within the
// dialog or page, focus moves to the target, the address bar never changes (the host owns it),
// and ids stay unique when two reports render on one page.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../__tests__/render';
import ReportDialog from '../../../exposed/ReportDialog';
import ReportPage from '../../../exposed/ReportPage';
import FutureDevelopmentDialog from '../../../exposed/FutureDevelopmentDialog';

const activePanel = (root: HTMLElement) => root.querySelector<HTMLElement>('[role="tabpanel"]:not([style*="display: none"])')!;
const target = (link: HTMLElement) => document.getElementById(link.getAttribute('href')!.slice(1));

test('a mark links to its note and the note links back to the mark; focus follows, the URL does not change', async () => {
  const user = userEvent.setup();
  await renderWithProviders(<ReportDialog opened onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Analytical Report' });
  const before = window.location.href;
  const mark = within(activePanel(dialog)).getAllByRole('link', { name: 'Note 1' })[0]!;
  const note = target(mark)!;
  expect(note).not.toBeNull();
  expect(note).toHaveAttribute('data-note', 'investment');
  expect(note).toHaveAttribute('tabindex', '-1');
  expect(note.textContent).toMatch(/^\[1\] /);

  await user.click(mark);
  await waitFor(() => expect(note).toHaveFocus());
  expect(window.location.href).toBe(before);

  const back = within(note).getAllByRole('link', { name: /^Back to (where note 1 is cited|citation a of note 1)$/ })[0]!;
  expect(target(back)).toBe(mark);
  await user.click(back);
  await waitFor(() => expect(mark).toHaveFocus());
  expect(window.location.href).toBe(before);
});

test('Enter on a mark and Enter on the back link move focus there and back', async () => {
  const user = userEvent.setup();
  await renderWithProviders(<FutureDevelopmentDialog opened onClose={() => {}} tab="timeline" />);
  const dialog = await screen.findByRole('dialog', { name: 'Future Development' });
  // The timeline's "Completion" event cites note 3, as does the text above it: two marks, a and b.
  const marks = within(activePanel(dialog)).getAllByRole('link', { name: 'Note 3' });
  expect(marks).toHaveLength(2);
  act(() => marks[1]!.focus());
  await user.keyboard('{Enter}');
  const note = target(marks[1]!)!;
  await waitFor(() => expect(note).toHaveFocus());
  const backs = within(note).getAllByRole('link', { name: /^Back to citation [ab] of note 3$/ });
  expect(backs.map(target)).toEqual(marks);
  act(() => backs[1]!.focus());
  await user.keyboard('{Enter}');
  await waitFor(() => expect(marks[1]).toHaveFocus());
});

test('a note shown with "Show all" links back to its mark in another tab, switching to that tab', async () => {
  const user = userEvent.setup();
  const onTabChange = jest.fn();
  // No `tab` from the host: the dialog keeps its own selection and reports changes.
  await renderWithProviders(<ReportDialog opened onClose={() => {}} onTabChange={onTabChange} />);
  const dialog = await screen.findByRole('dialog', { name: 'Analytical Report' });
  await user.click(within(dialog).getByRole('button', { name: 'Show all 8 notes' }));
  const sand = dialog.querySelector<HTMLElement>('[data-note="sand"]')!;
  expect(sand).toBeVisible();
  const back = within(sand).getByRole('link', { name: /^Back to where note 6 is cited, in / });
  const mark = target(back)!;
  expect(mark).not.toBeVisible(); // in a tab that is not open
  await user.click(back);
  expect(onTabChange).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(mark).toHaveFocus());
});

test('two reports on one page: every id is unique and every link lands inside its own report', async () => {
  await renderWithProviders(
    <>
      <div data-testid="one">
        <ReportPage backHref={null} />
      </div>
      <div data-testid="two">
        <ReportPage backHref={null} />
      </div>
    </>,
  );
  await screen.findAllByRole('heading', { name: 'Notes on the data' });
  // The closed tabs are filled one frame after the open one.
  await waitFor(() => expect(document.querySelectorAll('[role="tabpanel"] h2')).toHaveLength(12));
  const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
  expect(ids.length).toBeGreaterThan(20);
  expect(new Set(ids).size).toBe(ids.length);
  for (const name of ['one', 'two']) {
    const root = screen.getByTestId(name);
    const links = [...root.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(root.contains(target(link))).toBe(true);
  }
});
