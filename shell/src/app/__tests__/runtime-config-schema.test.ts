// The runtime configuration is checked before the page uses it: the server's own answer passes,
// anything else is refused with the place it is wrong.
import { REMOTES } from '@forest-city/contracts';
import { buildRuntimeConfig } from '../../../server/runtime-config.mjs';
import { checkRuntimeConfig } from '../runtime-config-schema';

const good = () => JSON.parse(JSON.stringify(buildRuntimeConfig({ remotes: [...REMOTES] }, {}))) as Record<string, unknown>;

test("the shell server's configuration passes unchanged", async () => {
  const config = good();
  await expect(checkRuntimeConfig(config)).resolves.toBe(config);
});

test.each([
  ['an HTML page parsed as a string', () => '<!doctype html>'],
  ['an object instead of the configuration', () => ({ message: 'Too many requests' })],
  ['a remote without its manifest', () => ({ ...good(), remotes: { ...(good().remotes as object), map: {} } })],
  ['tiles of the wrong type', () => ({ ...good(), tiles: null })],
])('%s is refused', async (_name, make) => {
  await expect(checkRuntimeConfig(make())).rejects.toThrow(/runtime-config\.json has an unexpected shape \(.+: .+\)/);
});
