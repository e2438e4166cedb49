// What the page knows about being offline: the browser's online state (`navigator.onLine` and its
// `online`/`offline` events) and whether the API's answers came from the service worker's cache,
// and of when (its `fc-api-answer` messages). One small store, read by the offline notice.
import { useSyncExternalStore } from 'react';

export interface OfflineState {
  online: boolean;
  /** The last API answer came from the service worker's cache, not the network. */
  fromCache: boolean;
  /** The date of the cached answers shown (the oldest seen since the last fresh answer), when known. */
  cachedAt: Date | null;
}

const initial = (): OfflineState => ({ online: typeof navigator === 'undefined' ? true : navigator.onLine, fromCache: false, cachedAt: null });
let state: OfflineState = initial();
const listeners = new Set<() => void>();

function set(next: Partial<OfflineState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const offlineState = {
  get: (): OfflineState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setOnline(online: boolean) {
    // Back online: what is shown is the cache's until the queries answer again from the network.
    set(online ? { online, fromCache: false, cachedAt: null } : { online });
  },
  /** An API answer: from the network (the page's data is fresh again) or from the cache, with the answer's date when it had one. */
  answered(source: 'network' | 'cache', date?: string) {
    if (source === 'network') return set({ fromCache: false, cachedAt: null });
    const parsed = date ? new Date(date) : null;
    const valid = parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
    // Several answers (items, metrics) may be of different visits: the notice names the oldest.
    const cachedAt =
      valid && state.cachedAt && state.fromCache ? new Date(Math.min(valid.getTime(), state.cachedAt.getTime())) : (valid ?? (state.fromCache ? state.cachedAt : null));
    set({ fromCache: true, cachedAt });
  },
  /** Tests: back to the browser's state, nothing cached. */
  reset() {
    state = initial();
    for (const listener of listeners) listener();
  },
};

/** What the server rendered the page with (it is online): hydration starts from it, then React reads the live state. */
const SERVER_STATE: OfflineState = { online: true, fromCache: false, cachedAt: null };

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(offlineState.subscribe, offlineState.get, () => SERVER_STATE);
}
