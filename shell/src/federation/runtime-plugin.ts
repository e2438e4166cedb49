// The shell's one federation runtime plugin (docs/architecture.md, "Loading remotes"):
// - retries before any fallback: the entry script and exposed chunks through
//   @module-federation/retry-plugin (1 more try after 500 ms); the manifest here (2 more tries
//   after 500 ms and 1 s, each with its own time limit; see `fetch`);
// - time limits: each manifest try and the entry script get `timeoutMs`; chunks get the remotes'
//   build-time CHUNK_LOAD_TIMEOUT_MS (rspack.base.mjs);
// - the contract check: a manifest whose `metaData.forestCity.contractVersion` has another major
//   than the one this shell was built for (@forest-city/contracts REMOTES) is refused;
// - the shared-version check: a manifest whose shared singletons require a version this shell does
//   not provide (a newer minor of React Query, say) is refused: the remote's own copy is never
//   loaded beside the shell's (two Reacts, two QueryClients), and running on an older copy than it
//   was built for is what the issue found failing silently (docs/shared-libraries.md);
// - every load failure is reported through `errorLoadRemote`: logged once to the console with its
//   detail, and turned into a RemoteLoadError with the visitor's reason.
//
// The retry plugin is composed here rather than registered beside this one: the runtime calls
// every plugin's `fetch` hook in turn, and the retry plugin's always fetches, so registered beside
// ours it would fetch every manifest a second time.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { satisfy } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { REMOTES } from '@forest-city/contracts';
import type { RemoteKey } from './runtime-config';
import { IncompatibleRemoteError, RemoteLoadError, RemoteTimeoutError, classifyRemoteError } from './remote-errors';
import { forgetManifestReads, readManifest } from './manifest-reads';

/** Retries of a manifest try that failed fast. */
const MANIFEST_RETRIES = 2;

/** Default time limit of one network step of loading a remote (runtime-config `remoteTimeoutMs` overrides it). */
export const DEFAULT_REMOTE_TIMEOUT_MS = 10_000;

/** What a part's build writes into its manifest's metaData (rspack.base.mjs, releaseInfo). */
export interface ReleaseInfo {
  version?: string;
  contractVersion?: string | null;
  /** The names of each trimmed shared package the remote was built against (shared-surface.mjs). */
  sharedSurface?: Record<string, string[]>;
}

declare const __FC_SHARED_SURFACE__: Record<string, string[]> | undefined;
/** The names of each trimmed shared package this shell provides (written by its build). */
export const PROVIDED_SURFACE: Record<string, string[]> = typeof __FC_SHARED_SURFACE__ === 'undefined' ? {} : __FC_SHARED_SURFACE__;

/**
 * The names a remote may use from the shell's trimmed shared copies that this shell's copies lack.
 * A remote built against a longer shared-surface list would get `undefined` for them on this page
 * (React error #130), so it is refused instead: the shell ships a longer list first. A trimmed share
 * this shell does not provide at all (one added after it was built, such as a new part of Mantine's
 * split) is missing whole: the remote would run on its own copy, outside the page's theme.
 */
export function missingSharedNames(needs: Record<string, string[]> | undefined, provided: Record<string, string[]> = PROVIDED_SURFACE): string[] {
  const missing: string[] = [];
  for (const [pkg, names] of Object.entries(needs ?? {})) {
    const have = provided[pkg];
    if (!have) {
      missing.push(`${pkg} (not provided)`);
      continue;
    }
    const known = new Set(have);
    for (const name of names) if (!known.has(name)) missing.push(`${pkg}: ${name}`);
  }
  return missing;
}

declare const __FC_SHARED_VERSIONS__: Record<string, string> | undefined;
/** The version of each shared singleton this shell provides (written by its build). */
export const PROVIDED_VERSIONS: Record<string, string> = typeof __FC_SHARED_VERSIONS__ === 'undefined' ? {} : __FC_SHARED_VERSIONS__;

