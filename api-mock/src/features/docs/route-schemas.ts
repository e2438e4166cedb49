// Each route's Fastify schema, in TypeBox, built from the contract's schemas: the routes validate
// their queries with them (src/server/validation.ts), the handlers get their types from them
// (TypeBox type provider), and @fastify/swagger generates the OpenAPI 3.1 document from them.
import { Type, type TSchema } from '@sinclair/typebox';
import {
  ApiErrorSchema,
  LANGUAGES,
  HealthSchema,
  ITEM_STATUSES,
  ITEM_TYPES,
  InfrastructureItemSchema,
  ItemFeatureCollectionSchema,
  ItemFeatureSchema,
  ListQuerySchema,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_LIMIT,
  SEARCH_MIN_LENGTH,
  SEARCH_TOTAL_HEADER,
  SearchLimitSchema,
  SystemMetricSchema,
} from '@forest-city/api-contract';

/** The contract's named schemas the routes refer to: registered with app.addSchema, they become components.schemas. */
export const SHARED_SCHEMAS: TSchema[] = [InfrastructureItemSchema, SystemMetricSchema, ItemFeatureSchema, ItemFeatureCollectionSchema, HealthSchema, ApiErrorSchema];

const error = (description: string) => ({ ...Type.Ref(ApiErrorSchema), description });
const notModified = Type.Null({ description: 'Not modified: If-None-Match matched the ETag.' });
const errors = {
  400: error(
    'A bad parameter: unknown name, repeated, unknown type or status, malformed bbox, search text too short or over 200 characters, a search limit that is not 0 to 1000, control characters.',
  ),
  405: error('Any method other than GET, HEAD or OPTIONS.'),
};
const headers = Type.Object({
  'accept-language': Type.Optional(Type.String({ description: 'Used when there is no lang parameter; English fallback.' })),
});
/** Response headers: each one's schema (@fastify/swagger makes it the header's `schema`, its description the header's). */
const responseHeaders = {
  ETag: { type: 'string', description: 'Weak validator of the body (the same for every encoding); send it back as If-None-Match.' },
  'Content-Language': { type: 'string', enum: [...LANGUAGES], description: 'Language of the translated fields.' },
};
const items = Type.Array(Type.Ref(InfrastructureItemSchema));
const csv = Type.String({
  description: 'UTF-8 with BOM, RFC 4180, columns id,name,type,latitude,longitude,status,lastMaintenance,location,capacity,technology,description.',
});
const ok = (description: string, content: Record<string, TSchema>) => ({
  description,
  headers: responseHeaders,
  content: Object.fromEntries(Object.entries(content).map(([type, schema]) => [type, { schema }])),
});
const LangOnlyQuerySchema = Type.Pick(ListQuerySchema, ['lang'], { additionalProperties: false });
/** ?q= is required on the query-string form of search (the path form carries the text instead). */
const SearchByQuerySchema = Type.Composite(
  [
    ListQuerySchema,
    Type.Object({ q: Type.String({ minLength: SEARCH_MIN_LENGTH, maxLength: SEARCH_MAX_LENGTH, description: 'Search text.' }), limit: Type.Optional(SearchLimitSchema) }),
  ],
  { additionalProperties: false },
);
/** The path form's query: the list's parameters and the page size. */
const SearchByPathQuerySchema = Type.Composite([ListQuerySchema, Type.Object({ limit: Type.Optional(SearchLimitSchema) })], { additionalProperties: false });
const searchOk = {
  description: `The best matches, best first: at most \`limit\` (default ${SEARCH_DEFAULT_LIMIT}, at most ${SEARCH_MAX_LIMIT}).`,
  headers: {
    ...responseHeaders,
    [SEARCH_TOTAL_HEADER]: { type: 'integer', minimum: 0, description: 'How many items match in all (after the filters), however many this answer holds.' },
  },
  content: { 'application/json': { schema: items } },
};
const searchDescription =
  `Case- and accent-insensitive search over name, location, type, technology, capacity and description in all three languages. Every word must match; name matches rank first. ` +
  `Text of ${SEARCH_MIN_LENGTH - 1} characters or fewer, or over ${SEARCH_MAX_LENGTH}, is a 400. The list filters apply too. ` +
  `The answer is a page: the best \`limit\` matches (default ${SEARCH_DEFAULT_LIMIT}, at most ${SEARCH_MAX_LIMIT}; 0 gives only the count), ` +
  `with the number of all matches in the ${SEARCH_TOTAL_HEADER} header (since contract 1.3.0; before, every match was returned).`;

