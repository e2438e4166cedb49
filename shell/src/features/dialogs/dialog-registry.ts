// The six project-information dialogs of the sidebar and the remote module behind each.
// Adding a dialog is a data change here plus an exposed module in its remote.
import type { RemoteKey } from '../../federation/runtime-config';
import { URL_PARAMS, type UrlChanges, type UrlParam } from '../../url-state/url-state';

/**
 * One prop pair of a controlled dialog kept in a URL parameter: the host passes the parameter's
 * value (null when absent) as `prop` and writes what the dialog reports through `onChange` back
 * to the parameter (replacing the entry; null removes it).
 */
export interface DialogUrlState {
  param: UrlParam;
  /** The value prop in the remote's contract. */
  prop: string;
  /** The change-callback prop in the remote's contract. */
  onChange: string;
}

export interface DialogEntry {
  /** Value of ?dialog= in the URL. */
  id: string;
  remote: RemoteKey;
  /** Exposed module name in the remote. */
  module: string;
  /** Key in the common namespace for the sidebar button and the section name. */
  labelKey: string;
  /**
   * URL parameters the dialog's props come from (besides `tab`). They belong to the open dialog,
   * so closing it or switching to another dialog removes them.
   */
  state?: readonly DialogUrlState[];
  /** The dialog can send the map to a year (`onShowYear`, the history timeline's events). */
  showsYear?: boolean;
}

export const DIALOGS: readonly DialogEntry[] = [
  { id: 'history', remote: 'report', module: 'HistoryDialog', labelKey: 'dialogs.history', showsYear: true },
  {
    id: 'hydrology',
    remote: 'hydrology',
    module: 'MassBalanceDialog',
    labelKey: 'dialogs.hydrology',
    state: [{ param: URL_PARAMS.assumptions, prop: 'assumptions', onChange: 'onAssumptionsChange' }],
  },
  { id: 'monthly', remote: 'hydrology', module: 'MonthlyWaterBalanceDialog', labelKey: 'dialogs.monthly' },
  {
    id: 'stormwater',
    remote: 'stormwater',
    module: 'StormwaterDialog',
    labelKey: 'dialogs.stormwater',
    state: [{ param: URL_PARAMS.approach, prop: 'approach', onChange: 'onApproachChange' }],
  },
  { id: 'future', remote: 'report', module: 'FutureDevelopmentDialog', labelKey: 'dialogs.future' },
  { id: 'report', remote: 'report', module: 'ReportDialog', labelKey: 'dialogs.report' },
];

export const findDialog = (id: string | null) => DIALOGS.find((d) => d.id === id) ?? null;

/** The query without the open dialog and everything that belongs to it (tab and its own params). */
export function withoutDialog(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const { param } of findDialog(next.get('dialog'))?.state ?? []) next.delete(param);
  next.delete('dialog');
  next.delete('tab');
  return next;
}

/**
 * The props a dialog's URL state gives it: each declared parameter's value (null when absent) and
 * a callback that writes the reported value back through `replace`.
 */
export function dialogStateProps(entry: DialogEntry, params: URLSearchParams, replace: (changes: UrlChanges) => void): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const { param, prop, onChange } of entry.state ?? []) {
    props[prop] = params.get(param);
    props[onChange] = (value: string | null | undefined) => replace({ [param]: value ?? null });
  }
  return props;
}
