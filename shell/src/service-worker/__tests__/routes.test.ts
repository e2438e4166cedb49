import { cacheRule, serviceWorkerUrl, tileOriginsOf } from '../routes';

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
