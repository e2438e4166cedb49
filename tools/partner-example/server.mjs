// The example partner's own little web server: a different origin from the shell and the
// remotes, serving only the partner page and the federation runtime file (dist/, built by
// `npm run build`). Everything else comes from where the product is deployed.
//   node tools/partner-example/server.mjs   -> http://localhost:5500 (PORT changes it)
import path from 'node:path';
import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const DIST = path.join(import.meta.dirname, 'dist');

/** Starts the partner page's server; resolves with its URL and a close(). */
export async function startPartnerServer({ port = 0, host = '127.0.0.1' } = {}) {
  if (!existsSync(path.join(DIST, 'federation-runtime.js'))) {
    throw new Error(`The partner example is not built (${DIST}/federation-runtime.js missing): run "npm run build" first.`);
  }
  const app = Fastify();
  await app.register(fastifyStatic, { root: DIST, setHeaders: (reply) => reply.header('Cache-Control', 'no-cache') });
  await app.listen({ port, host });
  const { port: actual } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  return { url: `http://localhost:${actual}`, close: () => app.close() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await startPartnerServer({ port: Number(process.env.PORT) || 5500, host: process.env.HOST || '127.0.0.1' });
  console.log(`partner page: ${url}/  (expects the product at npm start's ports; see docs/partners.md)`);
}
