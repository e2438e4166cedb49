// The shell's one federation runtime plugin (docs/architecture.md, "Loading remotes"):
// - retries before any fallback: an entry released as a classic script and exposed chunks through
//   @module-federation/retry-plugin (1 more try after 500 ms); an ES-module entry the same way
//   through @forest-city/remote-kit/federation-entry (`loadEntry`, which also lets Retry run an
//   entry that failed anew); the manifest here (2 more tries after 500 ms and 1 s, each with its
//   own time limit; see `fetch`);
// - time limits: each manifest try and each try of the entry get `timeoutMs`; classic-script chunks
//   get the remotes' build-time CHUNK_LOAD_TIMEOUT_MS (rspack.base.mjs), ES-module chunks the
//   registry's last guard (withDeadline);
// - the contract, shared-surface and shared-version checks (@forest-city/remote-kit/federation-checks,
//   which the partner pages' elements run too) against the copies this shell provides: a refused
//   remote's own copy is never loaded beside the shell's (two Reacts, two QueryClients), and
//   running on an older copy than it was built for is what the issue found failing silently
//   (docs/shared-libraries.md);
// - every load failure is reported through `errorLoadRemote`: logged once to the console with its
//   detail, and turned into a RemoteLoadError with the visitor's reason.
//
// The retry plugin is composed here rather than registered beside this one: the runtime calls
// every plugin's `fetch` hook in turn, and the retry plugin's always fetches, so registered beside
// ours it would fetch every manifest a second time.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { moduleEntryLoader } from '@forest-city/remote-kit/federation-entry';
import { SHELL_PROVIDER, incompatibility as releaseIncompatibility, remoteKeyOf, type ManifestShared, type ReleaseInfo } from '@forest-city/remote-kit/federation-checks';
import type { RemoteKey } from './runtime-config';
import { IncompatibleRemoteError, RemoteLoadError, RemoteTimeoutError, classifyRemoteError } from './remote-errors';
import { forgetManifestReads, readManifest } from './manifest-reads';

/** Retries of a manifest try that failed fast. */
const MANIFEST_RETRIES = 2;

/** Default time limit of one network step of loading a remote (runtime-config `remoteTimeoutMs` overrides it). */
export const DEFAULT_REMOTE_TIMEOUT_MS = 10_000;

declare const __FC_SHARED_SURFACE__: Record<string, string[]> | undefined;
/** The names of each trimmed shared package this shell provides (written by its build). */
export const PROVIDED_SURFACE: Record<string, string[]> = typeof __FC_SHARED_SURFACE__ === 'undefined' ? {} : __FC_SHARED_SURFACE__;

declare const __FC_SHARED_VERSIONS__: Record<string, string> | undefined;
/** The version of each shared singleton this shell provides (written by its build). */
export const PROVIDED_VERSIONS: Record<string, string> = typeof __FC_SHARED_VERSIONS__ === 'undefined' ? {} : __FC_SHARED_VERSIONS__;

/** Why this shell cannot use this release of the remote (@forest-city/remote-kit/federation-checks), or null when it can. */
export function incompatibility(
  remote: RemoteKey,
  info: ReleaseInfo | undefined,
  provided: Record<string, string[]> = PROVIDED_SURFACE,
  shared: ManifestShared[] = [],
  providedVersions: Record<string, string> = PROVIDED_VERSIONS,
): string | null {
  return releaseIncompatibility(remote, info, provided, shared, providedVersions, SHELL_PROVIDER);
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

    // An ES-module entry (the manifest's `remoteEntry.type`); a classic one is the runtime's (createScript).
    loadEntry: moduleEntryLoader({ timeoutMs }),
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
