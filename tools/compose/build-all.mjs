// Builds the shell and every remote whose sources changed since its last build.
// A stamp in dist/ holds a hash of the part's inputs; a lock folder keeps two runs
// (say `npm start` and `npm test` at once) from building the same part together.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUILDABLE, ROOT, partDir } from './parts.mjs';

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
const SHARED_INPUTS = ['rspack.base.mjs', 'shared-surface.mjs', 'package-lock.json', 'packages'].map((f) => path.join(ROOT, f));

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

async function runRspack(dir) {
  const { rspack } = await import('@rspack/core');
  const config = (await import(pathToFileURL(path.join(dir, 'rspack.config.mjs')).href)).default;
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
 * Writes a gzip twin (level 9) beside every compressible file over 1 KB of a built dist/, so the
 * static servers send compressed bytes without compressing per request: sirv (the remotes) and
 * @fastify/static (the shell, `preCompressed`) answer `Accept-Encoding: gzip` with `<file>.gz`.
 * A CDN in front of a deployed dist/ does the same from the same files.
 */
export function precompress(dist) {
  const files = [];
  walk(dist, files);
  for (const file of files) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
  }
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
    await runRspack(dir);
    precompress(path.join(dir, 'dist'));
    writeFileSync(stampFile, hash);
    console.log(`built ${part.dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  });
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
