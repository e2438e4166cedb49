// The page the server sends carries this visitor's configuration and preloads the route's remote
// manifests, so the shell does not wait for them one request after another (issue 19).
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

test('text in the configuration cannot close the data block', async () => {
  const { pageHtml } = await load();
  const hostile = { ...config, version: '</script><script>alert(1)</script><!--' };
  const html = pageHtml(HTML, { config: hostile, route: '/' });
  expect(html.match(/<\/script>/g)).toHaveLength(2); // the page's own and the data block's
  expect(html).not.toContain('<!--');
  const m = /type="application\/json">(.*?)<\/script>/.exec(html);
  expect(JSON.parse(m![1]!).version).toBe(hostile.version);
});

test.each([
  ['/', ['https://cdn.example.org/mfe-map/1.4.0/mf-manifest.json']],
  ['/forest-city-report', ['http://localhost:3004/mf-manifest.json']],
  ['/no-such-page', []],
])('%s preloads the manifests of the remotes it shows first', async (route, manifests) => {
  const { pageHtml } = await load();
  const html = pageHtml(HTML, { config, route });
  const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous">/g)].map((m) => m[1]);
  expect(preloads).toEqual(manifests);
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
