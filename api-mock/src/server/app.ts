// The API's HTTP surface (the spec's Calls made and the api-mock issue). Stateless: every answer comes
// from the validated dataset, so replicas behind a load balancer answer the same bytes and ETags.
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { CONTRACT_VERSION, type Health, type Language } from '../contract/index';
import type { Dataset, DatasetItem } from '../features/dataset';
import { buildOpenApi, REFERENCE_STYLE_HASH, renderReferencePage } from '../features/docs';
import { toCsv, toGeoJson } from '../features/export';
import { ApiHttpError, errorBody } from '../features/http';
import { FORMATS, negotiateFormat, type Format, RepresentationCache, etagMatches, representation, type Representation } from '../features/http';
import { LANG_ONLY_PARAMS, LIST_PARAMS, SEARCH_PARAMS, checkSearchText, filterItems, filtersKey, parseQuery, type ItemFilters } from '../features/items';
import { toApiItem, toApiMetric } from '../features/items';
import { negotiateLanguage } from '../features/language';
import { buildSearchIndex } from '../features/search';

export interface AppOptions {
  dataset: Dataset;
  logger?: boolean;
}

/** Public data that changes with a dataset release: browsers keep it 5 minutes, shared caches an hour. */
export const CACHE_CONTROL = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=600';
const NO_STORE = 'no-store';
const READ_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/** Paths that exist (for 405 versus 404). */
const KNOWN_PATH = /^\/(healthz|api\/(infrastructure(\.csv|\.geojson)?|infrastructure\/search(\/[^/]*)?|metrics|openapi\.json|docs))\/?$/;

const CONTENT_TYPES: Record<Format, string> = {
  json: 'application/json; charset=utf-8',
  geojson: 'application/geo+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
};

export function buildApp({ dataset, logger = false }: AppOptions): FastifyInstance {
  const app = Fastify({
    logger,
    // A GET-only API: small bodies, no slow clients holding sockets.
    bodyLimit: 16 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 30_000,
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
      const tooLarge = (err as NodeJS.ErrnoException).code === 'HPE_HEADER_OVERFLOW';
      const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
      const body = JSON.stringify(errorBody('bad_request', tooLarge ? 'Request headers are too large.' : 'The request is not valid HTTP.'));
      socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
    },
  });

  const index = buildSearchIndex(dataset.items);
  const cache = new RepresentationCache(256);
  const openApi = buildOpenApi();
  const staticReps = {
    openapi: representation(JSON.stringify(openApi, null, 2), 'application/json; charset=utf-8'),
    docs: representation(renderReferencePage(openApi), 'text/html; charset=utf-8'),
  };

  app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: [REFERENCE_STYLE_HASH],
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
  app.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD', 'OPTIONS'],
    exposedHeaders: ['ETag', 'Content-Language', 'Content-Disposition'],
    maxAge: 86_400,
  });
  app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  // Read-only API: other methods are refused before any body is read (405 with Allow).
  app.addHook('onRequest', async (req, reply) => {
    if (READ_METHODS.includes(req.method)) return;
    if (!KNOWN_PATH.test(req.url.split('?')[0] ?? '')) return;
    reply.header('Allow', READ_METHODS.join(', ')).header('Cache-Control', NO_STORE);
    return reply.code(405).send(errorBody('method_not_allowed', `Method ${req.method.slice(0, 20)} is not allowed; this API is read-only (GET, HEAD, OPTIONS).`));
  });

  /** Sends a cached representation with its validators, or 304 when the client already has it. */
  function send(req: FastifyRequest, reply: FastifyReply, rep: Representation, lang?: Language, vary: string[] = []) {
    reply.header('Cache-Control', CACHE_CONTROL).header('ETag', rep.etag);
    if (lang) reply.header('Content-Language', lang);
    const varyOn = [...vary, ...(lang ? ['Accept-Language'] : [])];
    if (varyOn.length) reply.header('Vary', varyOn.join(', '));
    if (etagMatches(req.headers['if-none-match'], rep.etag)) return reply.code(304).send();
    return reply.type(rep.contentType).send(rep.body);
  }

  function render(format: Format, filters: ItemFilters, lang: Language, items: readonly DatasetItem[] = dataset.items): Representation {
    const apiItems = filterItems(items, filters).map((i) => toApiItem(i, lang));
    const body = format === 'csv' ? toCsv(apiItems) : JSON.stringify(format === 'geojson' ? toGeoJson(apiItems) : apiItems);
    return representation(body, CONTENT_TYPES[format]);
  }

  const requestLanguage = (req: FastifyRequest, lang: string | undefined) => negotiateLanguage(lang, req.headers['accept-language']);

  function list(format: Format | 'negotiate') {
    return async (req: FastifyRequest, reply: FastifyReply) => {
      const query = parseQuery(req.query, LIST_PARAMS);
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

  function search(textOf: (req: FastifyRequest, query: ReturnType<typeof parseQuery>) => string | undefined, allowed: readonly string[]) {
    return async (req: FastifyRequest, reply: FastifyReply) => {
      const query = parseQuery(req.query, allowed);
      const text = checkSearchText(textOf(req, query));
      const lang = requestLanguage(req, query.lang);
      // The index keeps recent results; the body and ETag are made per request (filters, language).
      const rep = render('json', query, lang, index.search(text));
      return send(req, reply, rep, lang);
    };
  }

  // Routes go in a plugin registered after compress, cors and helmet, so their route hooks apply.
  app.register(async (api) => {
    api.get('/healthz', async (_req, reply): Promise<Health> => {
      reply.header('Cache-Control', NO_STORE);
      return { status: 'ok', dataset: dataset.version, items: dataset.items.length, contract: CONTRACT_VERSION };
    });
    api.get('/', async (_req, reply) => reply.redirect('/api/docs'));

    api.get('/api/infrastructure', list('negotiate'));
    api.get('/api/infrastructure.json', list('json'));
    api.get('/api/infrastructure.geojson', list('geojson'));
    api.get('/api/infrastructure.csv', list('csv'));
    api.get(
      '/api/infrastructure/search',
      search((_req, q) => q.q, SEARCH_PARAMS),
    );
    api.get(
      '/api/infrastructure/search/:text',
      search((req) => (req.params as { text: string }).text, LIST_PARAMS),
    );

    api.get('/api/metrics', async (req, reply) => {
      const query = parseQuery(req.query, LANG_ONLY_PARAMS);
      const lang = requestLanguage(req, query.lang);
      const rep = cache.get(`metrics|${lang}`, () => representation(JSON.stringify(dataset.metrics.map((m) => toApiMetric(m, lang))), CONTENT_TYPES.json));
      return send(req, reply, rep, lang);
    });

    api.get('/api/openapi.json', async (req, reply) => {
      parseQuery(req.query, []);
      return send(req, reply, staticReps.openapi);
    });
    api.get('/api/docs', async (req, reply) => {
      parseQuery(req.query, []);
      return send(req, reply, staticReps.docs);
    });
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    reply.header('Cache-Control', NO_STORE);
    const shown = path.length > 80 ? `${path.slice(0, 80)}…` : path;
    return reply.code(404).send(errorBody('not_found', `No such endpoint: ${shown}. See /api/docs.`));
  });

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
