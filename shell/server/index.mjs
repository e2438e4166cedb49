// The shell's server: serves the built shell, its runtime configuration, its own locale files,
// and forwards /api to the API so the page calls /api/... on its own origin (spec: Calls made).
import http from 'node:http';
import path from 'node:path';
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { REMOTES } from '@forest-city/contracts/remotes';
import { HASHED_FILE } from '@forest-city/contracts/build-files';
import { randomInt } from 'node:crypto';
import { CANARY_COOKIE, allManifests, configForVisitor, createRuntimeConfigSource, requestOrigin } from './runtime-config.mjs';
import { contentSecurityPolicy, newNonce, withStyleNonce } from './csp.mjs';
import { securityHeaders } from './security-headers.mjs';
import { apiForward, forwardedReplies } from './api-forward.mjs';
import { INLINE_STYLES_ROUTES, ROUTE_MODULES, pageHtml } from './page.mjs';
import { createModuleTables } from './module-tables.mjs';
import { NONCE_PLACEHOLDER, createPrerenderer, prerenderRefused } from './prerender.mjs';
import { createCriticalStyles } from './critical-styles.mjs';
import { DEFAULT_TRUSTED_PROXIES, SERVER_LIMITS, createLimitedServer, serverLimits } from '@forest-city/contracts/server-limits';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.resolve(here, '..', process.env.BUILD_DIR || 'dist');

/** Client-side routes that exist (those of ROUTE_MODULES); any other page path is answered with the SPA and status 404. */
const APP_ROUTES = Object.keys(ROUTE_MODULES);

/**
 * How much the server accepts (D5): headers are capped at MAX_HEADER_BYTES (431 past it) and a
 * body at BODY_LIMIT_BYTES (413 past it; the API is read-only, so a body is never needed). The API
 * gets API_TIMEOUT_MS to answer through the forward (then 504). The time limits, slow readers and
 * pipelining are those every server shares (@forest-city/contracts/server-limits).
 */
export const LIMITS = {
  ...SERVER_LIMITS,
  MAX_HEADER_BYTES: 16 * 1024,
  BODY_LIMIT_BYTES: 64 * 1024,
  API_TIMEOUT_MS: 30_000,
};

/** How long a prerendered page is reused for the same inputs (PAGE_CACHE_MS; 0 turns it off). */
export const PAGE_CACHE_MS = 2_000;

const envNumber = (value, fallback) => (value !== undefined && value !== '' && Number.isFinite(Number(value)) ? Number(value) : fallback);

/**
 * HSTS (`Strict-Transport-Security`), configurable: `HSTS=auto` (default) sends it on answers to
 * HTTPS requests: the server's own TLS, or, behind a proxy that terminates TLS, X-Forwarded-Proto
 * when `TRUST_PROXY` names that proxy (Fastify's trustProxy: `true` or its addresses); `HSTS=always` sends it on every answer (a deployment that is only ever reached over
 * HTTPS); `HSTS=off` never. Plain local HTTP gets none (a browser ignores it there anyway).
 */
export function hstsHeader(env, protocol) {
  const mode = (env.HSTS || 'auto').toLowerCase();
  if (mode === 'off' || (mode !== 'always' && protocol !== 'https')) return null;
  const maxAge = envNumber(env.HSTS_MAX_AGE, 31_536_000);
  return `max-age=${maxAge}; includeSubDomains`;
}

/**
 * `TRUST_PROXY`: `true`, or the proxy's addresses or subnets, comma-separated (`loopback`,
 * `10.0.0.0/8`...), or `false`. Unset, a proxy on a loopback, private or link-local address is
 * believed (the deployment recipe's TLS proxy in front of the shell), so HSTS and `Secure` cookies
 * follow its `X-Forwarded-Proto: https` with no setting; a client that reaches the server directly
 * from a public address cannot claim HTTPS.
 */
