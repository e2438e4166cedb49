// The dialogs of the sidebar come from the remotes' module tables (federation/module-catalog.ts):
// adding a dialog is a row in its remote's modules.mjs (docs/architecture.md, "How to add a dialog").
// Here: what a dialog's entry means for the address bar.
import { findDialog, refusedDialog, type DialogEntry, type ModuleCatalog } from '../../federation/module-catalog';
import type { UrlChanges } from '../../url-state/url-state';

export { findDialog, refusedDialog, type DialogEntry };

/** The query without the open dialog and everything that belongs to it (tab and its own params). */
export function withoutDialog(catalog: ModuleCatalog, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const { param } of findDialog(catalog, next.get('dialog'))?.state ?? []) next.delete(param);
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
  for (const { param, prop, onChange } of entry.state) {
    props[prop] = params.get(param);
    props[onChange] = (value: string | null | undefined) => replace({ [param]: value ?? null });
  }
  return props;
}
