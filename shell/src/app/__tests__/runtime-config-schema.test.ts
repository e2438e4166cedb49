// The runtime configuration is checked before the page uses it: the server's own answer passes,
// anything else is refused with the place it is wrong.
import { REMOTES } from '@forest-city/contracts';
import { buildRuntimeConfig, configForVisitor, mergeConfigDocument, validateConfigDocument } from '../../../server/runtime-config.mjs';
import { checkRuntimeConfig } from '../../federation/runtime-config-schema';

const good = () => JSON.parse(JSON.stringify(buildRuntimeConfig({ remotes: [...REMOTES] }, {}))) as Record<string, unknown>;

test("the shell server's configuration passes unchanged", async () => {
  const config = good();
  await expect(checkRuntimeConfig(config)).resolves.toBe(config);
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
