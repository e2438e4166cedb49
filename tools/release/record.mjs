// What a released version of each part is (docs/releasing.md): `<part>/released.json` records the
// version Changesets last gave the part and a digest of what that version is made of. A built part's
// digest (the remotes, the shell, the API) covers every file its build read, its own sources, the
// packages' sources and the installed libraries' files alike, so it changes exactly when what the
// part ships can change; it is written beside the build (`.release-digest`). A remote's build is
// served as `releases/<version>/` when it is what that version released and as a development build
// `releases/<version>-dev.<digest>/` otherwise (tools/compose/build-all.mjs). The other parts (the
// packages, the static server) are recorded by the files they ship.
//
// `npm run release:version` and `npm run release:check` act on them (tools/release/release.mjs).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../compose/parts.mjs';

/** What a part's source digest leaves out: tests, docs, changelogs and build output. */
const NOT_SHIPPED = new Set(['__tests__', 'e2e', 'test', 'node_modules', 'dist', 'dist-server', 'releases', 'bench', 'CHANGELOG.md', 'README.md', 'released.json']);
/** The file beside a build that holds its digest. */
export const DIGEST_FILE = '.release-digest';
/** The parts that are built, and so recorded by their build's digest. */
const BUILT = /^(mfe-[a-z-]+|shell|api-mock)$/;

/**
 * The versioned parts: every workspace package. `output` parts are recorded by their build's digest,
 * the others by the files they ship.
 * @typedef {{ dir: string, name: string, output: boolean }} VersionedPart
 * @returns {VersionedPart[]}
 */
export function versionedParts(root = ROOT) {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const dirs = workspaces.flatMap((w) =>
    w.endsWith('/*')
      ? readdirSync(path.join(root, w.slice(0, -2)))
          .map((d) => `${w.slice(0, -2)}/${d}`)
          .filter((d) => existsSync(path.join(root, d, 'package.json')))
      : [w],
  );
  return dirs.sort().map((dir) => {
    const pkg = readPackage(path.join(root, dir));
    return { dir, name: pkg.name, output: BUILT.test(dir) };
  });
}

/** @param {string} dir */
export const readPackage = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/**
 * Every file below `dir`, relative, sorted; `skip(relative path, name)` leaves a file or folder out.
 * @param {string} dir
 * @param {(rel: string, name: string) => boolean} skip
 */
function files(dir, skip, rel = '') {
  const out = [];
  for (const name of readdirSync(path.join(dir, rel)).sort()) {
    const r = rel ? `${rel}/${name}` : name;
    if (skip(r, name)) continue;
    const st = statSync(path.join(dir, r));
    if (st.isDirectory()) out.push(...files(dir, skip, r));
    else out.push(r);
  }
  return out;
}

/**
 * A digest of files given relative to `base`: each path and its bytes, with the absolute path of the
 * checkout replaced (generated files name it), so the same sources give the same digest in any folder.
 * @param {string} base
 * @param {Iterable<string>} list
 * @param {string} [salt]  anything else the result depends on (the build mode)
 */
export function digestFiles(base, list, salt = '') {
  const h = createHash('sha256').update(salt).update('\0');
  for (const f of [...new Set(list)].sort()) {
    const text = readFileSync(path.join(base, f)).toString('latin1').split(base).join('<root>');
    h.update(f).update('\0').update(text, 'latin1').update('\0');
  }
  return `sha256-${h.digest('hex')}`;
}

/**
 * The files a build read (Rspack's file dependencies, folders left out) and the files that say how it
 * is built, relative to the checkout.
 * @param {Iterable<string>} read  absolute paths
 * @param {string[]} config  absolute paths
 */
export function buildFiles(read, config, root = ROOT) {
  return [...read, ...config].filter((f) => statSync(f, { throwIfNoEntry: false })?.isFile()).map((f) => path.relative(root, f));
}

/**
 * The digest of the files a part ships from its own folder (tests, docs and build output left out).
 * @param {string} dir
 */
export function sourceDigest(dir) {
  return digestFiles(
    dir,
    files(dir, (_, name) => NOT_SHIPPED.has(name) || name.startsWith('.')),
  );
}

/** The short form of a digest used in development release names. */
export const shortDigest = (digest) => digest.replace(/^sha256-/, '').slice(0, 12);

/**
 * The record of a part's last released version, or null.
 * @param {string} dir
 * @returns {{ version: string, digest: string } | null}
 */
export function readRecord(dir) {
  const file = path.join(dir, 'released.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** @param {string} dir @param {{ version: string, digest: string }} record */
export function writeRecord(dir, record) {
  writeFileSync(path.join(dir, 'released.json'), `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * The release folder name of a remote's build: its version when the build is what that version
 * released, a development name otherwise.
 * @param {{ version: string, digest: string } | null} record
 * @param {string} version  the package.json version
 * @param {string} digest  the build's digest
 */
export function releaseName(record, version, digest) {
  return record && record.version === version && record.digest === digest ? version : `${version}-dev.${shortDigest(digest)}`;
}

/**
 * The packages named by the pending changesets (`.changeset/*.md` front matter).
 * @returns {Set<string>}
 */
export function pendingChangesets(root = ROOT) {
  const dir = path.join(root, '.changeset');
  const named = new Set();
  if (!existsSync(dir)) return named;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.md') || file === 'README.md') continue;
    const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path.join(dir, file), 'utf8'));
    for (const line of front?.[1].split(/\r?\n/) ?? []) {
      const m = /^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch)\s*$/.exec(line);
      if (m) named.add(m[1].trim());
    }
  }
  return named;
}

/**
 * The workspace packages a part depends on, directly or through others.
 * @param {string} name
 * @param {Map<string, string[]>} deps  package name -> its workspace dependencies
 */
function dependenciesOf(name, deps, seen = new Set()) {
  for (const d of deps.get(name) ?? []) if (!seen.has(d)) dependenciesOf(d, deps, seen.add(d));
  return seen;
}

/**
 * What each part's state is against its record.
 * @param {{ root?: string, digestOf: (part: VersionedPart) => string }} opts
 * @returns {{ part: VersionedPart, version: string, digest: string, record: { version: string, digest: string } | null, state: 'released' | 'covered' | 'unrecorded' | 'changed' }[]}
 */
export function releaseStates({ root = ROOT, digestOf }) {
  const parts = versionedParts(root);
  const names = new Set(parts.map((p) => p.name));
  const deps = new Map(
    parts.map((p) => {
      const pkg = readPackage(path.join(root, p.dir));
      return [p.name, Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((d) => names.has(d))];
    }),
  );
  const pending = pendingChangesets(root);
  return parts.map((part) => {
    const { version } = readPackage(path.join(root, part.dir));
    const record = readRecord(path.join(root, part.dir));
    const digest = digestOf(part);
    let state;
    if (record && record.version === version && record.digest === digest) state = 'released';
    else if (pending.has(part.name) || [...dependenciesOf(part.name, deps)].some((d) => pending.has(d))) state = 'covered';
    else if (!record || record.version !== version) state = 'unrecorded';
    else state = 'changed';
    return { part, version, digest, record, state };
  });
}

/** The digest of a part as it is now in `root` (a built part's current build: build it first). */
export function currentDigest(part, root = ROOT) {
  const dir = path.join(root, part.dir);
  return part.output ? readFileSync(path.join(dir, 'dist', DIGEST_FILE), 'utf8').trim() : sourceDigest(dir);
}
