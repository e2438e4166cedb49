// The dialog remotes' manifests read ahead (the phone's drawer opening) are the reads the runtime
// then gets: one fetch per remote.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

import { preloadManifests, registerRemotesFromConfig } from '../registry';
import { forgetManifestReads, readManifest } from '../manifest-reads';

test('each remote read ahead is fetched once, and the read that follows gets that answer', async () => {
  forgetManifestReads();
  const fetchMock = jest.fn(async (_url: string) => {
    const res = { ok: true, status: 200, clone: () => res };
    return res as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const manifest = (host: string) => ({ manifest: `http://${host}.test/mf-manifest.json` });
  registerRemotesFromConfig({ map: manifest('m'), hydrology: manifest('h'), stormwater: manifest('s'), report: manifest('r') });
  preloadManifests(['hydrology', 'hydrology', 'report']);
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['http://h.test/mf-manifest.json', 'http://r.test/mf-manifest.json']);
  await readManifest('http://h.test/mf-manifest.json');
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
