// Builds the shell and every remote whose sources changed since its last build.
// A stamp in dist/ holds a hash of the part's inputs; a lock folder keeps two runs
// (say `npm start` and `npm test` at once) from building the same part together.
//
// A remote is built into an immutable release folder and `dist` is a symbolic link to the release
// being served, switched in one rename once the release is complete (compressed twins included): a
// server never sees a half-written folder, and earlier releases stay beside it, so a page that still
// runs an older entry finds its hashed chunks and a pinned version is always there (docs/releasing.md).
// The folder is `releases/<version>/` when the build is what that version released
// (`<remote>/released.json`, tools/release/record.mjs), `releases/<version>-dev.<digest>/` otherwise;
// a version's folder is never rewritten with other content. `npm run build -w <remote>` runs this
// script for that remote.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, realpathSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { BUILDABLE, ROOT, partDir } from './parts.mjs';
import { writeElementPackage } from './element-types.mjs';
import { DIGEST_FILE, buildFiles, digestFiles, readRecord, releaseName } from '../release/record.mjs';

/**
 * Not a part of the system but built with it: the federation runtime file handed to partners and
 * the example partner page (tools/partner-example/, docs/partners.md).
 */
const PARTNER_EXAMPLE = { dir: 'tools/partner-example' };

const INPUTS = ['src', 'locales', 'index.html', 'rspack.config.mjs', 'package.json', 'public', 'data'];
/**
 * Inputs of every part's build: the shared build configuration, the shared-surface list it
 * applies, the locked dependency versions and the build-time packages bundled into each part.
 * (Over-counting is cheap: a part that did not need a package is rebuilt once, never served stale.)
 */
const SHARED_INPUTS = ['rspack.base.mjs', 'shared-surface.mjs', 'package-lock.json', 'packages', 'tools/compose/loaders', 'tools/compose/element-types.mjs'].map((f) =>
  path.join(ROOT, f),
);

/** What no build reads: tests, build output, and the release bookkeeping (a recorded version needs no rebuild). */
const NOT_INPUT = new Set(['__tests__', 'e2e', 'node_modules', 'dist', 'released.json', 'CHANGELOG.md']);

function walk(p, out) {
  if (!existsSync(p)) return;
  const st = statSync(p);
  if (st.isDirectory()) {
    for (const name of readdirSync(p).sort()) {
      if (NOT_INPUT.has(name) || name.startsWith('.')) continue;
      walk(path.join(p, name), out);
    }
  } else out.push(p);
}

