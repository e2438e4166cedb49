// The shape /runtime-config.json must have before the page uses it (registering remotes, the API
// base, tiles, links). A config of another shape is treated as one that could not be loaded: the
// page still renders, and each remote slot shows its fallback with Retry. `Check` interprets the
// schema (the page's CSP forbids the eval TypeBox's compiler needs). TypeBox is imported by parts
// (a namespace import, `Check`, and `Errors` fetched only for a config that fails the check), not
// as its `Type` and `Value` objects, so the chunk keeps only what is used. This module is fetched
// only for a configuration asked from the network: the one the server inlines in the page is the
// server's own, checked there (federation/runtime-config.ts, fetchRuntimeConfig).
import * as Type from '@sinclair/typebox';
import { Check } from '@sinclair/typebox/value';
import { REMOTE_KEYS } from '@forest-city/contracts';
import type { RuntimeConfig } from './runtime-config';

const TileSourceSchema = Type.Object({ url: Type.String(), maxZoom: Type.Number(), attribution: Type.String() });

export const RuntimeConfigSchema = Type.Object({
  version: Type.String(),
  apiBase: Type.String({ minLength: 1 }),
  remotes: Type.Object(Object.fromEntries(REMOTE_KEYS.map((key) => [key, Type.Object({ manifest: Type.String({ minLength: 1 }), release: Type.Optional(Type.String()) })]))),
  remoteTimeoutMs: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  serviceWorker: Type.Optional(Type.Boolean()),
  tiles: Type.Object({ street: TileSourceSchema, satellite: TileSourceSchema, reference: TileSourceSchema, terrain: TileSourceSchema }),
  links: Type.Record(Type.String(), Type.String()),
});

/** `value` when it is a runtime configuration; otherwise an Error naming the first place it is not. */
export async function checkRuntimeConfig(value: unknown): Promise<RuntimeConfig> {
  if (Check(RuntimeConfigSchema, value)) return value as RuntimeConfig;
  const { Errors } = await import('@sinclair/typebox/errors');
  const first = Errors(RuntimeConfigSchema, value).First();
  throw new Error(`runtime-config.json has an unexpected shape (${first?.path || '(root)'}: ${first?.message ?? 'invalid'})`);
}
