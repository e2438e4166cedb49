// The API contract: one set of TypeBox schemas that is (1) the runtime validator of the dataset
// and of requests, (2) the source of the TypeScript types the shell and the map import, and
// (3) the source of the OpenAPI document.
import { Type, type Static } from '@sinclair/typebox';

export const CONTRACT_VERSION = '1.0.0';

export const ITEM_TYPES = ['water', 'drainage', 'transportation', 'infrastructure'] as const;
export const ITEM_STATUSES = ['operational', 'limited', 'monitoring'] as const;
export const LANGUAGES = ['en', 'zh', 'ms'] as const;

export const ItemTypeSchema = Type.Union(ITEM_TYPES.map((t) => Type.Literal(t)), { $id: 'ItemType' });
export type ItemType = Static<typeof ItemTypeSchema>;

export const ItemStatusSchema = Type.Union(ITEM_STATUSES.map((s) => Type.Literal(s)), { $id: 'ItemStatus' });
export type ItemStatus = Static<typeof ItemStatusSchema>;

export type Language = (typeof LANGUAGES)[number];

/** An infrastructure item as the API answers it (spec section 3), in one language. */
export const InfrastructureItemSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9-]+$' }),
    name: Type.String({ minLength: 1 }),
    type: ItemTypeSchema,
    latitude: Type.String({ pattern: '^-?\\d+(\\.\\d+)?$' }),
    longitude: Type.String({ pattern: '^-?\\d+(\\.\\d+)?$' }),
    description: Type.String(),
    capacity: Type.String(),
    technology: Type.String(),
    location: Type.String(),
    status: ItemStatusSchema,
    lastMaintenance: Type.String({ format: 'date' }),
  },
  { $id: 'InfrastructureItem', additionalProperties: false },
);
export type InfrastructureItem = Static<typeof InfrastructureItemSchema>;

/** A system metric as the API answers it (spec section 3). */
export const SystemMetricSchema = Type.Object(
  {
    systemType: Type.String(),
    metricName: Type.String(),
    metricValue: Type.Union([Type.String(), Type.Null()]),
    unit: Type.String(),
  },
  { $id: 'SystemMetric', additionalProperties: false },
);
export type SystemMetric = Static<typeof SystemMetricSchema>;

export const ApiErrorSchema = Type.Object(
  { error: Type.Object({ code: Type.String(), message: Type.String() }) },
  { $id: 'ApiError' },
);
export type ApiError = Static<typeof ApiErrorSchema>;
