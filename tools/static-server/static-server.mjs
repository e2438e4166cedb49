#!/usr/bin/env node
// The static server of each remote's built folder (its `npm start`, and `npm start` / the e2e
// harness through tools/compose/system.mjs). Files are served by @fastify/send (ETags, conditional
// and range requests as RFC 9110 has them: `If-None-Match: *`, suffix ranges, 416 for a range past
// the end, an inverted range ignored) from their build-time .br and .gz twins when the client takes
// them, with the headers a deployment needs (docs/deploying.md, "Remotes' static servers"):
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
//   stay reachable for pages that loaded the older entry;
// - the limits every server of the product shares (@forest-city/contracts/server-limits: request
//   timeouts, slow readers, pipelining, Host and Expect answered with a body), and any error while
//   answering one request ends that answer, never the process.
//
//   node tools/static-server/static-server.mjs <dir> [--port 3001] [--host 0.0.0.0]   (PORT / HOST win)
import path from 'node:path';
import { readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import send from '@fastify/send';
import { createLimitedServer, isPrivateAddress, serverLimits } from '@forest-city/contracts/server-limits';
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
 * Whether this request came over HTTPS: the server's own TLS, or `X-Forwarded-Proto: https` from
 * a proxy it trusts. `TRUST_PROXY` unset trusts a proxy on a loopback, private or link-local
 * address (as the shell's server does); `false` trusts none; any other value trusts every peer.
 * @param {import('node:http').IncomingMessage} req
 * @param {Record<string, string | undefined>} env
 */
function overTls(req, env) {
  // @ts-expect-error `encrypted` exists on TLS sockets only
  if (req.socket.encrypted) return true;
  const trust = env.TRUST_PROXY ?? '';
  if (trust === 'false' || trust === '0') return false;
  if (trust === '' && !isPrivateAddress(req.socket.remoteAddress)) return false;
  return (
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      .trim() === 'https'
  );
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {Record<string, string | undefined>} env
 */
function wantsHsts(req, env) {
  const mode = (env.STATIC_HSTS || 'auto').toLowerCase();
  if (mode === 'off') return false;
  if (mode === 'on') return true;
  return overTls(req, env);
}

/** The build-time twins, best first, and the token a client names each by in Accept-Encoding. */
const TWINS = [
  { encoding: 'br', ext: '.br' },
  { encoding: 'gzip', ext: '.gz' },
];

/** Whether Accept-Encoding allows `encoding` (named with a q above 0). */
function accepts(header, encoding) {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [token, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean);
      return token.trim() === encoding && (!q || Number(q[1]) > 0);
    });
}

const isFile = (file) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * One release folder: its file handler and its page. Folders are immutable once switched to, so
 * this is built once per folder. `files(req, res, pathname)` answers and resolves true, or
 * resolves false when the folder has no such file (nothing sent).
 * @param {string} folder
 */
function openRelease(folder) {
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname decoded, starting with /
   * @param {boolean} [pinned] asked for under `/v/<version>/`, whose folder never changes (docs/releasing.md)
   */
  const files = async (req, res, pathname, pinned = false) => {
    if (pathname.includes('\0') || pathname.split('/').some((seg) => seg === '..' || seg.startsWith('.'))) return false;
    const file = path.join(folder, pathname);
    if (!isFile(file)) return false;
    // A range is of the file itself; otherwise the smallest twin the client takes.
    const twin = req.headers.range ? undefined : TWINS.find(({ encoding, ext }) => accepts(req.headers['accept-encoding'], encoding) && isFile(file + ext));
    // A request's Cache-Control speaks to caches; an origin server evaluates If-None-Match anyway
    // (RFC 9110, 13.2.1). @fastify/send would take `no-cache` (which fetch() adds to every
    // conditional request) as "send it all".
    delete req.headers['cache-control'];
    const result = await send(req, encodeURI(pathname + (twin?.ext ?? '')), {
      root: folder,
      dotfiles: 'deny',
      index: false,
      etag: true,
      lastModified: true,
      acceptRanges: true,
      cacheControl: false,
    });
    if (result.type !== 'file' && result.statusCode === 404) return false;
    const headers = { ...result.headers };
    if (result.type === 'file') {
      headers['Cache-Control'] = pinned || HASHED_FILE.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
      headers.Vary = 'Accept-Encoding';
      if (twin) {
        const type = send.mime.getType(pathname) || 'application/octet-stream';
        headers['Content-Type'] = send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
        headers['Content-Encoding'] = twin.encoding;
      }
    }
    res.writeHead(result.statusCode, headers);
    result.stream.on('error', () => res.destroy());
    result.stream.pipe(res);
    return true;
  };
  let indexHtml = null;
  try {
    indexHtml = readFileSync(path.join(folder, 'index.html'), 'utf8');
  } catch {
    // A folder without a page (a remote may be served for its modules only).
  }
  return { folder, files, indexHtml };
}

/**
 * @param {object} opts
 * @param {string} opts.dir  the built folder, or a symbolic link to the current release folder
 * @param {Record<string, string | undefined>} [opts.env]
 * @returns {import('node:http').Server}
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
  const limits = serverLimits(env);
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

  /**
   * A file of `folder`; at the root (not pinned) else a hashed file of an earlier release (a page
   * that loaded the older entry still gets its chunks); else 404.
   */
  const serveFile = async (req, res, folder, pathname, pinned) => {
    if (await release(folder).files(req, res, pathname, pinned)) return;
    if (!pinned && HASHED_FILE.test(pathname)) {
      for (const older of olderReleases(folder)) if (await release(older).files(req, res, pathname)) return;
    }
    notFound(res);
  };

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  const answer = async (req, res) => {
    // Every answer, 304s, 404s and 405s included.
    for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
    if (wantsHsts(req, env)) res.setHeader('Strict-Transport-Security', HSTS);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // The body is not read: the connection closes after the answer.
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
      res.end('Method not allowed');
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
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
      return serveFile(req, res, folder, pinned[2], true);
    }
    return serveFile(req, res, served.folder, pathname, false);
  };

  /** A refusal in this server's words (plain text), for the shared guard. */
  const refuse = (res, status, message) => {
    if (res.headersSent) return res.destroy();
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(message) });
    res.end(message);
  };

  return createLimitedServer(
    (req, res) => {
      // One request's failure ends that answer (500 if nothing was sent yet), never the process.
      answer(req, res).catch((err) => {
        console.error(`static-server: an answer failed (${err?.message ?? err})`);
        refuse(res, 500, 'The file could not be sent.');
      });
    },
    { limits, refuse },
  );
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

// Run as a script, directly or through the package's bin (a symbolic link: compared by its target).
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  const port = Number(process.env.PORT) || args.port || 8080;
  const host = process.env.HOST || args.host;
  const server = createStaticServer({ dir: args.dir });
  server.listen(port, host);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
