// Mounts the open dialog's remote module on demand. While the remote loads, or if it fails,
// the shell shows its own modal with the loading text or the fallback and Retry. A dialog opened in
// this page stays mounted after it closes, hidden (its remote's Modal keeps its content with
// `keepMounted`), so opening it again only shows it instead of rendering its whole tree anew.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAllMantineStyles } from '../../lib/mantine-styles';
import { RemoteSlot } from '../../federation/RemoteSlot';
import { URL_PARAMS, useUrlState } from '../../url-state/url-state';
import { dialogModal } from './dialog-modal-loader';
import { moduleLabel, useModuleCatalog } from '../../federation/module-catalog';
import { IncompatibleRemoteError, RemoteLoadError } from '../../federation/remote-errors';
import { RemoteFallback } from '../../federation/RemoteFallback';
import { loadedExposed } from '../../federation/registry';
import { dialogStateProps, findDialog, type DialogEntry } from './dialog-registry';
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
  const kept = useKeptDialogs(dialog?.id ?? null);
  const closedCache = useRef(new Map<string, { deps: unknown[]; props: Record<string, unknown> }>());
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
  // A closed dialog's props: as a fresh one would get from an address bar without it (no tab, none
  // of its state). The same object while the callbacks stay the same, so the memoized slot does not
  // render the hidden dialog again when the URL changes (the map's view, a layer).
  const closedProps = (entry: DialogEntry) => {
    const deps = [close, setTab, showYear, replace];
    const cached = closedCache.current.get(entry.id);
    if (cached && cached.deps.every((d, i) => d === deps[i])) return cached.props as unknown as HistoryDialogProps;
    const props = {
      opened: false,
      onClose: close,
      onTabChange: setTab,
      ...(entry.showsYear ? { onShowYear: showYear } : {}),
      ...dialogStateProps(entry, new URLSearchParams(), replace),
    };
    closedCache.current.set(entry.id, { deps, props });
    return props as unknown as HistoryDialogProps;
  };
  const slot = (entry: DialogEntry, opened: boolean) => {
    const section = moduleLabel(entry, i18n.resolvedLanguage ?? i18n.language);
    return (
      <RemoteSlot<HistoryDialogProps>
        key={entry.id}
        remote={entry.remote}
        module={entry.module}
        section={section}
        // The registry's URL state of the dialog (stormwater's approach, the mass balance's
        // assumptions companion) comes from the URL and goes back to it: remotes never touch it.
        // A dialog that can send the map to a year (the history timeline) gets `onShowYear`.
        props={
          opened
            ? { opened, onClose: close, tab, onTabChange: setTab, ...(entry.showsYear ? { onShowYear: showYear } : {}), ...dialogStateProps(entry, params, replace) }
            : closedProps(entry)
        }
        // Until the modal's code is there (a moment, when the dialog was not preloaded) the slot loads
        // unseen. A closed dialog shows no loading state or fallback.
        frame={
          opened
            ? (content) =>
                modal ? (
                  <modal.DialogModal onClose={close} title={section} closeLabel={t('labels.close')}>
                    {content}
                  </modal.DialogModal>
                ) : null
            : hidden
        }
      />
    );
  };
  return (
    <>
      {kept.map((id) => {
        const entry = id === dialog?.id ? dialog : findDialog(catalog, id);
        // Only a dialog whose module is loaded stays: one that failed loads anew when opened again.
        if (!entry || (entry !== dialog && !loadedExposed(entry.remote, entry.module))) return null;
        return slot(entry, entry === dialog);
      })}
    </>
  );
}

const hidden = () => null;

/**
 * The dialogs opened in this page, in the order first opened: at most one slot per dialog. The
 * open one is added while it renders, so its slot keeps its place (and its React state) when it
 * closes.
 */
function useKeptDialogs(openId: string | null): string[] {
  const [kept, setKept] = useState<string[]>([]);
  if (openId !== null && !kept.includes(openId)) {
    const next = [...kept, openId];
    setKept(next);
    return next;
  }
  return kept;
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
