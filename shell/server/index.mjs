// The shell's server: serves the built shell, its runtime configuration, its own locale files,
// and forwards /api to the API so the page calls /api/... on its own origin (spec: Calls made).
import path from 'node:path';
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import proxy from '@fastify/http-proxy';
import { REMOTES } from '@forest-city/contracts/remotes';
import { buildRuntimeConfig } from './runtime-config.mjs';
import { contentSecurityPolicy, newNonce, withStyleNonce } from './csp.mjs';
import { securityHeaders } from './security-headers.mjs';
import { proxyErrorReply } from './proxy-errors.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.resolve(here, '..', process.env.BUILD_DIR || 'dist');

/** Client-side routes that exist; any other page path is answered with the SPA and status 404. */
export const APP_ROUTES = ['/', '/forest-city-report'];

export async function createShellServer({ env = process.env, logger = false } = {}) {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    throw new Error(`The shell is not built (${DIST}/index.html missing): run "npm run build" first.`);
  }
  const indexHtml = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const runtimeConfig = buildRuntimeConfig({ remotes: REMOTES }, env);
  const app = Fastify({ logger });

  // The page's policy allows what the runtime configuration it is given points at (remotes,
  // tiles; the API is same-origin behind /api). Files get the same policy without a nonce.
  const filePolicy = contentSecurityPolicy(runtimeConfig);
  app.addHook('onSend', async (_req, reply) => {
    reply.headers(securityHeaders());
    // Pages set their own (with the nonce); /api/docs keeps the API's stricter one.
    if (!reply.hasHeader('content-security-policy')) reply.header('Content-Security-Policy', filePolicy);
  });

  app.get('/runtime-config.json', async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return runtimeConfig;
  });

  await app.register(proxy, {
    upstream: env.API_URL || 'http://localhost:8090',
    prefix: '/api',
    rewritePrefix: '/api',
    http: { requestOptions: { timeout: 30_000 } },
    replyOptions: { onError: proxyErrorReply },
  });

  await app.register(fastifyStatic, {
    root: DIST,
    index: false,
    wildcard: false,
    // The page is answered by sendApp (with its nonce); /index.html redirects to /.
    globIgnore: ['index.html'],
    // The build writes a .gz twin of every script, stylesheet and locale file (compose/build-all.mjs).
    preCompressed: true,
    setHeaders(reply, filePath) {
      // Hashed bundles never change; everything else is revalidated.
      const immutable = /\.[0-9a-f]{8}\.(js|css)(\.gz)?$/.test(filePath);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // Every page answer carries a fresh nonce for Mantine's <style> elements (and so is not stored).
  const sendApp = (reply, status) => {
    const nonce = newNonce();
    return reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', contentSecurityPolicy(runtimeConfig, { styleNonce: nonce }))
      .type('text/html; charset=utf-8')
      .send(withStyleNonce(indexHtml, nonce));
  };

  app.get('/*', async (req, reply) => {
    const url = new URL(req.url, 'http://x');
    const file = url.pathname.slice(1);
    // /index.html is the dashboard's address under another name: send the visitor to / (the router
    // would otherwise render its 404 screen with a 200).
    if (file === 'index.html') return reply.redirect(`/${url.search}`, 301);
    if (file && !file.includes('..') && existsSync(path.join(DIST, file)) && path.extname(file)) {
      return reply.sendFile(file);
    }
    // Missing assets are plain 404s; page paths get the app, which renders its 404 screen.
    if (path.extname(url.pathname) && !url.pathname.endsWith('.html')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const known = APP_ROUTES.includes(url.pathname.replace(/\/+$/, '') || '/');
    return sendApp(reply, known ? 200 : 404);
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
