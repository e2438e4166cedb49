// The federation runtime plugin of the custom elements (partner pages: elements/define.ts creates
// the page's one instance with it, through federation-runtime.js). It runs the shell's release
// checks (../federation/checks.ts) and decides which shared copies serve the page:
// - the page's shared copies are those of the first remote whose module loaded (remotes take turns
//   until one has, first-turn.ts). Its copies are pinned: the runtime would otherwise let a later
//   remote's copy of the same version replace any that is not loaded yet (by name order), and a
//   module of the first remote would then get a copy without the names it was built against;
// - every later remote's manifest is checked against that first remote's (its shared-surface list
//   and the versions of its shared copies) and contract, as the shell checks against its own: a
//   release built against a longer shared list is refused before its entry loads, and its element
//   shows the translated "a version this page cannot use" with Retry, never an empty box;
// - the remotes' entries read the runtime core from `Symbol.for(RUNTIME_CORE_KEY)` on the page
//   (../federation/runtime-core.mjs), which `provideRuntimeCore` sets; a page's own
//   `_FEDERATION_RUNTIME_CORE` (a partner that is itself a Module Federation host) is the page's.
//   Entries released as classic scripts read only that global: for them alone (`createScript`) the
//   name is provided, to those scripts while they run.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { incompatibility, providedVersions, remoteKeyOf, type ManifestShared, type PageProvider, type ReleaseInfo } from '../federation/checks';
import { RUNTIME_CORE_GLOBAL, RUNTIME_CORE_KEY } from '../federation/runtime-core.mjs';
import { moduleEntryLoader } from '../federation/module-entry';

/** How long one try of a remote's ES-module entry may take (the element's own limit covers the whole load). */
const ENTRY_TIMEOUT_MS = 10_000;

/** How the reasons name the page's provider on a partner's page, and what a team does about a refusal. */
export const ELEMENTS_PROVIDER: PageProvider = { name: 'this page', fix: "release the page's other remotes against the same shared list first" };

/** The page refuses this release: its element shows the "version this page cannot use" line. */
export class IncompatibleReleaseError extends Error {
  readonly reason = 'incompatible';
  constructor(message: string) {
    super(message);
    this.name = 'IncompatibleReleaseError';
  }
}

interface Provides {
  surface: Record<string, string[]>;
  versions: Record<string, string>;
}

type ShareEntry = { from?: string; strategy?: string };
type ShareScopeMap = Record<string, Record<string, Record<string, ShareEntry>>>;

/** Keeps the copies `from` registered: the runtime never replaces a loaded-first entry by another remote's. */
export function pinShares(shareScopeMap: ShareScopeMap, from: string): number {
  let pinned = 0;
  for (const scope of Object.values(shareScopeMap))
    for (const versions of Object.values(scope))
      for (const entry of Object.values(versions))
        if (entry.from === from) {
          entry.strategy = 'loaded-first';
          pinned++;
        }
  return pinned;
}

type Page = Record<string | symbol, unknown>;
const CORE_KEY = Symbol.for(RUNTIME_CORE_KEY);
/** The classic remote entries' scripts this page's elements loaded: while one runs, it reads our core. */
const ownScripts = new WeakSet<Element>();
const OURS = Symbol.for('forest-city.runtime-core');

/**
 * Provides `core` to the remotes' entries under `Symbol.for(RUNTIME_CORE_KEY)`, the name their
 * bundles read first: no global name is taken. A second runtime on the page leaves the first's.
 */
export function provideRuntimeCore(core: object, page: Page = globalThis as unknown as Page): void {
  if (page[CORE_KEY] === undefined) Object.defineProperty(page, CORE_KEY, { value: core, configurable: true, writable: true });
}

/**
 * For an entry released as a classic script, which reads only `_FEDERATION_RUNTIME_CORE`: provides
 * the core (RUNTIME_CORE_KEY's) under that name without taking it from the page. A value the page
 * has (or sets later) stays what the page reads, and an entry this plugin loaded reads ours while it
 * runs (an entry reads the global once, as its script runs). Without a value of the page's, every
 * reader gets ours. A page's own non-configurable global (a top-level `var`) is left alone.
 */
export function provideRuntimeCoreGlobal(page: Page = globalThis as unknown as Page): void {
  const current = Object.getOwnPropertyDescriptor(page, RUNTIME_CORE_GLOBAL);
  if ((current?.get as { [OURS]?: boolean } | undefined)?.[OURS]) return;
  let pages: unknown = page[RUNTIME_CORE_GLOBAL];
  const get = () => {
    const running = typeof document === 'undefined' ? null : document.currentScript;
    return pages === undefined || (running && ownScripts.has(running)) ? page[CORE_KEY] : pages;
  };
  Object.assign(get, { [OURS]: true });
  try {
    Object.defineProperty(page, RUNTIME_CORE_GLOBAL, {
      configurable: true,
      get,
      set: (value: unknown) => {
        pages = value;
      },
    });
  } catch {
    // Not configurable: the page's, kept; our entries read it too.
  }
}

export function elementsFederationPlugin(): ModuleFederationRuntimePlugin {
  /** What each remote's manifest provides, by federation name (the first to load becomes the page's). */
  const seen = new Map<string, Provides>();
  let provider: { name: string; provides: Provides } | null = null;
  return {
    name: 'forest-city-elements',

    async afterLoadManifest({ moduleInfo, manifestJson, error }) {
      if (error || !manifestJson) return;
      const remote = remoteKeyOf(moduleInfo.name);
      if (!remote) return;
      const info = (manifestJson.metaData as { forestCity?: ReleaseInfo }).forestCity;
      const shared = (manifestJson as { shared?: ManifestShared[] }).shared ?? [];
      const own: Provides = { surface: info?.sharedSurface ?? {}, versions: providedVersions(shared) };
      // The first remote is checked against its own copies (its contract only); the others against the first's.
      const page = provider && provider.name !== moduleInfo.name ? provider.provides : own;
      const why = incompatibility(remote, info, page.surface, shared, page.versions, ELEMENTS_PROVIDER);
      if (why) throw new IncompatibleReleaseError(why);
      seen.set(moduleInfo.name, own);
    },

    onLoad({ remote, origin }) {
      if (provider) return;
      const provides = seen.get(remote.name);
      if (!provides) return;
      provider = { name: remote.name, provides };
      pinShares(origin.shareScopeMap as unknown as ShareScopeMap, remote.name);
    },

    // An ES-module entry, tried again after a failure and anew on Retry (../federation/module-entry.ts).
    loadEntry: moduleEntryLoader({ timeoutMs: ENTRY_TIMEOUT_MS }),

    // A remote entry released as a classic script (an ES-module entry is imported, with no script
    // element), marked as ours: it reads our runtime core while it runs (provideRuntimeCoreGlobal).
    createScript({ url, attrs }) {
      provideRuntimeCoreGlobal();
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) if (name !== 'async' && name !== 'defer') script.setAttribute(name, String(value));
      ownScripts.add(script);
      return script;
    },

    async errorLoadRemote({ error }) {
      // Thrown on, so the element learns the reason (the runtime would report a failure of its own).
      throw error;
    },
  };
}
