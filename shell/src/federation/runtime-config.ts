// The runtime configuration served by the shell's server (shell/server/runtime-config.mjs).
export type RemoteKey = 'map' | 'hydrology' | 'stormwater' | 'report';

export interface TileSource {
  url: string;
  maxZoom: number;
  attribution: string;
}

export interface RuntimeConfig {
  version: string;
  apiBase: string;
  remotes: Record<RemoteKey, { manifest: string }>;
  tiles: Record<'street' | 'satellite' | 'reference' | 'terrain', TileSource>;
  links: Record<'school' | 'rainfall' | 'weather' | 'stormwaterTool' | 'expert' | 'support', string>;
}

export const REMOTE_KEYS: readonly RemoteKey[] = ['map', 'hydrology', 'stormwater', 'report'];

/** Federation container names, as each remote's build declares them. */
export const FEDERATION_NAMES: Record<RemoteKey, string> = {
  map: 'mfe_map',
  hydrology: 'mfe_hydrology',
  stormwater: 'mfe_stormwater',
  report: 'mfe_report',
};

/** i18next namespace owned by each remote. */
export const REMOTE_NAMESPACES: Record<RemoteKey, string> = {
  map: 'map',
  hydrology: 'hydrology',
  stormwater: 'stormwater',
  report: 'report',
};

export async function fetchRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  return (await res.json()) as RuntimeConfig;
}

/** The origin folder a remote is served from (its manifest's folder), used for its locale files. */
export function remoteBase(manifestUrl: string): string {
  return new URL('.', manifestUrl).href;
}
