// The API contract: one set of TypeBox schemas that is (1) the runtime validator of the dataset
// and of requests, (2) the source of the TypeScript types the shell and the map import, and
// (3) the source of the OpenAPI document (src/features/docs/openapi.ts).
// This module must stay free of runtime dependencies other than TypeBox and of `import.meta`: the
// API, @forest-city/contracts, the shell and the map import it, and jest compiles it to CommonJS.
// A namespace import, not the `Type` builder object: the bundlers keep only the builders used here,
// so the shell and the map do not carry all of TypeBox's (about 10 KB gzip, measured in the bench).
import * as Type from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

export const CONTRACT_VERSION = '1.3.0';

export const ITEM_TYPES = ['water', 'drainage', 'transportation', 'infrastructure'] as const;
/** Spec (Entities). Planned items on islands 2-4 are `monitoring` (the spec has no "planned" status). */
export const ITEM_STATUSES = ['operational', 'limited', 'monitoring'] as const;
export const LANGUAGES = ['en', 'zh', 'ms'] as const;

export const ItemTypeSchema = Type.Union(
  ITEM_TYPES.map((t) => Type.Literal(t)),
  { $id: 'ItemType', description: 'Layer type of an item (spec: Entities).' },
);
export type ItemType = Static<typeof ItemTypeSchema>;

export const ItemStatusSchema = Type.Union(
  ITEM_STATUSES.map((s) => Type.Literal(s)),
  { $id: 'ItemStatus', description: 'operational, limited or monitoring; planned items are monitoring.' },
);
export type ItemStatus = Static<typeof ItemStatusSchema>;

export const LanguageSchema = Type.Union(
  LANGUAGES.map((l) => Type.Literal(l)),
  { $id: 'Language', description: 'Language of translated fields: en (fallback), zh (Simplified Chinese), ms (Malay).' },
);
export type Language = (typeof LANGUAGES)[number];

/**
 * An item's state in a year (the map's time control): announced and not begun, being built, or
 * built (in service). Before its first recorded year an item did not exist, not even as a plan.
 */
export const TIME_STATUSES = ['planned', 'construction', 'existing'] as const;
export type TimeStatus = (typeof TIME_STATUSES)[number];

/** When an item was begun, finished or is planned, and its status history, with the source in words. Optional, added in 2026.11 (contract 1.2.0). */
export const ItemTimeSchema = Type.Object(
  {
    start: Type.Optional(Type.Integer({ description: 'Year works began. Absent when not begun, or when the item was in service before 2013 (preExisting).' })),
    completion: Type.Optional(Type.Integer({ description: 'Year the item was finished, or, with completionPlanned, the year its plan gives.' })),
    completionPlanned: Type.Optional(Type.Boolean({ description: 'True when completion is a planned year, not a past one.' })),
    preExisting: Type.Optional(Type.Boolean({ description: 'True when the item was in service before 2013, the first year the history covers.' })),
    history: Type.Array(
      Type.Object(
        {
          year: Type.Integer({ description: 'From this year on (until the next step).' }),
          status: Type.Union(
            TIME_STATUSES.map((s) => Type.Literal(s)),
            { description: 'planned, construction or existing.' },
          ),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, description: 'Status changes in ascending years; before the first year the item did not exist.' },
    ),
    approximate: Type.Boolean({ description: 'True when the years are approximate (the source says why).' }),
    source: Type.String({ description: 'Where the years come from, in the requested language.' }),
  },
  { additionalProperties: false },
);
export type ItemTime = Static<typeof ItemTimeSchema>;

/** An area an item covers (an island's reclaimed or planned extent), approximate, with its source. Optional, added in 2026.11 (contract 1.2.0). */
export const ItemExtentSchema = Type.Object(
  {
    ring: Type.Array(Type.Tuple([Type.Number(), Type.Number()]), {
      minItems: 4,
      description: 'Closed ring of [longitude, latitude] pairs (first equals last), RFC 7946 order.',
    }),
    source: Type.String({ description: 'How the outline was drawn and from what, in the requested language.' }),
  },
  { additionalProperties: false },
);
export type ItemExtent = Static<typeof ItemExtentSchema>;

/** Decimal degrees as a string (spec: latitude and longitude are strings, parsed by the client). */
const DECIMAL_DEGREES = '^-?\\d{1,3}\\.\\d+$';

/** An infrastructure item as the API answers it (spec: Entities), in one language. */
export const InfrastructureItemSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9-]+$', description: 'Stable identifier; never reused.' }),
    name: Type.String({ minLength: 1 }),
    type: ItemTypeSchema,
    latitude: Type.String({ pattern: DECIMAL_DEGREES, description: 'WGS 84 latitude, decimal degrees.' }),
    longitude: Type.String({ pattern: DECIMAL_DEGREES, description: 'WGS 84 longitude, decimal degrees.' }),
    description: Type.String(),
    capacity: Type.String(),
    technology: Type.String(),
    location: Type.String(),
    status: ItemStatusSchema,
    lastMaintenance: Type.String({ format: 'date', description: 'ISO 8601 date of the last maintenance or monitoring visit.' }),
    positionSource: Type.Optional(
      Type.String({ description: 'Where the coordinates come from, and how precise they are (in the requested language). Optional, added in 2026.11.' }),
    ),
    regional: Type.Optional(
      Type.Boolean({ description: 'True for regional context outside the project area (a map leaves it out when it fits all items). Optional, added in 2026.11.' }),
    ),
    time: Type.Optional(ItemTimeSchema),
    extent: Type.Optional(ItemExtentSchema),
  },
  { $id: 'InfrastructureItem', additionalProperties: false },
);
export type InfrastructureItem = Static<typeof InfrastructureItemSchema>;

