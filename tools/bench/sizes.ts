// Bundle sizes from the built dist/ folders and their mf-manifest.json. Every file is gzipped
// with zlib at level 9 (the highest; a CDN's on-the-fly gzip is usually level 6, a little larger).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FileSize {
  file: string;
  bytes: number;
  gzip: number;
}

export const GZIP_LEVEL = 9;

export function fileSize(dir: string, file: string): FileSize {
  const body = readFileSync(path.join(dir, file));
  return { file, bytes: body.length, gzip: gzipSync(body, { level: GZIP_LEVEL }).length };
}

interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

export interface Manifest {
  name: string;
  metaData: { remoteEntry: { name: string; path: string } };
  shared: { name: string; assets: Assets }[];
  exposes: { name: string; assets: Assets }[];
}

export const readManifest = (dist: string): Manifest => JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;

const allAssets = (a: Assets) => [...a.js.sync, ...a.js.async, ...a.css.sync, ...a.css.async];

/** File name -> shared package, from one part's manifest (a file can serve several packages). */
export function sharedFiles(manifest: Manifest): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const s of manifest.shared) for (const f of allAssets(s.assets)) out.set(f, [...(out.get(f) ?? []), s.name]);
  return out;
}

export interface RemoteSize {
  files: FileSize[];
  /** Files left out because they are the remote's fallback copies of shared singletons. */
  sharedExcluded: string[];
  gzip: number;
  bytes: number;
}

/**
 * A remote's own code: its remoteEntry.js, every JS and CSS asset (sync and async) of its exposed
 * modules, and the worker scripts it emits as assets (`*.mjs`, e.g. maplibre's worker), minus the
 * assets of its shared singletons, which the shell provides. The assets of the remote's
 * standalone page that the manifest lists as async (its own providers and Mantine's stylesheet)
 * are counted too, so the figure is an upper bound of what the composed page fetches from it.
 */
export function remoteOwnCode(dist: string): RemoteSize {
  const manifest = readManifest(dist);
  const shared = sharedFiles(manifest);
  const entry = path.posix.join(manifest.metaData.remoteEntry.path || '', manifest.metaData.remoteEntry.name);
  const candidates = new Set<string>([entry, ...manifest.exposes.flatMap((e) => allAssets(e.assets))]);
  for (const f of readdirSync(dist)) if (f.endsWith('.mjs')) candidates.add(f);
  const own = [...candidates].filter((f) => !shared.has(f) && existsSync(path.join(dist, f))).sort();
  const files = own.map((f) => fileSize(dist, f));
  return {
    files,
    sharedExcluded: [...shared.keys()].sort(),
    gzip: files.reduce((t, f) => t + f.gzip, 0),
    bytes: files.reduce((t, f) => t + f.bytes, 0),
  };
}

/** The scripts and stylesheets the built index.html references. */
export function htmlReferences(dist: string): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"|<link[^>]*rel="?stylesheet"?[^>]*href="([^"]+)"/g)].map((m) => (m[1] ?? m[2])!);
  return refs.map((r) => r.replace(/^\//, ''));
}
