// The API's HTTP surface (the spec's Calls made and the api-mock issue). Stateless: every answer comes
// from the validated dataset, so replicas behind a load balancer answer the same bytes and ETags.
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from 'helmet';
import type { ServerResponse } from 'node:http';
import { createLimitedServer, serverLimits } from '@forest-city/contracts/server-limits';
import { CONTRACT_VERSION, LANGUAGES, SEARCH_DEFAULT_LIMIT, SEARCH_TOTAL_HEADER, type Health, type Language } from '@forest-city/api-contract';
import type { Dataset, DatasetItem } from '../lib/dataset';
import { registerDocs, ROUTE_SCHEMAS } from '../features/docs';
import { toCsv, toGeoJson } from '../features/export';
import { ApiHttpError, errorBody } from '../lib/http';
import { FORMATS, negotiateFormat, type Format, RepresentationCache, chooseEncoding, encodedBody, etagMatches, representation, type Representation } from '../lib/http';
import { checkSearchText, filterItems, filtersKey, hasFilters, itemPasses, type ItemFilters, type ParsedQuery } from '../features/items';
import { ItemJsonCache, toApiItem, toApiMetric } from '../features/items';
import { negotiateLanguage } from '../lib/language';
import { buildSearchIndex } from '../features/search';
import { parsedQuery, validatorCompiler } from './validation';

export interface AppOptions {
  dataset: Dataset;
  logger?: boolean;
}

/** Public data that changes with a dataset release: browsers keep it 5 minutes, shared caches an hour. */
export const CACHE_CONTROL = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=600';
const NO_STORE = 'no-store';
const READ_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** Paths that exist (for 405 versus 404). */
const KNOWN_PATH = /^\/(healthz|api\/(infrastructure(\.json|\.csv|\.geojson)?|infrastructure\/search(\/[^/]*)?|metrics|openapi\.json|docs(\/.*)?))?\/?$/;

const CONTENT_TYPES: Record<Format, string> = {
  json: 'application/json; charset=utf-8',
  geojson: 'application/geo+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
};

