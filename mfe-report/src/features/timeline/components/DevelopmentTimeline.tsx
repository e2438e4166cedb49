import { Button, Group, Text, Timeline } from '@mantine/core';
import { useLang } from '../../../lib/localized';
import { NoteMarks, SectionHeading } from '../../content';
import { TIMELINE_EVENTS, type TimelineEvent } from '../timeline-events';
import { statusColour } from '../status-colour';
import { StatusBadge } from './StatusBadge';
import { useShowYear } from '../show-year';

export function DevelopmentTimeline({ events = TIMELINE_EVENTS }: { events?: readonly TimelineEvent[] }) {
  const { tr } = useLang();
  return (
    <Timeline bulletSize={16} lineWidth={2} active={events.length - 1} color="gray.6">
      {events.map((e) => (
        <Timeline.Item
          key={e.id}
          bullet={<span style={{ display: 'block', width: 10, height: 10, borderRadius: 5, background: statusColour(e.status) }} />}
          title={
            <Group gap="xs" wrap="wrap" component="span">
              <SectionHeading depth={2} size="h6" inline>
                <span>{e.year}</span> · {tr(e.title)}
                <NoteMarks ids={e.notes} />
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

/** "Show <year> on the map", when the host handles it and the map's years include this one. */
function ShowYearButton({ year }: { year: number }) {
  const { t } = useLang();
  const show = useShowYear(year);
  if (!show) return null;
  return (
    <Button size="compact-sm" variant="light" mt={6} onClick={show} data-show-year={year}>
      {t('history.showYear', { year })}
    </Button>
  );
}
