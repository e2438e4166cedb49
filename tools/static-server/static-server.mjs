#!/usr/bin/env node
// The static server of each remote's built folder (its `npm start`, and `npm start` / the e2e
// harness through tools/compose/system.mjs). Files are served by sirv (ETags, gzip twins, ranges)
// with the headers a deployment needs (docs/deploying.md, "Remotes' static servers"):
// - GET and HEAD only; any other method gets 405 with `Allow: GET, HEAD`;
// - `Cache-Control: public, max-age=31536000, immutable` for content-hashed files, `no-cache`
//   (revalidated with the ETag) for everything else: mf-manifest.json, remoteEntry.js, locales;
// - `Access-Control-Allow-Origin: *` and nothing more (no credentials): the shell and partners
//   load the manifest, scripts and locales from other origins, with plain GETs;
// - the security headers, the standalone page's Content-Security-Policy, and HSTS when the
//   request came over HTTPS (STATIC_HSTS=off turns it off, =on sends it always);
// - source maps and mf-stats.json are not served unless STATIC_SERVE_BUILD_INFO=1 (a debug or
//   staging deployment);
// - in-place deploys: the served folder may be a symbolic link that the build switches to a new
//   release folder (tools/compose/build-all.mjs). Each request resolves it anew, so a switch takes
//   effect at once and a request never mixes two releases; hashed files of the previous releases
//   stay reachable for pages that loaded the older entry.
//
//   node tools/static-server/static-server.mjs <dir> [--port 3001] [--host 0.0.0.0]   (PORT / HOST win)
import http from 'node:http';
import path from 'node:path';
import { readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { REMOTES } from '@forest-city/contracts/remotes';
import { HASHED_FILE } from '@forest-city/contracts/build-files';
import { buildRuntimeConfig } from 'shell/server/runtime-config.mjs';
import { contentSecurityPolicy, newNonce, withStyleNonce } from 'shell/server/csp.mjs';
import { securityHeaders } from 'shell/server/security-headers.mjs';

/** A URL of a pinned release: `/v/<version or release folder>/<file>`. */
const VERSIONED_PATH = /^\/v\/([0-9A-Za-z][0-9A-Za-z.+_-]*)(\/.*)$/;
/** Build information for developers, not for visitors. */
const BUILD_INFO_FILE = /(\.map|\/mf-stats\.json)$/;
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The policy inputs of a remote's standalone page: no other remote, the tile servers the
 * deployment configured (TILE_*_URL, as for the shell) and the API at API_URL (the map's
 * standalone page calls it directly, `?api=`).
 * @param {Record<string, string | undefined>} env
 */
export function standalonePolicyConfig(env = process.env) {
  const { tiles } = buildRuntimeConfig({ remotes: REMOTES }, env);
  return { remotes: {}, tiles, apiBase: env.API_URL || 'http://localhost:8090' };
}

/**
 * @param {http.IncomingMessage} req
 * @param {Record<string, string | undefined>} env
 */
function wantsHsts(req, env) {
  const mode = (env.STATIC_HSTS || 'auto').toLowerCase();
  if (mode === 'off') return false;
  if (mode === 'on') return true;
  // @ts-expect-error `encrypted` exists on TLS sockets only
  if (req.socket.encrypted) return true;
  return (
    env.TRUST_PROXY === '1' &&
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      .trim() === 'https'
  );
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * One release folder: its sirv handlers and its page. Folders are immutable once switched to, so
 * this is built once per folder. At the root, content-hashed files are cached for good and the
 * rest (mf-manifest.json, remoteEntry.js, elements.js, locales) revalidated; under `/v/<version>/`
 * every file is cached for good, since a version's folder never changes (docs/releasing.md).
 * @param {string} folder
 */
function openRelease(folder) {
  const handler = (cacheControl) =>
    sirv(folder, {
      etag: true,
      dev: false,
      gzip: true,
      brotli: true,
      setHeaders(res, pathname) {
        res.setHeader('Cache-Control', cacheControl(pathname));
      },
    });
  let indexHtml = null;
  try {
    indexHtml = readFileSync(path.join(folder, 'index.html'), 'utf8');
  } catch {
    // A folder without a page (a remote may be served for its modules only).
  }
  return {
    folder,
    files: handler((pathname) => (HASHED_FILE.test(pathname) ? IMMUTABLE : 'no-cache')),
    pinnedFiles: handler(() => IMMUTABLE),
    indexHtml,
  };
}

/**
 * @param {object} opts
 * @param {string} opts.dir  the built folder, or a symbolic link to the current release folder
 * @param {Record<string, string | undefined>} [opts.env]
 * @returns {http.Server}
 */
export function createStaticServer({ dir, env = process.env }) {
  const root = path.resolve(dir);
  const current = () => realpathSync(root);
  const first = current();
  if (!statSync(path.join(first, 'index.html'), { throwIfNoEntry: false }))
    throw new Error(`Nothing to serve: ${path.join(root, 'index.html')} is missing (run "npm run build" first).`);
  const policyConfig = standalonePolicyConfig(env);
  const filePolicy = contentSecurityPolicy(policyConfig);
  const serveBuildInfo = env.STATIC_SERVE_BUILD_INFO === '1';
  /** @type {Map<string, ReturnType<typeof openRelease>>} */
  const releases = new Map();
  const release = (folder) => {
    let r = releases.get(folder);
    if (!r) {
      r = openRelease(folder);
      releases.set(folder, r);
      // Folders an operator pruned are forgotten.
      for (const key of releases.keys()) if (key !== folder && !statSync(key, { throwIfNoEntry: false })) releases.delete(key);
    }
    return r;
  };
  /** Sibling release folders, newest first (the layout of build-all.mjs: releases/<name>/). */
  const olderReleases = (folder) => {
    const parent = path.dirname(folder);
    if (path.basename(parent) !== 'releases') return [];
    return readdirSync(parent)
      .filter((name) => !name.startsWith('.'))
      .map((name) => path.join(parent, name))
      .filter((p) => p !== folder)
      .map((p) => ({ p, mtime: statSync(p, { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
      .sort((a, b) => b.mtime - a.mtime)
      .map(({ p }) => p);
  };
  /** The release folder a pinned URL names (`/v/1.2.0/`, `/v/1.3.0-dev.3f2a9c1d0b7e/`): that folder exactly. */
  const releaseFolder = (folder, name) => [folder, ...olderReleases(folder)].find((p) => path.basename(p) === name);
  const notFound = (res) => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end('Not found');
  };

  return http.createServer((req, res) => {
    // Every answer, 304s, 404s and 405s included.
    for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
    if (wantsHsts(req, env)) res.setHeader('Strict-Transport-Security', HSTS);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Method not allowed');
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad request');
      return;
    }
    let served;
    try {
      served = release(current());
    } catch {
      // The link is being switched or the folder is gone: say so, never half an answer.
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1', 'Cache-Control': 'no-store' });
      res.end('Not available, retry');
      return;
    }
    if (pathname === '/' || pathname === '/index.html') {
      if (!served.indexHtml) return notFound(res);
      // The page carries a fresh nonce for Mantine's <style> elements, so it is never cached.
      const nonce = newNonce();
      const body = withStyleNonce(served.indexHtml, nonce);
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': 'no-store',
        'Content-Security-Policy': contentSecurityPolicy(policyConfig, { styleNonce: nonce }),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.setHeader('Content-Security-Policy', filePolicy);
    if (!serveBuildInfo && BUILD_INFO_FILE.test(pathname)) return notFound(res);
    // A pinned version: /v/<version or release folder name>/<file> (docs/partners.md, docs/releasing.md).
    const pinned = VERSIONED_PATH.exec(pathname);
    if (pinned) {
      const folder = releaseFolder(served.folder, pinned[1]);
      if (!folder) return notFound(res);
      req.url = pinned[2] + (new URL(req.url ?? '/', 'http://x').search || '');
      return release(folder).pinnedFiles(req, res, () => notFound(res));
    }
    served.files(req, res, () => {
      // A hashed file of an earlier release: a page that loaded the older entry still gets its chunks.
      if (HASHED_FILE.test(pathname)) {
        for (const folder of olderReleases(served.folder)) {
          if (statSync(path.join(folder, pathname), { throwIfNoEntry: false })?.isFile()) return release(folder).files(req, res, () => notFound(res));
        }
      }
      notFound(res);
    });
  });
}

/** @param {string[]} argv */
function parseArgs(argv) {
  const out = { dir: 'dist', port: 0, host: '0.0.0.0' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--port') out.port = Number(argv[++i]);
    else if (a === '--host') out.host = argv[++i];
    else if (!a.startsWith('-')) out.dir = a;
    else throw new Error(`unknown option ${a}`);
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  const port = Number(process.env.PORT) || args.port || 8080;
  const host = process.env.HOST || args.host;
  const server = createStaticServer({ dir: args.dir });
  // Slow clients are cut off in seconds, not minutes (D5 of the reliability review).
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  server.listen(port, host);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
