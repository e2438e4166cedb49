// The remotes' module tables for the page (federation/module-catalog.ts): those the server inlined
// (the same the prerendered HTML was rendered with, so hydration matches), then, after the first
// render, those it could not give, read from the remotes' manifests. A manifest that cannot be read
// is read again on Retry and when the browser comes back online.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_REMOTE_TIMEOUT_MS } from '../federation/runtime-plugin';
import { ModuleCatalogContext, buildCatalog, fetchModuleTables, type ModuleTables } from '../federation/module-catalog';
import type { RemoteLoadError } from '../federation/remote-errors';
import type { RemoteKey, RuntimeConfig } from '../federation/runtime-config';

export function ModuleCatalogProvider({ config, tables, children }: { config: RuntimeConfig | null; tables: ModuleTables | null; children: ReactNode }) {
  const [known, setKnown] = useState<ModuleTables>(tables ?? {});
  const [failed, setFailed] = useState<Partial<Record<RemoteKey, RemoteLoadError>>>({});
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setFailed({});
    setAttempt((n) => n + 1);
  }, []);
  const catalog = useMemo(() => buildCatalog(known, failed, retry), [known, failed, retry]);
  const missing = catalog.pending.length > 0;
  useEffect(() => {
    if (!config || !missing) return;
    let live = true;
    void fetchModuleTables(config, known, config.remoteTimeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS).then(({ found, failed: now }) => {
      if (!live) return;
      setKnown((before) => ({ ...before, ...found }));
      setFailed(now);
    });
    return () => {
      live = false;
    };
    // Once per configuration and per retry: `known` is what the fetch completes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, attempt]);
  const unavailable = catalog.unavailable.length > 0;
  useEffect(() => {
    if (!unavailable) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [unavailable, retry]);
  useEffect(() => {
    for (const r of catalog.refused) console.error(`[forest-city] remote "${r.remote}": module "${r.name}" is refused: ${r.reason}`);
  }, [catalog.refused]);
  return <ModuleCatalogContext.Provider value={catalog}>{children}</ModuleCatalogContext.Provider>;
}
