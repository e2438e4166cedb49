// Search answers a page (contract 1.3.0): the real server over a synthetic dataset of 3,400 items
// (the shipped 34 are fewer than the default page), compared with the linear scan the index
// replaced: the page is the scan's first `limit` matches (after the filters), X-Total-Count is the
// scan's count, the default is 100, the maximum 1000, and a bad limit is a 400.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { syntheticDataset } from '../bench/synthetic-dataset';
import { CONTRACT_VERSION, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, type InfrastructureItem } from '@forest-city/api-contract';
import { loadDataset } from '../src/lib/dataset/load-dataset';
import { linearScan } from '../src/features/search/linear-scan';
import { ROOT, startServer, type RunningServer } from './helpers/server';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'api-mock-search-page-'));
const big = syntheticDataset(loadDataset(path.join(ROOT, 'api-mock/data/forest-city.dataset.json')), 3400);
const scan = linearScan(big.items);
/** The scan's answer: every match, best first (optionally only one type). */
const expected = (text: string, type?: string) =>
  scan(text)
    .filter((i) => !type || i.type === type)
    .map((i) => i.id);
let server: RunningServer;

beforeAll(async () => {
  const file = path.join(tmp, 'synthetic.json');
  writeFileSync(file, JSON.stringify(big));
  server = await startServer({ DATASET_FILE: file });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

const get = (p: string, init: RequestInit = {}) => fetch(`${server.base}${p}`, init);
async function page(p: string) {
  const res = await get(p);
  expect(res.status).toBe(200);
  const body = (await res.json()) as InfrastructureItem[];
  return { res, ids: body.map((i) => i.id), total: Number(res.headers.get('x-total-count')) };
}

describe('a search answers a page and the total', () => {
  it('gives the best 100 by default, with the number of all matches in X-Total-Count', async () => {
    const all = expected('air');
    expect(all.length).toBeGreaterThan(SEARCH_MAX_LIMIT); // broad enough for every limit
    const { ids, total } = await page('/api/infrastructure/search/air');
    expect(ids).toHaveLength(SEARCH_DEFAULT_LIMIT);
    expect(ids).toEqual(all.slice(0, SEARCH_DEFAULT_LIMIT));
    expect(total).toBe(all.length);
  });

  it.each([0, 1, 7, 250, SEARCH_MAX_LIMIT])("limit=%i gives the scan's first matches, in both forms of the route", async (limit) => {
    const all = expected('no 1');
    expect(all.length).toBeGreaterThan(SEARCH_MAX_LIMIT);
    const byPath = await page(`/api/infrastructure/search/no%201?limit=${limit}`);
    const byQuery = await page(`/api/infrastructure/search?q=no+1&limit=${limit}`);
    const want = all.slice(0, limit);
    expect(byPath.ids).toEqual(want);
    expect(byQuery.ids).toEqual(want);
    expect(byPath.total).toBe(all.length);
    expect(byQuery.total).toBe(all.length);
  });

  it('applies the filters before the page, so the page and the total count only what they keep', async () => {
    const drainage = expected('air', 'drainage');
    expect(drainage.length).toBeGreaterThan(20);
    const { ids, total } = await page('/api/infrastructure/search/air?type=drainage&limit=20&lang=ms');
    expect(ids).toEqual(drainage.slice(0, 20));
    expect(total).toBe(drainage.length);
  });

  it('gives the whole answer when the matches fit, and 0 for no match', async () => {
    const few = expected('tidal gate 10');
    expect(few.length).toBeGreaterThan(1);
    expect(await page('/api/infrastructure/search/tidal%20gate%2010')).toMatchObject({ ids: few, total: few.length });
    expect(await page('/api/infrastructure/search/zzqqxx')).toMatchObject({ ids: [], total: 0 });
  });

  it('sends the total on HEAD and on 304, and lets other origins read it (CORS)', async () => {
    const first = await get('/api/infrastructure/search/station?limit=5', { headers: { Origin: 'https://partner.example' } });
    expect(first.headers.get('access-control-expose-headers')).toMatch(/x-total-count/i);
    const etag = first.headers.get('etag')!;
    const total = String(expected('station').length);
    const head = await get('/api/infrastructure/search/station?limit=5', { method: 'HEAD' });
    expect(head.headers.get('x-total-count')).toBe(total);
    const again = await get('/api/infrastructure/search/station?limit=5', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-total-count')).toBe(total);
    // A different page is a different answer.
    expect((await get('/api/infrastructure/search/station?limit=6')).headers.get('etag')).not.toBe(etag);
  });

  it.each([
    ['limit=-1', 'invalid_parameter', /0 to 1000/],
    ['limit=1001', 'invalid_parameter', /0 to 1000/],
    ['limit=abc', 'invalid_parameter', /0 to 1000/],
    ['limit=1.5', 'invalid_parameter', /0 to 1000/],
    ['limit=', 'invalid_parameter', /0 to 1000/],
    ['limit=99999999', 'invalid_parameter', /0 to 1000/],
    ['limit=5&limit=6', 'invalid_parameter', /more than once/],
  ])('?%s is a 400 (%s)', async (query, code, message) => {
    for (const p of [`/api/infrastructure/search/station?${query}`, `/api/infrastructure/search?q=station&${query}`]) {
      const res = await get(p);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe(code);
      expect(body.error.message).toMatch(message);
    }
  });

  it('takes limit on search only', async () => {
    const res = await get('/api/infrastructure?limit=5');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unknown_parameter');
  });

  it('documents limit and X-Total-Count in the OpenAPI document, under the contract version', async () => {
    const doc = (await (await get('/api/openapi.json')).json()) as {
      info: { version: string };
      paths: Record<string, { get: { parameters: { name: string; in: string }[]; responses: Record<string, { headers?: Record<string, unknown> }> } }>;
    };
    expect(doc.info.version).toBe(CONTRACT_VERSION);
    for (const p of ['/api/infrastructure/search', '/api/infrastructure/search/{text}']) {
      expect(doc.paths[p]!.get.parameters).toContainEqual(expect.objectContaining({ name: 'limit', in: 'query' }));
      expect(doc.paths[p]!.get.responses['200']!.headers).toHaveProperty('X-Total-Count');
    }
    expect((await (await get('/healthz')).json()) as object).toMatchObject({ contract: '1.3.0' });
  });
});
