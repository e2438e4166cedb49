// The dataset file's own shape: translated fields carry all three languages, and the
// server answers one language at a time (see the contract for the response shape).
import { Type, type Static } from '@sinclair/typebox';
import { ItemStatusSchema, ItemTypeSchema } from '../contract/index';

export const TranslatedSchema = Type.Object(
  { en: Type.String({ minLength: 1 }), zh: Type.String({ minLength: 1 }), ms: Type.String({ minLength: 1 }) },
  { additionalProperties: false },
);
export type Translated = Static<typeof TranslatedSchema>;

export const DatasetItemSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9-]+$' }),
    type: ItemTypeSchema,
    latitude: Type.String({ pattern: '^-?\\d{1,2}\\.\\d+$' }),
    longitude: Type.String({ pattern: '^-?\\d{1,3}\\.\\d+$' }),
    status: ItemStatusSchema,
    lastMaintenance: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    name: TranslatedSchema,
    description: TranslatedSchema,
    capacity: TranslatedSchema,
    technology: TranslatedSchema,
    location: TranslatedSchema,
  },
  { additionalProperties: false },
);
export type DatasetItem = Static<typeof DatasetItemSchema>;

export const DatasetMetricSchema = Type.Object(
  {
    systemType: Type.String({ minLength: 1 }),
    metricName: TranslatedSchema,
    metricValue: Type.Union([Type.String(), Type.Null()]),
    unit: TranslatedSchema,
  },
  { additionalProperties: false },
);

export const DatasetSchema = Type.Object(
  {
    version: Type.String(),
    items: Type.Array(DatasetItemSchema),
    metrics: Type.Array(DatasetMetricSchema),
  },
  { additionalProperties: false },
);
export type Dataset = Static<typeof DatasetSchema>;
