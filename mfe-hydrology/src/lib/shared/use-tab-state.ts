// The selected tab of a dialog: the host's `tab` prop wins when it names a known tab (the
// shell keeps it in the URL); otherwise the dialog's own state, starting at the default.
import { useCallback, useState } from 'react';

export function useTabState<T extends string>(ids: readonly T[], defaultTab: T, tab?: string, onTabChange?: (tab: string) => void) {
  const [local, setLocal] = useState<T>(defaultTab);
  const isKnown = (v: string | null | undefined): v is T => !!v && (ids as readonly string[]).includes(v);
  const current: T = isKnown(tab) ? tab : local;
  const select = useCallback(
    (next: string | null) => {
      if (!next || !(ids as readonly string[]).includes(next)) return;
      setLocal(next as T);
      onTabChange?.(next);
    },
    [ids, onTabChange],
  );
  return [current, select] as const;
}
