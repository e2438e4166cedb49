// The map's URL state through react-router (the shell's router, or the remote's own when alone).
// Opening an item pushes a history entry, so Back closes its dialog; moving the map replaces.
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { URL_PARAMS, parseBaseLayer, parseItemId, parseView, withMapParams, type BaseLayer, type MapView } from './url-state';

interface MapHistoryState {
  /** This entry was pushed by opening an item from the map, so closing can go back. */
  mapOpenedItem?: boolean;
}

/** react-router's own history state of an entry (`usr`): what the map and the shell wrote there. */
type HistoryUsr = (MapHistoryState & Record<string, unknown>) | null;

/**
 * Whether react-router runs on the browser's history: it stamps every entry it manages with its
 * index (`idx`), the page's first entry included (that one carries no `key`). Under a memory router,
 * as in unit tests, nothing is written there.
 */
function onBrowserHistory(): boolean {
  return typeof window !== 'undefined' && typeof (window.history.state as { idx?: unknown } | null)?.idx === 'number';
}

/**
 * The query string and history state as they are now. Other parts (the shell's dialog, tab, layers
 * and search) write the same URL, and Back can move the browser before react-router renders the
 * entry it moved to; starting from the last render could undo a write made since then or bring back
 * what Back removed (a dialog that would not close), so with a browser history the address bar and
 * the entry's own state are the source. Under a memory router the router's values are the truth.
 */
function live(rendered: URLSearchParams, renderedState: HistoryUsr): { current: URLSearchParams; state: HistoryUsr } {
  if (!onBrowserHistory()) return { current: rendered, state: renderedState };
  return {
    current: new URLSearchParams(window.location.search),
    state: ((window.history.state as { usr?: HistoryUsr } | null)?.usr ?? null) as HistoryUsr,
  };
}

/**
 * Whether the address bar still shows the page this hook was rendered for. The map's last
 * `moveend` can fire after a link has already taken the visitor elsewhere (the report dialog's
 * "Open as a full page"); react-router resolves `?…` against the route that rendered the hook,
 * so a late write would send the visitor back to the dashboard.
 */
function stillOnPage(pathname: string, mounted: boolean): boolean {
  if (!mounted) return false;
  if (!onBrowserHistory()) return true;
  return window.location.pathname === pathname;
}

export function useMapUrlState() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  // Callbacks read the latest location through a ref, so they stay stable for the map's handlers.
  const latest = useRef({ params, state: location.state as HistoryUsr });
  latest.current = { params, state: location.state as HistoryUsr };
  const page = useRef({ pathname: location.pathname, mounted: true });
  page.current.pathname = location.pathname;
  useEffect(() => {
    page.current.mounted = true;
    return () => {
      page.current.mounted = false;
    };
  }, []);
  const writable = () => stillOnPage(page.current.pathname, page.current.mounted);

  const view = parseView(params.get(URL_PARAMS.view));
  const base = parseBaseLayer(params.get(URL_PARAMS.base));
  const itemId = parseItemId(params.get(URL_PARAMS.item));

  const setView = useCallback(
    (next: MapView) => {
      if (!writable()) return;
      const { current, state } = live(latest.current.params, latest.current.state);
      const updated = withMapParams(current, { view: next });
      if (updated.toString() === current.toString()) return;
      setParams(updated, { replace: true, state });
    },
    [setParams],
  );

  const setBase = useCallback(
    (next: BaseLayer) => {
      if (!writable()) return;
      const { current, state } = live(latest.current.params, latest.current.state);
      setParams(withMapParams(current, { base: next }), { replace: true, state });
    },
    [setParams],
  );

  const openItem = useCallback(
    (id: string) => {
      if (!writable()) return;
      const { current, state } = live(latest.current.params, latest.current.state);
      if (current.get(URL_PARAMS.item) === id) return;
      // Switching from one open item to another replaces, so one Back still closes the dialog.
      const replace = Boolean(current.get(URL_PARAMS.item));
      setParams(withMapParams(current, { item: id }), { replace, state: replace ? state : { ...state, mapOpenedItem: true } });
    },
    [setParams],
  );

  const closeItem = useCallback(() => {
    if (!writable()) return;
    const { current, state } = live(latest.current.params, latest.current.state);
    if (!current.get(URL_PARAMS.item)) return;
    if (state?.mapOpenedItem) {
      navigate(-1);
      return;
    }
    setParams(withMapParams(current, { item: null }), { replace: true, state });
  }, [navigate, setParams]);

  return { view, base, itemId, setView, setBase, openItem, closeItem };
}
