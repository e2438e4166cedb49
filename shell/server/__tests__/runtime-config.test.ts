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

test('SERVICE_WORKER=off turns the service worker off in the configuration; otherwise the page decides (on)', async () => {
  const { buildRuntimeConfig } = await load();
  expect(buildRuntimeConfig({ remotes: REMOTES }, { SERVICE_WORKER: 'off' }).serviceWorker).toBe(false);
  expect(buildRuntimeConfig({ remotes: REMOTES }, {})).not.toHaveProperty('serviceWorker');
  expect(buildRuntimeConfig({ remotes: REMOTES }, { SERVICE_WORKER: 'on' })).not.toHaveProperty('serviceWorker');
});

test('REMOTE_TIMEOUT_MS sets the time limit of each step of loading a remote; absent or invalid, the shell keeps its default', async () => {
  const { buildRuntimeConfig } = await load();
  expect(buildRuntimeConfig({ remotes: REMOTES }, { REMOTE_TIMEOUT_MS: '4000' }).remoteTimeoutMs).toBe(4000);
  expect(buildRuntimeConfig({ remotes: REMOTES }, {})).not.toHaveProperty('remoteTimeoutMs');
  expect(buildRuntimeConfig({ remotes: REMOTES }, { REMOTE_TIMEOUT_MS: 'soon' })).not.toHaveProperty('remoteTimeoutMs');
});

