// The only place in the shell that talks to the federation runtime. Remotes are registered
// from the runtime configuration; nothing about them is known at build time.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { FEDERATION_NAMES, REMOTE_KEYS, type RemoteKey, type RuntimeConfig } from './runtime-config';
import { DEFAULT_REMOTE_TIMEOUT_MS, forestCityFederationPlugin } from './runtime-plugin';
import { IncompatibleRemoteError, RemoteLoadError, RemoteTimeoutError } from './remote-errors';
import { forgetManifestReads, readManifest } from './manifest-reads';

let registered: RuntimeConfig['remotes'] | null = null;
let timeoutMs = DEFAULT_REMOTE_TIMEOUT_MS;
let pluginRegistered = false;
/** Preloads started, by "remote/exposed", so hover, focus and idle time fetch each one once. */
const preloads = new Map<string, Promise<void>>();
/** Remotes whose preload failed: their next load registers them anew (drops a cached failure). */
const failedPreloads = new Set<RemoteKey>();
/** Modules already loaded, by "remote/exposed": a slot renders them at once, without suspending. */
const loaded = new Map<string, unknown>();

/** The module if it has been loaded (opened or preloaded) already, else undefined. */
export function loadedExposed<T>(remote: RemoteKey, exposed: string): T | undefined {
  return loaded.get(`${remote}/${exposed}`) as T | undefined;
}

/** Deletes the "remote/exposed" entries of one remote (or all) from a registry map. */
function dropEntries(map: Map<string, unknown>, remote?: RemoteKey): void {
  for (const key of [...map.keys()]) if (!remote || key.startsWith(`${remote}/`)) map.delete(key);
}

/** Forgets loaded modules (of one remote, or all): the next use loads them again. */
export function forgetLoaded(remote?: RemoteKey): void {
  dropEntries(loaded, remote);
}

/**
 * Registers the remotes of the runtime configuration, and (once) the shell's federation plugin
 * with the configuration's time limit per network step.
 */
export function registerRemotesFromConfig(remotes: RuntimeConfig['remotes'], options: { timeoutMs?: number } = {}): void {
  timeoutMs = options.timeoutMs && options.timeoutMs > 0 ? options.timeoutMs : DEFAULT_REMOTE_TIMEOUT_MS;
  if (!pluginRegistered) {
    registerPlugins([forestCityFederationPlugin({ timeoutMs })]);
    pluginRegistered = true;
  }
  registered = remotes;
  registerRemotes(REMOTE_KEYS.filter((key) => remotes[key]).map((key) => ({ name: FEDERATION_NAMES[key], entry: remotes[key].manifest })));
}

/**
 * Loads an exposed module. On a retry the remote is registered again with `force`, which drops
 * the runtime's cached (failed) manifest and container, so a remote that came back is fetched anew.
 */
export async function loadExposed<T>(remote: RemoteKey, exposed: string, attempt = 0): Promise<T> {
  if (!registered) throw new Error('Remote registry is not configured (runtime-config.json did not load).');
  const entry = registered[remote];
  if (!entry) throw new Error(`No remote "${remote}" in runtime-config.json`);
  const name = FEDERATION_NAMES[remote];
  if (attempt > 0 || failedPreloads.delete(remote)) {
    registerRemotes([{ name, entry: entry.manifest }], { force: true });
    forgetManifestReads(entry.manifest);
    dropEntries(preloads, remote);
    dropEntries(loaded, remote);
  }
  const mod = await withDeadline(loadRemote<T>(`${name}/${exposed}`), remote, exposed);
  if (!mod) throw new RemoteLoadError('incompatible', remote, new IncompatibleRemoteError(`Remote "${remote}" did not provide "${exposed}"`));
  loaded.set(`${remote}/${exposed}`, mod);
  return mod;
}

/**
 * The last guard of "nothing waits forever": whatever step hangs (the manifest, the entry, a chunk,
 * a shared module), the load fails after three steps' time limits. Each step has its own shorter
 * limit (runtime-plugin.ts); this one catches what none of them covers.
 */
function withDeadline<T>(loading: Promise<T>, remote: RemoteKey, exposed: string): Promise<T> {
  const limit = timeoutMs * 3;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new RemoteLoadError('timeout', remote, new RemoteTimeoutError(`${remote}/${exposed} did not load within ${limit} ms`));
      console.error(`[forest-city] remote "${remote}" could not be shown (timeout):`, error.cause);
      reject(error);
    }, limit);
  });
  return Promise.race([loading, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Loads an exposed module ahead of its use, through the same path as opening it (the runtime keeps
 * the loaded container and module, so the open that follows makes no request). Used on hover/focus
 * of an opener and when the page is idle. The runtime fetches the remote's entry and the module's
 * own chunks; shared libraries come from the shell's share scope as on a real open. Never throws:
 * a remote that is down is reported when it is opened, and that open registers it anew.
 * (`preloadRemote` was tried first: after a failed preload of a remote that was down, the open
 * that followed its return never settled.)
 */
export function preloadExposed(remote: RemoteKey, exposed: string): Promise<void> {
  if (!registered?.[remote]) return Promise.resolve();
  const key = `${remote}/${exposed}`;
  let done = preloads.get(key);
  if (!done) {
    done = loadRemote(`${FEDERATION_NAMES[remote]}/${exposed}`).then(
      (mod) => {
        if (mod) loaded.set(key, mod);
      },
      () => {
        failedPreloads.add(remote);
        preloads.delete(key);
      },
    );
    preloads.set(key, done);
  }
  return done;
}

/**
 * Reads the manifests of `remotes` ahead (one read per page, which the runtime's own read then
 * uses: manifest-reads.ts), so a module of theirs opened next starts with its entry and chunks side
 * by side instead of after a manifest's round trip. Never throws: a read that fails is forgotten,
 * and the open reads the manifest again.
 */
export function preloadManifests(remotes: readonly RemoteKey[]): void {
  for (const remote of new Set(remotes)) {
    const entry = registered?.[remote];
    if (entry) void readManifest(entry.manifest, { signal: AbortSignal.timeout(timeoutMs) }).catch(() => undefined);
  }
}
