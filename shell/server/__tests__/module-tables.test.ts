/**
 * @jest-environment node
 */
// The server reads the remotes' module tables from the manifests a visitor's configuration names and
// inlines them in the page (server/module-tables.mjs, page.mjs), so the first response has the
// remotes' sidebar entries and the browser's first render matches it.
export {};

const manifest = (key: string) => `http://${key}.test/mf-manifest.json`;
const config = { remotes: { map: { manifest: manifest('map') }, hydrology: { manifest: manifest('hydrology') }, report: { manifest: manifest('report') } } };
const TABLES: Record<string, unknown[]> = {
  map: [{ name: 'TheMap', kind: 'map' }],
  hydrology: [{ name: 'ADialog', kind: 'dialog', dialogId: 'a', labels: { en: 'A', zh: 'A', ms: 'A' } }],
};

function fetcher() {
  const asked: string[] = [];
  const fetchImpl = (async (url: string) => {
    asked.push(url);
    const key = new URL(url).hostname.split('.')[0]!;
    if (!TABLES[key]) return new Response('', { status: 503 });
    return Response.json({ metaData: { forestCity: { version: '1.0.0', modules: TABLES[key] } } });
  }) as unknown as typeof fetch;
  return { asked, fetchImpl };
}

test("each remote's table from its manifest; a manifest that fails is left out (and asked again next time), one that answered is reused, then read again behind the page", async () => {
  const { createModuleTables } = await import('../module-tables.mjs');
  const { asked, fetchImpl } = fetcher();
  let now = 0;
  const tablesFor = createModuleTables({ fetchImpl, now: () => now });
  expect(await tablesFor(config)).toEqual(TABLES);
  expect(asked.sort()).toEqual([manifest('hydrology'), manifest('map'), manifest('report')]);
  asked.length = 0;
  now = 1_000;
  expect(await tablesFor(config)).toEqual(TABLES);
  expect(asked).toEqual([manifest('report')]);
  asked.length = 0;
  now = 60_000;
  // Older than the reuse time: this page gets what was read, and each manifest is read again.
  expect(await tablesFor(config)).toEqual(TABLES);
  expect(asked.sort()).toEqual([manifest('hydrology'), manifest('map'), manifest('report')]);
});

test('a table read again: a manifest gone (404) drops it, one unreachable keeps it', async () => {
  const { createModuleTables } = await import('../module-tables.mjs');
  let mode: 'ok' | 'gone' | 'down' = 'ok';
  const fetchImpl = (async () => {
    if (mode === 'down') throw new TypeError('fetch failed');
    if (mode === 'gone') return new Response('', { status: 404 });
    return Response.json({ metaData: { forestCity: { modules: TABLES.map } } });
  }) as unknown as typeof fetch;
  let now = 0;
  const tablesFor = createModuleTables({ fetchImpl, now: () => now });
  const one = { remotes: { map: { manifest: manifest('map') } } };
  expect(await tablesFor(one)).toEqual({ map: TABLES.map });
  const settle = () => new Promise((r) => setTimeout(r, 10));
  mode = 'down';
  now = 60_000;
  expect(await tablesFor(one)).toEqual({ map: TABLES.map });
  await settle();
  now = 120_000;
  expect(await tablesFor(one)).toEqual({ map: TABLES.map });
  await settle();
  mode = 'gone';
  now = 180_000;
  await tablesFor(one);
  await settle();
  expect(await tablesFor(one)).toBeNull();
});

test('a manifest slower than the page waits for is left out of that page, and read on for the next one', async () => {
  const { createModuleTables } = await import('../module-tables.mjs');
  let answer: (r: Response) => void = () => undefined;
  let asked = 0;
  const fetchImpl = (async () => {
    asked += 1;
    return new Promise<Response>((resolve) => (answer = resolve));
  }) as unknown as typeof fetch;
  const tablesFor = createModuleTables({ fetchImpl, waitMs: 20 });
  const one = { remotes: { map: { manifest: manifest('map') } } };
  expect(await tablesFor(one)).toBeNull();
  expect(await tablesFor(one)).toBeNull();
  expect(asked).toBe(1);
  answer(Response.json({ metaData: { forestCity: { modules: TABLES.map } } }));
  await new Promise((r) => setTimeout(r, 10));
  expect(await tablesFor(one)).toEqual({ map: TABLES.map });
  expect(asked).toBe(1);
});

test('no configuration or no readable manifest: no tables (the page reads them itself)', async () => {
  const { createModuleTables } = await import('../module-tables.mjs');
  const { asked, fetchImpl } = fetcher();
  const tablesFor = createModuleTables({ fetchImpl });
  expect(await tablesFor(null)).toBeNull();
  expect(await tablesFor({ remotes: { report: { manifest: manifest('report') }, map: { manifest: '/relative/mf-manifest.json' } } })).toBeNull();
  expect(asked).toEqual([manifest('report')]);
});

test('the page carries the tables in a JSON data block text cannot close', async () => {
  const { pageHtml } = await import('../page.mjs');
  const { MODULE_TABLES_ID } = await import('../module-tables.mjs');
  const evil = '</script><script>alert(1)</script>';
  const modules = { ...TABLES, report: [{ name: 'X', kind: 'page', route: '/r', labels: { en: evil } }] };
  const html = pageHtml('<html><head></head><body></body></html>', { config, route: '/x', modules });
  const block = new RegExp(`<script id="${MODULE_TABLES_ID}" type="application/json">(.*?)</script>`).exec(html);
  expect(JSON.parse(block![1]!)).toEqual(modules);
  expect(pageHtml('<html><head></head></html>', { config, route: '/x' })).not.toContain(MODULE_TABLES_ID);
});

test("the server's id of the data block is the one the shell reads", async () => {
  const { MODULE_TABLES_ID } = await import('../module-tables.mjs');
  const { readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const source = readFileSync(path.join(__dirname, '../../src/federation/module-catalog.ts'), 'utf8');
  expect(source).toContain(`export const MODULE_TABLES_ID = '${MODULE_TABLES_ID}';`);
});