const exportRoute = (operationId: string, summary: string, content: Record<string, TSchema>) => ({
  operationId,
  summary,
  tags: ['infrastructure'],
  querystring: ListQuerySchema,
  headers,
  response: { 200: ok(summary, content), 304: notModified, ...errors },
});

export const ROUTE_SCHEMAS = {
  list: {
    operationId: 'listInfrastructure',
    summary: 'All infrastructure items (optionally filtered)',
    description: 'JSON by default; `Accept: application/geo+json` or `Accept: text/csv` gives the same list as GeoJSON or CSV.',
    tags: ['infrastructure'],
    querystring: ListQuerySchema,
    headers,
    response: {
      200: ok('The items, in dataset order.', { 'application/json': items, 'application/geo+json': Type.Ref(ItemFeatureCollectionSchema), 'text/csv': csv }),
      304: notModified,
      ...errors,
      406: error('The Accept header allows none of JSON, GeoJSON or CSV.'),
    },
  },
  listJson: exportRoute('listInfrastructureJson', 'The list as JSON (same filters and lang)', { 'application/json': items }),
  geojson: exportRoute('exportInfrastructureGeoJson', 'The list as an RFC 7946 FeatureCollection (same filters and lang)', {
    'application/geo+json': Type.Ref(ItemFeatureCollectionSchema),
  }),
  csv: exportRoute('exportInfrastructureCsv', 'The list as CSV, a download (same filters and lang)', { 'text/csv': csv }),
  searchByQuery: {
    operationId: 'searchInfrastructure',
    summary: 'Search items by text (?q=)',
    description: searchDescription,
    tags: ['infrastructure'],
    querystring: SearchByQuerySchema,
    headers,
    response: { 200: searchOk, 304: notModified, ...errors },
  },
  searchByPath: {
    operationId: 'searchInfrastructureByPath',
    summary: 'Search items by text (last path segment, URI-encoded)',
    description: `${searchDescription} The text is the last path segment: what joining the query key \`[/api/infrastructure/search, text]\` with "/" produces.`,
    tags: ['infrastructure'],
    params: Type.Object({ text: Type.String({ minLength: SEARCH_MIN_LENGTH, maxLength: SEARCH_MAX_LENGTH, description: 'Search text, URI-encoded.' }) }),
    querystring: SearchByPathQuerySchema,
    headers,
    response: { 200: searchOk, 304: notModified, ...errors },
  },
  metrics: {
    operationId: 'listMetrics',
    summary: 'System metrics',
    tags: ['metrics'],
    querystring: LangOnlyQuerySchema,
    headers,
    response: { 200: ok('The metrics.', { 'application/json': Type.Array(Type.Ref(SystemMetricSchema)) }), 304: notModified, ...errors },
  },
  openApi: {
    operationId: 'openApi',
    summary: 'This document (OpenAPI 3.1)',
    tags: ['reference'],
    querystring: Type.Object({}, { additionalProperties: false }),
    response: { 200: { description: 'OpenAPI 3.1 document.', content: { 'application/json': { schema: Type.Object({}) } } }, 304: notModified, 400: errors[400] },
  },
  health: {
    operationId: 'health',
    summary: 'Liveness and dataset version (never cached)',
    tags: ['reference'],
    response: { 200: { ...Type.Ref(HealthSchema), description: 'Up.' }, 405: errors[405] },
  },
  root: { hide: true },
} as const;

export const OPENAPI_INFO = {
  title: 'Forest City infrastructure API',
  summary: 'Public, read-only API of the Forest City infrastructure dashboard: infrastructure items and system metrics in English, Chinese and Malay.',
  description:
    'Read-only JSON over HTTP. Translated fields follow `?lang=` or `Accept-Language` (English fallback). Every answer carries an ETag (send If-None-Match for a 304), ' +
    'Cache-Control for shared caches, and `Access-Control-Allow-Origin: *` (no credentials). Errors are `{ "error": { "code", "message" } }`. ' +
    `Item types: ${ITEM_TYPES.join(', ')}. Statuses: ${ITEM_STATUSES.join(', ')} (planned items are monitoring).`,
  license: { name: 'MIT', identifier: 'MIT' },
};
