// The example partner's own little web server: a different origin from the shell and the remotes,
// serving only the partner's pages and files (dist/, built by `npm run build`). Everything else
// comes from where the product is deployed.
//   node tools/partner-example/server.mjs   -> http://localhost:5500 (PORT changes it)
//
// - `/` (index.html): the custom-elements page, sent with the strict policy of docs/partners.md.
// - `/snippet/<name>`: a page made of the docs' snippet of that name (docs/partners.md, the
//   `<!-- partner-snippet: name -->` blocks) with the hostile stylesheet, sent with the same policy:
//   the end-to-end tests use the documented snippets verbatim.
// - `/mount.html`: the `./mount` example for pages that load the federation runtime themselves.
// The product's origins are npm start's; `?map=&hydrology=&report=&stormwater=` (origins), `?api=` (the API's
// base URL) and `?tiles=` (a tile server's origin, given to the map's `tiles` attribute) point a
// page elsewhere, in its HTML and its policy.
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const DIST = path.join(import.meta.dirname, 'dist');
const DOCS = path.join(import.meta.dirname, '..', '..', 'docs', 'partners.md');

/** npm start's origins, as the example page names them, and the docs' placeholders. */
export const DEFAULT_ORIGINS = {
  map: 'http://localhost:3001',
  hydrology: 'http://localhost:3002',
  stormwater: 'http://localhost:3003',
  report: 'http://localhost:3004',
  api: 'http://localhost:8090/api',
};
const DOC_ORIGINS = {
  map: 'https://map.example.org',
  hydrology: 'https://hydrology.example.org',
  stormwater: 'https://stormwater.example.org',
  report: 'https://report.example.org',
  api: 'https://api.example.org/api',
};
/** The map's default tile services (mfe-map/src/features/map/default-tiles.ts). */
const PUBLIC_TILE_HOSTS = ['https://tile.openstreetmap.org', 'https://server.arcgisonline.com'];

/**
 * The strict policy a partner page needs (docs/partners.md, "Content-Security-Policy"): no inline
 * script or style anywhere; scripts and styles from the page and the remotes; data from the
 * remotes and the API; tiles as images; maplibre's worker from blob: or the map's origin.
 * @param {{ remotes: string[], api: string, tiles: string[] }} origins
 */
export function partnerPolicy({ remotes, api, tiles }) {
  const self = "'self'";
  const apiOrigin = new URL(api).origin;
  return [
    `default-src ${self}`,
    `script-src ${self} ${remotes.join(' ')}`,
    `style-src ${self} ${remotes.join(' ')}`,
    `connect-src ${self} ${[...remotes, apiOrigin, ...tiles].join(' ')}`,
    `img-src ${self} ${tiles.join(' ')} data: blob:`,
    `worker-src blob: ${remotes.join(' ')}`,
  ].join('; ');
}

/** The product's origins a request asks for (query), npm start's by default. */
function originsOf(query) {
  const origin = (value, fallback) => {
    try {
      return value ? new URL(value).origin : fallback;
    } catch {
      return fallback;
    }
  };
  const api = query.api && /^https?:\/\//.test(query.api) ? query.api.replace(/\/+$/, '') : DEFAULT_ORIGINS.api;
  return {
    map: origin(query.map, DEFAULT_ORIGINS.map),
    hydrology: origin(query.hydrology, DEFAULT_ORIGINS.hydrology),
    stormwater: origin(query.stormwater, DEFAULT_ORIGINS.stormwater),
    report: origin(query.report, DEFAULT_ORIGINS.report),
    api,
    tiles: query.tiles ? [origin(query.tiles, '')].filter(Boolean) : PUBLIC_TILE_HOSTS,
    tileServer: query.tiles ? origin(query.tiles, '') : '',
  };
}

/** Replaces the given placeholders' origins by the request's; a requested tile server goes to the map. */
function withOrigins(html, from, to) {
  let out = html;
  for (const key of ['api', 'map', 'hydrology', 'stormwater', 'report']) out = out.split(from[key]).join(to[key]);
  if (to.tileServer) out = out.split('<forest-city-map ').join(`<forest-city-map tiles="${to.tileServer}" `);
  return out;
}

/** The docs' snippet `name`: the fenced block after `<!-- partner-snippet: name -->`. */
export function docSnippet(name, markdown = readFileSync(DOCS, 'utf8')) {
  const marker = `<!-- partner-snippet: ${name} -->`;
  const at = markdown.indexOf(marker);
  if (at < 0) return null;
  const fence = /```[a-z]*\n([\s\S]*?)\n```/.exec(markdown.slice(at + marker.length));
  return fence ? fence[1] : null;
}

const snippetPage = (snippet) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Partner snippet</title>
    <link rel="stylesheet" href="/partner.css" />
    <link rel="stylesheet" href="/hostile.css" />
  </head>
  <body>
    <h1>A partner page</h1>
    <p>Some text of the partner's own.</p>
${snippet}
  </body>
</html>
`;

/** Starts the partner page's server; resolves with its URL and a close(). */
export async function startPartnerServer({ port = 0, host = '127.0.0.1' } = {}) {
  if (!existsSync(path.join(DIST, 'index.html')) || !existsSync(path.join(DIST, 'federation-runtime.js'))) {
    throw new Error(`The partner example is not built (${DIST} is incomplete): run "npm run build" first.`);
  }
  const app = Fastify();
  await app.register(fastifyStatic, { root: DIST, index: false, setHeaders: (reply) => reply.header('Cache-Control', 'no-cache') });

  const sendStrict = (reply, html, origins) =>
    reply
      .header('Content-Security-Policy', partnerPolicy({ remotes: [origins.map, origins.hydrology, origins.stormwater, origins.report], api: origins.api, tiles: origins.tiles }))
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);

  app.get('/', (request, reply) => {
    const origins = originsOf(request.query);
    return sendStrict(reply, withOrigins(readFileSync(path.join(DIST, 'index.html'), 'utf8'), DEFAULT_ORIGINS, origins), origins);
  });
  app.get('/snippet/:name', (request, reply) => {
    const snippet = docSnippet(request.params.name);
    if (snippet === null) return reply.code(404).type('text/plain').send('No such snippet in docs/partners.md');
    const origins = originsOf(request.query);
    return sendStrict(reply, withOrigins(snippetPage(snippet), DOC_ORIGINS, origins), origins);
  });

  await app.listen({ port, host });
  const { port: actual } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  return { url: `http://localhost:${actual}`, close: () => app.close() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await startPartnerServer({ port: Number(process.env.PORT) || 5500, host: process.env.HOST || '127.0.0.1' });
  console.log(`partner page: ${url}/  (expects the product at npm start's ports; see docs/partners.md)`);
}
