// The static server of each remote's built folder (its `npm start`, and `npm start` / the e2e
// harness through tools/compose/system.mjs). It replaces sirv-cli, which cannot set headers:
// the files are served by sirv (the library sirv-cli wraps) with the same ETags and caching as
// before and `Access-Control-Allow-Origin: *` (the shell and partners load the remote's
// manifest, bundles and locales from other origins), plus the security headers and the
// Content-Security-Policy of the remote's standalone page (see docs/deploying.md, "Security").
//
//   node tools/static-server/static-server.mjs <dir> [--port 3001] [--host 0.0.0.0]   (PORT / HOST win)
import http from 'node:http';
import path from 'node:path';
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { REMOTES } from '@forest-city/contracts/remotes';
import { buildRuntimeConfig } from '../../shell/server/runtime-config.mjs';
import { contentSecurityPolicy, newNonce, withStyleNonce } from '../../shell/server/csp.mjs';
import { securityHeaders } from '../../shell/server/security-headers.mjs';

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
 * @param {object} opts
 * @param {string} opts.dir  the built folder
 * @param {Record<string, string | undefined>} [opts.env]
 * @returns {http.Server}
 */
export function createStaticServer({ dir, env = process.env }) {
  const root = path.resolve(dir);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`Nothing to serve: ${indexFile} is missing (run "npm run build" first).`);
  const indexHtml = readFileSync(indexFile, 'utf8');
  const policyConfig = standalonePolicyConfig(env);
  const filePolicy = contentSecurityPolicy(policyConfig);
  const files = sirv(root, { etag: true, dev: false, gzip: true, brotli: true });

  return http.createServer((req, res) => {
    // Every answer, 304s and 404s included.
    for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Origin, Content-Type, Accept, Range');
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if ((req.method === 'GET' || req.method === 'HEAD') && (pathname === '/' || pathname === '/index.html')) {
      // The page carries a fresh nonce for Mantine's <style> elements, so it is never cached.
      const nonce = newNonce();
      const body = withStyleNonce(indexHtml, nonce);
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
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
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
  server.listen(port, host);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
