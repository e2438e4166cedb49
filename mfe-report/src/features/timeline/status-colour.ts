// Timeline status badges (spec: Entities): the spec's six statuses plus `planned` (a milestone
// the sources announce or project, not yet reached: issue 18.6), each its own colour; anything
// else is grey. Colours are dark enough for white badge text to pass WCAG AA (4.5:1).

export const TIMELINE_STATUSES = ['planning', 'construction', 'milestone', 'operational', 'education', 'current', 'planned'] as const;
export type TimelineStatus = (typeof TIMELINE_STATUSES)[number];

const COLOURS: Record<TimelineStatus, string> = {
  planning: '#1864ab',
  construction: '#9c3d00',
  milestone: '#6741d9',
  operational: '#237032',
  education: '#0b7285',
  current: '#c2255c',
  planned: '#806000',
};

export const UNKNOWN_STATUS_COLOUR = '#495057';

export function isTimelineStatus(status: string): status is TimelineStatus {
  return (TIMELINE_STATUSES as readonly string[]).includes(status);
}

/** Badge colour of a timeline status; grey for any status outside the seven. */
export function statusColour(status: string): string {
  return isTimelineStatus(status) ? COLOURS[status] : UNKNOWN_STATUS_COLOUR;
}