describe('releases without restarts', () => {
  const KEYS = REMOTES;
  const stable = 'https://cdn.example.org/mfe-report/1.4.0/mf-manifest.json';
  const canary = 'https://cdn.example.org/mfe-report/1.5.0/mf-manifest.json';
  const rc = 'https://cdn.example.org/mfe-report/1.6.0-rc.1/mf-manifest.json';
  const doc = { remotes: { report: { manifest: stable, canary: { manifest: canary, share: 10 }, previews: { '1.6.0-rc.1': rc } } } };

  test('a document pins a remote to a version; the others keep the environment’s', async () => {
    const { buildRuntimeConfig, mergeConfigDocument, validateConfigDocument } = await load();
    const full = mergeConfigDocument(buildRuntimeConfig({ remotes: KEYS }, {}), validateConfigDocument(doc, ['map', 'report']));
    expect(full.remotes.report!.manifest).toBe(stable);
    expect(full.remotes.map!.manifest).toBe('http://localhost:3001/mf-manifest.json');
  });

  test.each([
    [{ remotes: { nope: {} } }, /unknown remote "nope"/],
    [{ remotes: { report: { manifest: 'javascript:alert(1)' } } }, /manifest is not an http\(s\) URL/],
    [{ remotes: { report: { canary: { manifest: canary, share: 150 } } } }, /share is not a percentage/],
    [{ remotes: { report: { previews: { '../x': rc } } } }, /is not a version name/],
    [[], /not a JSON object/],
  ])('an invalid document is refused with its reason: %j', async (bad, reason) => {
    const { validateConfigDocument } = await load();
    expect(() => validateConfigDocument(bad, ['map', 'report'])).toThrow(reason);
  });

  test('the canary goes to the browsers whose bucket is in its share; a bucket always gets the same release', async () => {
    const { buildRuntimeConfig, mergeConfigDocument, configForVisitor } = await load();
    const full = mergeConfigDocument(buildRuntimeConfig({ remotes: KEYS }, {}), doc);
    const releaseFor = (bucket: number) => configForVisitor(full, { bucket }).remotes.report;
    expect(releaseFor(0)).toEqual({ manifest: canary, release: 'canary' });
    expect(releaseFor(9)).toEqual({ manifest: canary, release: 'canary' });
    expect(releaseFor(10)).toEqual({ manifest: stable, release: 'stable' });
    expect(releaseFor(99)).toEqual({ manifest: stable, release: 'stable' });
    const canaries = Array.from({ length: 100 }, (_, b) => releaseFor(b)!.release).filter((r) => r === 'canary');
    expect(canaries).toHaveLength(10);
    // The visitor's config names no canary or preview list (only what this browser loads).
    expect(configForVisitor(full, { bucket: 50 }).remotes.report).not.toHaveProperty('previews');
  });

  test('a preview is given only by a name from the allow-list, never an arbitrary URL', async () => {
    const { buildRuntimeConfig, mergeConfigDocument, configForVisitor } = await load();
    const full = mergeConfigDocument(buildRuntimeConfig({ remotes: KEYS }, {}), doc);
    expect(configForVisitor(full, { bucket: 50, preview: 'report@1.6.0-rc.1' }).remotes.report).toEqual({ manifest: rc, release: 'preview:1.6.0-rc.1' });
    expect(configForVisitor(full, { bucket: 50, preview: 'report@https://evil.example/mf-manifest.json' }).remotes.report!.manifest).toBe(stable);
    expect(configForVisitor(full, { bucket: 50, preview: 'report@__proto__' }).remotes.report!.manifest).toBe(stable);
    expect(configForVisitor(full, { bucket: 50, preview: 'map@1.6.0-rc.1' }).remotes.map!.manifest).toBe('http://localhost:3001/mf-manifest.json');
  });

  test('with previewOrigins, a preview is given only to a page opened from one of them (Origin, else Referer); the list never reaches the page', async () => {
    const { buildRuntimeConfig, mergeConfigDocument, configForVisitor, requestOrigin, validateConfigDocument } = await load();
    const qa = 'https://qa.example.org';
    const full = mergeConfigDocument(buildRuntimeConfig({ remotes: KEYS }, {}), validateConfigDocument({ ...doc, previewOrigins: [qa] }, ['map', 'report']));
    const releaseFrom = (headers: { origin?: string; referer?: string }) => configForVisitor(full, { bucket: 50, preview: 'report@1.6.0-rc.1', from: requestOrigin(headers) });
    expect(releaseFrom({ referer: `${qa}/testing/plan?x=1` }).remotes.report).toEqual({ manifest: rc, release: 'preview:1.6.0-rc.1' });
    expect(releaseFrom({ origin: qa }).remotes.report!.release).toBe('preview:1.6.0-rc.1');
    expect(releaseFrom({}).remotes.report).toEqual({ manifest: stable, release: 'stable' });
    expect(releaseFrom({ referer: 'https://qa.example.org.evil.example/' }).remotes.report!.release).toBe('stable');
    expect(releaseFrom({ origin: 'null', referer: 'not a url' }).remotes.report!.release).toBe('stable');
    expect(releaseFrom({ origin: qa })).not.toHaveProperty('previewOrigins');
    expect(() => validateConfigDocument({ previewOrigins: ['https://qa.example.org/path'] }, ['report'])).toThrow(/is not an http\(s\) origin/);
    expect(() => validateConfigDocument({ previewOrigins: 'https://qa.example.org' }, ['report'])).toThrow(/not a list of origins/);
  });

  test('every manifest a visitor may get is in the list the page policy allows', async () => {
    const { buildRuntimeConfig, mergeConfigDocument, allManifests } = await load();
    const manifests = Object.values(allManifests(mergeConfigDocument(buildRuntimeConfig({ remotes: KEYS }, {}), doc))).map((r) => r.manifest);
    expect(manifests).toEqual(expect.arrayContaining([stable, canary, rc]));
  });

  test('the file is re-read when it changes; a broken edit keeps the last good configuration', async () => {
    const { createRuntimeConfigSource } = await load();
    const { mkdtempSync, writeFileSync, utimesSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(tmpdir(), 'runtime-config-'));
    const file = path.join(dir, 'runtime-config.json');
    const write = (text: string, secondsFromNow: number) => {
      writeFileSync(file, text);
      const t = Date.now() / 1000 + secondsFromNow;
      utimesSync(file, t, t);
    };
    try {
      write(JSON.stringify({ remotes: { report: { manifest: stable } } }), 0);
      const logs: string[] = [];
      const source = createRuntimeConfigSource({ remotes: KEYS }, { RUNTIME_CONFIG_FILE: file }, { log: (m) => logs.push(m) });
      expect((await source.current()).remotes.report!.manifest).toBe(stable);
      // Rollback/roll forward: one edit, in force at the next request.
      write(JSON.stringify({ remotes: { report: { manifest: canary } } }), 5);
      expect((await source.current()).remotes.report!.manifest).toBe(canary);
      write('{ "remotes": ', 10);
      expect((await source.current()).remotes.report!.manifest).toBe(canary);
      expect(logs.join('\n')).toMatch(/keeping the configuration in force/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
