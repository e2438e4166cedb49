// Mounts the open dialog's remote module on demand. While the remote loads, or if it fails,
// the shell shows its own modal with the loading text or the fallback and Retry.
//
// A dialog that has been open stays mounted once closed, hidden (React's <Activity>): its state is
// kept and its effects stopped, and opening it again shows what is there instead of rendering it
// anew, which on a phone took longer than a visitor waits for a tap (issue 52). One whose module
// or texts could not be loaded is not kept: opened again, it tries again. Which are kept, and for
// how long: kept-dialogs.ts.
import { Activity, memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { loadAllMantineStyles } from '../../lib/mantine-styles';
import { RemoteSlot } from '../../federation/RemoteSlot';
import { readyModule } from '../../federation/loaded-module';
import { useServerPass } from '../../lib/server-pass';
import { URL_PARAMS, useUrlState } from '../../url-state/url-state';
import { dialogModal } from './dialog-modal-loader';
import { findDialog, moduleLabel, useModuleCatalog, type DialogEntry, type ModuleCatalog } from '../../federation/module-catalog';
import { IncompatibleRemoteError, RemoteLoadError } from '../../federation/remote-errors';
import { RemoteFallback } from '../../federation/RemoteFallback';
import { dialogStateProps } from './dialog-registry';
import { keptAfter, type KeptDialogs } from './kept-dialogs';
import { SteadyProps } from './steady-props';
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
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const kept = useKeptDialogs(dialog, catalog, i18n, lang);
  const [steady] = useState(() => new SteadyProps());
  const serverPass = useServerPass();
  // A failed load of the modal's code reaches the page's region boundary; its Retry remounts this
  // host, which fetches it again.
  if (failure) throw failure.error;
  const closeLabel = t('labels.close');
  const common: HistoryDialogProps = { opened: true, onClose: close, tab, onTabChange: setTab };
  const dialogs = kept.map((entry) => {
    const shown = entry.id === dialog?.id;
    // The registry's URL state of the dialog (stormwater's approach, the mass balance's
    // assumptions companion) comes from the URL and goes back to it: remotes never touch it.
    // A dialog that can send the map to a year (the history timeline) gets `onShowYear`. A hidden
    // dialog keeps the props it was last shown with.
    const props = shown
      ? steady.for(entry.id, { ...common, ...(entry.showsYear ? { onShowYear: showYear } : {}), ...dialogStateProps(entry, params, replace) })
      : steady.handed(entry.id);
    const slot = <KeptDialog key={entry.id} entry={entry} section={moduleLabel(entry, lang)} props={props} modal={modal} onClose={close} closeLabel={closeLabel} />;
    // Not in the server's page nor while React hydrates it: the server hides no dialog, and a page
    // it sent for another address (a service worker's stored `/`) has no boundary there to match.
    // The dialog only shows its loading state then; it is mounted anew in the boundary after.
    return serverPass ? (
      slot
    ) : (
      <Activity key={entry.id} mode={shown ? 'visible' : 'hidden'}>
        {slot}
      </Activity>
    );
  });
  // The remote's table declares this dialog wrongly (federation/module-catalog.ts): the usual
  // translated fallback, with the reason for support; Retry reloads the page. Or no table lists it
  // while a manifest could not be read: that failure, with a Retry that reads the manifest again.
  const failed = refused
    ? {
        error: new RemoteLoadError(
          'incompatible',
          refused.remote,
          new IncompatibleRemoteError(`module "${refused.name}" of remote "${refused.remote}" is refused: ${refused.reason}`),
        ),
        onRetry: () => window.location.reload(),
      }
    : unread
      ? { error: unread, onRetry: catalog.retry }
      : null;
  const section = t('remote.unnamedSection');
  return (
    <>
      {failed && modal ? (
        <modal.DialogModal onClose={close} title={section} closeLabel={closeLabel}>
          <RemoteFallback section={section} error={failed.error} reason="load" onRetry={failed.onRetry} />
        </modal.DialogModal>
      ) : null}
      {dialogs}
    </>
  );
}

/**
 * The dialogs to keep mounted: the open one, and the last few closed whose module is ready (code and
 * texts), in the order last opened.
 */
function useKeptDialogs(dialog: DialogEntry | null, catalog: ModuleCatalog, i18n: I18n, lang: string): DialogEntry[] {
  const [kept, setKept] = useState<KeptDialogs>(() => ({ lang, ids: [] }));
  // Remembered as it opens (an update during render: React renders again at once).
  const next = keptAfter(kept, dialog?.id ?? null, lang);
  if (next !== kept) setKept(next);
  return next.ids
    .map((id) => (id === dialog?.id ? dialog : findDialog(catalog, id)))
    .filter((entry): entry is DialogEntry => entry !== null && (entry.id === dialog?.id || readyModule(i18n, entry.remote, entry.module) !== undefined));
}

interface KeptDialogProps {
  entry: DialogEntry;
  section: string;
  props: Record<string, unknown>;
  modal: ReturnType<typeof dialogModal.useWhen>['module'];
  onClose: () => void;
  closeLabel: string;
}

/** One dialog's slot. Memoized: shown again with the same props, it renders nothing anew. */
const KeptDialog = memo(function KeptDialog({ entry, section, props, modal, onClose, closeLabel }: KeptDialogProps) {
  // Until the modal's code is there (a moment, when the dialog was not preloaded) the slot loads unseen.
  const frame = useCallback(
    (content: ReactNode) =>
      modal ? (
        <modal.DialogModal onClose={onClose} title={section} closeLabel={closeLabel}>
          {content}
        </modal.DialogModal>
      ) : null,
    [modal, onClose, section, closeLabel],
  );
  return <RemoteSlot<Record<string, unknown>> remote={entry.remote} module={entry.module} section={section} props={props} frame={frame} />;
});

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
