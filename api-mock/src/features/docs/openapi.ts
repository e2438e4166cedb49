// The OpenAPI 3.1 document, generated from the contract's TypeBox schemas (OpenAPI 3.1 uses
// JSON Schema 2020-12, which TypeBox emits), so the types, the validators and the document
// cannot drift apart.
import {
  ApiErrorSchema,
  CONTRACT_VERSION,
  HealthSchema,
  ITEM_STATUSES,
  ITEM_TYPES,
  InfrastructureItemSchema,
  ItemFeatureCollectionSchema,
  ItemFeatureSchema,
  ItemStatusSchema,
  ItemTypeSchema,
  LanguageSchema,
  ListQuerySchema,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  SearchQuerySchema,
  SystemMetricSchema,
} from '../../contract/index';

const COMPONENTS = [
  ItemTypeSchema,
  ItemStatusSchema,
  LanguageSchema,
  InfrastructureItemSchema,
  SystemMetricSchema,
  ItemFeatureSchema,
  ItemFeatureCollectionSchema,
  HealthSchema,
  ApiErrorSchema,
];

/** TypeBox schema -> plain JSON Schema with $ref pointing into components (drops $id and symbols). */
function plain(schema: unknown, top = true): unknown {
  if (Array.isArray(schema)) return schema.map((s) => plain(s, false));
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$id') continue;
    if (key === '$ref' && typeof value === 'string') out.$ref = `#/components/schemas/${value}`;
    else out[key] = plain(value, false);
  }
  // A named schema used inside another becomes a reference rather than a copy.
  const id = (schema as { $id?: string }).$id;
  return !top && id && COMPONENTS.some((c) => c.$id === id) ? { $ref: `#/components/schemas/${id}` } : out;
}

const ref = (s: { $id?: string }) => ({ $ref: `#/components/schemas/${s.$id}` });
const json = (schema: unknown) => ({ 'application/json': { schema } });
const errors = {
  '400': {
    description: 'A bad parameter (unknown name, unknown type or status, malformed bbox, text too short or over 200 characters, control characters).',
    content: json(ref(ApiErrorSchema)),
  },
  '405': { description: 'Any method other than GET, HEAD or OPTIONS.', content: json(ref(ApiErrorSchema)) },
};
const notModified = { '304': { description: 'Not modified (If-None-Match matched the ETag).' } };

function queryParams(schema: typeof ListQuerySchema | typeof SearchQuerySchema, skip: string[] = []) {
  return Object.entries(schema.properties)
    .filter(([name]) => !skip.includes(name))
    .map(([name, s]) => ({ name, in: 'query', required: false, description: (s as { description?: string }).description, schema: plain(s, false) }));
}
const acceptLanguage = {
  name: 'Accept-Language',
  in: 'header',
  required: false,
  description: 'Used when there is no lang parameter; English fallback.',
  schema: { type: 'string' },
};
const headers = {
  ETag: { description: 'Weak validator of the body; send it back as If-None-Match.', schema: { type: 'string' } },
  'Content-Language': { description: 'Language of the translated fields.', schema: { type: 'string', enum: ['en', 'zh', 'ms'] } },
  'Cache-Control': { schema: { type: 'string' } },
};
const list = (description: string) => ({ description, headers, content: json({ type: 'array', items: ref(InfrastructureItemSchema) }) });
const geojson = { 'application/geo+json': { schema: ref(ItemFeatureCollectionSchema) } };
const csv = {
  'text/csv': {
    schema: { type: 'string', description: `UTF-8 with BOM, RFC 4180, columns id,name,type,latitude,longitude,status,lastMaintenance,location,capacity,technology,description.` },
  },
};

