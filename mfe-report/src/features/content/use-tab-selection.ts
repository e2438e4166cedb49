// Which tab is shown: the host's `tab` prop when it names one of the sections (the shell keeps it
// in the URL), otherwise the last tab chosen here, starting with the section list's default. When the
// host's tab goes away (the shell closed the dialog and keeps it mounted, hidden), the last tab
// chosen here is the default again, so the dialog opens again as a fresh one would.
import { useCallback, useState } from 'react';

export function resolveTab(ids: readonly string[], requested: string | undefined, fallback: string): string {
  return requested !== undefined && ids.includes(requested) ? requested : fallback;
}

export function useTabSelection(ids: readonly string[], defaultId: string, tab?: string, onTabChange?: (tab: string) => void) {
  const [local, setLocal] = useState(() => resolveTab(ids, tab, defaultId));
  const [hostTab, setHostTab] = useState(tab);
  if (tab !== hostTab) {
    setHostTab(tab);
    if (tab === undefined) setLocal(defaultId);
  }
  const active = resolveTab(ids, tab, local);
  const select = useCallback(
    (id: string) => {
      setLocal(id);
      onTabChange?.(id);
    },
    [onTabChange],
  );
  return [active, select] as const;
}
