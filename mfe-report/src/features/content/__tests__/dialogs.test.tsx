// The three dialogs: real titles, the spec's tabs with their defaults, notes and sources. The
// contract (tabs controlled and not, unknown tab, Close, Escape, languages) is the conformance
// suite's (src/__tests__/conformance.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../__tests__/render';
import HistoryDialog from '../../../exposed/HistoryDialog';
import FutureDevelopmentDialog from '../../../exposed/FutureDevelopmentDialog';
import ReportDialog from '../../../exposed/ReportDialog';
import { SOURCES } from '../../../lib/sources';

const CASES = [
  {
    name: 'history',
    Dialog: HistoryDialog,
    title: 'Forest City - Development History & Research Analysis',
    tabs: ['Overview', 'Evolution', 'Challenges', 'Future Vision'],
  },
  {
    name: 'future',
    Dialog: FutureDevelopmentDialog,
    title: 'Future Development',
    tabs: ['Master Plan', 'Geological Survey', 'Timeline', 'Land Use', 'Future Plans', 'Sustainability'],
  },
  {
    name: 'report',
    Dialog: ReportDialog,
    title: 'Analytical Report',
    tabs: ['Executive Summary', 'Original Vision', 'Current Status', 'Challenges', 'Analysis', 'Future Outlook'],
  },
];

describe.each(CASES)('$name dialog', ({ Dialog, title, tabs }) => {
  test('has its title, its tabs in order and the first tab selected by default', async () => {
    await renderWithProviders(<Dialog opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: title });
    const tabEls = within(dialog).getAllByRole('tab');
    expect(tabEls.map((t) => t.textContent)).toEqual(tabs);
    expect(tabEls[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('heading', { level: 3, name: tabs[0] })).toBeVisible();
    // Every panel is in the DOM (for printing); only the active one shows.
    expect(dialog.querySelectorAll('[role="tabpanel"]')).toHaveLength(tabs.length);
  });

  test('lists the notes on the data and every source once', async () => {
    await renderWithProviders(<Dialog opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByRole('heading', { name: 'Notes on the data' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Sources' })).toBeInTheDocument();
    const listed = [...dialog.querySelectorAll('[data-source]')].map((el) => el.getAttribute('data-source'));
    expect(listed.sort()).toEqual(SOURCES.map((s) => s.id).sort());
  });
});

test('the history dialog is full-screen; the timeline shows six events with status badges', async () => {
  await renderWithProviders(<HistoryDialog opened onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: CASES[0]!.title });
  const badges = [...dialog.querySelectorAll('[data-section="overview"] [data-status]')].map((b) => b.getAttribute('data-status'));
  expect(badges).toEqual(['planning', 'construction', 'milestone', 'operational', 'milestone', 'education']);
  expect(document.querySelector('.mantine-Modal-content')?.getAttribute('data-full-screen')).toBe('true');
});

test('with the host\'s onShowYear, each event in the map\'s years offers "Show <year> on the map" and reports its year; without it, none does', async () => {
  const years: number[] = [];
  const first = await renderWithProviders(<HistoryDialog opened onClose={() => {}} onShowYear={(year) => years.push(year)} />);
  const dialog = await screen.findByRole('dialog', { name: CASES[0]!.title });
  const buttons = within(dialog).getAllByRole('button', { name: /on the map$/ });
  // 2006 (conception) is before the map's first year, 2013: no button.
  expect(buttons.map((b) => b.textContent)).toEqual(['Show 2014 on the map', 'Show 2016 on the map', 'Show 2018 on the map', 'Show 2024 on the map', 'Show 2024 on the map']);
  await userEvent.click(buttons[1]!);
  expect(years).toEqual([2016]);
  first.unmount();
  await renderWithProviders(<HistoryDialog opened onClose={() => {}} />);
  const plain = await screen.findByRole('dialog', { name: CASES[0]!.title });
  expect(within(plain).queryAllByRole('button', { name: /on the map$/ })).toEqual([]);
});

test('the future dialog shows land use adding up to 2,025 ha and 100%, and six labelled progress bars', async () => {
  await renderWithProviders(<FutureDevelopmentDialog opened onClose={() => {}} tab="landuse" />);
  const dialog = await screen.findByRole('dialog', { name: 'Future Development' });
  const total = dialog.querySelector('[data-total]') as HTMLElement;
  expect(total).toHaveTextContent('Total2,025100.0%');
  await waitFor(() => expect(dialog.querySelector('[data-section="sustainability"] [role="progressbar"]')).not.toBeNull());
  const bars = within(dialog.querySelector('[data-section="sustainability"]') as HTMLElement).getAllByRole('progressbar', { hidden: true });
  expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['35', '45', '68', '78', '52', '42']);
  for (const b of bars) expect(b).toHaveAccessibleName(/% of target$/);
  const phases = within(dialog.querySelector('[data-section="masterplan"]') as HTMLElement).getAllByRole('progressbar', { hidden: true });
  expect(phases.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['100', '65', '15']);
});

test('the dialogs speak Chinese and Malay', async () => {
  const { unmount } = await renderWithProviders(<ReportDialog opened onClose={() => {}} />, { lng: 'zh' });
  const zh = await screen.findByRole('dialog', { name: '分析报告' });
  expect(within(zh).getByRole('tab', { name: '执行摘要' })).toHaveAttribute('aria-selected', 'true');
  expect(within(zh).getAllByText(/^1,000亿美元/).length).toBeGreaterThan(0);
  unmount();
  await renderWithProviders(<FutureDevelopmentDialog opened onClose={() => {}} />, { lng: 'ms' });
  const ms = await screen.findByRole('dialog', { name: 'Pembangunan Masa Depan' });
  expect(within(ms).getByRole('tab', { name: 'Pelan Induk' })).toHaveAttribute('aria-selected', 'true');
});
