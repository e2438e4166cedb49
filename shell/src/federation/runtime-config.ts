// The runtime configuration served by the shell's server (shell/server/runtime-config.mjs). Its
// type is derived from its one schema (shell/server/runtime-config-schema.mjs).
import type { Static } from '@sinclair/typebox';
import { REMOTES, REMOTE_KEYS, type RemoteKey } from '@forest-city/contracts';
import type { RuntimeConfigSchema } from '../../server/runtime-config-schema.mjs';

export { REMOTE_KEYS, type RemoteKey };

export type RuntimeConfig = Static<typeof RuntimeConfigSchema>;

/** Federation container names, as each remote's build declares them (the remote table of @forest-city/contracts). */
export const FEDERATION_NAMES = Object.fromEntries(REMOTES.map((r) => [r.key, r.federationName])) as Record<RemoteKey, string>;

/** i18next namespace owned by each remote. */
export const REMOTE_NAMESPACES = Object.fromEntries(REMOTES.map((r) => [r.key, r.namespace])) as Record<RemoteKey, string>;

/**
 * The configuration URL for this page: a tester's `?preview=report@1.6.0-rc.1` is passed on; the
 * server gives the preview only when that version is in its allow-list (docs/releasing.md).
 */
export function runtimeConfigUrl(search = typeof window === 'undefined' ? '' : window.location.search): string {
  const preview = new URLSearchParams(search).get('preview');
  return preview ? `/runtime-config.json?preview=${encodeURIComponent(preview)}` : '/runtime-config.json';
}

/** The id of the configuration the shell's server inlines in the page (shell/server/page.mjs). */
export const INLINE_CONFIG_ID = 'fc-runtime-config';

/**
 * The configuration the server inlined in this page, or null (a page without it: the development
 * server, a static copy). Read once: a later call (Retry) asks the server again.
 */
export function takeInlineRuntimeConfig(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): unknown {
  const el = doc?.getElementById(INLINE_CONFIG_ID);
  if (!el) return null;
  el.remove();
  try {
    return JSON.parse(el.textContent ?? '') as unknown;
  } catch {
    return null;
  }
}

/**
 * This page's configuration: the inlined one when the server gave it, else `/runtime-config.json`
 * checked for its shape. The inlined one is not checked again: the shell's server built it from
 * the configuration it checks itself (server/runtime-config.mjs), and a unit test holds that what
 * it builds passes the page's check. So the checker (TypeBox) is fetched only when the page asks
 * the network (the development server, a static copy), not on the way to the first paint.
 */
export async function fetchRuntimeConfig(url = runtimeConfigUrl()): Promise<RuntimeConfig> {
  const inline = takeInlineRuntimeConfig();
  if (inline) return inline as RuntimeConfig;
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  const [{ checkRuntimeConfig }, value] = await Promise.all([import('./runtime-config-schema'), res.json() as Promise<unknown>]);
  return checkRuntimeConfig(value);
}

/** The origin folder a remote is served from (its manifest's folder), used for its locale files. */
export function remoteBase(manifestUrl: string): string {
  return new URL('.', manifestUrl).href;
}
