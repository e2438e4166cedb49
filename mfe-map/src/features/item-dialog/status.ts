// Item status -> badge (spec: Entities; States and transitions): the three statuses the API sends, the
// 'maintenance' label of the vocabulary, and 'unknown' for anything else.

export const STATUS_KEYS = ['operational', 'limited', 'monitoring', 'maintenance', 'unknown'] as const;
export type StatusKey = (typeof STATUS_KEYS)[number];

/**
 * Badge background per status. White text on each passes WCAG AA for small text (>= 4.5:1,
 * checked in the unit test), so Mantine's lighter default shades are not used.
 */
export const STATUS_COLOURS: Readonly<Record<StatusKey, string>> = {
  operational: '#1b6e2e',
  limited: '#a14a00',
  monitoring: '#1864ab',
  maintenance: '#6741a3',
  unknown: '#495057',
};

export interface StatusBadge {
  /** Translation key suffix (`status.<key>`). */
  key: StatusKey;
  colour: string;
}

export function statusBadge(status: string | null | undefined): StatusBadge {
  const normalised = (status ?? '').trim().toLowerCase();
  const key: StatusKey = (STATUS_KEYS as readonly string[]).includes(normalised) && normalised !== 'unknown' ? (normalised as StatusKey) : 'unknown';
  return { key, colour: STATUS_COLOURS[key] };
}
