// Mounts the open dialog's remote module on demand. While the remote loads, or if it fails,
// the shell shows its own modal with the loading text or the fallback and Retry. A dialog that
// closes stays rendered, hidden (React's <Activity>): its state and DOM kept, its effects (the
// modal's focus trap, scroll lock and Escape) stopped; opened again, it shows at once instead of
// rendering its whole content on the tap (on a phone that render took a third of a second and more).
import { Activity, Fragment, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAllMantineStyles } from '../../lib/mantine-styles';
import { RemoteSlot, slotReady, useServerPass } from '../../federation/RemoteSlot';
import { PrerenderedFragments, fragmentKey } from '../../federation/prerendered';
import { URL_PARAMS, useUrlState } from '../../url-state/url-state';
import { dialogModal } from './dialog-modal-loader';
import { moduleLabel, useModuleCatalog } from '../../federation/module-catalog';
import { IncompatibleRemoteError, RemoteLoadError } from '../../federation/remote-errors';
import { RemoteFallback } from '../../federation/RemoteFallback';
import { dialogStateProps } from './dialog-registry';
import { useDialogState } from './use-dialog-state';
import type { HistoryDialogProps } from '@forest-city/contracts';

/** How many closed dialogs stay rendered, hidden, for a quick re-open (the most recently open ones). */
export const KEPT_DIALOGS = 3;

export function DialogHost() {
  const { t, i18n } = useTranslation('common');
  const { dialog, refused, tab, close, setTab, showYear } = useDialogState();
  const { params, replace } = useUrlState();
  const calls = useLatestCalls({ close, setTab, showYear, replace });
  const serverPass = useServerPass();
  const fragments = useContext(PrerenderedFragments);
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
  const section = dialog ? moduleLabel(dialog, i18n.resolvedLanguage ?? i18n.language) : '';
  // What the dialog is given, as text: a closed dialog opened again with the same shows the element
  // it was last rendered with (KeptDialogs), whose callbacks call the latest ones (`calls`).
  const stateProps = dialog ? dialogStateProps(dialog, params, calls.replace) : {};
  const signature = dialog ? JSON.stringify([dialog.id, dialog.remote, dialog.module, section, tab, i18n.resolvedLanguage, Boolean(modal), stateProps]) : '';
  const element = dialog ? (
    <RemoteSlot<HistoryDialogProps>
      remote={dialog.remote}
      module={dialog.module}
      section={section}
      // The registry's URL state of the dialog (stormwater's approach, the mass balance's
      // assumptions companion) comes from the URL and goes back to it: remotes never touch it.
      // A dialog that can send the map to a year (the history timeline) gets `onShowYear`.
      props={{ opened: true, onClose: calls.close, tab, onTabChange: calls.setTab, ...(dialog.showsYear ? { onShowYear: calls.showYear } : {}), ...stateProps }}
      // Until the modal's code is there (a moment, when the dialog was not preloaded) the slot loads unseen.
      frame={(content) =>
        modal ? (
          <modal.DialogModal onClose={calls.close} title={section} closeLabel={t('labels.close')}>
            {content}
          </modal.DialogModal>
        ) : null
      }
    />
  ) : null;
  // A dialog shown without its code or texts (a failure, an outage of its texts) is not shown again
  // as it was: opened again, it mounts afresh and loads what it lacked.
  const reusable = dialog ? slotReady(i18n, dialog.remote, dialog.module) : false;
  const wrap = !serverPass || (dialog !== null && fragments.has(fragmentKey(dialog.remote, dialog.module)));
  return <KeptDialogs openId={dialog?.id ?? null} element={element} signature={signature} reusable={reusable} wrap={wrap} />;
}

/**
 * Callbacks that keep their identity and call the latest of `fns`: a kept dialog's element holds
 * them, and re-opened it must close, switch tabs or write its state through today's URL.
 */
function useLatestCalls<T extends Record<string, (...args: never[]) => unknown>>(fns: T): T {
  const latest = useRef(fns);
  useLayoutEffect(() => {
    latest.current = fns;
  });
  return useMemo(() => Object.fromEntries(Object.keys(fns).map((key) => [key, (...args: never[]) => latest.current[key]!(...args)])) as T, []); // eslint-disable-line react-hooks/exhaustive-deps
}

/**
 * The open dialog, visible, and the last dialogs open before it, hidden, each as it was last
 * rendered: a hidden dialog does not render again while the page changes. Opened again with the
 * same props (`signature`) and `reusable`, it shows that same element, so React renders nothing of
 * it anew; otherwise it mounts afresh, as a dialog that was never open. While React hydrates a page
 * that holds no HTML of the dialog (a dialog without a prerendered fragment, or the offline copy of
 * `/`), the dialog renders outside any <Activity>, as the server rendered it: nothing.
 */
function KeptDialogs({ openId, element, signature, reusable, wrap }: { openId: string | null; element: ReactElement | null; signature: string; reusable: boolean; wrap: boolean }) {
  const last = useRef(new Map<string, { element: ReactElement; signature: string; key: string }>());
  const openBefore = useRef<string | null>(null);
  const mounts = useRef(0);
  const [order, setOrder] = useState<string[]>([]);
  const kept = openId ? last.current.get(openId) : undefined;
  const same = kept !== undefined && kept.signature === signature && reusable;
  const stays = kept !== undefined && (same || openBefore.current === openId);
  // A new key for each fresh mount: a key made of its props could be that of the hidden instance.
  const key = !openId ? '' : stays ? kept.key : `${openId}#${++mounts.current}`;
  const shown = same ? kept.element : element;
  useEffect(() => {
    openBefore.current = openId;
    if (openId && shown) last.current.set(openId, { element: shown, signature, key });
  });
  useEffect(() => {
    if (!openId) return;
    setOrder((current) => {
      const next = [...current.filter((id) => id !== openId), openId].slice(-KEPT_DIALOGS);
      for (const id of last.current.keys()) if (!next.includes(id)) last.current.delete(id);
      return next;
    });
  }, [openId]);
  const ids = openId && !order.includes(openId) ? [...order, openId] : order;
  return (
    <>
      {ids.map((id) => {
        if (id === openId)
          return wrap ? (
            <Activity key={key} mode="visible">
              {shown}
            </Activity>
          ) : (
            <Fragment key={key}>{shown}</Fragment>
          );
        const hidden = last.current.get(id);
        return hidden ? (
          <Activity key={hidden.key} mode="hidden">
            {hidden.element}
          </Activity>
        ) : null;
      })}
    </>
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
