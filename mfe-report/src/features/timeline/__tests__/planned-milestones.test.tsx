// Future Development's timeline goes on past 2024 (issue 18.6): the milestones the product's own
// sources announce or project, marked as planned (badge, outlined bullet, dashed line) and without
// dates the sources do not give. The history dialog's overview keeps the spec's six past events.
import { screen, within } from '@testing-library/react';
import { DEVELOPMENT_FACTS } from '@forest-city/contracts';
import { renderWithProviders } from '../../../__tests__/render';
import FutureDevelopmentDialog from '../../../exposed/FutureDevelopmentDialog';
import HistoryDialog from '../../../exposed/HistoryDialog';
import { statusColour } from '../status-colour';

const events = (root: ParentNode, section: string) =>
  [...root.querySelectorAll<HTMLElement>(`[data-section="${section}"] [data-event]`)].map((item) => ({
    id: item.dataset.event,
    planned: item.hasAttribute('data-planned'),
    heading: within(item).getByRole('heading', { hidden: true }).textContent,
    badge: item.querySelector('[data-status]')!.textContent,
    bullet: item.querySelector<HTMLElement>('[data-bullet]')!,
  }));

test.each([
  ['en', 'Future Development', 'Planned', 'No date given'],
  ['zh', '未来发展', '规划中', '未给出日期'],
  ['ms', 'Pembangunan Masa Depan', 'Dirancang', 'Tiada tarikh diberikan'],
] as const)('%s: the future timeline ends with the planned milestones, each marked as planned', async (lng, title, planned, undated) => {
  await renderWithProviders(<FutureDevelopmentDialog opened onClose={() => {}} tab="timeline" />, { lng });
  const dialog = await screen.findByRole('dialog', { name: title });
  const rows = events(dialog, 'timeline');
  expect(rows.map((r) => r.id)).toEqual(['conception', 'reclamation', 'opening', 'education', 'sfz', 'network-school', 'sfz-incentives', 'islands-2-4', 'completion']);
  const future = rows.slice(6);
  for (const r of rows.slice(0, 6)) expect(r.planned).toBe(false);
  for (const r of future) {
    expect(r.planned).toBe(true);
    expect(r.badge).toBe(planned);
    // Outlined in the planned colour, where past events are filled.
    expect(r.bullet.style.border).toContain('dashed');
  }
  expect(rows[0]!.bullet.style.border).not.toContain('dashed');
  // The years the sources give; none invented for islands 2-4; completion from the facts.
  expect(future[0]!.heading).toMatch(/^2025 · /);
  expect(future[1]!.heading).toMatch(new RegExp(`^${undated} · `));
  expect(future[2]!.heading).toMatch(new RegExp(`^${DEVELOPMENT_FACTS.completionYear} · `));
});

test('planned has a colour of its own, and the history overview keeps the six past events', async () => {
  expect(statusColour('planned')).not.toBe(statusColour('planning'));
  await renderWithProviders(<HistoryDialog opened onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Forest City - Development History & Research Analysis' });
  const rows = events(dialog, 'overview');
  expect(rows).toHaveLength(6);
  expect(rows.some((r) => r.planned)).toBe(false);
});
