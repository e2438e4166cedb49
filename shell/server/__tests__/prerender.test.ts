/**
 * @jest-environment node
 */
// What the server decides before it renders a page (server/prerender.mjs): the language and theme
// the browser will use, the screen it guesses, and the hashes that let exactly the rendered style
// attributes through the Content-Security-Policy.
export {};

const load = () => import('../prerender.mjs');
const LANGS = ['en', 'zh', 'ms'];

test('the language: the cookie the page writes, then Accept-Language by weight, then English', async () => {
  const { pageLanguage } = await load();
  expect(pageLanguage({ cookie: 'fc_canary=4; fc_lang=ms', 'accept-language': 'zh-CN' }, LANGS)).toBe('ms');
  expect(pageLanguage({ cookie: 'fc_lang=zh-CN' }, LANGS)).toBe('zh');
  expect(pageLanguage({ 'accept-language': 'fr-FR, en;q=0.5, zh-TW;q=0.8' }, LANGS)).toBe('zh');
  expect(pageLanguage({ 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.8' }, LANGS)).toBe('ms');
  // A language the product lacks, a refused one (q=0), a cookie with something else: English.
  expect(pageLanguage({ cookie: 'fc_lang=fr', 'accept-language': 'de, zh;q=0' }, LANGS)).toBe('en');
  expect(pageLanguage({}, LANGS)).toBe('en');
});

test('the screen: small for a phone (client hint or user agent), large otherwise', async () => {
  const { viewportGuess } = await load();
  expect(viewportGuess({ 'sec-ch-ua-mobile': '?1' })).toBe('small');
  expect(viewportGuess({ 'user-agent': 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' })).toBe('small');
  expect(viewportGuess({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' })).toBe('small');
  expect(viewportGuess({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' })).toBe('large');
  expect(viewportGuess({})).toBe('large');
});

test('the theme: dark only when the visitor chose dark', async () => {
  const { colorScheme } = await load();
  expect(colorScheme({ cookie: 'a=1; fc_scheme=dark' })).toBe('dark');
  expect(colorScheme({ cookie: 'fc_scheme=light' })).toBe('light');
  expect(colorScheme({ cookie: 'fc_scheme=auto' })).toBe('light');
  // "System": the browser's client hint says what the system's is.
  expect(colorScheme({ cookie: 'fc_scheme=auto', 'sec-ch-prefers-color-scheme': '"dark"' })).toBe('dark');
  expect(colorScheme({ cookie: 'fc_scheme=auto', 'sec-ch-prefers-color-scheme': '"light"' })).toBe('light');
  expect(colorScheme({ cookie: 'fc_scheme=light', 'sec-ch-prefers-color-scheme': '"dark"' })).toBe('light');
  expect(colorScheme({ 'sec-ch-prefers-color-scheme': '"dark"' })).toBe('light');
  expect(colorScheme({ cookie: 'fc_scheme=darkness' })).toBe('light');
  expect(colorScheme({})).toBe('light');
});

test('style attribute hashes: each distinct value once, hashed as the browser reads it (entities decoded)', async () => {
  const { styleAttributeHashes } = await load();
  const html = '<p style="color:red">a</p><p style="color:red">b</p><span style="font-family:&quot;Noto&quot;">c</span><i data-style="x:y"></i>';
  expect(styleAttributeHashes(html).sort()).toEqual(["'sha256-8f935d27GvUutRyY9yWScUMiFUk4WTdZURISiYfPOeQ='", "'sha256-BGB2IrtVKIBX1Y9wsxKLTmlCzKra4IBuwq+480tPSG8='"].sort());
  expect(styleAttributeHashes('<p>no styles</p>')).toEqual([]);
});

test('without a render bundle there is no prerenderer: the server sends the bare page', async () => {
  const { createPrerenderer } = await load();
  expect(await createPrerenderer({ renderFile: '/nonexistent/render.mjs', apiUrl: 'http://localhost:1' })).toBeNull();
});

describe("the remotes' fragments", () => {
  // A stand-in render bundle: the page it renders lists the fragments it was given.
  const RENDER = `export const LANGUAGES = ['en', 'zh', 'ms'];
export const htmlLang = (lang) => lang;
export const prefetchFrameData = async () => ({ mutations: [], queries: [] });
export const renderPage = ({ fragments, modules }) => '<main>' + JSON.stringify(fragments) + '</main><nav>' + JSON.stringify(modules) + '</nav>';
export const pageTitle = (lang, notFound) => (notFound ? 'Not found & gone <' : 'Forest City ') + lang;
`;
  const config = { remotes: { map: { manifest: 'http://map.test/mf-manifest.json' }, report: { manifest: 'http://report.test/mf-manifest.json' } } };
  // The remotes' module tables (their manifests' metaData.forestCity.modules): which module each route's slot shows.
  const modules = {
    map: [{ name: 'TheMap', kind: 'map' }],
    report: [
      { name: 'ADialog', kind: 'dialog' },
      { name: 'ReportPage', kind: 'page', route: '/forest-city-report' },
    ],
  };
  const page = '<html lang="en"><head><title>Built title</title></head><body><div id="root"></div></body></html>';

  async function prerenderer(answer: (url: string) => Response = () => new Response('', { status: 404 })) {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(tmpdir(), 'render-'));
    writeFileSync(path.join(dir, 'render.mjs'), RENDER);
    const asked: string[] = [];
    const fetchImpl = (async (url: string) => {
      asked.push(url);
      return answer(url);
    }) as unknown as typeof fetch;
    const { createPrerenderer } = await load();
    const prerender = (await createPrerenderer({ renderFile: path.join(dir, 'render.mjs'), apiUrl: 'http://api.test', fetchImpl }))!;
    const render = (route: string, notFound = false, tables: Record<string, unknown[]> | null = modules) =>
      prerender(page, { url: route, headers: { 'accept-language': 'zh' }, config, modules: tables, route, notFound });
    return { render, asked };
  }

  test("each route's modules (ROUTE_MODULES): the report page gets the report's fragment in the page's language", async () => {
    const { render, asked } = await prerenderer((url) => (url.includes('report.test') ? new Response('<p>报告</p>') : new Response('', { status: 404 })));
    const { html } = await render('/forest-city-report');
    expect(asked).toEqual(['http://report.test/prerender/ReportPage.zh.html']);
    expect(html).toContain('"report":{"ReportPage":"<p>报告</p>"}');
    // The page is rendered with the tables (its sidebar and dialogs come from them).
    expect(html).toContain(`<nav>${JSON.stringify(modules)}</nav>`);
  });

  test("without a remote's table its slot gets no fragment (the browser reads the table and loads the module)", async () => {
    const { render, asked } = await prerenderer(() => new Response('<p>x</p>'));
    await render('/', false, null);
    await render('/forest-city-report', false, { map: modules.map });
    expect(asked).toEqual([]);
    await render('/', false, { map: modules.map });
    expect(asked).toEqual(['http://map.test/prerender/TheMap.zh.html']);
  });

  test("a module whose release publishes no fragment (the map's) is not asked again within the reuse time; a failing one is", async () => {
    const { render, asked } = await prerenderer((url) => (url.includes('map.test') ? new Response('', { status: 404 }) : new Response('', { status: 503 })));
    await render('/');
    await render('/');
    expect(asked).toEqual(['http://map.test/prerender/TheMap.zh.html']);
    await render('/forest-city-report');
    await render('/forest-city-report');
    expect(asked.filter((u) => u.includes('report.test'))).toHaveLength(2);
  });

  test("the window title is the page's, in its language, escaped", async () => {
    const { render } = await prerenderer();
    expect((await render('/')).html).toContain('<title>Forest City zh</title>');
    expect((await render('/nowhere', true)).html).toContain('<title>Not found &amp; gone &lt;zh</title>');
  });
});

describe('rendered pages reused briefly (PAGE_CACHE_MS)', () => {
  // A stand-in render bundle that counts its renders and shows what it was given.
  const RENDER = `export const LANGUAGES = ['en', 'zh', 'ms'];
export const htmlLang = (lang) => lang;
export const prefetchFrameData = async () => ({ mutations: [], queries: [] });
export const renderPage = ({ url, lang, viewport }) => { globalThis.__renders = (globalThis.__renders ?? 0) + 1; return '<main>' + [url, lang, viewport, globalThis.__renders].join(' ') + '</main>'; };
export const pageTitle = () => 'Forest City';
`;
  const page = '<html lang="en"><head><title>Built</title></head><body><div id="root"></div></body></html>';
  const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

  async function cached(cacheMs: number) {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(tmpdir(), 'render-'));
    writeFileSync(path.join(dir, 'render.mjs'), RENDER);
    let clock = 1_000_000;
    const { createPrerenderer } = await load();
    const prerender = (await createPrerenderer({ renderFile: path.join(dir, 'render.mjs'), apiUrl: 'http://api.test', cacheMs, now: () => clock }))!;
    const render = (url: string, headers: Record<string, string> = {}, html = page) => prerender(html, { url, headers, config: null, route: '/', notFound: false });
    return { render, advance: (ms: number) => (clock += ms) };
  }

  test('the same inputs within the time are rendered once (concurrent requests share the render); after it, again', async () => {
    const { render, advance } = await cached(2_000);
    const start = renders();
    const pages = await Promise.all(Array.from({ length: 20 }, () => render('/')));
    expect(renders() - start).toBe(1);
    expect(new Set(pages.map((p) => p.html)).size).toBe(1);
    advance(1_999);
    await render('/');
    expect(renders() - start).toBe(1);
    advance(1);
    await render('/');
    expect(renders() - start).toBe(2);
  });

  test('the key is everything the render reads: address, language, screen, theme and the page (with its configuration)', async () => {
    const { render } = await cached(2_000);
    const base = (await render('/')).html;
    const variants = [
      await render('/?q=pump'),
      await render('/', { 'accept-language': 'zh' }),
      await render('/', { cookie: 'fc_lang=ms' }),
      await render('/', { 'sec-ch-ua-mobile': '?1' }),
      await render('/', { cookie: 'fc_scheme=dark' }),
      await render('/', {}, page.replace('<title>Built</title>', '<title>Built</title><script id="fc-runtime-config" type="application/json">{"canary":1}</script>')),
    ];
    for (const v of variants) expect(v.html).not.toBe(base);
    expect(variants[1]!.lang).toBe('zh');
    expect(variants[4]!.html).toContain('data-mantine-color-scheme="dark"');
    // An input the render does not read shares the page.
    expect((await render('/', { 'x-other': '1' })).html).toBe(base);
  });

  test('off (0): every page is rendered', async () => {
    const { render } = await cached(0);
    const start = renders();
    await render('/');
    await render('/');
    expect(renders() - start).toBe(2);
  });
});