/** A manifest's `shared` entry (the fields this check reads). */
export interface ManifestShared {
  name: string;
  requiredVersion?: string | false;
}

/** The remote's shared singletons whose required range this shell's copy does not satisfy. */
export function sharedVersionProblems(shared: ManifestShared[] | undefined, provided: Record<string, string> = PROVIDED_VERSIONS): string[] {
  const problems: string[] = [];
  for (const { name, requiredVersion } of shared ?? []) {
    const have = provided[name];
    if (!have || typeof requiredVersion !== 'string' || !requiredVersion) continue;
    if (!satisfy(have, requiredVersion)) problems.push(`${name} ${requiredVersion} (this page has ${have})`);
  }
  return problems;
}

/**
 * The remote's shared singletons built against an older major than this shell provides (React Router
 * 7 against the shell's 8): a release made before the shell moved on. Its shared-surface list may
 * also name shares the newer shell no longer has (`react-router-dom`); the fix is the remote's, not
 * the shell's, so this reason is given first.
 */
export function olderSharedMajors(shared: ManifestShared[] | undefined, provided: Record<string, string> = PROVIDED_VERSIONS): string[] {
  const major = (version: string) => Number(/^[\^~]?(\d+)\./.exec(version)?.[1]);
  const older: string[] = [];
  for (const { name, requiredVersion } of shared ?? []) {
    const have = provided[name];
    if (have && typeof requiredVersion === 'string' && major(requiredVersion) < major(have)) older.push(`${name} ${requiredVersion} (this page has ${have})`);
  }
  return older;
}

const KEY_BY_FEDERATION_NAME = new Map<string, RemoteKey>(REMOTES.map((r) => [r.federationName, r.key]));
const CONTRACT_MAJOR = new Map<RemoteKey, number>(REMOTES.map((r) => [r.key, r.contractMajor]));

export function remoteKeyOf(federationName: string | undefined): RemoteKey | undefined {
  return federationName ? KEY_BY_FEDERATION_NAME.get(federationName) : undefined;
}

/**
 * Why the shell cannot use this release of the remote, or null when it can. A manifest without
 * release information was built before versions were recorded: its contract is unknown, so it is
 * refused too (the page never renders props into a module it cannot vouch for).
 */
export function incompatibility(
  remote: RemoteKey,
  info: ReleaseInfo | undefined,
  provided: Record<string, string[]> = PROVIDED_SURFACE,
  shared: ManifestShared[] = [],
  providedVersions: Record<string, string> = PROVIDED_VERSIONS,
): string | null {
  const expected = CONTRACT_MAJOR.get(remote);
  const found = info?.contractVersion;
  if (expected === undefined) return null;
  if (!found) return `${remote}: its manifest names no contract version (metaData.forestCity.contractVersion); this shell needs contract ${expected}.x`;
  const major = Number(/^(\d+)\./.exec(found)?.[1]);
  if (major !== expected) return `${remote} ${info?.version ?? '?'} implements contract ${found}; this shell needs contract ${expected}.x`;
  const older = olderSharedMajors(shared, providedVersions);
  if (older.length)
    return `${remote} ${info?.version ?? '?'} was built for older majors of shared libraries than this shell provides: ${older.join(', ')}; release it rebuilt against this shell's`;
  const missing = missingSharedNames(info?.sharedSurface, provided);
  if (missing.length)
    return `${remote} ${info?.version ?? '?'} was built against shared exports this shell does not provide (${missing.join(', ')}); deploy the shell with them first`;
  const versions = sharedVersionProblems(shared, providedVersions);
  if (versions.length)
    return `${remote} ${info?.version ?? '?'} requires shared libraries newer than this shell provides: ${versions.join(', ')}; deploy the shell with them first`;
  return null;
}

/** Scripts the federation runtime has loaded (remote entries): their evaluation errors are its to report. */
const runtimeScripts = new Set<string>();
let listening = false;

