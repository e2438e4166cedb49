// The development timeline: each event's year, title, status badge and an icon for its kind
// (spec: Timeline event). Planned and projected milestones come after the past events, on a
// dashed line with an outlined bullet, so they never read as things that happened. With a map on
// the page (the history dialog in the dashboard) an event can send the map to its year.
import { Button, Group, Text, Timeline } from '@mantine/core';
import { useLang } from '../../../lib/localized';
import { NoteMarks } from '../../../lib/NoteMarks';
import { SectionHeading } from '../../../lib/heading-level';
import { TIMELINE_EVENTS, type TimelineEvent } from '../../../lib/timeline-events';
import { statusColour } from '../status-colour';
import { StatusIcon } from '../status-icon';
import { StatusBadge } from './StatusBadge';
import { useShowYear } from '../show-year';

const BULLET = 28;
const isPlanned = (e: TimelineEvent | undefined) => e?.status === 'planned';

function Bullet({ status }: { status: string }) {
  const colour = statusColour(status);
  const planned = status === 'planned';
  return (
    <span
      data-bullet={status}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxSizing: 'border-box',
        width: BULLET,
        height: BULLET,
        borderRadius: BULLET / 2,
        // Past events: filled in the status colour. Planned: outlined and dashed, on the page's colour.
        background: planned ? 'var(--mantine-color-body)' : colour,
        border: planned ? `2px dashed ${colour}` : 'none',
        color: planned ? 'var(--mantine-color-text)' : '#fff',
      }}
    >
      <StatusIcon status={status} size={16} />
    </span>
  );
}

export function DevelopmentTimeline({
  events = TIMELINE_EVENTS,
  markSite = (id) => `event-${id}`,
  headingDepth = 2,
}: {
  events?: readonly TimelineEvent[];
  /** The place name of an event's footnote mark (see content/footnotes.ts). */
  markSite?: (eventId: string) => string;
  /** The events' heading depth under the section's (2 under a titled block, 1 when the block has no title of its own). */
  headingDepth?: number;
}) {
  const { t, tr } = useLang();
  const lastPast = events.findLastIndex((e) => !isPlanned(e));
  return (
    <Timeline bulletSize={BULLET} lineWidth={2} active={lastPast} color="gray.6" styles={{ itemBullet: { border: 0, background: 'transparent' } }}>
      {events.map((e, i) => (
        <Timeline.Item
          key={e.id}
          data-event={e.id}
          data-planned={isPlanned(e) || undefined}
          lineVariant={isPlanned(e) || isPlanned(events[i + 1]) ? 'dashed' : 'solid'}
          bullet={<Bullet status={e.status} />}
          title={
            <Group gap="xs" wrap="wrap" component="span">
              <SectionHeading depth={headingDepth} size="h6" inline>
                <span>{e.year ?? t('timeline.undated')}</span> · {tr(e.title)}
                <NoteMarks ids={e.notes} site={markSite(e.id)} />
              </SectionHeading>
              <StatusBadge status={e.status} />
            </Group>
          }
        >
          <Text size="sm">{tr(e.description)}</Text>
          <ShowYearButton year={e.year} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** "Show <year> on the map", when the host handles it and the map's years include this one (an undated event has none). */
function ShowYearButton({ year }: { year: number | undefined }) {
  const { t } = useLang();
  const show = useShowYear(year);
  if (!show || year === undefined) return null;
  return (
    <Button size="compact-sm" variant="light" mt={6} onClick={show} data-show-year={year}>
      {t('history.showYear', { year })}
    </Button>
  );
}
