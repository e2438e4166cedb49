// The three fixed notifications of the settings panel (spec: Screens and routes), as typed data. Texts are
// keys in the common namespace; dates are formatted for the current language.
export type Priority = 'high' | 'medium' | 'low';

export interface PanelNotification {
  id: string;
  priority: Priority;
  /** Keys in the common namespace. */
  titleKey: string;
  bodyKey: string;
  /** ISO calendar date. */
  date: string;
}

export const PANEL_NOTIFICATIONS: readonly PanelNotification[] = [
  { id: 'monsoon', priority: 'high', titleKey: 'notices.monsoon.title', bodyKey: 'notices.monsoon.body', date: '2026-11-18' },
  { id: 'dataNotes', priority: 'medium', titleKey: 'notices.dataNotes.title', bodyKey: 'notices.dataNotes.body', date: '2026-11-12' },
  { id: 'languages', priority: 'low', titleKey: 'notices.languages.title', bodyKey: 'notices.languages.body', date: '2026-11-02' },
];

export const PRIORITY_COLOR: Record<Priority, string> = { high: 'red', medium: 'yellow', low: 'gray' };
