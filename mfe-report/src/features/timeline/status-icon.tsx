// The icon of each timeline status (spec: a timeline event has an icon), from Tabler, as the
// other parts use. Decorative: hidden from assistive technology; the status badge beside it says
// the same in words.
import { IconBuildingCommunity, IconCalendarClock, IconCrane, IconFlag, IconMapPin, IconPencilRuler, IconPoint, IconSchool, type TablerIcon } from '@tabler/icons-react';
import { isTimelineStatus, type TimelineStatus } from './status-colour';

export const STATUS_ICONS = {
  planning: IconPencilRuler,
  construction: IconCrane,
  milestone: IconFlag,
  operational: IconBuildingCommunity,
  education: IconSchool,
  current: IconMapPin,
  planned: IconCalendarClock,
} satisfies Record<TimelineStatus, TablerIcon>;

export function StatusIcon({ status, size = 16 }: { status: string; size?: number }) {
  const Component = isTimelineStatus(status) ? STATUS_ICONS[status] : IconPoint;
  return <Component size={size} stroke={1.8} aria-hidden="true" focusable="false" data-icon={isTimelineStatus(status) ? status : 'unknown'} />;
}