/**
 * A remote entry that throws while it is evaluated is a load failure the runtime already turns into
 * the fallback (its ScriptExecutionError); left alone, the same error also escapes as an uncaught
 * page error. Marking the error event handled keeps it out of the page's uncaught errors; the
 * detail still reaches the console through this plugin's report.
 */
function handleRuntimeScriptErrors(url: string): void {
  if (typeof window === 'undefined') return;
  runtimeScripts.add(new URL(url, window.location.href).href);
  if (listening) return;
  listening = true;
  window.addEventListener('error', (event) => {
    if (event.filename && runtimeScripts.has(event.filename)) event.preventDefault();
  });
}

export interface PluginOptions {
  timeoutMs?: number;
  /** Where the detail of each failure goes (tests replace it). */
  report?: (error: RemoteLoadError) => void;
}

const reportToConsole = (error: RemoteLoadError) => {
  console.error(`[forest-city] remote "${error.remote ?? '?'}" could not be shown (${error.reason}):`, error.cause ?? error);
};

export function forestCityFederationPlugin({ timeoutMs = DEFAULT_REMOTE_TIMEOUT_MS, report = reportToConsole }: PluginOptions = {}): ModuleFederationRuntimePlugin {
  // Entry script and chunks: the retry plugin's script retries (its fetch retry is not used, see fetch below).
  const retry = RetryPlugin({ script: { retryTimes: 1, retryDelay: 500 } });
  return {
    name: 'forest-city-federation',

    // The manifest: each try has its own time limit; a try that failed fast (refused, 5xx, not
    // JSON) is retried after a pause (500 ms, then 1 s), a try that hung is not (it would only
    // hang again). The retry plugin's own fetch retry cannot do this: it hands every try the same
    // RequestInit, so one time limit would cover the tries and their pauses together, and a slow
    // machine would report a remote answering 500 as "took too long".
    async fetch(url, init) {
      let last: unknown;
      for (let attempt = 0; attempt <= MANIFEST_RETRIES; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, 500 * 2 ** (attempt - 1)));
        const signal = AbortSignal.timeout(timeoutMs);
        try {
          // Shared with the module catalog's read of the same manifest (manifest-reads.ts).
          const res = await readManifest(url, { ...init, signal });
          if (!res.ok) throw new Error(`${url} answered ${res.status}`);
          await res.clone().json();
          return res;
        } catch (err) {
          // A malformed answer is not kept for the next try.
          forgetManifestReads(url);
          if (signal.aborted) throw new RemoteTimeoutError(`${url} took longer than ${timeoutMs} ms`);
          last = err;
        }
      }
      throw last;
    },

    createScript({ url }) {
      handleRuntimeScriptErrors(url);
      // Loaded with CORS (the remotes' servers allow any origin), so an error it throws names its
      // file: a cross-origin script's errors are otherwise muted to "Script error." with no file.
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      return { script, timeout: timeoutMs };
    },

    loadEntryError: retry.loadEntryError,
    getModuleFactory: retry.getModuleFactory,

    async afterLoadManifest({ moduleInfo, manifestJson, error }) {
      if (error || !manifestJson) return;
      const remote = remoteKeyOf(moduleInfo.name);
      if (!remote) return;
      const info = (manifestJson.metaData as { forestCity?: ReleaseInfo }).forestCity;
      const why = incompatibility(remote, info, PROVIDED_SURFACE, (manifestJson as { shared?: ManifestShared[] }).shared);
      if (why) throw new IncompatibleRemoteError(why);
    },

    async errorLoadRemote({ id, error, remote }) {
      if (error instanceof RemoteLoadError) throw error;
      const classified = classifyRemoteError(error, remoteKeyOf(remote?.name) ?? remoteKeyOf(id.split('/')[0]));
      report(classified);
      throw classified;
    },
  };
}
