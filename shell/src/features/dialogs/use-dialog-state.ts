// Dialog and tab live in the URL (?dialog=…&tab=…), so a link opens the same view and the
// browser's Back button closes a dialog that a click opened (the push/replace rules are the
// address bar module's).
import { useCallback } from 'react';
import { URL_PARAMS, changesTo, useUrlState } from '../../url-state/url-state';
import { findDialog, withoutDialog } from './dialog-registry';

export function useDialogState() {
  const url = useUrlState();
  const dialog = findDialog(url.params.get(URL_PARAMS.dialog));
  const tab = url.params.get(URL_PARAMS.tab) ?? undefined;

  const { open: openEntry, close: closeEntry, replace } = url;
  const open = useCallback((id: string) => openEntry('dialog', (current) => ({ ...changesTo(current, withoutDialog(current)), [URL_PARAMS.dialog]: id })), [openEntry]);

  const close = useCallback(() => closeEntry('dialog', (current) => changesTo(current, withoutDialog(current))), [closeEntry]);

  const setTab = useCallback((value: string) => replace({ [URL_PARAMS.tab]: value }), [replace]);

  return { dialog, tab, open, close, setTab };
}