export function inputHash(part) {
  const files = [];
  for (const input of INPUTS) walk(path.join(partDir(part), input), files);
  for (const input of SHARED_INPUTS) walk(input, files);
  const h = createHash('sha256');
  // The mode the build runs in (jest sets NODE_ENV=test, which still builds for production).
  h.update(process.env.NODE_ENV === 'development' ? 'development' : 'production');
  for (const f of files) h.update(path.relative(ROOT, f)).update('\0').update(readFileSync(f));
  return h.digest('hex');
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function withLock(dir, fn) {
  const lock = path.join(dir, '.build.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than 5 minutes belongs to a build that died.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true });
      await sleep(500);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

async function runRspack(dir, outputPath) {
  const { rspack } = await import('@rspack/core');
  const imported = (await import(pathToFileURL(path.join(dir, 'rspack.config.mjs')).href)).default;
  // A remote with custom elements has two builds (rspack.base.mjs): both go to the release folder.
  const withOutput = (c) => (outputPath ? { ...c, output: { ...c.output, path: outputPath } } : c);
  const config = Array.isArray(imported) ? imported.map(withOutput) : withOutput(imported);
  /** @type {Set<string>} */
  const read = new Set();
  await new Promise((resolve, reject) => {
    rspack(config).run((err, stats) => {
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      for (const one of 'stats' in stats ? stats.stats : [stats]) for (const f of one.compilation.fileDependencies) read.add(f);
      resolve(undefined);
    });
  });
  return read;
}

/** The build files every part shares; each part's digest covers them. */
const BUILD_CONFIG = ['rspack.base.mjs', 'shared-surface.mjs', 'tools/compose/loaders', 'tools/compose/element-types.mjs'];

/**
 * The digest of a build (tools/release/record.mjs): the files Rspack read, the part's own inputs
 * (its locales and public files are copied, not read as modules; the shell's server ships as it
 * is) and the shared build files, in the build's mode.
 * @param {{ dir: string, root: string, kind: string }} part  the part's folder and the checkout it is in
 * @param {Set<string>} read  what Rspack read
 */
function buildDigest({ dir, root, kind }, read) {
  const own = [];
  for (const input of [...INPUTS, ...(kind === 'host' ? ['server'] : [])]) walk(path.join(dir, input), own);
  for (const f of BUILD_CONFIG) walk(path.join(root, f), own);
  return digestFiles(root, buildFiles(read, own, root), process.env.NODE_ENV === 'development' ? 'development' : 'production');
}

/** Text assets worth compressing: scripts (workers included), styles, locale files, SVG. */
const COMPRESSIBLE = /\.(m?js|css|json|svg)$/;

/**
 * Writes a brotli twin (quality 11) and a gzip twin (level 9) beside every compressible file over
 * 1 KB of a built dist/, so the static servers send compressed bytes without compressing per
 * request: the remotes' static server and @fastify/static (the shell, `preCompressed`) answer a browser's
 * `Accept-Encoding: br` with `<file>.br` and an older client's `gzip` with `<file>.gz`. A CDN in
 * front of a deployed dist/ does the same from the same files.
 *
 * Brotli is what browsers ask for (over HTTPS, and over HTTP from localhost): 11-15 % fewer bytes
 * than gzip on these scripts (react-dom's client 65 -> 56 KB), so a phone's first view arrives
 * sooner and less of each script's unused part crosses the wire. Quality 11 is brotli's slowest
 * setting; it runs once per build (a few seconds for every part), never per request.
 */
export function precompress(dist) {
  const files = [];
  walk(dist, files);
  for (const file of files) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
  }
}

/** What must not be in a bundle: a file URL, or the folder of the build (D16 of the reliability review). */
const hasBuildPath = (text) => text.includes('file:///') || text.includes(ROOT + path.sep);

/**
 * The built scripts and styles that name a folder of the build machine (`file:///...`), which would
 * disclose it to every visitor. Source maps are not checked: they are not served in production.
 * @param {string} folder
 * @returns {string[]} the offending files, relative to folder
 */
export function filesWithBuildPaths(folder) {
  const files = [];
  walk(folder, files);
  return files.filter((f) => /\.(m?js|css)$/.test(f) && hasBuildPath(readFileSync(f, 'utf8'))).map((f) => path.relative(folder, f));
}

/** Development builds kept beside the current one (a page that loaded an older entry still finds its chunks). */
const KEEP_DEV_BUILDS = 3;
const DEV_BUILD = /-dev\.[0-9a-f]+$/;

/**
 * Points `<part>/dist` at a complete release folder in one step: a new link is made beside it and
 * renamed over the old one (rename(2) replaces it atomically). A `dist` folder of the layout
 * before releases is removed first, once.
 * @param {string} dir  the part's folder
 * @param {string} release  the release folder's name under releases/
 */
export function switchRelease(dir, release) {
  const link = path.join(dir, 'dist');
  const stat = lstatSync(link, { throwIfNoEntry: false });
  if (stat && !stat.isSymbolicLink()) rmSync(link, { recursive: true, force: true });
  const tmp = path.join(dir, `.dist-${process.pid}-${Date.now()}`);
  symlinkSync(path.join('releases', release), tmp);
  renameSync(tmp, link);
}

/**
 * Removes the oldest development builds beyond KEEP_DEV_BUILDS, and, only when the operator asks for
 * it with `RELEASES_KEEP=<n>`, the released versions beyond the n newest. Never the current one.
 * @param {string} releasesDir
 * @param {string} current
 * @param {number | undefined} keepReleases
 */
export function pruneReleases(releasesDir, current, keepReleases) {
  const all = readdirSync(releasesDir)
    .filter((name) => !name.startsWith('.') && name !== current)
    .map((name) => ({ name, mtime: statSync(path.join(releasesDir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  const dev = all.filter(({ name }) => DEV_BUILD.test(name));
  const released = all.filter(({ name }) => !DEV_BUILD.test(name));
  const drop = [...dev.slice(KEEP_DEV_BUILDS - 1), ...(keepReleases === undefined ? [] : released.slice(Math.max(0, keepReleases - 1)))];
  for (const { name } of drop) rmSync(path.join(releasesDir, name), { recursive: true, force: true });
}

/** `RELEASES_KEEP`: how many released versions a build keeps (unset: all of them). */
function keepReleasesFromEnv(env = process.env) {
  if (env.RELEASES_KEEP === undefined || env.RELEASES_KEEP === '') return undefined;
  const n = Number(env.RELEASES_KEEP);
  if (!Number.isInteger(n) || n < 1) throw new Error(`RELEASES_KEEP must be a whole number of at least 1, not "${env.RELEASES_KEEP}"`);
  return n;
}

export async function buildPart(part, { force = false } = {}) {
  const dir = partDir(part);
  const stampFile = path.join(dir, 'dist', '.build-stamp');
  const hash = inputHash(part);
  // A build from before digests were written is not fresh.
  const fresh = () => !force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash && existsSync(path.join(dir, 'dist', DIGEST_FILE));
  // A remote whose sources did not change may still need another name: its version was recorded.
  const named = () => {
    if (part.kind !== 'remote') return true;
    const { name, wanted } = currentRelease(dir);
    return name === wanted;
  };
  if (fresh() && named()) return false;
  return withLock(dir, async () => {
    if (fresh()) {
      if (!named()) console.log(`released ${part.dir} ${promoteRelease(dir)}`);
      return false;
    }
    const started = Date.now();
    if (part.kind === 'remote') await buildRelease({ dir, key: part.key, hash });
    else {
      const read = await runRspack(dir);
      // The shell's static files go out compressed; the API's bundle is read by node only.
      if (part.kind === 'host') precompress(path.join(dir, 'dist'));
      writeFileSync(path.join(dir, 'dist', DIGEST_FILE), buildDigest({ dir, root: ROOT, kind: part.kind }, read));
      writeFileSync(stampFile, hash);
    }
    console.log(`built ${part.dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  });
}

/**
 * A remote: build into a staging folder, check it, and release it (commitRelease).
 * @param {object} opts
 * @param {string} opts.dir  the remote's folder (its package.json, released.json and rspack.config.mjs)
 * @param {string} opts.key  the remote's key (its element types package)
 * @param {string} opts.hash  the build's input hash (the stamp that tells a later build nothing changed)
 * @param {string} [opts.root]  the checkout the remote is in (a team's workspace in the tests)
 * @returns {Promise<string>} the release folder's name
 */
export async function buildRelease({ dir, key, hash, root = ROOT }) {
  const releases = path.join(dir, 'releases');
  const staging = path.join(releases, `.staging-${process.pid}-${Date.now()}`);
  mkdirSync(releases, { recursive: true });
  try {
    const read = await runRspack(dir, staging);
    const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    // The types package of its custom elements (docs/partners.md), for partners using TypeScript.
    writeElementPackage(key, version, staging);
    const leaks = filesWithBuildPaths(staging);
    if (leaks.length) throw new Error(`the build names a folder of this machine (file:///... or .../node_modules) in: ${leaks.join(', ')}`);
    return commitRelease(dir, staging, { hash, digest: buildDigest({ dir, root, kind: 'remote' }, read) });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The release dist points at, and the name its build should have now (after `npm run
 * release:version` recorded it, a development build is that version).
 * @param {string} dir  a remote's folder
 */
function currentRelease(dir) {
  const folder = realpathSync(path.join(dir, 'dist'));
  const digest = readFileSync(path.join(folder, DIGEST_FILE), 'utf8').trim();
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return { folder, digest, name: path.basename(folder), wanted: releaseName(readRecord(dir), version, digest) };
}

/**
 * Gives the build dist points at the name its record now says (a development build becomes the
 * version it was recorded as), as a copy, without building again.
 * @param {string} dir  a remote's folder
 * @returns {string} the release folder's name
 */
export function promoteRelease(dir) {
  const { folder, digest, name, wanted } = currentRelease(dir);
  if (name === wanted) return name;
  const staging = path.join(dir, 'releases', `.staging-${process.pid}-${Date.now()}`);
  cpSync(folder, staging, { recursive: true });
  try {
    return commitRelease(dir, staging, { hash: readFileSync(path.join(folder, '.build-stamp'), 'utf8'), digest, compressed: true });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Moves a complete build (`staging`) to its release folder and points dist at it. The folder is
 * named by what the build is made of (record.mjs, releaseName). A folder of that name that exists
 * already (a forced rebuild, a roll forward to a kept release) may be the one being served and a
 * version is never rewritten: it is reused when it was built from the same files, and the build is
 * refused when not.
 * @param {string} dir  the remote's folder
 * @param {string} staging  the built folder, inside dir/releases
 * @param {{ hash: string, digest: string, compressed?: boolean }} build  its input hash (the stamp), its digest, and whether its compressed twins are there
 * @returns {string} the release folder's name
 */
export function commitRelease(dir, staging, { hash, digest, compressed = false }) {
  const releases = path.join(dir, 'releases');
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const name = releaseName(readRecord(dir), version, digest);
  const final = path.join(releases, name);
  if (existsSync(final)) {
    const digestFile = path.join(final, DIGEST_FILE);
    if (!existsSync(digestFile) || readFileSync(digestFile, 'utf8').trim() !== digest)
      throw new Error(
        `${path.basename(dir)} ${name} was released from other files (${final}); new content needs a new version: add a changeset and run \`npm run release:version\``,
      );
  } else {
    writeFileSync(path.join(staging, DIGEST_FILE), digest);
    if (!compressed) precompress(staging);
    renameSync(staging, final);
  }
  writeFileSync(path.join(final, '.build-stamp'), hash);
  switchRelease(dir, name);
  pruneReleases(releases, name, keepReleasesFromEnv());
  return name;
}

/**
 * With BUILD_KEEP_STALE=1 (for people working on one part while others are mid-edit), a part
 * that fails to build but has an earlier build keeps serving that one, with a warning.
 * CI never sets it.
 */
export async function buildAll({ force = false, only, keepStale = process.env.BUILD_KEEP_STALE === '1' } = {}) {
  const parts = [...BUILDABLE, PARTNER_EXAMPLE].filter((p) => !only || only.includes(p.dir));
  for (const part of parts) {
    try {
      await buildPart(part, { force });
    } catch (err) {
      const hasOld = ['mf-manifest.json', 'index.html', 'server/main.mjs'].some((f) => existsSync(path.join(partDir(part), 'dist', f)));
      if (!keepStale || !hasOld) throw new Error(`Build of ${part.dir} failed:\n${err.message || err}`);
      console.warn(`WARNING: ${part.dir} failed to build; serving its previous build (BUILD_KEEP_STALE=1).`);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const only = args.filter((a) => !a.startsWith('--'));
  buildAll({ force: args.includes('--force'), only: only.length ? only : undefined }).catch((err) => {
    console.error(err.message || err);
    process.exit(1);
  });
}