export function buildOpenApi(serverUrl?: string): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Forest City infrastructure API',
      version: CONTRACT_VERSION,
      summary: 'Public, read-only API of the Forest City infrastructure dashboard: infrastructure items and system metrics in English, Chinese and Malay.',
      description:
        'Read-only JSON over HTTP. Translated fields follow `?lang=` or `Accept-Language` (English fallback). Every answer carries an ETag (send If-None-Match for a 304), ' +
        'Cache-Control for shared caches, and `Access-Control-Allow-Origin: *`. Errors are `{ "error": { "code", "message" } }`. ' +
        `Item types: ${ITEM_TYPES.join(', ')}. Statuses: ${ITEM_STATUSES.join(', ')} (planned items are monitoring).`,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths: {
      '/api/infrastructure': {
        get: {
          operationId: 'listInfrastructure',
          summary: 'All infrastructure items (optionally filtered)',
          description: 'JSON by default; `Accept: application/geo+json` or `Accept: text/csv` gives the same list as GeoJSON or CSV.',
          parameters: [...queryParams(ListQuerySchema), acceptLanguage],
          responses: {
            '200': { ...list('The items, in dataset order.'), content: { ...json({ type: 'array', items: ref(InfrastructureItemSchema) }), ...geojson, ...csv } },
            ...notModified,
            ...errors,
            '406': { description: 'The Accept header allows none of JSON, GeoJSON or CSV.', content: json(ref(ApiErrorSchema)) },
          },
        },
      },
      '/api/infrastructure.geojson': {
        get: {
          operationId: 'exportInfrastructureGeoJson',
          summary: 'The list as an RFC 7946 FeatureCollection (same filters and lang)',
          parameters: [...queryParams(ListQuerySchema), acceptLanguage],
          responses: { '200': { description: 'FeatureCollection of Point features.', headers, content: geojson }, ...notModified, ...errors },
        },
      },
      '/api/infrastructure.csv': {
        get: {
          operationId: 'exportInfrastructureCsv',
          summary: 'The list as CSV (same filters and lang)',
          parameters: [...queryParams(ListQuerySchema), acceptLanguage],
          responses: { '200': { description: 'CSV download (Content-Disposition: attachment).', headers, content: csv }, ...notModified, ...errors },
        },
      },
      '/api/infrastructure/search': {
        get: {
          operationId: 'searchInfrastructure',
          summary: 'Search items by text (?q=)',
          description:
            `Case- and accent-insensitive search over name, location, type, technology, capacity and description in all three languages. Every word must match; name matches rank first. ` +
            `Text of ${SEARCH_MIN_LENGTH - 1} characters or fewer, or over ${SEARCH_MAX_LENGTH}, is a 400. The list filters apply too.`,
          parameters: [...queryParams(SearchQuerySchema).map((p) => (p.name === 'q' ? { ...p, required: true } : p)), acceptLanguage],
          responses: { '200': list('Matching items, best first.'), ...notModified, ...errors },
        },
      },
      '/api/infrastructure/search/{text}': {
        get: {
          operationId: 'searchInfrastructureByPath',
          summary: 'Search items by text (last path segment, URI-encoded)',
          description: 'The same search, with the text as the last path segment: what joining the query key `[/api/infrastructure/search, text]` with "/" produces.',
          parameters: [
            {
              name: 'text',
              in: 'path',
              required: true,
              description: 'Search text, URI-encoded (3 to 200 characters).',
              schema: { type: 'string', minLength: SEARCH_MIN_LENGTH, maxLength: SEARCH_MAX_LENGTH },
            },
            ...queryParams(ListQuerySchema),
            acceptLanguage,
          ],
          responses: { '200': list('Matching items, best first.'), ...notModified, ...errors },
        },
      },
      '/api/metrics': {
        get: {
          operationId: 'listMetrics',
          summary: 'System metrics',
          parameters: [queryParams(ListQuerySchema).find((p) => p.name === 'lang'), acceptLanguage],
          responses: {
            '200': { description: 'The metrics.', headers, content: json({ type: 'array', items: ref(SystemMetricSchema) }) },
            ...notModified,
            ...errors,
          },
        },
      },
      '/api/openapi.json': {
        get: { operationId: 'openApi', summary: 'This document', responses: { '200': { description: 'OpenAPI 3.1 document.', content: json({ type: 'object' }) } } },
      },
      '/api/docs': {
        get: {
          operationId: 'reference',
          summary: 'Readable API reference (HTML)',
          responses: { '200': { description: 'HTML page.', content: { 'text/html': { schema: { type: 'string' } } } } },
        },
      },
      '/healthz': {
        get: { operationId: 'health', summary: 'Liveness and dataset version', responses: { '200': { description: 'Up.', content: json(ref(HealthSchema)) } } },
      },
    },
    components: { schemas: Object.fromEntries(COMPONENTS.map((s) => [s.$id!, plain(s)])) },
  };
}
