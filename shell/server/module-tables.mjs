// The remotes' module tables for a visitor's configuration, read from the manifests it names
// (`metaData.forestCity.modules`, each remote's modules.mjs). The page carries them inlined (a JSON
// data block, like the configuration) and is prerendered with them, so the sidebar, the dialogs and
// the routes' modules are in the first response and the browser's first render matches it. A
// manifest that cannot be read in time is left out: the browser reads it itself.
import { REMOTE_KEYS } from '@forest-city/contracts/remotes';

/** The id of the JSON data block (the shell reads it: src/federation/module-catalog.ts). */
export const MODULE_TABLES_ID = 'fc-remote-modules';

/**
 * How long a page waits for a manifest never read; how long the read itself may take (one the
 * page did not wait for is kept for the next page); after how long what was read is read again
 * (behind the page, which gets what was read before).
 */
export const MODULE_TABLES_WAIT_MS = 800;
export const MODULE_TABLES_READ_MS = 10_000;
export const MODULE_TABLES_REUSE_MS = 10_000;

/**
 * @param {{ fetchImpl?: typeof fetch, now?: () => number, waitMs?: number }} [options]
 * @returns {(config: { remotes?: Record<string, { manifest: string }> } | null) => Promise<Record<string, unknown[]> | null>}
 */
export function createModuleTables({ fetchImpl, now = () => Date.now(), waitMs = MODULE_TABLES_WAIT_MS } = {}) {
  /** @type {Map<string, { at: number, value: unknown[] }>} */
  const kept = new Map();
  /** @type {Map<string, Promise<unknown[] | null>>} */
  const reading = new Map();
  async function read(manifest) {
    try {
      const res = await (fetchImpl ?? globalThis.fetch)(manifest, { signal: AbortSignal.timeout(MODULE_TABLES_READ_MS) });
      const modules = res.ok ? (await res.json())?.metaData?.forestCity?.modules : null;
      if (!Array.isArray(modules)) {
        // An answer without a table (gone, or not a release of ours): what was kept goes too.
        kept.delete(manifest);
        return null;
      }
      kept.delete(manifest);
      kept.set(manifest, { at: now(), value: modules });
      if (kept.size > 200) kept.delete(kept.keys().next().value);
      return modules;
    } catch {
      // Unreachable or slow: what was kept stays until it answers.
      return kept.get(manifest)?.value ?? null;
    }
  }
  function reread(manifest) {
    let pending = reading.get(manifest);
    if (!pending) {
      pending = read(manifest).finally(() => reading.delete(manifest));
      reading.set(manifest, pending);
    }
    return pending;
  }
  async function tableOf(manifest) {
    const hit = kept.get(manifest);
    if (hit) {
      // Served from what was read, and read again behind it when older than the reuse time: a page
      // never waits for a manifest the server has read once.
      if (now() - hit.at >= MODULE_TABLES_REUSE_MS) void reread(manifest);
      return hit.value;
    }
    const pending = reread(manifest);
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
      timer.unref?.();
    });
    return Promise.race([pending, late]).finally(() => clearTimeout(timer));
  }
  return async function tablesFor(config) {
    if (!config?.remotes) return null;
    const entries = await Promise.all(
      REMOTE_KEYS.map(async (key) => {
        const manifest = config.remotes[key]?.manifest;
        return [key, manifest && /^https?:\/\//.test(manifest) ? await tableOf(manifest) : null];
      }),
    );
    const found = entries.filter(([, table]) => table);
    return found.length ? Object.fromEntries(found) : null;
  };
}
