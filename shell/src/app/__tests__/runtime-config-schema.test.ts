// The runtime configuration is checked before the page uses it: the server's own answer passes,
// anything else is refused with the place it is wrong.
import { REMOTES } from '@forest-city/contracts';
import { DEFAULT_LINKS, DEFAULT_TILES, buildRuntimeConfig, configForVisitor, mergeConfigDocument, validateConfigDocument } from '../../../server/runtime-config.mjs';
import { LINK_KEYS, TILE_KEYS } from '../../../server/runtime-config-schema.mjs';
import { checkRuntimeConfig } from '../../federation/runtime-config-schema';

const good = () => JSON.parse(JSON.stringify(buildRuntimeConfig({ remotes: [...REMOTES] }, {}))) as Record<string, unknown>;

test("the shell server's configuration passes unchanged", async () => {
  const config = good();
  await expect(checkRuntimeConfig(config)).resolves.toBe(config);
});

// Every variable the builder reads, set: what it builds from them still has the schema's shape.
test.each([
  ['no variables', {}],
  [
    'every variable set',
    {
      REMOTE_HOST: 'remotes.example.org',
      REMOTE_MAP_URL: 'https://cdn.example.org/mfe-map/mf-manifest.json',
      REMOTE_TIMEOUT_MS: '4000',
      SERVICE_WORKER: 'off',
      ...Object.fromEntries(TILE_KEYS.map((k) => [`TILE_${k.toUpperCase()}_URL`, `https://tiles.example.org/${k}/{z}/{x}/{y}.png`])),
      ...Object.fromEntries(LINK_KEYS.map((k) => [`LINK_${k.toUpperCase()}_URL`, `https://example.org/${k}`])),
    },
  ],
  ['a time limit that is not a number', { REMOTE_TIMEOUT_MS: 'soon', SERVICE_WORKER: 'on' }],
])('what the builder makes from %s passes the schema', async (_name, env: Record<string, string>) => {
  const config = JSON.parse(JSON.stringify(buildRuntimeConfig({ remotes: [...REMOTES] }, env))) as Record<string, unknown>;
  await expect(checkRuntimeConfig(config)).resolves.toBe(config);
  expect(Object.keys(config.links as object)).toEqual(LINK_KEYS);
  expect(Object.keys(config.tiles as object)).toEqual(TILE_KEYS);
});

test("the builder's defaults name exactly the schema's links and tiles", () => {
  expect(Object.keys(DEFAULT_LINKS).sort()).toEqual([...LINK_KEYS].sort());
  expect(Object.keys(DEFAULT_TILES).sort()).toEqual([...TILE_KEYS].sort());
});

test('a configuration without some links passes (the page leaves those out); a link that is not text is refused', async () => {
  const { support: _support, school: _school, ...links } = good().links as Record<string, string>;
  const fewer = { ...good(), links };
  await expect(checkRuntimeConfig(fewer)).resolves.toBe(fewer);
  await expect(checkRuntimeConfig({ ...good(), links: { ...links, support: 42 } })).rejects.toThrow(/\(\/links\/support: /);
});

// The page does not check the configuration the server inlines (federation/runtime-config.ts): it
// relies on this, for every kind of visitor the server's releases make.
test.each([
  ['stable', { bucket: 50 }],
  ['canary', { bucket: 1 }],
  ['preview', { bucket: 50, preview: 'report@1.6.0-rc.1' }],
])('what the server inlines for a %s visitor, from a release document with a time limit, passes', async (_name, visitor) => {
  const doc = {
    remoteTimeoutMs: 9000,
    remotes: {
      report: {
        manifest: 'https://cdn.example.org/mfe-report/1.4.0/mf-manifest.json',
        canary: { manifest: 'https://cdn.example.org/mfe-report/1.5.0/mf-manifest.json', share: 10 },
        previews: { '1.6.0-rc.1': 'https://cdn.example.org/mfe-report/1.6.0-rc.1/mf-manifest.json' },
      },
    },
  };
  const base = buildRuntimeConfig({ remotes: [...REMOTES] }, { SERVICE_WORKER: 'off', REMOTE_TIMEOUT_MS: '7000' });
  const keys = REMOTES.map((r) => r.key);
  const page = JSON.parse(JSON.stringify(configForVisitor(mergeConfigDocument(base, validateConfigDocument(doc, keys)), visitor))) as unknown;
  await expect(checkRuntimeConfig(page)).resolves.toBe(page);
});

test.each([
  ['an HTML page parsed as a string', () => '<!doctype html>'],
  ['an object instead of the configuration', () => ({ message: 'Too many requests' })],
  ['a remote without its manifest', () => ({ ...good(), remotes: { ...(good().remotes as object), map: {} } })],
  ['tiles of the wrong type', () => ({ ...good(), tiles: null })],
])('%s is refused', async (_name, make) => {
  await expect(checkRuntimeConfig(make())).rejects.toThrow(/runtime-config\.json has an unexpected shape \(.+: .+\)/);
});
