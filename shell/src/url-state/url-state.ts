// The one owner of the address bar. Every URL parameter of the composed page is read and written
// here, and only here: remotes are controlled components that receive values and report changes
// through callbacks (architecture: "the shell owns the address bar").
//
// Rules, decided once:
// - What a click opens (a dialog, an item's detail) pushes a history entry marked with what it
//   opened, so the browser's Back closes it; closing it again goes Back when that entry is the
//   current one, and otherwise (a shared link opened it) replaces.
// - Everything else (tab, layers, search, map view, base layer, a remote's own choice) replaces the
//   entry and keeps its history state, so Back still closes what a click opened.
// - A write starts from the address bar as it is now (with a browser history), not from the last
//   render: Back can move the browser before React renders the entry it moved to, and a change
//   reported in between (the map settling after a move) must not bring back what Back removed.
// - A write made for a page the visitor has left (a late callback from an unmounted remote) is
//   dropped, so it cannot send the visitor back.
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * The shell's own URL parameters, by what they hold. A remote's module declares the parameters it
 * owns in its table (`urlState`, federation/module-catalog.ts); the shell writes those here too.
 */
export const URL_PARAMS = {
  dialog: 'dialog',
  tab: 'tab',
  layers: 'layers',
  search: 'q',
  view: 'view',
  base: 'base',
  item: 'item',
  year: 'year',
} as const;

/** A URL parameter: the shell's own (URL_PARAMS) or one a remote's module owns. */
export type UrlParam = string;

/** Parameter -> new value; null removes it, a missing key leaves it as it is ('' is kept as an empty value). */
export type UrlChanges = Partial<Record<UrlParam, string | null>>;

/**
 * The changes to write: a plain set, or one computed from the query as it is now (when what to
 * remove depends on it, e.g. closing a dialog removes that dialog's own parameters).
 */
export type UrlUpdate = UrlChanges | ((current: URLSearchParams) => UrlChanges);

/**
 * What a pushed entry opened (kept in its history state), so closing it can go Back: a dialog, an
 * item, or a year a history event sent the map to (Back returns to the timeline).
 */
export type OpenedBy = 'dialog' | 'item' | 'year';

interface EntryState {
  opened?: OpenedBy;
}

/** The history state of an entry that opens something, for a link that opens it (`<Link state>`). */
export function openedEntry(opened: OpenedBy): EntryState {
  return { opened };
}

/**
 * Whether react-router runs on the browser's history: it stamps every entry it manages with its
 * index (`idx`), the page's first entry included. Under a memory router (unit tests) the router's
 * own location is the truth.
 */
function onBrowserHistory(): boolean {
  return typeof window !== 'undefined' && typeof (window.history.state as { idx?: unknown } | null)?.idx === 'number';
}

/** The next query: `current` with `changes` applied. */
export function applyChanges(current: URLSearchParams, changes: UrlChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    // An empty value is a value (`layers=` is "no layers", unlike no `layers` at all).
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The changes that turn `current` into `next` (every key of either; removed keys are null). */
export function changesTo(current: URLSearchParams, next: URLSearchParams): UrlChanges {
  const changes: Record<string, string | null> = {};
  for (const key of new Set([...current.keys(), ...next.keys()])) changes[key] = next.get(key);
  return changes as UrlChanges;
}

const resolve = (update: UrlUpdate, current: URLSearchParams): UrlChanges => (typeof update === 'function' ? update(new URLSearchParams(current)) : update);

export interface UrlState {
  /** The query string as last rendered. */
  params: URLSearchParams;
  /** Replaces the current entry with `changes` applied, keeping its history state. */
  replace: (changes: UrlUpdate) => void;
  /**
   * Opens something a visitor can close with Back: pushes an entry marked `opened`, or replaces
   * when the current entry was already pushed for the same kind of thing (switching one open item
   * for another still needs only one Back).
   */
  open: (opened: OpenedBy, changes: UrlUpdate) => void;
  /** Closes what `open` opened: Back when the current entry was pushed for it, else a replace with `changes`. */
  close: (opened: OpenedBy, changes: UrlUpdate) => void;
}

export function useUrlState(): UrlState {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef({ params, state: location.state as EntryState | null, pathname: location.pathname });
  latest.current = { params, state: location.state as EntryState | null, pathname: location.pathname };
  const mounted = useRef(true);
  /**
   * The history entry a close went Back from, while the browser has not left it yet (Back lands
   * later, with popstate): a second close meanwhile (a second Escape) must not go Back again,
   * past the page the visitor came from.
   */
  const leaving = useRef<unknown>(undefined);
  // Once the browser has moved to another entry the Back has landed: the entry left may be reached
  // again (Forward), and a close there goes Back again.
  useEffect(() => {
    leaving.current = undefined;
  }, [location.key]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** The query and entry state as they are now, or null when the page this hook serves was left. */
  const now = useCallback((): { current: URLSearchParams; state: EntryState | null } | null => {
    if (!mounted.current) return null;
    if (!onBrowserHistory()) return { current: latest.current.params, state: latest.current.state };
    if (window.location.pathname !== latest.current.pathname) return null;
    const usr = (window.history.state as { usr?: EntryState | null } | null)?.usr ?? null;
    return { current: new URLSearchParams(window.location.search), state: usr };
  }, []);

  const go = useCallback(
    (next: URLSearchParams, options: { replace: boolean; state: EntryState | null }) => {
      const search = next.toString();
      // Under a memory router the next render brings the new location; until then, a second write in
      // the same event starts from this one.
      latest.current = { ...latest.current, params: next, state: options.state };
      navigate({ pathname: latest.current.pathname, search: search ? `?${search}` : '' }, { replace: options.replace, state: options.state, preventScrollReset: true });
    },
    [navigate],
  );

  const replace = useCallback(
    (changes: UrlUpdate) => {
      const at = now();
      if (!at) return;
      const next = applyChanges(at.current, resolve(changes, at.current));
      if (next.toString() === at.current.toString()) return;
      go(next, { replace: true, state: at.state });
    },
    [now, go],
  );

  const open = useCallback(
    (opened: OpenedBy, changes: UrlUpdate) => {
      const at = now();
      if (!at) return;
      const next = applyChanges(at.current, resolve(changes, at.current));
      if (next.toString() === at.current.toString()) return;
      if (at.state?.opened === opened) go(next, { replace: true, state: at.state });
      else go(next, { replace: false, state: { opened } });
    },
    [now, go],
  );

  const close = useCallback(
    (opened: OpenedBy, changes: UrlUpdate) => {
      const at = now();
      if (!at) return;
      if (at.state?.opened === opened) {
        const entry = onBrowserHistory() ? (window.history.state as { key?: unknown }).key : undefined;
        if (entry !== undefined && leaving.current === entry) return;
        leaving.current = entry;
        navigate(-1);
        return;
      }
      const next = applyChanges(at.current, resolve(changes, at.current));
      if (next.toString() !== at.current.toString()) go(next, { replace: true, state: at.state });
    },
    [now, go, navigate],
  );

  return { params, replace, open, close };
}
