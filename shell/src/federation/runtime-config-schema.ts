// The check /runtime-config.json must pass before the page uses it (registering remotes, the API
// base, tiles, links), against the configuration's one schema (server/runtime-config-schema.mjs,
// which the server builds to). A config of another shape is treated as one that could not be loaded: the
// page still renders, and each remote slot shows its fallback with Retry. `Check` interprets the
// schema (the page's CSP forbids the eval TypeBox's compiler needs). TypeBox is imported by parts
// (a namespace import, `Check`, and `Errors` fetched only for a config that fails the check), not
// as its `Type` and `Value` objects, so the chunk keeps only what is used. This module is fetched
// only for a configuration asked from the network: the one the server inlines in the page is the
// server's own, checked there (federation/runtime-config.ts, fetchRuntimeConfig).
import { Check } from '@sinclair/typebox/value';
import { RuntimeConfigSchema } from '../../server/runtime-config-schema.mjs';
import type { RuntimeConfig } from './runtime-config';

/** `value` when it is a runtime configuration; otherwise an Error naming the first place it is not. */
export async function checkRuntimeConfig(value: unknown): Promise<RuntimeConfig> {
  if (Check(RuntimeConfigSchema, value)) return value;
  const { Errors } = await import('@sinclair/typebox/errors');
  const first = Errors(RuntimeConfigSchema, value).First();
  throw new Error(`runtime-config.json has an unexpected shape (${first?.path || '(root)'}: ${first?.message ?? 'invalid'})`);
}
