// The six project-information dialogs of the sidebar and the remote module behind each.
// Adding a dialog is a data change here plus an exposed module in its remote.
import type { RemoteKey } from '../../federation/runtime-config';

export interface DialogEntry {
  /** Value of ?dialog= in the URL. */
  id: string;
  remote: RemoteKey;
  /** Exposed module name in the remote. */
  module: string;
  /** Key in the common namespace for the sidebar button and the section name. */
  labelKey: string;
  /**
   * Query parameters the dialog's remote writes while it is open (besides `tab`). They belong to
   * the open dialog, so closing it or switching to another dialog removes them.
   */
  params?: readonly string[];
}

export const DIALOGS: readonly DialogEntry[] = [
  { id: 'history', remote: 'report', module: 'HistoryDialog', labelKey: 'dialogs.history' },
  { id: 'hydrology', remote: 'hydrology', module: 'MassBalanceDialog', labelKey: 'dialogs.hydrology' },
  { id: 'monthly', remote: 'hydrology', module: 'MonthlyWaterBalanceDialog', labelKey: 'dialogs.monthly' },
  { id: 'stormwater', remote: 'stormwater', module: 'StormwaterDialog', labelKey: 'dialogs.stormwater', params: ['approach'] },
  { id: 'future', remote: 'report', module: 'FutureDevelopmentDialog', labelKey: 'dialogs.future' },
  { id: 'report', remote: 'report', module: 'ReportDialog', labelKey: 'dialogs.report' },
];

export const findDialog = (id: string | null) => DIALOGS.find((d) => d.id === id) ?? null;

/** The query without the open dialog and everything that belongs to it (tab and its own params). */
export function withoutDialog(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of findDialog(next.get('dialog'))?.params ?? []) next.delete(key);
  next.delete('dialog');
  next.delete('tab');
  return next;
}
