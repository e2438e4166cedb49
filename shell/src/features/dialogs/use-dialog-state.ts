// Dialog and tab live in the URL (?dialog=…&tab=…), so a link opens the same view and the
// browser's Back button closes a dialog that a click opened (the push/replace rules are the
// address bar module's).
import { useCallback } from 'react';
import { formatYear } from '@forest-city/contracts';
import { URL_PARAMS, changesTo, useUrlState } from '../../url-state/url-state';
import { useModuleCatalog } from '../../federation/module-catalog';
import { findDialog, refusedDialog, withoutDialog } from './dialog-registry';

export function useDialogState() {
  const url = useUrlState();
  const catalog = useModuleCatalog();
  const id = url.params.get(URL_PARAMS.dialog);
  const dialog = findDialog(catalog, id);
  // A dialog the remote's table declares wrongly: its fallback, not nothing.
  const refused = dialog ? null : refusedDialog(catalog, id);
  const tab = url.params.get(URL_PARAMS.tab) ?? undefined;

  const { open: openEntry, close: closeEntry, replace } = url;
  const open = useCallback(
    (id: string) => openEntry('dialog', (current) => ({ ...changesTo(current, withoutDialog(catalog, current)), [URL_PARAMS.dialog]: id })),
    [openEntry, catalog],
  );

  const close = useCallback(() => closeEntry('dialog', (current) => changesTo(current, withoutDialog(catalog, current))), [closeEntry, catalog]);

  const setTab = useCallback((value: string) => replace({ [URL_PARAMS.tab]: value }), [replace]);

  // A history event's "Show <year> on the map": the dialog closes and the map shows that year, in one
  // pushed entry, so Back returns to the timeline the visitor came from (and Forward to the year).
  const showYear = useCallback(
    (year: number) => openEntry('year', (current) => ({ ...changesTo(current, withoutDialog(catalog, current)), [URL_PARAMS.year]: formatYear(year) })),
    [openEntry, catalog],
  );

  return { dialog, refused, tab, open, close, setTab, showYear };
}
