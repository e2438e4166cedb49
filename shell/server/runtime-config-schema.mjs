// @ts-check
// The runtime configuration's shape, written once (TypeBox): the server builds it
// (runtime-config.mjs), the page checks a configuration it fetches against it
// (src/app/runtime-config-schema.ts), and its TypeScript type is derived from it
// (src/federation/runtime-config.ts, `Static<typeof RuntimeConfigSchema>`). Plain ESM (no
// TypeScript): the shell's server and the remotes' static server run it as it is. A namespace
// import, so the page's bundle keeps only the builders used here.
import * as Type from '@sinclair/typebox';
import { REMOTE_KEYS } from '@forest-city/contracts/remotes';

/** Where a remote's manifest is for this browser, and which release it is ('stable', 'canary', 'preview:<name>'). */
const RemoteSchema = Type.Object({ manifest: Type.String({ minLength: 1 }), release: Type.Optional(Type.String()) });

/** @typedef {import('@forest-city/contracts/remotes').RemoteKey} RemoteKey */
const remotes = /** @type {import('@sinclair/typebox').TObject<Record<RemoteKey, typeof RemoteSchema>>} */ (
  Type.Object(Object.fromEntries(REMOTE_KEYS.map((key) => [key, RemoteSchema])))
);

const TileSourceSchema = Type.Object({ url: Type.String(), maxZoom: Type.Number(), attribution: Type.String() });
const TilesSchema = Type.Object({ street: TileSourceSchema, satellite: TileSourceSchema, reference: TileSourceSchema, terrain: TileSourceSchema });

/**
 * The external links: the sidebar's five and "Contact Support". Each is optional: the page leaves
 * out a link that is absent or not http(s) (features/links/external-links.ts), so a configuration
 * without one still renders the rest.
 */
const LinksSchema = Type.Object({
  school: Type.Optional(Type.String()),
  rainfall: Type.Optional(Type.String()),
  weather: Type.Optional(Type.String()),
  stormwaterTool: Type.Optional(Type.String()),
  expert: Type.Optional(Type.String()),
  support: Type.Optional(Type.String()),
});

export const RuntimeConfigSchema = Type.Object({
  version: Type.String(),
  apiBase: Type.String({ minLength: 1 }),
  remotes,
  /** Time limit of one network step of loading a remote, in ms (REMOTE_TIMEOUT_MS; default 10 s). */
  remoteTimeoutMs: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  /** false (SERVICE_WORKER=off): no service worker, and one already installed is removed (docs/deploying.md "Offline"). */
  serviceWorker: Type.Optional(Type.Boolean()),
  tiles: TilesSchema,
  links: LinksSchema,
});

/** The keys of the tile sources, as the schema names them. */
export const TILE_KEYS = /** @type {(keyof typeof TilesSchema.properties)[]} */ (Object.keys(TilesSchema.properties));
/** The keys of the external links, as the schema names them. */
export const LINK_KEYS = /** @type {(keyof typeof LinksSchema.properties)[]} */ (Object.keys(LinksSchema.properties));

/** @typedef {import('@sinclair/typebox').Static<typeof RuntimeConfigSchema>} RuntimeConfig */