/** A system metric as the API answers it (spec: Entities). */
export const SystemMetricSchema = Type.Object(
  {
    systemType: Type.String({ description: 'water, drainage, transportation or infrastructure.' }),
    metricName: Type.String(),
    metricValue: Type.Union([Type.String(), Type.Null()], {
      description: 'A plain decimal number as text, without grouping separators (the client formats it for its locale); null when unknown (shown as N/A).',
    }),
    unit: Type.String(),
  },
  { $id: 'SystemMetric', additionalProperties: false },
);
export type SystemMetric = Static<typeof SystemMetricSchema>;

/** RFC 7946 Point feature of one item: geometry [longitude, latitude], the item's fields as properties. */
export const ItemFeatureSchema = Type.Object(
  {
    type: Type.Literal('Feature'),
    id: Type.String(),
    geometry: Type.Object({
      type: Type.Literal('Point'),
      coordinates: Type.Tuple([Type.Number(), Type.Number()], { description: '[longitude, latitude] (RFC 7946 order).' }),
    }),
    properties: Type.Ref(InfrastructureItemSchema),
  },
  { $id: 'ItemFeature', additionalProperties: false },
);
export type ItemFeature = Static<typeof ItemFeatureSchema> & { properties: InfrastructureItem };

export const ItemFeatureCollectionSchema = Type.Object(
  {
    type: Type.Literal('FeatureCollection'),
    features: Type.Array(Type.Ref(ItemFeatureSchema)),
  },
  { $id: 'ItemFeatureCollection', additionalProperties: false },
);
export type ItemFeatureCollection = { type: 'FeatureCollection'; features: ItemFeature[] };

export const HealthSchema = Type.Object(
  { status: Type.Literal('ok'), dataset: Type.String(), items: Type.Integer(), contract: Type.String() },
  { $id: 'Health', additionalProperties: false },
);
export type Health = Static<typeof HealthSchema>;

export const ERROR_CODES = [
  'invalid_parameter',
  'unknown_parameter',
  'missing_parameter',
  'search_text_too_short',
  'search_text_too_long',
  'not_acceptable',
  'bad_request',
  'not_found',
  'method_not_allowed',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ApiErrorSchema = Type.Object(
  {
    error: Type.Object(
      {
        code: Type.Union(ERROR_CODES.map((c) => Type.Literal(c))),
        message: Type.String({ description: 'What was wrong, in English.' }),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'ApiError', additionalProperties: false },
);
export type ApiError = Static<typeof ApiErrorSchema>;

/** Search text limits: the spec enables search for text longer than 2 characters. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 200;
/**
 * Search answers a page, the best matches first (contract 1.3.0): `limit` items when given (0 to
 * SEARCH_MAX_LIMIT; 0 gives only the count), else SEARCH_DEFAULT_LIMIT. The number of all matches
 * is in the X-Total-Count header. 100 is more than the shipped dataset holds, so every answer it
 * gives is whole, and few enough that a broad query over 100,000 items answers within the API's
 * time budget (api-mock/README.md, Search).
 */
export const SEARCH_DEFAULT_LIMIT = 100;
export const SEARCH_MAX_LIMIT = 1000;
/** The response header with the number of all matches (after the filters), however many the page holds. */
export const SEARCH_TOTAL_HEADER = 'X-Total-Count';

/** Query parameters of the list, its exports and search (all optional; unknown ones are a 400). */
export const ListQuerySchema = Type.Object(
  {
    lang: Type.Optional(Type.String({ description: 'en, zh or ms (a region subtag is ignored; other languages fall back to en). Wins over Accept-Language.' })),
    type: Type.Optional(Type.String({ description: `Comma-separated item types: ${ITEM_TYPES.join(', ')}.`, examples: ['water,drainage'] })),
    status: Type.Optional(Type.String({ description: `Comma-separated statuses: ${ITEM_STATUSES.join(', ')}.`, examples: ['operational'] })),
    bbox: Type.Optional(Type.String({ description: 'minLon,minLat,maxLon,maxLat in WGS 84 decimal degrees (RFC 7946 order).', examples: ['103.58,1.32,103.61,1.35'] })),
  },
  { $id: 'ListQuery', additionalProperties: false },
);
export type ListQuery = Static<typeof ListQuerySchema>;

/** Search's page size (contract 1.3.0). A query-string value, so a string of digits; the route parses it. */
export const SearchLimitSchema = Type.String({
  pattern: '^[0-9]{1,7}$',
  description: `How many matches to return, best first: 0 to ${SEARCH_MAX_LIMIT} (0: only the count). Default ${SEARCH_DEFAULT_LIMIT}. The number of all matches is in the ${SEARCH_TOTAL_HEADER} header. Added in contract 1.3.0.`,
  examples: ['20'],
});

export const SearchQuerySchema = Type.Composite(
  [
    ListQuerySchema,
    Type.Object({
      q: Type.Optional(Type.String({ minLength: SEARCH_MIN_LENGTH, maxLength: SEARCH_MAX_LENGTH, description: 'Search text (or give it as the last path segment).' })),
      limit: Type.Optional(SearchLimitSchema),
    }),
  ],
  { $id: 'SearchQuery', additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuerySchema>;
