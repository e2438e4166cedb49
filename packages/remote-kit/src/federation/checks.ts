// The runtime checks of a remote's release against the page that loads it, in one place: the shell's
// federation plugin (shell/src/federation/runtime-plugin.ts) and the custom elements' plugin
// (elements/federation-plugin.ts) both refuse a release with them before its entry is loaded.
// - the contract check: the manifest's `metaData.forestCity.contractVersion` must have the major
//   this code was built for (@forest-city/contracts REMOTES);
// - the shared-surface check: every name the release uses from a trimmed shared copy
//   (shared-surface.mjs) must be in the page's copy, or it would render `undefined` (React #130);
// - the shared-version checks: the page's singletons must satisfy the release's ranges, and must
//   not be of a newer major than it was built for (docs/shared-libraries.md).
// The page's copies are the shell's on the dashboard, and on a partner's page those of the first
// remote that loaded (elements/federation-plugin.ts).
import { satisfy } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemoteKey } from '@forest-city/contracts';

/** What a part's build writes into its manifest's metaData (rspack.base.mjs, releaseInfo). */
export interface ReleaseInfo {
  version?: string;
  contractVersion?: string | null;
  /** The names of each trimmed shared package the remote was built against (shared-surface.mjs). */
  sharedSurface?: Record<string, string[]>;
}

/** A manifest's `shared` entry (the fields the checks read). */
export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
}

/** Who provides the page's shared copies, as the reasons name it, and what would fix a refusal. */
export interface PageProvider {
  /** "this shell", "this page" */
  name: string;
  /** what makes the refused release usable: "deploy the shell with them first" */
  fix: string;
}
export const SHELL_PROVIDER: PageProvider = { name: 'this shell', fix: 'deploy the shell with them first' };

/**
 * The names a remote may use from the page's trimmed shared copies that those copies lack. A trimmed
 * share the page does not provide at all (one added after its provider was built, such as a new part
 * of Mantine's split) is missing whole: the remote would run on its own copy, outside the page's theme.
 */
export function missingSharedNames(needs: Record<string, string[]> | undefined, provided: Record<string, string[]>): string[] {
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

/** The remote's shared singletons whose required range the page's copy does not satisfy. */
export function sharedVersionProblems(shared: ManifestShared[] | undefined, provided: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const { name, requiredVersion } of shared ?? []) {
    const have = provided[name];
    if (!have || typeof requiredVersion !== 'string' || !requiredVersion) continue;
    if (!satisfy(have, requiredVersion)) problems.push(`${name} ${requiredVersion} (this page has ${have})`);
  }
  return problems;
}

/**
 * The remote's shared singletons built against an older major than the page provides (React Router
 * 7 against the shell's 8): a release made before the page's provider moved on. Its shared-surface
 * list may also name shares the newer provider no longer has (`react-router-dom`); the fix is the
 * remote's, so this reason is given first.
 */
export function olderSharedMajors(shared: ManifestShared[] | undefined, provided: Record<string, string>): string[] {
  const major = (version: string) => Number(/^[\^~]?(\d+)\./.exec(version)?.[1]);
  const older: string[] = [];
  for (const { name, requiredVersion } of shared ?? []) {
    const have = provided[name];
    if (have && typeof requiredVersion === 'string' && major(requiredVersion) < major(have)) older.push(`${name} ${requiredVersion} (this page has ${have})`);
  }
  return older;
}

/** The version of each shared package a manifest's build provides (its `shared` entries). */
export function providedVersions(shared: ManifestShared[] | undefined): Record<string, string> {
  return Object.fromEntries((shared ?? []).flatMap(({ name, version }) => (version ? [[name, version]] : [])));
}

const KEY_BY_FEDERATION_NAME = new Map<string, RemoteKey>(REMOTES.map((r) => [r.federationName, r.key]));
const CONTRACT_MAJOR = new Map<RemoteKey, number>(REMOTES.map((r) => [r.key, r.contractMajor]));

export function remoteKeyOf(federationName: string | undefined): RemoteKey | undefined {
  return federationName ? KEY_BY_FEDERATION_NAME.get(federationName) : undefined;
}

/**
 * Why the page cannot use this release of the remote, or null when it can. A manifest without
 * release information was built before versions were recorded: its contract is unknown, so it is
 * refused too (the page never renders props into a module it cannot vouch for).
 */
export function incompatibility(
  remote: RemoteKey,
  info: ReleaseInfo | undefined,
  provided: Record<string, string[]>,
  shared: ManifestShared[] = [],
  versions: Record<string, string> = {},
  page: PageProvider = SHELL_PROVIDER,
): string | null {
  const expected = CONTRACT_MAJOR.get(remote);
  const found = info?.contractVersion;
  if (expected === undefined) return null;
  if (!found) return `${remote}: its manifest names no contract version (metaData.forestCity.contractVersion); ${page.name} needs contract ${expected}.x`;
  const major = Number(/^(\d+)\./.exec(found)?.[1]);
  if (major !== expected) return `${remote} ${info?.version ?? '?'} implements contract ${found}; ${page.name} needs contract ${expected}.x`;
  const release = `${remote} ${info?.version ?? '?'}`;
  const older = olderSharedMajors(shared, versions);
  if (older.length) return `${release} was built for older majors of shared libraries than ${page.name} provides: ${older.join(', ')}; release it rebuilt against ${page.name}'s`;
  const missing = missingSharedNames(info?.sharedSurface, provided);
  if (missing.length) return `${release} was built against shared exports ${page.name} does not provide (${missing.join(', ')}); ${page.fix}`;
  const problems = sharedVersionProblems(shared, versions);
  if (problems.length) return `${release} requires shared libraries newer than ${page.name} provides: ${problems.join(', ')}; ${page.fix}`;
  return null;
}
