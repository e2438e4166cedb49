// Dialog remotes are loaded on demand, but not at the moment of the click: their code and texts
// are fetched when the visitor points at or focuses an opener, when the phone's drawer of entries
// opens, and, on a large screen with a fast connection, when the page is idle after its first
// paint. Nothing is fetched before the shell has painted.
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { connectionAllowsFetchAhead, fetchAheadWhenIdle, type ConnectionInfo } from '@forest-city/remote-kit';
import { idlePreloadAllowed } from '../../lib/fetch-ahead';
import { loadAllMantineStyles } from '../../lib/mantine-styles';
import { preloadExposed, preloadManifests } from '../../federation/registry';
import { REMOTE_NAMESPACES } from '../../federation/runtime-config';
import { dialogModal } from './dialog-modal-loader';
import { useModuleCatalog } from '../../federation/module-catalog';
import { findDialog } from './dialog-registry';

/** Returns preload(id): fetches the dialog's module and its remote's texts in the current language. */
export function useDialogPreload(): (id: string) => void {
  const { i18n } = useTranslation('common');
  const catalog = useModuleCatalog();
  return useCallback(
    (id: string) => {
      const dialog = findDialog(catalog, id);
      if (!dialog) return;
      void preloadExposed(dialog.remote, dialog.module);
      void dialogModal.preload().catch(() => undefined);
      void loadAllMantineStyles();
      // A hint, so only texts never asked for: `loadNamespaces` leaves a namespace whose loading
      // failed alone. The slot makes sure of them when the dialog opens (loadMissingTexts); a
      // preload that asked again would undo "a 404 is final" (i18n-loading e2e).
      void i18n.loadNamespaces(REMOTE_NAMESPACES[dialog.remote]).catch(() => undefined);
    },
    [i18n, catalog],
  );
}

/** After the page has loaded, preloads every dialog, one per idle period (large screens on fast connections only). */
export function useIdleDialogPreload(): void {
  const preload = useDialogPreload();
  const { dialogs } = useModuleCatalog();
  useEffect(() => {
    if (!idlePreloadAllowed()) return;
    return fetchAheadWhenIdle(dialogs.map((dialog) => () => preload(dialog.id)));
  }, [preload, dialogs]);
}

/**
 * While `reaching` (the phone's sidebar drawer is open: the visitor is reaching for its entries),
 * what every dialog opens in is fetched: the modal's code (with Mantine's on-demand share),
 * Mantine's stylesheets and the dialog remotes' manifests (a few KB each). Where the connection
 * allows fetching ahead (4G, no data saver), every entry's dialog (code and texts) follows at once,
 * so the entry tapped after a look at the drawer finds its code there. With data saver on, nothing
 * is fetched before the tap.
 */
export function useDrawerPreload(reaching: boolean): void {
  const { dialogs } = useModuleCatalog();
  const preload = useDialogPreload();
  useEffect(() => {
    if (!reaching || (globalThis.navigator as { connection?: ConnectionInfo } | undefined)?.connection?.saveData === true) return;
    void dialogModal.preload().catch(() => undefined);
    void loadAllMantineStyles();
    preloadManifests(dialogs.map((dialog) => dialog.remote));
    if (!connectionAllowsFetchAhead()) return;
    for (const dialog of dialogs) if (dialog.sidebar) void preload(dialog.id);
  }, [reaching, dialogs, preload]);
}
