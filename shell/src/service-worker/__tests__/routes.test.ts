import {
  API_OUTAGE_STATUSES,
  answerFits,
  cacheRule,
  manifestAssets,
  ownsCache,
  remoteFolderOf,
  serviceWorkerUrl,
  storedForAddress,
  tileOriginsOf,
  withoutPrerenderedMark,
} from '../routes';

const SELF = 'http://localhost:8080';
const TILES = new Set(['https://tiles.test']);
const rule = (href: string, mode = 'cors', method = 'GET') => cacheRule({ url: new URL(href), mode, method }, SELF, TILES);

test("the shell's pages are network first by path; other origins' pages and non-GETs are left alone", () => {
  expect(rule(`${SELF}/?dialog=history`, 'navigate')).toBe('page');
  expect(rule(`${SELF}/forest-city-report`, 'navigate')).toBe('page');
  expect(rule('http://localhost:3001/', 'navigate')).toBeNull();
  expect(rule(`${SELF}/api/metrics?lang=en`, 'cors', 'POST')).toBeNull();
  expect(rule('data:image/png;base64,AAAA')).toBeNull();
});

test('remote entries and manifests, and the runtime configuration, are network first (a new release reaches the next load)', () => {
  for (const file of ['mf-manifest.json', 'remoteEntry.js', 'elements.js', 'federation-runtime.js']) {
    expect(rule(`http://localhost:3003/${file}`)).toBe('entry');
    expect(rule(`https://cdn.example.org/mfe-report/v/1.4.0/${file}`)).toBe('entry');
  }
  expect(rule(`${SELF}/runtime-config.json`)).toBe('entry');
  expect(rule(`${SELF}/runtime-config.json?preview=report@1.6.0`)).toBe('entry');
});

test('translations are network first; hashed files cache first', () => {
  expect(rule(`${SELF}/locales/zh/common.json`)).toBe('locale');
  expect(rule('http://localhost:3002/locales/ms/hydrology.json')).toBe('locale');
  expect(rule(`${SELF}/main.41c1c0dc.js`)).toBe('hashed');
  expect(rule('http://localhost:3001/src_features_map_MapCanvas_tsx.bfe1d144.js')).toBe('hashed');
  expect(rule('http://localhost:3001/vendors-node_modules_mantine_core_styles_css_sheet.264b56de.css')).toBe('hashed');
  // maplibre's worker module: a hash alone as its name.
  expect(rule('http://localhost:3001/1a036bd3c2a990f8.mjs')).toBe('hashed');
  // Unhashed files that are not entries (a remote's standalone page, a source map's stats) are not kept.
  expect(rule('http://localhost:3001/index.html')).toBeNull();
  expect(rule('http://localhost:3001/mf-stats.json')).toBeNull();
  expect(rule('http://localhost:3001/main.js')).toBeNull();
});

test("the API through the shell is 'api'; tiles of the configured tile servers are 'tile', any path", () => {
  expect(rule(`${SELF}/api/infrastructure?lang=en`)).toBe('api');
  expect(rule(`${SELF}/api/infrastructure/search/water?lang=zh`)).toBe('api');
  expect(rule('http://localhost:8090/api/metrics')).toBeNull();
  expect(rule('https://tiles.test/street/12/3227/2036.png')).toBe('tile');
  expect(rule('https://tiles.test/satellite/12/2036/3227')).toBe('tile');
  expect(rule('https://tile.openstreetmap.org/12/3227/2036.png')).toBeNull();
});

test('tile origins come from the templates; the worker URL lists them sorted, so the same servers give the same worker', () => {
  const origins = tileOriginsOf([
    'https://tiles.test/street/{z}/{x}/{y}.png',
    'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
    'https://tiles.test/terrain/{z}/{y}/{x}.png',
    'not a url {z}',
    'javascript:alert(1)',
  ]);
  expect(origins).toEqual(['https://tiles.test', 'https://server.arcgisonline.com']);
  expect(serviceWorkerUrl(origins)).toBe('/sw.js?tiles=https%3A%2F%2Fserver.arcgisonline.com&tiles=https%3A%2F%2Ftiles.test');
  expect(serviceWorkerUrl([...origins].reverse())).toBe(serviceWorkerUrl(origins));
  expect(serviceWorkerUrl([])).toBe('/sw.js');
});