export function buildApp({ dataset, logger = false }: AppOptions): FastifyInstance {
  // Helmet's middleware is made once (@fastify/helmet made it again for every request: about 2 %
  // of a search request's CPU) and applied to every answer, first, as a global plugin's hook is.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    // Public data meant to be read by partners' pages.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
  });
  /** An answer the shared connection guard gives before Fastify (no Host, an unknown Expect), in the API's error shape. */
  const refuse = (res: ServerResponse, status: number, message: string) => {
    const body = JSON.stringify(errorBody('bad_request', message));
    securityHeaders(res.req, res, () => {
      res.writeHead(status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': NO_STORE,
        'Access-Control-Allow-Origin': '*',
      });
      res.end(body);
    });
  };
  const app = Fastify({
    // The limits every server of the product shares (timeouts, slow readers, pipelining, Host and
    // Expect answered with a body): @forest-city/contracts/server-limits, docs/reliability.md.
    serverFactory: (handler) => createLimitedServer(handler, { limits: serverLimits(), refuse }),
    logger,
    // A GET-only API: small bodies.
    bodyLimit: 16 * 1024,
    return503OnClosing: true,
    // Search text is a path segment; its 200-character limit is checked by the handler (400), not by the router (404).
    routerOptions: { maxParamLength: 16 * 1024, ignoreTrailingSlash: true },
    // Malformed percent-encoding in the path is the client's error; answer it in the API's error shape.
    frameworkErrors: (err, _req, reply: FastifyReply) => {
      reply
        .header('Cache-Control', NO_STORE)
        .code(400)
        .send(errorBody('bad_request', err.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid percent-encoded UTF-8.' : 'Bad request.'));
    },
    // Requests Node's HTTP parser rejects (unknown methods, broken headers) never reach a route.
    clientErrorHandler: (err, socket) => {
      if (!socket.writable) return socket.destroy();
      // A parse error can arrive while a response to the same socket is still being written (e.g.
      // a broken chunked body after valid headers). Writing now would corrupt that response: let it
      // finish, then close, as Node's own handler does (`_httpMessage` is the response in flight).
      const inFlight = (socket as unknown as { _httpMessage?: import('node:http').ServerResponse })._httpMessage;
      if (inFlight && !inFlight.writableFinished) {
        inFlight.once('finish', () => socket.destroy());
        setTimeout(() => socket.destroy(), 10_000).unref();
        return;
      }
      const code = (err as NodeJS.ErrnoException).code;
      const [status, message] =
        code === 'HPE_HEADER_OVERFLOW'
          ? ['431 Request Header Fields Too Large', 'Request headers are too large.']
          : code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? ['408 Request Timeout', 'The request took too long to arrive.']
            : ['400 Bad Request', 'The request is not valid HTTP.'];
      const body = JSON.stringify(errorBody('bad_request', message));
      socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Handlers send prepared bytes; response schemas are documentation, never a serializer.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const index = buildSearchIndex(dataset.items);
  const cache = new RepresentationCache(256);
  /**
   * Search pages are assembled from kept item bytes: up to 30,000 items per language, about 30 MB
   * each. The bench's 3,000 distinct queries at 100,000 items touch about 15,000 items; with 10,000
   * kept, about a fifth of the server's CPU per request went to making items' JSON again.
   */
  const itemJson = new Map(LANGUAGES.map((lang) => [lang, new ItemJsonCache(lang, dataset.items, 30_000)]));
  let openApiRep: Representation | undefined;

  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)));
  // Every method on every path answers in the API's error shape, before any body is read: a
  // write method is a 405 with Allow (404 on an unknown path) and the connection closes, so a body
  // that never arrives holds nothing; a plain OPTIONS (not a CORS preflight) is a 204 with Allow.
  const methodGuard = async (instance: FastifyInstance) => {
    instance.addHook('onRequest', async (req, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
      const path = req.url.split('?')[0] ?? '';
      const known = KNOWN_PATH.test(path);
      if (req.method === 'OPTIONS') {
        if (!known) return notFound(req, reply);
        if (req.headers.origin && req.headers['access-control-request-method']) return; // a preflight: @fastify/cors answers
        return reply.code(204).header('Allow', READ_METHODS.join(', ')).header('Cache-Control', NO_STORE).send();
      }
      if (READ_METHODS.includes(req.method)) return;
      reply.header('Connection', 'close');
      if (!known) return notFound(req, reply);
      reply.header('Allow', READ_METHODS.join(', ')).header('Cache-Control', NO_STORE);
      return reply.code(405).send(errorBody('method_not_allowed', `Method ${req.method.slice(0, 20)} is not allowed; this API is read-only (GET, HEAD, OPTIONS).`));
    });
  };
  // Registered on the app itself (skip-override, as fastify-plugin does) after helmet (its
  // headers are on these answers too) and before CORS, so it runs before @fastify/cors's own
  // OPTIONS handling; its answers carry the one CORS header a reader needs to see them.
  Object.assign(methodGuard, { [Symbol.for('skip-override')]: true });
  app.register(methodGuard);

  // CORS: what partners' pages need and nothing more (README, Security and CORS): any origin may
  // read (public data), only the read methods, only the request headers a reader sends, the
  // response headers a client uses exposed, and never credentials (no cookies, no
  // Access-Control-Allow-Credentials; with `*` browsers refuse credentialed reads anyway).
  app.register(cors, {
    origin: '*',
    methods: READ_METHODS,
    allowedHeaders: ['Accept', 'Accept-Language', 'If-None-Match'],
    exposedHeaders: ['ETag', 'Content-Language', 'Content-Disposition', SEARCH_TOTAL_HEADER],
    credentials: false,
    maxAge: 86_400,
  });
  app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  /**
   * Sends a representation with its validators, or 304 when the client already has it. A kept
   * (`compressOnce`) representation goes out in the client's encoding from memory; a one-off one
   * (a search result) is compressed per request by @fastify/compress.
   */
  function send(req: FastifyRequest, reply: FastifyReply, rep: Representation, lang?: Language, vary: string[] = [], compressOnce = true) {
    reply.header('Cache-Control', CACHE_CONTROL).header('ETag', rep.etag);
    if (lang) reply.header('Content-Language', lang);
    const varyOn = [...vary, ...(lang ? ['Accept-Language'] : []), ...(compressOnce ? ['Accept-Encoding'] : [])];
    if (varyOn.length) reply.header('Vary', varyOn.join(', '));
    if (etagMatches(req.headers['if-none-match'], rep.etag)) return reply.code(304).send();
    reply.type(rep.contentType);
    if (!compressOnce) return reply.send(rep.body);
    const encoding = chooseEncoding(req.headers['accept-encoding'], rep);
    if (!encoding) return reply.send(rep.body); // small, or no br/gzip wanted: @fastify/compress would not compress either
    // With Content-Encoding set, @fastify/compress leaves the answer alone.
    return reply.header('Content-Encoding', encoding).send(encodedBody(rep, encoding));
  }

  function render(format: Format, filters: ItemFilters, lang: Language, items: readonly DatasetItem[] = dataset.items): Representation {
    const apiItems = filterItems(items, filters).map((i) => toApiItem(i, lang));
    const body = format === 'csv' ? toCsv(apiItems) : JSON.stringify(format === 'geojson' ? toGeoJson(apiItems) : apiItems);
    return representation(body, CONTENT_TYPES[format]);
  }

  const requestLanguage = (req: FastifyRequest, lang: string | undefined) => negotiateLanguage(lang, req.headers['accept-language']);

  function list(format: Format | 'negotiate') {
    return async (req: FastifyRequest, reply: FastifyReply) => {
      const query = parsedQuery(req.query);
      const lang = requestLanguage(req, query.lang);
      const chosen = format === 'negotiate' ? negotiateFormat(req.headers.accept) : format;
      if (!chosen) {
        throw new ApiHttpError(406, 'not_acceptable', `Accept allows none of ${Object.values(FORMATS).join(', ')}.`);
      }
      const rep = cache.get(`list|${chosen}|${lang}|${filtersKey(query)}`, () => render(chosen, query, lang));
      if (format !== 'negotiate') {
        reply.header('Content-Disposition', `attachment; filename="forest-city-infrastructure-${lang}.${format}"`);
      }
      return send(req, reply, rep, lang, format === 'negotiate' ? ['Accept'] : []);
    };
  }

  function search(textOf: (req: FastifyRequest, query: ParsedQuery) => string | undefined) {
    return async (req: FastifyRequest, reply: FastifyReply) => {
      const query = parsedQuery(req.query);
      const text = checkSearchText(textOf(req, query));
      const lang = requestLanguage(req, query.lang);
      // A page of the best matches (the filters applied inside the search, so the page and the
      // total count only what they keep), and the total in a header: the body stays a list.
      const filter = hasFilters(query) ? { accepts: (item: DatasetItem) => itemPasses(item, query) } : undefined;
      const { positions, total } = index.search(text, { limit: query.limit ?? SEARCH_DEFAULT_LIMIT, filter });
      // The body and ETag are made per request (language) from kept item bytes and digests.
      const { body, etag } = itemJson.get(lang)!.page(positions);
      const rep = representation(body, CONTENT_TYPES.json, etag);
      reply.header(SEARCH_TOTAL_HEADER, String(total));
      return send(req, reply, rep, lang, [], false);
    };
  }

  // The OpenAPI document and its reference UI first, so @fastify/swagger sees every route below.
  registerDocs(app);

  // Routes go in a plugin registered after compress, cors and helmet, so their route hooks apply.
  app.register(async (api) => {
    api.get('/healthz', { schema: ROUTE_SCHEMAS.health }, async (_req, reply): Promise<Health> => {
      reply.header('Cache-Control', NO_STORE);
      return { status: 'ok', dataset: dataset.version, items: dataset.items.length, contract: CONTRACT_VERSION };
    });
    api.get('/', { schema: ROUTE_SCHEMAS.root }, async (_req, reply) => reply.redirect('/api/docs'));

    api.get('/api/infrastructure', { schema: ROUTE_SCHEMAS.list }, list('negotiate'));
    api.get('/api/infrastructure.json', { schema: ROUTE_SCHEMAS.listJson }, list('json'));
    api.get('/api/infrastructure.geojson', { schema: ROUTE_SCHEMAS.geojson }, list('geojson'));
    api.get('/api/infrastructure.csv', { schema: ROUTE_SCHEMAS.csv }, list('csv'));
    api.get(
      '/api/infrastructure/search',
      { schema: ROUTE_SCHEMAS.searchByQuery },
      search((_req, q) => q.q),
    );
    api.get(
      '/api/infrastructure/search/:text',
      { schema: ROUTE_SCHEMAS.searchByPath },
      search((req) => (req.params as { text: string }).text),
    );

    api.get('/api/metrics', { schema: ROUTE_SCHEMAS.metrics }, async (req, reply) => {
      const lang = requestLanguage(req, parsedQuery(req.query).lang);
      const rep = cache.get(`metrics|${lang}`, () => representation(JSON.stringify(dataset.metrics.map((m) => toApiMetric(m, lang))), CONTENT_TYPES.json));
      return send(req, reply, rep, lang);
    });

    api.get('/api/openapi.json', { schema: ROUTE_SCHEMAS.openApi }, async (req, reply) => {
      openApiRep ??= representation(JSON.stringify(app.swagger(), null, 2), 'application/json; charset=utf-8');
      return send(req, reply, openApiRep);
    });
  });

  function notFound(req: FastifyRequest, reply: FastifyReply) {
    const path = req.url.split('?')[0] ?? '';
    reply.header('Cache-Control', NO_STORE);
    const shown = path.length > 80 ? `${path.slice(0, 80)}…` : path;
    return reply.code(404).send(errorBody('not_found', `No such endpoint: ${shown}. See /api/docs.`));
  }
  app.setNotFoundHandler(notFound);

  app.setErrorHandler((err: FastifyError | ApiHttpError, req, reply) => {
    reply.header('Cache-Control', NO_STORE);
    if (err instanceof ApiHttpError) return reply.code(err.statusCode).send(errorBody(err.code, err.message));
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      req.log.error(err);
      return reply.code(500).send(errorBody('internal', 'Internal error.'));
    }
    if (status === 405) reply.header('Allow', READ_METHODS.join(', '));
    const code = status === 404 ? 'not_found' : status === 405 ? 'method_not_allowed' : status === 406 ? 'not_acceptable' : 'bad_request';
    // Fastify's own 4xx messages describe the request, not the server (e.g. a malformed URL).
    return reply.code(status).send(errorBody(code, String(err.message).slice(0, 200)));
  });

  return app;
}
