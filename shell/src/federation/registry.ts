// The only place in the shell that talks to the federation runtime. Remotes are registered
// from the runtime configuration; nothing about them is known at build time.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { FEDERATION_NAMES, REMOTE_KEYS, type RemoteKey, type RuntimeConfig } from './runtime-config';

let registered: RuntimeConfig['remotes'] | null = null;

export function registerRemotesFromConfig(remotes: RuntimeConfig['remotes']): void {
  registered = remotes;
  registerRemotes(
    REMOTE_KEYS.filter((key) => remotes[key]).map((key) => ({ name: FEDERATION_NAMES[key], entry: remotes[key].manifest })),
  );
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
  if (attempt > 0) registerRemotes([{ name, entry: entry.manifest }], { force: true });
  const mod = await loadRemote<T>(`${name}/${exposed}`);
  if (!mod) throw new Error(`Remote "${remote}" did not provide "${exposed}"`);
  return mod;
}
