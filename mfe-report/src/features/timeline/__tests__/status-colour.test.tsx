import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../__tests__/render';
import { StatusBadge } from '../components/StatusBadge';
import { TIMELINE_STATUSES, UNKNOWN_STATUS_COLOUR, statusColour } from '../status-colour';
import { timelineEvents } from '../../../lib/timeline-events';

test('each of the six statuses and `planned` has its own colour, none of them grey', () => {
  const colours = TIMELINE_STATUSES.map(statusColour);
  expect(TIMELINE_STATUSES).toEqual(['planning', 'construction', 'milestone', 'operational', 'education', 'current', 'planned']);
  expect(new Set(colours).size).toBe(7);
  expect(colours).not.toContain(UNKNOWN_STATUS_COLOUR);
});

test.each(['cancelled', '', 'Planning', 'unknown'])('status "%s" outside the six is grey', (status) => {
  expect(statusColour(status)).toBe(UNKNOWN_STATUS_COLOUR);
});

/** WCAG relative luminance contrast of a hex colour against white text. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const l = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (l + 0.05);
}

test('white badge text passes WCAG AA (4.5:1) on every status colour', () => {
  for (const s of [...TIMELINE_STATUSES, 'other']) expect(contrastWithWhite(statusColour(s))).toBeGreaterThanOrEqual(4.5);
});

test('the six timeline events of the spec, with their years and statuses', () => {
  expect(timelineEvents().map((e) => [e.year, e.status])).toEqual([
    [2006, 'planning'],
    [2014, 'construction'],
    [2016, 'milestone'],
    [2018, 'operational'],
    [2024, 'milestone'],
    [2024, 'education'],
  ]);
});

test('StatusBadge shows the translated status and the grey fallback for unknown ones', async () => {
  await renderWithProviders(
    <>
      <StatusBadge status="construction" />
      <StatusBadge status="postponed" />
    </>,
    { lng: 'zh' },
  );
  expect(screen.getByText('建设').closest('[data-status]')).toHaveAttribute('data-status', 'construction');
  const other = screen.getByText('其他').closest('[data-status]') as HTMLElement;
  expect(other).toHaveAttribute('data-status', 'postponed');
  expect(other.getAttribute('style') ?? '').toContain(UNKNOWN_STATUS_COLOUR.slice(1));
});
