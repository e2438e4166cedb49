// The page the server sends carries this visitor's configuration and lists the route's remote
// manifests for the shell to preload, so it does not wait for them one request after another (issue 19).
export {};

const load = () => import('../page.mjs');

const HTML = '<!doctype html><html lang="en"><head><title>x</title><script src="/main.js" type="module"></script></head><body><div id="root"></div></body></html>';
const config = {
  version: '1',
  apiBase: '/api',
  remotes: {
    map: { manifest: 'https://cdn.example.org/mfe-map/1.4.0/mf-manifest.json', release: 'stable' },
    report: { manifest: 'http://localhost:3004/mf-manifest.json', release: 'canary' },
  },
};

test("the visitor's configuration is inlined as a JSON data block that the shell can parse", async () => {
  const { pageHtml, INLINE_CONFIG_ID } = await load();
  const html = pageHtml(HTML, { config, route: '/' });
  const m = new RegExp(`<script id="${INLINE_CONFIG_ID}" type="application/json">(.*?)</script>`).exec(html);
  expect(m).not.toBeNull();
  expect(JSON.parse(m![1]!)).toEqual(config);
  // Before </head>, after the page's own script.
  expect(html.indexOf(INLINE_CONFIG_ID)).toBeGreaterThan(html.indexOf('/main.js'));
  expect(html.indexOf(INLINE_CONFIG_ID)).toBeLessThan(html.indexOf('</head>'));
});

test('text in the configuration cannot close the data blocks', async () => {
  const { pageHtml, INLINE_CONFIG_ID } = await load();
  const { ROUTE_MANIFESTS_ID } = await import('@forest-city/contracts/prerender');
  const evil = '</script><script>alert(1)</script><!--';
  const hostile = { ...config, version: evil, remotes: { ...config.remotes, map: { ...config.remotes.map, manifest: `https://cdn.example.org/${evil}` } } };
  const html = pageHtml(HTML, { config: hostile, route: '/' });
  expect(html.match(/<\/script>/g)).toHaveLength(3); // the page's own, the manifests' list and the configuration
  expect(html).not.toContain('<!--');
  const block = (id: string) => JSON.parse(new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html)![1]!);
  expect(block(INLINE_CONFIG_ID).version).toBe(evil);
  expect(block(ROUTE_MANIFESTS_ID)).toEqual([hostile.remotes.map.manifest]);
});

test.each([
  ['/', ['https://cdn.example.org/mfe-map/1.4.0/mf-manifest.json']],
  ['/forest-city-report', ['http://localhost:3004/mf-manifest.json']],
  ['/no-such-page', null],
])('%s lists the manifests of the remotes it shows first, for after the first paint, and preloads none from the head', async (route, manifests) => {
  const { pageHtml } = await load();
  const { ROUTE_MANIFESTS_ID } = await import('@forest-city/contracts/prerender');
  const html = pageHtml(HTML, { config, route });
  // A request to another origin in the head made a phone's first paint later (issue 19).
  expect(html).not.toContain('as="fetch"');
  const m = new RegExp(`<script id="${ROUTE_MANIFESTS_ID}" type="application/json">(.*?)</script>`).exec(html);
  expect(m && JSON.parse(m[1]!)).toEqual(manifests);
  if (m) expect(html.indexOf(ROUTE_MANIFESTS_ID)).toBeLessThan(html.indexOf('</head>'));
});

test('without a configuration the page is the built one', async () => {
  const { pageHtml } = await load();
  expect(pageHtml(HTML, { config: null, route: '/' })).toBe(HTML);
});

test("bootstrap's scripts are preloaded from the head; the first view's others are listed for after the first paint, not preloaded", async () => {
  const { pageHtml } = await load();
  const { FIRST_VIEW_SCRIPTS_ID } = await import('@forest-city/contracts/prerender');
  const assets = { css: ['/mantine.css'], js: ['/retry.js', '/bootstrap.js'], afterPaint: ['/react.js', '/app.js', '/odd</script>.js'] };
  const html = pageHtml(HTML, { config, route: '/', assets });
  const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map((m) => m[1]);
  expect(preloaded).toEqual(['/retry.js', '/bootstrap.js']);
  const m = new RegExp(`<script id="${FIRST_VIEW_SCRIPTS_ID}" type="application/json">(.*?)</script>`).exec(html);
  expect(JSON.parse(m![1]!)).toEqual(assets.afterPaint);
  expect(html.indexOf(FIRST_VIEW_SCRIPTS_ID)).toBeLessThan(html.indexOf('</head>'));
  // Without the list (a build before it), no data block.
  expect(pageHtml(HTML, { config, route: '/', assets: { css: [], js: ['/bootstrap.js'] } })).not.toContain(FIRST_VIEW_SCRIPTS_ID);
});
