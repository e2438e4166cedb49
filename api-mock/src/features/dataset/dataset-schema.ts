// The dataset file's own shape: translated fields carry all three languages, and the server
// answers one language at a time (see the contract for the response shape).
import { Type, type Static } from '@sinclair/typebox';
import { ItemStatusSchema, ItemTypeSchema } from '../../contract/index';

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