function trustProxyOption(value) {
  if (value === undefined || value === '') return DEFAULT_TRUSTED_PROXIES;
  if (value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((v) => v.trim());
}

/** Files a browser never needs: source maps and the build's federation stats and page assets list, unless SERVE_SOURCE_MAPS=1 (D16). */
export const isBuildArtefact = (file) => /\.map$|(^|\/)(mf-stats|page-assets)\.json$/.test(file);

/** The API's error shape for an answer the shell gives before any route runs (a malformed request line, headers too large). */
const apiShapedError = (message) => JSON.stringify({ error: { code: 'bad_request', message } });

export async function createShellServer({ env = process.env, logger = false } = {}) {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    throw new Error(`The shell is not built (${DIST}/index.html missing): run "npm run build" first.`);
  }
  const indexHtml = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const assetsFile = path.join(DIST, 'page-assets.json');
  const pageAssets = existsSync(assetsFile) ? JSON.parse(readFileSync(assetsFile, 'utf8')) : null;
  // The prerendered pages of INLINE_STYLES_ROUTES carry the rules their HTML can use instead of linking the sheets (server/critical-styles.mjs).
  const inlineCriticalStyles = pageAssets ? createCriticalStyles({ dist: DIST, hrefs: pageAssets.css }) : null;
  // Re-read when the deployment's configuration changes (RUNTIME_CONFIG_FILE / _URL): pinning,
  // rollback and canaries without a restart (docs/releasing.md).
  const configSource = createRuntimeConfigSource({ remotes: REMOTES }, env);
  await configSource.current();
  // The page's policy allows what the runtime configuration may give it (every remote's stable,
  // canary and preview manifests, tiles; the API is same-origin behind /api). Files get the same
  // policy without a nonce.
  const policyInput = () => {
    const full = configSource.last();
    return { ...full, remotes: allManifests(full) };
  };
  const limits = {
    ...LIMITS,
    ...serverLimits(env),
    API_TIMEOUT_MS: envNumber(env.API_TIMEOUT_MS, LIMITS.API_TIMEOUT_MS),
  };
  const serveSourceMaps = env.SERVE_SOURCE_MAPS === '1';
  // Pages rendered with their content (server/prerender.mjs); `PRERENDER=off` sends the bare page.
  const prerender =
    env.PRERENDER === 'off'
      ? null
      : await createPrerenderer({
          renderFile: path.join(`${DIST}-server`, 'render.mjs'),
          apiUrl: env.API_URL || 'http://localhost:8090',
          cacheMs: envNumber(env.PAGE_CACHE_MS, PAGE_CACHE_MS),
        });
  /** An answer the shared connection guard gives before Fastify (no Host, an unknown Expect), in the API's error shape. */
  const refuse = (res, status, message) => {
    const body = apiShapedError(message);
    res.writeHead(status, { ...securityHeaders(), 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
    res.end(body);
  };
  // The remotes' module tables each page carries and is prerendered with (server/module-tables.mjs).
  const moduleTables = createModuleTables();
  // Read at start, so the first pages already carry them (a remote not up yet is read by the first page).
  void moduleTables(configForVisitor(configSource.last(), { bucket: 0 }));
  const app = Fastify({
    logger,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: limits.BODY_LIMIT_BYTES,
    // The time limits, slow readers and pipelining every server shares (docs/reliability.md, "Limits").
    serverFactory: (handler) => createLimitedServer(handler, { limits, refuse, http: { maxHeaderSize: limits.MAX_HEADER_BYTES } }),
    // A search text is one path segment of up to 200 characters, percent-encoded (up to 9 bytes each).
    routerOptions: { maxParamLength: 2_048 },
    // A request Node cannot parse (bad request line, headers over the cap, too slow) gets an
    // answer in the API's error shape and a closed connection, never the framework's own object.
    clientErrorHandler(err, socket) {
      if (!socket.writable) return socket.destroy();
      const [status, message] =
        err.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'The request headers are too large.']
          : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? [408, 'The request took too long to arrive.']
            : [400, 'The request could not be read.'];
      const body = apiShapedError(message);
      socket.end(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
      );
    },
    frameworkErrors(error, _req, reply) {
      reply.code(400).header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(apiShapedError('The request could not be read.'));
    },
  });

  app.addHook('onSend', async (req, reply) => {
    // The API's answers keep the API's own headers, as they are (D15).
    if (forwardedReplies.has(reply)) return;
    const hsts = hstsHeader(env, req.protocol);
    if (hsts) reply.header('Strict-Transport-Security', hsts);
    reply.headers(securityHeaders());
    // Pages set their own (with the nonce); /api/docs keeps the API's stricter one.
    if (!reply.hasHeader('content-security-policy')) reply.header('Content-Security-Policy', contentSecurityPolicy(policyInput()));
  });

  /** This browser's configuration: its canary bucket (kept in a cookie, so a visitor does not flip between releases) and a tester's preview. */
  const visitorConfig = async (req, reply) => {
    const full = await configSource.current();
    const cookie = /(?:^|;\s*)fc_canary=(\d{1,2})(?:;|$)/.exec(req.headers.cookie ?? '');
    const bucket = cookie ? Number(cookie[1]) : randomInt(100);
    // `Secure` whenever the request came over HTTPS (own TLS or a trusted proxy's X-Forwarded-Proto).
    if (!cookie) reply.header('Set-Cookie', `${CANARY_COOKIE}=${bucket}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly${req.protocol === 'https' ? '; Secure' : ''}`);
    const preview = /** @type {{ preview?: string }} */ (req.query).preview;
    return configForVisitor(full, { bucket, preview, from: requestOrigin(req.headers) });
  };

  app.get('/runtime-config.json', async (req, reply) => {
    const config = await visitorConfig(req, reply);
    reply.header('Cache-Control', 'no-cache');
    reply.header('Vary', 'Cookie');
    return config;
  });

  // The page itself is made per request (nonce, prerendered content, inlined data: about 87 KB),
  // so it is compressed per request: about 14 KB on the wire, some 370 ms less before the first
  // paint over a phone's slow 4G. Files are served from their build-time .br and .gz twins; the API
  // forward passes the API's own encoding through. Only sendApp calls reply.compress.
  await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'], threshold: 1024 });

  await app.register(apiForward({ upstream: env.API_URL || 'http://localhost:8090', timeoutMs: limits.API_TIMEOUT_MS, bodyLimit: limits.BODY_LIMIT_BYTES }));

  await app.register(fastifyStatic, {
    root: DIST,
    index: false,
    wildcard: false,
    // The page is answered by sendApp (with its nonce); /index.html redirects to /.
    globIgnore: serveSourceMaps ? ['index.html'] : ['index.html', '**/*.map', 'mf-stats.json', 'page-assets.json'],
    // The build writes a .br and a .gz twin of every script, stylesheet and locale file
    // (compose/build-all.mjs): brotli for browsers, gzip for clients without it.
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Hashed bundles never change; everything else is revalidated.
      const immutable = HASHED_FILE.test(filePath);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // Every page answer carries a fresh nonce for Mantine's <style> elements and this visitor's
  // runtime configuration (so it is not stored).
  const sendApp = async (req, reply, status, route) => {
    const nonce = newNonce();
    // A configuration that cannot be read now still gives the page; the shell then asks
    // /runtime-config.json itself and shows its fallbacks if that fails too.
    const config = await visitorConfig(req, reply).catch(() => null);
    // A connection closed meanwhile (a client gone, or one the pipelining cap closed) gets no render.
    if (req.raw.socket.destroyed) return reply.hijack();
    const modules = await moduleTables(config);
    let html = pageHtml(indexHtml, { config, route, assets: pageAssets, modules });
    let styleAttributeHashes = [];
    if (prerender && !prerenderRefused(req.headers)) {
      try {
        const page = await prerender(html, { url: req.url, headers: req.headers, config, modules, route, notFound: status === 404 });
        html = page.html.replaceAll(NONCE_PLACEHOLDER, nonce);
        if (inlineCriticalStyles && status === 200 && INLINE_STYLES_ROUTES.includes(route)) html = inlineCriticalStyles(html, nonce);
        styleAttributeHashes = page.styleHashes;
        // The page differs by language (cookie, Accept-Language), screen guess (user agent) and,
        // for a visitor who chose the system's theme, the system's (a client hint it asks for).
        reply.header('Vary', 'Cookie, Accept-Language, User-Agent, Sec-CH-UA-Mobile, Sec-CH-Prefers-Color-Scheme');
        reply.header('Accept-CH', 'Sec-CH-Prefers-Color-Scheme');
        reply.header('Content-Language', page.lang);
      } catch (err) {
        // The bare page still works: the browser renders it all.
        req.log.error({ err }, 'prerendering failed');
      }
    }
    if (req.raw.socket.destroyed) return reply.hijack();
    return reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', contentSecurityPolicy(policyInput(), { styleNonce: nonce, styleAttributeHashes }))
      .type('text/html; charset=utf-8')
      .compress(withStyleNonce(html, nonce));
  };

  app.get('/*', async (req, reply) => {
    const url = new URL(req.url, 'http://x');
    const file = url.pathname.slice(1);
    // /index.html is the dashboard's address under another name: send the visitor to / (the router
    // would otherwise render its 404 screen with a 200).
    if (file === 'index.html') return reply.redirect(`/${url.search}`, 301);
    if (file && !file.includes('..') && (serveSourceMaps || !isBuildArtefact(file)) && existsSync(path.join(DIST, file)) && path.extname(file)) {
      return reply.sendFile(file);
    }
    // Missing assets are plain 404s; page paths get the app, which renders its 404 screen.
    if (path.extname(url.pathname) && !url.pathname.endsWith('.html')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const route = url.pathname.replace(/\/+$/, '') || '/';
    const known = APP_ROUTES.includes(route);
    return sendApp(req, reply, known ? 200 : 404, route);
  });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT) || 8080;
  const app = await createShellServer();
  await app.listen({ port, host: process.env.HOST || '0.0.0.0' });
  const stop = () => app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
