// Which tab is shown: the host's `tab` prop when it names one of the sections (the shell keeps it
// in the URL), otherwise the last tab chosen here, starting with the section list's default.
import { useCallback, useState } from 'react';

export function resolveTab(ids: readonly string[], requested: string | undefined, fallback: string): string {
  return requested !== undefined && ids.includes(requested) ? requested : fallback;
}

export function useTabSelection(ids: readonly string[], defaultId: string, tab?: string, onTabChange?: (tab: string) => void) {
  const [local, setLocal] = useState(() => resolveTab(ids, tab, defaultId));
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
