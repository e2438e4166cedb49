// The runtime configuration served by the shell's server (shell/server/runtime-config.mjs).
import { REMOTES, REMOTE_KEYS, type RemoteKey } from '@forest-city/contracts';

export { REMOTE_KEYS, type RemoteKey };

export interface TileSource {
  url: string;
  maxZoom: number;
  attribution: string;
}

export interface RuntimeConfig {
  version: string;
  apiBase: string;
  remotes: Record<RemoteKey, { manifest: string }>;
  /** Time limit of one network step of loading a remote, in ms (REMOTE_TIMEOUT_MS; default 10 s). */
  remoteTimeoutMs?: number;
  tiles: Record<'street' | 'satellite' | 'reference' | 'terrain', TileSource>;
  links: Record<'school' | 'rainfall' | 'weather' | 'stormwaterTool' | 'expert' | 'support', string>;
}

/** Federation container names, as each remote's build declares them (the remote table of @forest-city/contracts). */
export const FEDERATION_NAMES = Object.fromEntries(REMOTES.map((r) => [r.key, r.federationName])) as Record<RemoteKey, string>;

/** i18next namespace owned by each remote. */
export const REMOTE_NAMESPACES = Object.fromEntries(REMOTES.map((r) => [r.key, r.namespace])) as Record<RemoteKey, string>;

export async function fetchRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  return (await res.json()) as RuntimeConfig;
}

/** The origin folder a remote is served from (its manifest's folder), used for its locale files. */
export function remoteBase(manifestUrl: string): string {
  return new URL('.', manifestUrl).href;
}
