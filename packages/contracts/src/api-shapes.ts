// The shapes the pages accept from the API, from the API's own TypeBox schemas (@forest-city/api-contract),
// and the check itself. Loaded by api-queries.ts with the first answer to check (see there).
// `Check` interprets the schema: the page's Content-Security-Policy forbids 'unsafe-eval', so
// TypeBox's compiler (which builds a `new Function`) cannot be used in a browser here. TypeBox is
// imported by parts (a namespace import, `Check`, and `Errors` on demand), not as its `Type` and
// `Value` objects, so a bundle keeps only what is used.
import * as Type from '@sinclair/typebox';
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Check } from '@sinclair/typebox/value';
import { InfrastructureItemSchema, ItemExtentSchema, ItemTimeSchema, SystemMetricSchema } from '@forest-city/api-contract';
import { ApiRequestError, type ApiShape } from './api-error';

// The contract's items carry `format: 'date'`; TypeBox checks formats only through its registry.
if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)));

/**
 * What the pages accept: the contract's item, except that a `type` or `status` the page does not
 * know is any string (the map leaves out an unknown type and shows an unknown status as "Unknown",
 * so an API one minor version ahead still works) and extra fields are ignored. Everything else is
 * the contract's: every field present, a string, ids of `a-z0-9-`, coordinates in decimal degrees,
 * a calendar date.
 */
/**
 * An item's time record and extent (contract 1.2.0), as leniently: a history step's status the page
 * does not know is any string (the map draws it as built), and extra fields are ignored, so a later
 * minor version of the API still works; the years must be whole numbers and a ring pairs of numbers.
 */
const ClientTimeSchema = Type.Object(
  {
    ...ItemTimeSchema.properties,
    history: Type.Array(Type.Object({ year: Type.Integer(), status: Type.String() }, { additionalProperties: true }), { minItems: 1 }),
  },
  { additionalProperties: true },
);
const ClientExtentSchema = Type.Object(ItemExtentSchema.properties, { additionalProperties: true });

export const ClientItemSchema = Type.Object(
  {
    ...InfrastructureItemSchema.properties,
    type: Type.String(),
    status: Type.String(),
    time: Type.Optional(ClientTimeSchema),
    extent: Type.Optional(ClientExtentSchema),
  },
  { additionalProperties: true },
);
export const ItemListSchema = Type.Array(ClientItemSchema);
export const MetricListSchema = Type.Array(Type.Object(SystemMetricSchema.properties, { additionalProperties: true }));

export const SHAPES: Record<ApiShape, TSchema> = { items: ItemListSchema, metrics: MetricListSchema };

/**
 * `value` as `schema` says, or an ApiRequestError of kind 'shape' naming the first place it is not.
 * TypeBox's error walker (about 3 KB gzip) is fetched only when an answer fails the check.
 */
export async function checkShape<T>(schema: TSchema, value: unknown): Promise<T> {
  if (Check(schema, value)) return value as T;
  const { Errors } = await import('@sinclair/typebox/errors');
  const first = Errors(schema, value).First();
  const where = first?.path || '(root)';
  throw new ApiRequestError(`The data service answered in an unexpected form (${where}: ${first?.message ?? 'invalid'}).`, 'shape');
}
