// The page's catalog of remote modules: a manifest that cannot be read shows as unavailable (not as
// loading forever, not as a version the page cannot use), and Retry or the browser coming back
// online reads it again, after which its entries are listed.
import { act, render, waitFor } from '@testing-library/react';
import { ModuleCatalogProvider } from '../module-catalog-provider';
import { useModuleCatalog, type ModuleCatalog } from '../../federation/module-catalog';
import type { RuntimeConfig } from '../../federation/runtime-config';
import { TEST_TABLES } from '../../test-utils/module-tables';
import { forgetManifestReads } from '../../federation/manifest-reads';

const manifest = (key: string) => `http://remotes.test/${key}/mf-manifest.json`;
const config = {
  remotes: Object.fromEntries(['map', 'hydrology', 'stormwater', 'report'].map((k) => [k, { manifest: manifest(k) }])),
  remoteTimeoutMs: 1_000,
} as unknown as RuntimeConfig;

let seen: ModuleCatalog;
function Probe() {
  seen = useModuleCatalog();
  return null;
}

let stormwaterDown = true;
beforeEach(() => {
  forgetManifestReads();
  stormwaterDown = true;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  globalThis.fetch = jest.fn(async (url: string) => {
    const key = url.split('/')[3] as keyof typeof TEST_TABLES;
    if (key === 'stormwater' && stormwaterDown) throw new TypeError('Failed to fetch');
    const res = { ok: true, json: async () => ({ metaData: { forestCity: { modules: TEST_TABLES[key] } } }), clone: () => res };
    return res;
  }) as unknown as typeof fetch;
});
afterEach(() => jest.restoreAllMocks());

const { stormwater: _, ...withoutStormwater } = TEST_TABLES;
const stormwaterListed = () => seen.dialogs.some((d) => d.remote === 'stormwater');

test('an unreadable manifest is unavailable with its reason; Retry reads it again and lists its dialogs', async () => {
  render(
    <ModuleCatalogProvider config={config} tables={withoutStormwater}>
      <Probe />
    </ModuleCatalogProvider>,
  );
  await waitFor(() => expect(seen.unavailable.map((e) => [e.remote, e.reason])).toEqual([['stormwater', 'unreachable']]));
  expect(seen.pending).toEqual([]);
  expect(stormwaterListed()).toBe(false);
  stormwaterDown = false;
  act(() => seen.retry());
  await waitFor(() => expect(stormwaterListed()).toBe(true));
  expect(seen.unavailable).toEqual([]);
  // Only the missing manifest was asked for, twice.
  expect((globalThis.fetch as jest.Mock).mock.calls.map(([url]) => url)).toEqual([manifest('stormwater'), manifest('stormwater')]);
});

test('coming back online reads an unavailable manifest again', async () => {
  render(
    <ModuleCatalogProvider config={config} tables={withoutStormwater}>
      <Probe />
    </ModuleCatalogProvider>,
  );
  await waitFor(() => expect(seen.unavailable).toHaveLength(1));
  stormwaterDown = false;
  act(() => void window.dispatchEvent(new Event('online')));
  await waitFor(() => expect(stormwaterListed()).toBe(true));
});
