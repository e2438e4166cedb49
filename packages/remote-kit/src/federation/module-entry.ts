// How a remote's entry that is an ES module (its manifest's `remoteEntry.type: "module"`,
// rspack.base.mjs ESM_OUTPUT) is loaded, for the shell's federation plugin and the partner pages'
// alike: one `loadEntry` hook of the federation runtime. Entries released as classic scripts are
// left to the runtime (a script element, `createScript`).
//
// A module that failed to load, failed to parse or threw while it ran stays failed at its address
// for the life of the page (the browser's module map), so the Retry after such a failure asks for
// the entry under a new query (`?attempt=<n>`): it is fetched and run anew. An entry that loaded is
// asked for at its own address again, and the browser hands back the same module. The entry finds
// its chunks from its own address without the query (publicPath 'auto').
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntry = NonNullable<ModuleFederationRuntimePlugin['loadEntry']>;

export interface ModuleEntryOptions {
  /** How long one try of the entry (fetch and run) may take before it fails as timed out (not tried again). */
  timeoutMs: number;
  /** More tries after a try that failed otherwise (unreachable, a parse error, an error while it ran). */
  retries?: number;
  /** The pause before each more try. */
  retryDelayMs?: number;
  /** How a module is imported (tests replace it). */
  importModule?: (url: string) => Promise<unknown>;
}

const isModuleType = (type: string | undefined) => type === 'module' || type === 'esm';

/** The entry's address for the try after `failed` failed ones. */
export function attemptUrl(entry: string, failed: number): string {
  if (!failed) return entry;
  const url = new URL(entry, typeof location === 'undefined' ? undefined : location.href);
  url.searchParams.set('attempt', String(failed));
  return url.href;
}

class EntryTimeoutError extends Error {
  constructor(entry: string, ms: number) {
    super(`${entry} timed out after ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

function withTimeout<T>(promise: Promise<T>, entry: string, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EntryTimeoutError(entry, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The `loadEntry` hook for ES-module entries (see above); undefined (the runtime's own loading) for other entries. */
export function moduleEntryLoader({ timeoutMs, retries = 1, retryDelayMs = 500, importModule = (url) => import(/* webpackIgnore: true */ url) }: ModuleEntryOptions): LoadEntry {
  const failures = new Map<string, number>();
  const load = async (entry: string) => {
    for (let tried = 0; ; tried++) {
      const failed = failures.get(entry) ?? 0;
      try {
        return await withTimeout(importModule(attemptUrl(entry, failed)), entry, timeoutMs);
      } catch (error) {
        failures.set(entry, failed + 1);
        if (tried >= retries || error instanceof EntryTimeoutError) throw error;
        await new Promise((r) => setTimeout(r, retryDelayMs));
      }
    }
  };
  return ({ remoteInfo }) => (isModuleType(remoteInfo.type) ? (load(remoteInfo.entry) as ReturnType<LoadEntry>) : undefined);
}
