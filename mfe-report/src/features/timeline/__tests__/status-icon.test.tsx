// Every timeline event carries an icon for its kind (spec: Timeline event has an icon; issue 18.6):
// one icon per status, different from every other status's, decorative (hidden from assistive
// technology) beside the status badge that says the same in words.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../__tests__/render';
import { DevelopmentTimeline } from '../components/DevelopmentTimeline';
import { StatusIcon } from '../status-icon';
import { TIMELINE_STATUSES } from '../status-colour';
import { TIMELINE_EVENTS } from '../../../lib/timeline-events';

/** The Tabler icon an svg is (its class names the icon, e.g. "tabler-icon-crane"). */
const iconName = (svg: Element) => [...svg.classList].find((c) => c.startsWith('tabler-icon-'));

test('each status has its own icon, hidden from assistive technology; an unknown status gets a neutral one', async () => {
  const { container } = await renderWithProviders(
    <>
      {[...TIMELINE_STATUSES, 'postponed'].map((s) => (
        <span key={s} data-case={s}>
          <StatusIcon status={s} />
        </span>
      ))}
    </>,
  );
  const names = TIMELINE_STATUSES.map((s) => {
    const svg = container.querySelector(`[data-case="${s}"] svg`)!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    return iconName(svg);
  });
  expect(names.every(Boolean)).toBe(true);
  expect(new Set(names).size).toBe(TIMELINE_STATUSES.length);
  const unknown = iconName(container.querySelector('[data-case="postponed"] svg')!);
  expect(names).not.toContain(unknown);
});

test('every event of the timeline shows the icon of its status next to its status badge', async () => {
  const { container } = await renderWithProviders(<DevelopmentTimeline events={TIMELINE_EVENTS} />);
  const items = [...container.querySelectorAll<HTMLElement>('[data-event]')];
  expect(items.map((i) => i.dataset.event)).toEqual(TIMELINE_EVENTS.map((e) => e.id));
  const iconOf = new Map<string, string | undefined>();
  for (const [i, item] of items.entries()) {
    const status = TIMELINE_EVENTS[i]!.status;
    const icon = item.querySelector('svg[data-icon]')!;
    expect(icon).toHaveAttribute('data-icon', status);
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(item.querySelector(`[data-status="${status}"]`)).not.toBeNull(); // the badge, in words
    iconOf.set(status, iconName(icon));
  }
  // Same status, same icon; different statuses, different icons.
  expect(new Set(iconOf.values()).size).toBe(iconOf.size);
  // Icons add no text to the accessible tree: the headings read year, title and nothing else.
  expect(within(container).getByRole('heading', { name: /Land reclamation/ })).toHaveAccessibleName(/^2014 · Land reclamation\[?/);
  expect(screen.queryAllByRole('img')).toHaveLength(0);
});
