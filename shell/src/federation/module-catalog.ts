// What the remotes expose, as their manifests publish it (`metaData.forestCity.modules`, each
// remote's modules.mjs): the shell's sidebar entries, dialogs, map and pages are built from it at
// run time, so the shell's source names no remote module. Each table is checked
// (@forest-city/contracts/modules): a module of an unknown kind, without a label in every language,
// or whose dialog id, route or URL parameter another module already has is refused, logged for
// support, and its dialog shows the translated fallback; the rest of the page is unaffected.
import { createContext, useContext } from 'react';
import { LANGUAGES, toLang } from '@forest-city/contracts';
import { checkModules, type ModuleEntry, type ModuleUrlState } from '@forest-city/contracts/modules';
import { URL_PARAMS } from '../url-state/url-state';
import { classifyRemoteError, type RemoteLoadError } from './remote-errors';
import { readManifest } from './manifest-reads';
import { REMOTE_KEYS, type RemoteKey, type RuntimeConfig } from './runtime-config';

/** Each remote's published table (its `modules` array), or null/absent while unknown. */
export type ModuleTables = Partial<Record<RemoteKey, unknown>>;

export interface RemoteModule extends ModuleEntry {
  remote: RemoteKey;
}

export interface DialogEntry {
  /** Value of ?dialog= in the URL. */
  id: string;
  remote: RemoteKey;
  /** Exposed module name in the remote. */
  module: string;
  /** The sidebar button's and section's name in each language. */
  labels: Readonly<Record<string, string>>;
  sidebar?: { group: string; order: number };
  /**
   * URL parameters the dialog's props come from (besides `tab`). They belong to the open dialog,
   * so closing it or switching to another dialog removes them.
   */
  state: readonly ModuleUrlState[];
  /** The dialog can send the map to a year (`onShowYear`, the history timeline's events). */
  showsYear: boolean;
}

export interface RefusedModule {
  remote: RemoteKey;
  name: string;
  dialogId?: string;
  reason: string;
}

export interface ModuleCatalog {
  /** The dialogs, in sidebar order (group, then order hint). */
  dialogs: readonly DialogEntry[];
  map: RemoteModule | null;
  pages: readonly RemoteModule[];
  refused: readonly RefusedModule[];
  /** Remotes whose table is being read: their modules are not listed yet. */
  pending: readonly RemoteKey[];
  /** Remotes whose manifest could not be read, with why: their modules are not listed. */
  unavailable: readonly RemoteLoadError[];
  /** Reads the unavailable remotes' manifests again. */
  retry: () => void;
}

/** The URL parameters the shell keeps for itself (and ?preview=, docs/releasing.md): no remote's module may own one. */
export const HOST_PARAMS: readonly string[] = [...Object.values(URL_PARAMS), 'preview'];

/** The catalog of the tables known so far. */
export function buildCatalog(tables: ModuleTables, unavailable: Partial<Record<RemoteKey, RemoteLoadError>> = {}, retry: () => void = () => undefined): ModuleCatalog {
  const pending = REMOTE_KEYS.filter((key) => !Array.isArray(tables[key]) && !unavailable[key]);
  const { modules, refused } = checkModules(
    REMOTE_KEYS.map((key) => [key, tables[key]] as const),
    LANGUAGES,
    HOST_PARAMS,
  );
  const typed = modules as RemoteModule[];
  const dialogs = typed
    .filter((m) => m.kind === 'dialog')
    .map<DialogEntry>((m) => ({
      id: m.dialogId!,
      remote: m.remote,
      module: m.name,
      labels: m.labels!,
      sidebar: m.sidebar,
      state: m.urlState ?? [],
      showsYear: m.showsYear === true,
    }))
    .sort((a, b) => (a.sidebar?.group ?? '').localeCompare(b.sidebar?.group ?? '') || (a.sidebar?.order ?? Infinity) - (b.sidebar?.order ?? Infinity));
  return {
    dialogs,
    map: typed.find((m) => m.kind === 'map') ?? null,
    pages: typed.filter((m) => m.kind === 'page'),
    refused: refused as RefusedModule[],
    pending,
    unavailable: REMOTE_KEYS.flatMap((key) => (unavailable[key] && !Array.isArray(tables[key]) ? [unavailable[key]] : [])),
    retry,
  };
}

export const EMPTY_CATALOG: ModuleCatalog = buildCatalog({});

/** A module's name in the page's language (English when it has none in it). */
export function moduleLabel(entry: { labels?: Readonly<Record<string, string>> }, language: string | undefined): string {
  return entry.labels?.[toLang(language)] ?? entry.labels?.en ?? '';
}

export const findDialog = (catalog: ModuleCatalog, id: string | null) => (id ? (catalog.dialogs.find((d) => d.id === id) ?? null) : null);

/** A dialog id the catalog refused (the URL names it: the page shows the fallback, not nothing). */
export const refusedDialog = (catalog: ModuleCatalog, id: string | null) => (id ? (catalog.refused.find((r) => r.dialogId === id) ?? null) : null);

/** The page a route shows, or null. */
export const pageFor = (catalog: ModuleCatalog, route: string) => catalog.pages.find((p) => p.route === route) ?? null;

/** The id of the JSON data block in which the shell's server inlines the tables it read (server/module-tables.mjs). */
export const MODULE_TABLES_ID = 'fc-remote-modules';

/** The tables the server inlined in this page, or null. Read once. */
export function takeInlineModuleTables(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): ModuleTables | null {
  const el = doc?.getElementById(MODULE_TABLES_ID);
  if (!el) return null;
  el.remove();
  try {
    const value = JSON.parse(el.textContent ?? '') as unknown;
    return typeof value === 'object' && value !== null ? (value as ModuleTables) : null;
  } catch {
    return null;
  }
}

/**
 * The tables of the remotes `known` lacks, read from their manifests (a page without the server's
 * inlined tables: the development server, a static copy, or a manifest the server could not read).
 * A manifest that fails or takes longer than `timeoutMs` is `failed`, with why (logged): the page
 * says so where that remote's modules would be, and `retry` reads it again.
 */
export async function fetchModuleTables(
  config: RuntimeConfig,
  known: ModuleTables,
  timeoutMs: number,
  fetchImpl: (url: string, init?: RequestInit) => Promise<Response> = readManifest,
): Promise<{ found: ModuleTables; failed: Partial<Record<RemoteKey, RemoteLoadError>> }> {
  const missing = REMOTE_KEYS.filter((key) => !Array.isArray(known[key]) && config.remotes[key]);
  const found: ModuleTables = {};
  const failed: Partial<Record<RemoteKey, RemoteLoadError>> = {};
  await Promise.all(
    missing.map(async (key) => {
      try {
        const res = await fetchImpl(config.remotes[key].manifest, { signal: AbortSignal.timeout(timeoutMs) });
        if (!res.ok) throw new Error(`its manifest answered ${res.status}`);
        const manifest = (await res.json()) as { metaData?: { forestCity?: { modules?: unknown } } };
        const modules = manifest.metaData?.forestCity?.modules;
        if (!Array.isArray(modules)) throw new Error('its manifest publishes no module table');
        found[key] = modules;
      } catch (error) {
        console.error(`[forest-city] remote "${key}": its modules are not listed:`, error);
        failed[key] = classifyRemoteError(error, key);
      }
    }),
  );
  return { found, failed };
}

export const ModuleCatalogContext = createContext<ModuleCatalog>(EMPTY_CATALOG);

/** The modules the remotes publish (sidebar entries, dialogs, the map, pages). */
export const useModuleCatalog = () => useContext(ModuleCatalogContext);
