// The API's HTTP surface (spec section 7). Stateless: everything comes from the validated dataset.
import Fastify, { type FastifyInstance } from 'fastify';
import { LANGUAGES, type InfrastructureItem, type Language, type SystemMetric } from '../contract/index';
import type { Dataset, DatasetItem } from '../data/dataset-schema';

export interface AppOptions {
  dataset: Dataset;
  logger?: boolean;
}

const SEARCH_MIN_LENGTH = 3;

function pickLanguage(query: unknown, acceptLanguage: string | undefined): Language {
  const q = (query as { lang?: string } | undefined)?.lang;
  if (q && (LANGUAGES as readonly string[]).includes(q)) return q as Language;
  const header = (acceptLanguage ?? '').toLowerCase();
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2);
    if ((LANGUAGES as readonly string[]).includes(code)) return code as Language;
  }
  return 'en';
}

export function toApiItem(item: DatasetItem, lang: Language): InfrastructureItem {
  return {
    id: item.id,
    name: item.name[lang],
    type: item.type,
    latitude: item.latitude,
    longitude: item.longitude,
    description: item.description[lang],
    capacity: item.capacity[lang],
    technology: item.technology[lang],
    location: item.location[lang],
    status: item.status,
    lastMaintenance: item.lastMaintenance,
  };
}

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export function searchItems(items: DatasetItem[], text: string): DatasetItem[] {
  const words = fold(text).split(/\s+/).filter(Boolean);
  const haystack = (item: DatasetItem) =>
    fold(
      [item.type, ...LANGUAGES.flatMap((l) => [item.name[l], item.description[l], item.location[l], item.technology[l], item.capacity[l]])].join(' '),
    );
  return items.filter((item) => {
    const h = haystack(item);
    return words.every((w) => h.includes(w));
  });
}

export function buildApp({ dataset, logger = false }: AppOptions): FastifyInstance {
  const app = Fastify({ logger });
  const apiError = (code: string, message: string) => ({ error: { code, message } });

  app.addHook('onSend', async (_req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Access-Control-Allow-Origin', '*');
  });

  app.get('/healthz', async () => ({ status: 'ok', dataset: dataset.version, items: dataset.items.length }));

  app.get('/api/infrastructure', async (req, reply) => {
    const lang = pickLanguage(req.query, req.headers['accept-language']);
    reply.header('Content-Language', lang).header('Vary', 'Accept-Language');
    return dataset.items.map((i) => toApiItem(i, lang));
  });

  const search = async (text: string, req: { query: unknown; headers: Record<string, unknown> }, reply: import('fastify').FastifyReply) => {
    const lang = pickLanguage(req.query, req.headers['accept-language'] as string | undefined);
    if (text.trim().length < SEARCH_MIN_LENGTH) {
      return reply.code(400).send(apiError('search_text_too_short', `Search text must be longer than 2 characters (got ${text.trim().length}).`));
    }
    reply.header('Content-Language', lang).header('Vary', 'Accept-Language');
    return searchItems(dataset.items, text).map((i) => toApiItem(i, lang));
  };
  app.get('/api/infrastructure/search', (req, reply) => search(String((req.query as { q?: string }).q ?? ''), req, reply));
  app.get('/api/infrastructure/search/:text', (req, reply) => search((req.params as { text: string }).text, req, reply));

  app.get('/api/metrics', async (req, reply): Promise<SystemMetric[]> => {
    const lang = pickLanguage(req.query, req.headers['accept-language']);
    reply.header('Content-Language', lang).header('Vary', 'Accept-Language');
    return dataset.metrics.map((m) => ({ systemType: m.systemType, metricName: m.metricName[lang], metricValue: m.metricValue, unit: m.unit[lang] }));
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send(apiError('not_found', `No such endpoint: ${req.method} ${req.url.split('?')[0]}`));
  });
  app.setErrorHandler((err: import('fastify').FastifyError, _req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    reply.code(status).send(apiError(status === 500 ? 'internal' : 'bad_request', status === 500 ? 'Internal error' : err.message));
  });
  return app;
}