test("any other file of a remote's static folder is 'remote-file' (kept by folder, not by name); other folders are left alone", () => {
  const folders = ['http://localhost:3001/', 'https://cdn.example.org/mfe-report/v/1.4.0/'];
  const inFolders = (href: string) => cacheRule({ url: new URL(href), mode: 'cors', method: 'GET' }, SELF, TILES, folders);
  expect(inFolders('http://localhost:3001/basemap/forest-city.pmtiles')).toBe('remote-file');
  expect(inFolders('http://localhost:3001/basemap/style-dark.json')).toBe('remote-file');
  expect(inFolders('https://cdn.example.org/mfe-report/v/1.4.0/images/plan.webp')).toBe('remote-file');
  // Its entries, texts and hashed code keep their own rules.
  expect(inFolders('http://localhost:3001/mf-manifest.json')).toBe('entry');
  expect(inFolders('http://localhost:3001/locales/en/map.json')).toBe('locale');
  expect(inFolders('http://localhost:3001/src_features_map_MapCanvas_tsx.bfe1d144.js')).toBe('hashed');
  expect(inFolders('https://cdn.example.org/mfe-report/v/1.3.0/images/plan.webp')).toBeNull();
  expect(inFolders('http://localhost:3002/basemap/forest-city.pmtiles')).toBeNull();
  expect(remoteFolderOf('https://cdn.example.org/mfe-report/v/1.4.0/mf-manifest.json')).toBe('https://cdn.example.org/mfe-report/v/1.4.0/');
  expect(remoteFolderOf('/relative/mf-manifest.json')).toBeNull();
  expect(serviceWorkerUrl([], ['http://localhost:3002/', 'http://localhost:3001/'])).toBe('/sw.js?remote=http%3A%2F%2Flocalhost%3A3001%2F&remote=http%3A%2F%2Flocalhost%3A3002%2F');
});

test('only an answer of the type asked for is kept: no HTML page for a script, a text or an API answer', () => {
  const url = (href: string) => new URL(href);
  const script = url('http://localhost:3003/__federation_expose_StormwaterDialog.1a2b3c4d.js');
  expect(answerFits('hashed', script, 'application/javascript; charset=utf-8')).toBe(true);
  expect(answerFits('hashed', script, 'text/javascript')).toBe(true);
  expect(answerFits('hashed', script, 'text/html; charset=utf-8')).toBe(false);
  expect(answerFits('hashed', script, null)).toBe(false);
  expect(answerFits('hashed', url('http://localhost:3001/main.264b56de.css'), 'text/css')).toBe(true);
  expect(answerFits('hashed', url('http://localhost:3001/main.264b56de.css'), 'text/html')).toBe(false);
  expect(answerFits('entry', url('http://localhost:3001/mf-manifest.json'), 'application/json')).toBe(true);
  expect(answerFits('entry', url('http://localhost:3001/remoteEntry.js'), 'text/html')).toBe(false);
  expect(answerFits('entry', url(`${SELF}/runtime-config.json?preview=x`), 'application/json')).toBe(true);
  expect(answerFits('locale', url(`${SELF}/locales/zh/common.json`), 'text/html')).toBe(false);
  expect(answerFits('api', url(`${SELF}/api/infrastructure?lang=en`), 'application/json; charset=utf-8')).toBe(true);
  expect(answerFits('api', url(`${SELF}/api/infrastructure?lang=en`), 'text/html')).toBe(false);
  expect(answerFits('page', url(`${SELF}/`), 'text/html; charset=utf-8')).toBe(true);
  expect(answerFits('page', url(`${SELF}/`), 'application/json')).toBe(false);
  expect(answerFits('tile', url('https://tiles.test/satellite/12/2036/3227'), 'image/jpeg')).toBe(true);
  expect(answerFits('tile', url('https://tiles.test/satellite/12/2036/3227'), 'text/html')).toBe(false);
  expect(answerFits('remote-file', url('http://localhost:3001/basemap/forest-city.pmtiles'), 'application/octet-stream')).toBe(true);
  expect(answerFits('remote-file', url('http://localhost:3001/basemap/forest-city.pmtiles'), 'text/html')).toBe(false);
});

