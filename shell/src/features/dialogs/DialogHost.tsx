// Mounts the open dialog's remote module on demand. While the remote loads, or if it fails,
// the shell shows its own modal with the loading text or the fallback and Retry.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAllMantineStyles } from '../../lib/mantine-styles';
import { RemoteSlot } from '../../federation/RemoteSlot';
import { URL_PARAMS, useUrlState } from '../../url-state/url-state';
import { dialogModal } from './dialog-modal-loader';
import { moduleLabel, useModuleCatalog } from '../../federation/module-catalog';
import { IncompatibleRemoteError, RemoteLoadError } from '../../federation/remote-errors';
import { RemoteFallback } from '../../federation/RemoteFallback';
import { dialogStateProps } from './dialog-registry';
import { useDialogState } from './use-dialog-state';
import type { HistoryDialogProps } from '@forest-city/contracts';

export function DialogHost() {
  const { t, i18n } = useTranslation('common');
  const { dialog, refused, tab, close, setTab, showYear } = useDialogState();
  const { params, replace } = useUrlState();
  const catalog = useModuleCatalog();
  // A dialog no table lists while a remote's manifest could not be read: it may be that remote's,
  // so its failure shows, with a Retry that reads the manifest again.
  const unread = !dialog && !refused && params.get(URL_PARAMS.dialog) ? (catalog.unavailable[0] ?? null) : null;
  useFocusReturn(dialog?.id ?? null);
  // A dialog opened without a preload (a deep link, a keyboard shortcut) still gets the modal's code
  // and the safety net of every Mantine stylesheet.
  const open = dialog !== null || refused !== null || unread !== null;
  const { module: modal, failure } = dialogModal.useWhen(open);
  useEffect(() => {
    if (open) void loadAllMantineStyles();
  }, [open]);
  // A failed load of the modal's code reaches the page's region boundary; its Retry remounts this
  // host, which fetches it again.
  if (failure) throw failure.error;
  if (refused) {
    // The remote's table declares this dialog wrongly (federation/module-catalog.ts): the usual
    // translated fallback, with the reason for support; Retry reloads the page.
    const error = new RemoteLoadError(
      'incompatible',
      refused.remote,
      new IncompatibleRemoteError(`module "${refused.name}" of remote "${refused.remote}" is refused: ${refused.reason}`),
    );
    const section = t('remote.unnamedSection');
    return modal ? (
      <modal.DialogModal onClose={close} title={section} closeLabel={t('labels.close')}>
        <RemoteFallback section={section} error={error} reason="load" onRetry={() => window.location.reload()} />
      </modal.DialogModal>
    ) : null;
  }
  if (unread) {
    const section = t('remote.unnamedSection');
    return modal ? (
      <modal.DialogModal onClose={close} title={section} closeLabel={t('labels.close')}>
        <RemoteFallback section={section} error={unread} reason="load" onRetry={catalog.retry} />
      </modal.DialogModal>
    ) : null;
  }
  if (!dialog) return null;
  const section = moduleLabel(dialog, i18n.resolvedLanguage ?? i18n.language);
  return (
    <RemoteSlot<HistoryDialogProps>
      key={dialog.id}
      remote={dialog.remote}
      module={dialog.module}
      section={section}
      // The registry's URL state of the dialog (stormwater's approach, the mass balance's
      // assumptions companion) comes from the URL and goes back to it: remotes never touch it.
      // A dialog that can send the map to a year (the history timeline) gets `onShowYear`.
      props={{ opened: true, onClose: close, tab, onTabChange: setTab, ...(dialog.showsYear ? { onShowYear: showYear } : {}), ...dialogStateProps(dialog, params, replace) }}
      // Until the modal's code is there (a moment, when the dialog was not preloaded) the slot loads unseen.
      frame={(content) =>
        modal ? (
          <modal.DialogModal onClose={close} title={section} closeLabel={t('labels.close')}>
            {content}
          </modal.DialogModal>
        ) : null
      }
    />
  );
}

/**
 * Returns focus to the control that opened a dialog once it closes (Escape, Close, Back). The
 * dialog opens through the URL and its remote loads lazily, so Mantine's own focus return (which
 * remembers the focus at the moment the Modal mounts) often remembers nothing useful. The last
 * element focused outside any dialog is the opener.
 */
function useFocusReturn(openId: string | null) {
  const lastOutside = useRef<HTMLElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest('[role="dialog"]')) lastOutside.current = target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  useEffect(() => {
    if (openId) {
      opener.current ??= lastOutside.current;
      return;
    }
    const element = opener.current;
    opener.current = null;
    // After the modal's own cleanup, which may move focus to the body.
    if (element) requestAnimationFrame(() => element.isConnected && element.focus());
  }, [openId]);
}
