// The dataset file's own shape: translated fields carry all three languages, and the server
// answers one language at a time (see the contract for the response shape).
import { Type, type Static } from '@sinclair/typebox';
import { ItemStatusSchema, ItemTypeSchema, TIME_STATUSES } from '@forest-city/api-contract';

const nonBlank = { minLength: 1, pattern: '\\S' };

export const TranslatedSchema = Type.Object({ en: Type.String(nonBlank), zh: Type.String(nonBlank), ms: Type.String(nonBlank) }, { additionalProperties: false });
export type Translated = Static<typeof TranslatedSchema>;

/** How precise an item's coordinates are: 'approximate' (a known place), 'indicative' (placed within a known area). */
export const POSITION_PRECISIONS = ['approximate', 'indicative'] as const;

/**
 * Where an item's coordinates come from (optional, additive): the source in words, how precise the
 * position is, and whether the item is regional context outside the project area (the map leaves
 * such items out when it fits all items). docs/content.md lists the sources.
 */
export const PositionSchema = Type.Object(
  {
    source: TranslatedSchema,
    precision: Type.Union(POSITION_PRECISIONS.map((p) => Type.Literal(p))),
    regional: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type Position = Static<typeof PositionSchema>;

const year = Type.Integer({ minimum: 1990, maximum: 2100 });

/**
 * When an item was begun, finished or is planned, and what it was in each year from its first
 * recorded one (optional, additive, like `position`): `history` lists status changes in ascending
 * years; `source` says where the years come from and, when `approximate`, why they are not exact.
 * The content test (tools/content/__tests__/time.test.ts) checks ranges and consistency with the
 * facts (planned islands are never "existing"). docs/content.md lists the sources.
 */
export const TimeSchema = Type.Object(
  {
    start: Type.Optional(year),
    completion: Type.Optional(year),
    completionPlanned: Type.Optional(Type.Boolean()),
    preExisting: Type.Optional(Type.Boolean()),
    history: Type.Array(Type.Object({ year, status: Type.Union(TIME_STATUSES.map((s) => Type.Literal(s))) }, { additionalProperties: false }), { minItems: 1 }),
    approximate: Type.Boolean(),
    source: TranslatedSchema,
  },
  { additionalProperties: false },
);
export type Time = Static<typeof TimeSchema>;

/** An island's extent: a closed ring of [lon, lat], approximate, with how it was drawn and from what. */
export const ExtentSchema = Type.Object(
  {
    ring: Type.Array(Type.Tuple([Type.Number({ minimum: -180, maximum: 180 }), Type.Number({ minimum: -90, maximum: 90 })]), { minItems: 4 }),
    source: TranslatedSchema,
  },
  { additionalProperties: false },
);
export type Extent = Static<typeof ExtentSchema>;

export const DatasetItemSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 }),
    type: ItemTypeSchema,
    // Decimal degrees; the ranges are checked in validate-dataset (a pattern cannot say "<= 90").
    latitude: Type.String({ pattern: '^-?\\d{1,2}\\.\\d{2,7}$' }),
    longitude: Type.String({ pattern: '^-?\\d{1,3}\\.\\d{2,7}$' }),
    status: ItemStatusSchema,
    lastMaintenance: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    name: TranslatedSchema,
    description: TranslatedSchema,
    capacity: TranslatedSchema,
    technology: TranslatedSchema,
    location: TranslatedSchema,
    position: Type.Optional(PositionSchema),
    time: Type.Optional(TimeSchema),
    extent: Type.Optional(ExtentSchema),
  },
  { additionalProperties: false },
);
export type DatasetItem = Static<typeof DatasetItemSchema>;

/** Where a metric's figure comes from (documented in the README; not served). */
export const METRIC_SOURCES = ['spec', 'dataset', 'illustrative'] as const;

export const DatasetMetricSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
    systemType: ItemTypeSchema,
    metricName: TranslatedSchema,
    metricValue: Type.Union([Type.String({ pattern: '^-?\\d+(\\.\\d+)?$' }), Type.Null()]),
    unit: TranslatedSchema,
    source: Type.Union(METRIC_SOURCES.map((s) => Type.Literal(s))),
    note: Type.String({ minLength: 1 }),
  },
  { additionalProperties: false },
);
export type DatasetMetric = Static<typeof DatasetMetricSchema>;

export const DatasetSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    version: Type.String({ pattern: '^\\d{4}\\.\\d{1,2}\\.\\d+$' }),
    title: Type.String(),
    license: Type.String(),
    sources: Type.Array(Type.String({ minLength: 1 })),
    items: Type.Array(DatasetItemSchema, { minItems: 1 }),
    metrics: Type.Array(DatasetMetricSchema),
  },
  { additionalProperties: false },
);
export type Dataset = Static<typeof DatasetSchema>;
