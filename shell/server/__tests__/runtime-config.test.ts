// The runtime configuration maps remotes to manifests from the environment, so a remote moves
// without rebuilding the shell.
const load = () => import('../runtime-config.mjs');
const REMOTES = [
  { key: 'map', port: 3001 },
  { key: 'report', port: 3004 },
];

test('defaults to each remote on its own port of the same host', async () => {
  const { buildRuntimeConfig } = await load();
  const cfg = buildRuntimeConfig({ remotes: REMOTES }, {});
  expect(cfg.remotes).toEqual({
    map: { manifest: 'http://localhost:3001/mf-manifest.json' },
    report: { manifest: 'http://localhost:3004/mf-manifest.json' },
  });
  expect(cfg.apiBase).toBe('/api');
});

test('REMOTE_<NAME>_URL moves one remote; the others keep their defaults', async () => {
  const { buildRuntimeConfig } = await load();
  const cfg = buildRuntimeConfig({ remotes: REMOTES }, { REMOTE_MAP_URL: 'https://cdn.example.org/mfe-map/1.4.0/mf-manifest.json' });
  expect(cfg.remotes.map!.manifest).toBe('https://cdn.example.org/mfe-map/1.4.0/mf-manifest.json');
  expect(cfg.remotes.report!.manifest).toBe('http://localhost:3004/mf-manifest.json');
});

test('tile templates are configuration with the spec max zooms', async () => {
  const { buildRuntimeConfig } = await load();
  const cfg = buildRuntimeConfig({ remotes: REMOTES }, { TILE_STREET_URL: 'https://tiles.local/{z}/{x}/{y}.png' });
  expect(cfg.tiles.street).toMatchObject({ url: 'https://tiles.local/{z}/{x}/{y}.png', maxZoom: 19 });
  expect(cfg.tiles.satellite!.maxZoom).toBe(18);
  expect(cfg.tiles.reference!.maxZoom).toBe(18);
  expect(cfg.tiles.terrain!.maxZoom).toBe(19);
});

test('REMOTE_TIMEOUT_MS sets the time limit of each step of loading a remote; absent or invalid, the shell keeps its default', async () => {
  const { buildRuntimeConfig } = await load();
  expect(buildRuntimeConfig({ remotes: REMOTES }, { REMOTE_TIMEOUT_MS: '4000' }).remoteTimeoutMs).toBe(4000);
  expect(buildRuntimeConfig({ remotes: REMOTES }, {})).not.toHaveProperty('remoteTimeoutMs');
  expect(buildRuntimeConfig({ remotes: REMOTES }, { REMOTE_TIMEOUT_MS: 'soon' })).not.toHaveProperty('remoteTimeoutMs');
});
