// The remotes' module tables for the page (federation/module-catalog.ts): those the server inlined
// (the same the prerendered HTML was rendered with, so hydration matches), then, after the first
// render, those it could not give, read from the remotes' manifests.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_REMOTE_TIMEOUT_MS } from '../federation/runtime-plugin';
import { ModuleCatalogContext, buildCatalog, fetchModuleTables, type ModuleTables } from '../federation/module-catalog';
import type { RuntimeConfig } from '../federation/runtime-config';

export function ModuleCatalogProvider({ config, tables, children }: { config: RuntimeConfig | null; tables: ModuleTables | null; children: ReactNode }) {
  const [known, setKnown] = useState<ModuleTables>(tables ?? {});
  const catalog = useMemo(() => buildCatalog(known), [known]);
  const pending = catalog.pending.length > 0;
  useEffect(() => {
    if (!config || !pending) return;
    let live = true;
    void fetchModuleTables(config, known, config.remoteTimeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS).then((all) => live && setKnown(all));
    return () => {
      live = false;
    };
    // Once per configuration: `known` is what the fetch completes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, pending]);
  useEffect(() => {
    for (const r of catalog.refused) console.error(`[forest-city] remote "${r.remote}": module "${r.name}" is refused: ${r.reason}`);
  }, [catalog.refused]);
  return <ModuleCatalogContext.Provider value={catalog}>{children}</ModuleCatalogContext.Provider>;
}