test("an outage's 502, 503 and 504 give the last good answer; other statuses are the API's own answer", () => {
  expect([...API_OUTAGE_STATUSES].sort()).toEqual([502, 503, 504]);
  for (const status of [200, 400, 404, 500]) expect(API_OUTAGE_STATUSES.has(status)).toBe(false);
});

test('the kill switch deletes the caches the worker owns, and only those', () => {
  for (const name of ['fc-pages', 'fc-api', 'fc-code', 'fc-entries', 'fc-locales', 'fc-tiles', 'fc-remote-files', 'workbox-precache-v2-http://localhost:8080/']) {
    expect(ownsCache(name)).toBe(true);
  }
  expect(ownsCache('partner-cache')).toBe(false);
});

test("every module's code in a remote's manifest, relative to its public path or its folder", () => {
  const manifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        name: 'InfrastructureMap',
        assets: { js: { sync: ['__federation_expose_InfrastructureMap.1a2b3c4d.js'], async: ['src_ItemDialog_tsx.5e6f7a8b.js'] }, css: { sync: [], async: ['item.9a8b7c6d.css'] } },
      },
      { name: 'mount', assets: { js: { sync: ['mount.11223344.js', '../../etc/passwd', 42], async: [] }, css: { sync: [], async: [] } } },
      null,
    ],
  };
  expect(manifestAssets(manifest, 'http://localhost:3001/mf-manifest.json')).toEqual([
    'http://localhost:3001/remoteEntry.js',
    'http://localhost:3001/__federation_expose_InfrastructureMap.1a2b3c4d.js',
    'http://localhost:3001/src_ItemDialog_tsx.5e6f7a8b.js',
    'http://localhost:3001/item.9a8b7c6d.css',
    'http://localhost:3001/mount.11223344.js',
  ]);
  expect(manifestAssets({ ...manifest, metaData: { publicPath: 'https://cdn.example.org/map/2.0.0/' } }, 'https://cdn.example.org/map/2.0.0/mf-manifest.json')[0]).toBe(
    'https://cdn.example.org/map/2.0.0/__federation_expose_InfrastructureMap.1a2b3c4d.js',
  );
  // Another origin in a manifest is not fetched.
  expect(manifestAssets({ metaData: { publicPath: 'https://evil.example/' }, exposes: manifest.exposes }, 'http://localhost:3001/mf-manifest.json')).toEqual([]);
  expect(manifestAssets('not a manifest', 'http://localhost:3001/mf-manifest.json')).toEqual([]);
  expect(manifestAssets({ exposes: 'x' }, 'http://localhost:3001/mf-manifest.json')).toEqual([]);
});

test('a page stored for another address is sent without its prerendered mark (rendered anew, not hydrated)', () => {
  const page = '<html><body><div id="root" data-prerendered-lang="zh" data-viewport="large" data-data-at="2026-11-29T01:00:00.000Z"><header>…</header></div></body></html>';
  const stripped = withoutPrerenderedMark(page);
  expect(stripped).not.toContain('data-prerendered-lang');
  expect(stripped).toContain('<div id="root" data-viewport="large" data-data-at="2026-11-29T01:00:00.000Z"><header>…</header></div>');
  expect(storedForAddress(`${SELF}/?dialog=history`, `${SELF}/?dialog=history`)).toBe(true);
  expect(storedForAddress(`${SELF}/?dialog=history#x`, `${SELF}/?dialog=history`)).toBe(true);
  expect(storedForAddress(`${SELF}/?dialog=history`, `${SELF}/`)).toBe(false);
  expect(storedForAddress(`${SELF}/nope`, `${SELF}/`)).toBe(false);
  expect(storedForAddress(`${SELF}/`, '')).toBe(false);
});
