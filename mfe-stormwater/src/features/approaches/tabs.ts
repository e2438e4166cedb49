/** Tab ids of the dialog; the shell writes the active one to ?tab=. */
export const TAB_IDS = ['overview', 'detailed', 'guidelines'] as const;
export type TabId = (typeof TAB_IDS)[number];
export const DEFAULT_TAB: TabId = 'overview';

/** A known tab id, or Overview & Comparison (the spec's default) for anything else. */
export function tabOrDefault(value: string | null | undefined): TabId {
  return (TAB_IDS as readonly string[]).includes(value ?? '') ? (value as TabId) : DEFAULT_TAB;
}
