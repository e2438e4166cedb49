// Builds the shell and every remote whose sources changed since its last build.
// A stamp in dist/ holds a hash of the part's inputs; a lock folder keeps two runs
// (say `npm start` and `npm test` at once) from building the same part together.
//
// A remote is built into an immutable release folder, releases/<version>-<input hash>/, and
// `dist` is a symbolic link to the release being served, switched in one rename once the release
// is complete (gzip twins included): a server never sees a half-written folder, and the previous
// releases stay beside it, so a page that still runs the old entry finds its hashed chunks
// (docs/releasing.md). `npm run build -w <remote>` runs this script for that remote.
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { BUILDABLE, ROOT, partDir } from './parts.mjs';
import { writeElementPackage } from './element-types.mjs';

/**
 * Not a part of the system but built with it: the federation runtime file handed to partners and
 * the example partner page (tools/partner-example/, docs/partners.md).
 */
const PARTNER_EXAMPLE = { dir: 'tools/partner-example' };

const INPUTS = ['src', 'locales', 'index.html', 'rspack.config.mjs', 'package.json', 'public'];
/**
 * Inputs of every part's build: the shared build configuration, the shared-surface list it
 * applies, the locked dependency versions and the build-time packages bundled into each part.
 * (Over-counting is cheap: a part that did not need a package is rebuilt once, never served stale.)
 */
const SHARED_INPUTS = ['rspack.base.mjs', 'shared-surface.mjs', 'package-lock.json', 'packages', 'tools/compose/loaders', 'tools/compose/element-types.mjs'].map((f) =>
  path.join(ROOT, f),
);

function walk(p, out) {
  if (!existsSync(p)) return;
  const st = statSync(p);
  if (st.isDirectory()) {
    for (const name of readdirSync(p).sort()) {
      if (name === '__tests__' || name === 'e2e' || name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
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
  await new Promise((resolve, reject) => {
    rspack(config).run((err, stats) => {
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve(undefined);
    });
  });
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

/** Releases kept beside the current one (pages that loaded an older entry still find its chunks). */
const KEEP_RELEASES = 3;

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

/** Removes the oldest releases, never the current one. */
function pruneReleases(releasesDir, current) {
  const all = readdirSync(releasesDir)
    .filter((name) => !name.startsWith('.'))
    .map((name) => ({ name, mtime: statSync(path.join(releasesDir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const { name } of all.slice(KEEP_RELEASES)) if (name !== current) rmSync(path.join(releasesDir, name), { recursive: true, force: true });
}

/** The release folder name of a part: its package version and its input hash. */
export function releaseName(part, hash) {
  const { version } = JSON.parse(readFileSync(path.join(partDir(part), 'package.json'), 'utf8'));
  return `${version}-${hash.slice(0, 12)}`;
}

export async function buildPart(part, { force = false } = {}) {
  const dir = partDir(part);
  const stampFile = path.join(dir, 'dist', '.build-stamp');
  const hash = inputHash(part);
  const fresh = () => !force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash;
  if (fresh()) return false;
  return withLock(dir, async () => {
    if (fresh()) return false;
    const started = Date.now();
    if (part.kind === 'remote') await buildRelease(part, hash);
    else {
      await runRspack(dir);
      precompress(path.join(dir, 'dist'));
      writeFileSync(stampFile, hash);
    }
    console.log(`built ${part.dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  });
}

/** A remote: build into a staging folder, check it, move it to releases/<name>, switch dist to it. */
async function buildRelease(part, hash) {
  const dir = partDir(part);
  const releases = path.join(dir, 'releases');
  const name = releaseName(part, hash);
  const staging = path.join(releases, `.staging-${name}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(releases, { recursive: true });
  try {
    await runRspack(dir, staging);
    // The types package of its custom elements (docs/partners.md), for partners using TypeScript.
    writeElementPackage(part.key, JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version, staging);
    const leaks = filesWithBuildPaths(staging);
    if (leaks.length) throw new Error(`the build names a folder of this machine (file:///... or .../node_modules) in: ${leaks.join(', ')}`);
    precompress(staging);
    writeFileSync(path.join(staging, '.build-stamp'), hash);
    const final = path.join(releases, name);
    // The same inputs were released before (a forced rebuild, a roll forward to a kept release):
    // that folder may be the one being served, so it is reused, never rewritten.
    const finalStamp = path.join(final, '.build-stamp');
    if (!existsSync(finalStamp) || readFileSync(finalStamp, 'utf8') !== hash) {
      rmSync(final, { recursive: true, force: true });
      renameSync(staging, final);
    }
    switchRelease(dir, name);
    pruneReleases(releases, name);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
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
      const hasOld = existsSync(path.join(partDir(part), 'dist', 'mf-manifest.json')) || existsSync(path.join(partDir(part), 'dist', 'index.html'));
      if (!keepStale || !hasOld) throw new Error(`Build of ${part.dir} failed:\n${err.message || err}`);
      console.warn(`WARNING: ${part.dir} failed to build; serving its previous build (BUILD_KEEP_STALE=1).`);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const only = args.filter((a) => !a.startsWith('--'));
  buildAll({ force: args.includes('--force'), only: only.length ? only : undefined }).catch((err) => {
    console.error(err.message || err);
    process.exit(1);
  });
}
