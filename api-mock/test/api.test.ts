// API tests against the real server on a free port: every endpoint, every error, each language,
// search in the three languages, filters, GeoJSON and CSV, ETag/304 and headers.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Papa from 'papaparse';
import { Value } from '@sinclair/typebox/value';
import { ApiErrorSchema, InfrastructureItemSchema, SystemMetricSchema, type InfrastructureItem } from '@forest-city/api-contract';
import { CSV_COLUMNS } from '../src/features/export/to-csv';
import { ROOT, runToExit, startServer, type RunningServer } from './helpers/server';

const DATASET_FILE = path.join(ROOT, 'api-mock/data/forest-city.dataset.json');
const dataset = JSON.parse(readFileSync(DATASET_FILE, 'utf8'));
let server: RunningServer;
let base: string;

beforeAll(async () => {
  server = await startServer();
  base = server.base;
});
afterAll(() => server?.stop());

const get = (p: string, headers: Record<string, string> = {}) => fetch(`${base}${p}`, { headers });
const json = async <T = unknown>(p: string, headers: Record<string, string> = {}) => {
  const res = await get(p, headers);
  return { res, body: (await res.json()) as T };
};
const items = (p: string, headers: Record<string, string> = {}) => json<InfrastructureItem[]>(p, headers);
const ids = async (p: string) => (await items(p)).body.map((i) => i.id);

/** Raw bytes and headers, without fetch's automatic decompression. */
function raw(p: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${p}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A raw HTTP/1.1 exchange (methods and framings fetch will not send). `end` false leaves the body unfinished. */
function rawRequest(text: string, end = true): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
    let data = '';
    socket.setTimeout(15_000, () => socket.destroy(new Error('no answer in 15 s')));
    socket.on('data', (c) => {
      data += c;
      const at = data.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(data)?.[1];
      if (at >= 0 && length !== undefined && Buffer.byteLength(data.slice(at + 4)) >= Number(length)) socket.end();
    });
    socket.on('close', () => {
      const at = data.indexOf('\r\n\r\n');
      resolve({ status: Number(data.slice(9, 12)), head: data.slice(0, at), body: data.slice(at + 4) });
    });
    socket.on('error', reject);
    socket.write(text);
    if (end) socket.end();
  });
}

async function expectError(p: string, status: number, code: string, message?: RegExp, init: RequestInit = {}) {
  const res = await fetch(`${base}${p}`, init);
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(Value.Check(ApiErrorSchema, body)).toBe(true);
  expect(body.error.code).toBe(code);
  if (message) expect(body.error.message).toMatch(message);
  expect(JSON.stringify(body)).not.toMatch(/node_modules|\.ts:\d+|at [A-Za-z.]+ \(/);
  return res;
}

describe('GET /healthz', () => {
  it('answers 200 with the dataset version', async () => {
    const { res, body } = await json<Record<string, unknown>>('/healthz');
    expect(res.status).toBe(200);
    expect(body).toEqual({ status: 'ok', dataset: dataset.version, items: dataset.items.length, contract: expect.any(String) });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/infrastructure', () => {
  it('answers every item in the contract shape, in dataset order, in English by default', async () => {
    const { res, body } = await items('/api/infrastructure');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-language')).toBe('en');
    expect(body.map((i) => i.id)).toEqual(dataset.items.map((i: { id: string }) => i.id));
    for (const item of body) expect(Value.Errors(InfrastructureItemSchema, item).First()).toBeUndefined();
    expect(body[0]!.name).toBe('Island 1 Water Treatment Station');
  });

  it.each([
    ['?lang=zh', {}, 'zh', '一号岛水处理站'],
    ['?lang=ms', {}, 'ms', 'Stesen Rawatan Air Pulau 1'],
    ['?lang=zh-CN', {}, 'zh', '一号岛水处理站'],
    ['', { 'Accept-Language': 'ms-MY,ms;q=0.9,en;q=0.8' }, 'ms', 'Stesen Rawatan Air Pulau 1'],
    ['', { 'Accept-Language': 'fr-FR, zh-Hans;q=0.7' }, 'zh', '一号岛水处理站'],
    ['?lang=en', { 'Accept-Language': 'zh' }, 'en', 'Island 1 Water Treatment Station'],
    ['?lang=fr', {}, 'en', 'Island 1 Water Treatment Station'],
    ['', { 'Accept-Language': 'de' }, 'en', 'Island 1 Water Treatment Station'],
  ])('%s with %j answers in %s', async (query, headers, lang, firstName) => {
    const { res, body } = await items(`/api/infrastructure${query}`, headers as Record<string, string>);
    expect(res.headers.get('content-language')).toBe(lang);
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
    expect(body[0]!.name).toBe(firstName);
  });

  it('translates name, description, location, capacity and technology, and nothing else', async () => {
    const [en, zh, ms] = await Promise.all(['en', 'zh', 'ms'].map(async (l) => (await items(`/api/infrastructure?lang=${l}`)).body));
    for (let i = 0; i < en!.length; i++) {
      for (const field of ['name', 'description', 'location', 'capacity', 'technology'] as const) {
        expect(zh![i]![field]).toBe(dataset.items[i][field].zh);
        expect(ms![i]![field]).toBe(dataset.items[i][field].ms);
      }
      for (const field of ['id', 'type', 'latitude', 'longitude', 'status', 'lastMaintenance'] as const) {
        expect(zh![i]![field]).toBe(en![i]![field]);
      }
    }
  });

  it('filters by type, status and bbox', async () => {
    const water = (await items('/api/infrastructure?type=water')).body;
    expect(water.length).toBe(dataset.items.filter((i: { type: string }) => i.type === 'water').length);
    expect(new Set(water.map((i) => i.type))).toEqual(new Set(['water']));
    const two = (await items('/api/infrastructure?type=water,drainage')).body;
    expect(new Set(two.map((i) => i.type))).toEqual(new Set(['water', 'drainage']));
    const limited = (await items('/api/infrastructure?status=limited')).body;
    expect(limited.length).toBeGreaterThanOrEqual(2);
    expect(limited.every((i) => i.status === 'limited')).toBe(true);
    const island1 = (await items('/api/infrastructure?bbox=103.587,1.331,103.600,1.343')).body;
    expect(island1.length).toBeGreaterThan(10);
    for (const i of island1) {
      expect(Number(i.longitude)).toBeGreaterThanOrEqual(103.587);
      expect(Number(i.latitude)).toBeLessThanOrEqual(1.343);
    }
    expect(island1.map((i) => i.id)).not.toContain('transport-second-link-bridge');
    const combined = await ids('/api/infrastructure?type=transportation&status=monitoring&bbox=103.58,1.32,103.61,1.35');
    expect(combined).toEqual(['transport-ferry-jetty-planned', 'transport-island-2-link-road-planned']);
  });

  it.each([
    ['?type=lake', 'invalid_parameter', /Unknown type "lake"/],
    ['?type=water,', 'invalid_parameter', /Unknown type ""/],
    ['?status=planned', 'invalid_parameter', /Unknown status "planned"/],
    ['?bbox=1,2,3', 'invalid_parameter', /Malformed bbox/],
    ['?bbox=a,b,c,d', 'invalid_parameter', /Malformed bbox/],
    ['?bbox=103,2,104,1', 'invalid_parameter', /minLat/],
    ['?colour=red', 'unknown_parameter', /Unknown parameter "colour"/],
    ['?q=pump', 'unknown_parameter', /Unknown parameter "q"/],
    ['?lang=en&lang=zh', 'invalid_parameter', /more than once/],
    ['?lang=%3Cscript%3E', 'invalid_parameter', /language tag/],
    [`?type=${'w'.repeat(201)}`, 'invalid_parameter', /longer than 200/],
    ['?type=water%07', 'invalid_parameter', /control characters/],
  ])('%s is a 400 (%s)', async (query, code, message) => {
    await expectError(`/api/infrastructure${query}`, 400, code, message);
  });
});

describe('GET /api/metrics', () => {
  it.each([
    ['en', 'Total Treatment Capacity', 'Rainwater Reuse', 'Current Population', 'Total Area', 'km²'],
    ['zh', '总处理能力', '雨水回用率', '当前人口', '总面积', '平方公里'],
    ['ms', 'Jumlah Kapasiti Rawatan', 'Guna Semula Air Hujan', 'Penduduk Semasa', 'Jumlah Keluasan', 'km²'],
  ])('answers the dashboard metrics in %s', async (lang, capacity, reuse, population, area, km2) => {
    const { res, body } = await json<{ systemType: string; metricName: string; metricValue: string | null; unit: string }[]>(`/api/metrics?lang=${lang}`);
    expect(res.headers.get('content-language')).toBe(lang);
    for (const m of body) expect(Value.Check(SystemMetricSchema, m)).toBe(true);
    const find = (type: string, name: string) => body.find((m) => m.systemType === type && m.metricName === name);
    expect(find('water', capacity)?.metricValue).toBe('65000');
    expect(find('drainage', reuse)?.metricValue).toBe('34');
    expect(find('infrastructure', population)?.metricValue).toBe('9000');
    expect(find('infrastructure', area)).toEqual({ systemType: 'infrastructure', metricName: area, metricValue: '20.25', unit: km2 });
  });

  it('accepts only lang', async () => {
    await expectError('/api/metrics?type=water', 400, 'unknown_parameter');
  });
});

describe('search', () => {
  const tidalGates = ['drainage-tidal-gate-west-outfall', 'drainage-tidal-gate-east-outfall'];

  it.each([
    ['/api/infrastructure/search/tidal%20gate'],
    ['/api/infrastructure/search?q=tidal+gate'],
    ['/api/infrastructure/search/%E9%98%B2%E6%BD%AE%E9%97%B8'],
    [`/api/infrastructure/search/${encodeURIComponent('pintu air pasang surut')}`],
    [`/api/infrastructure/search?q=${encodeURIComponent('TIDAL GÂTE')}`],
  ])('%s finds the two tidal gates', async (p) => {
    expect(await ids(p)).toEqual(tidalGates);
  });

  it('answers in the requested language, the key the shell builds included', async () => {
    const { res, body } = await items(`/api/infrastructure/search/${encodeURIComponent('treatment station')}?lang=zh`);
    expect(res.headers.get('content-language')).toBe('zh');
    expect(body.slice(0, 4).every((i) => i.name.includes('处理站'))).toBe(true);
    for (const item of body) expect(Value.Check(InfrastructureItemSchema, item)).toBe(true);
  });

  it('ranks name matches first', async () => {
    const found = (await items('/api/infrastructure/search?q=retention')).body;
    expect(found[0]!.id).toBe('drainage-retention-pond-central');
    expect(found.length).toBeGreaterThan(1);
  });

  it('needs every word, and applies the list filters', async () => {
    expect(await ids('/api/infrastructure/search?q=bioswale+coastal')).toEqual(['drainage-bioswale-coastal-promenade']);
    expect(await ids('/api/infrastructure/search?q=bioswale+zebra')).toEqual([]);
    expect(await ids('/api/infrastructure/search/planned?type=transportation')).toEqual(['transport-ferry-jetty-planned', 'transport-island-2-link-road-planned']);
  });

  it.each([
    ['/api/infrastructure/search/ab', 'search_text_too_short', /longer than 2 characters \(got 2\)/],
    ['/api/infrastructure/search/%20%20ab%20', 'search_text_too_short', /got 2/],
    ['/api/infrastructure/search/%E6%B3%B5%E7%AB%99', 'search_text_too_short', /got 2/],
    ['/api/infrastructure/search?q=ab', 'search_text_too_short', /got 2/],
    ['/api/infrastructure/search', 'missing_parameter', /\?q=/],
    [`/api/infrastructure/search/${'x'.repeat(201)}`, 'search_text_too_long', /200/],
    [`/api/infrastructure/search?q=${'水'.repeat(201)}`, 'search_text_too_long', /200/],
    ['/api/infrastructure/search/pump%00station', 'invalid_parameter', /control characters/],
    ['/api/infrastructure/search/%E0%A4%A', 'bad_request', /percent-encoded/],
    ['/api/infrastructure/search/pump?q=pump', 'unknown_parameter', /"q"/],
  ])('%s is a 400 (%s)', async (p, code, message) => {
    await expectError(p, 400, code, message);
  });

  it('accepts 200 characters', async () => {
    const res = await get(`/api/infrastructure/search/${encodeURIComponent('水'.repeat(200))}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});

describe('exports', () => {
  it('GeoJSON (by extension and by Accept) is an RFC 7946 FeatureCollection of the same items', async () => {
    const list = (await items('/api/infrastructure?lang=ms&type=drainage')).body;
    for (const [p, headers] of [
      ['/api/infrastructure.geojson?lang=ms&type=drainage', {}],
      ['/api/infrastructure?lang=ms&type=drainage', { Accept: 'application/geo+json' }],
    ] as const) {
      const res = await get(p, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/geo\+json/);
      const fc = (await res.json()) as any;
      expect(fc.type).toBe('FeatureCollection');
      expect(fc.features).toHaveLength(list.length);
      fc.features.forEach((f: any, i: number) => {
        expect(f.type).toBe('Feature');
        expect(f.geometry.type).toBe('Point');
        expect(f.geometry.coordinates).toEqual([Number(list[i]!.longitude), Number(list[i]!.latitude)]);
        const [lon, lat] = f.geometry.coordinates;
        expect(lon).toBeGreaterThan(103);
        expect(lat).toBeLessThan(2);
        expect(f.properties).toEqual(list[i]);
      });
    }
  });

  it('CSV (by extension and by Accept) is UTF-8 with BOM, RFC 4180, with the agreed columns', async () => {
    const list = (await items('/api/infrastructure?lang=zh')).body;
    for (const [p, headers] of [
      ['/api/infrastructure.csv?lang=zh', {}],
      ['/api/infrastructure?lang=zh', { Accept: 'text/csv' }],
    ] as const) {
      const res = await raw(p, headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      expect([...res.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = res.body.toString('utf8').slice(1);
      expect(text.split('\r\n')[0]).toBe(CSV_COLUMNS.join(','));
      expect(text.replace(/"[^"]*"/g, '')).not.toMatch(/[^\r]\n/);
      const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
      expect(parsed.errors).toEqual([]);
      expect(parsed.data).toEqual(list.map((i) => Object.fromEntries(CSV_COLUMNS.map((c) => [c, i[c]]))));
    }
    const download = await get('/api/infrastructure.csv?lang=ms');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="forest-city-infrastructure-ms.csv"');
  });

  it('applies the filters to exports and refuses bad ones', async () => {
    const text = (await (await get('/api/infrastructure.csv?type=transportation')).text()).replace(/^\uFEFF/, '');
    expect(text.trim().split('\r\n')).toHaveLength(1 + dataset.items.filter((i: { type: string }) => i.type === 'transportation').length);
    await expectError('/api/infrastructure.geojson?bbox=nope', 400, 'invalid_parameter');
  });

  it('answers 406 when Accept allows none of the formats', async () => {
    await expectError('/api/infrastructure', 406, 'not_acceptable', /application\/json/, { headers: { Accept: 'image/png' } });
  });
});

describe('caching, compression and headers', () => {
  it.each([
    ['/api/infrastructure?lang=zh'],
    ['/api/infrastructure.csv'],
    ['/api/infrastructure.geojson?type=water'],
    ['/api/metrics?lang=ms'],
    ['/api/infrastructure/search/pump%20station'],
    ['/api/openapi.json'],
  ])('%s has an ETag and answers If-None-Match with 304', async (p) => {
    const first = await get(p);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
    const second = await raw(p, { 'If-None-Match': etag });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
    expect(second.headers.etag).toBe(etag);
    expect((await raw(p, { 'If-None-Match': '"something-else"' })).status).toBe(200);
  });

  it('gives each language its own ETag', async () => {
    const [en, zh] = await Promise.all([get('/api/infrastructure?lang=en'), get('/api/infrastructure?lang=zh')]);
    expect(en.headers.get('etag')).not.toBe(zh.headers.get('etag'));
  });

  it.each(['gzip', 'br'])('compresses with %s and the bytes decode to the same body', async (encoding) => {
    const plain = await raw('/api/infrastructure', { 'Accept-Encoding': 'identity' });
    const packed = await raw('/api/infrastructure', { 'Accept-Encoding': encoding });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.body.length).toBeLessThan(plain.body.length / 3);
    const decoded = encoding === 'br' ? zlib.brotliDecompressSync(packed.body) : zlib.gunzipSync(packed.body);
    expect(decoded.equals(plain.body)).toBe(true);
  });

  it('sends security headers', async () => {
    const res = await get('/api/infrastructure');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('is open to other origins for GET, with the headers a client needs exposed', async () => {
    const res = await get('/api/metrics', { Origin: 'https://partner.example' });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/ETag/);
    const preflight = await fetch(`${base}/api/infrastructure`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await raw('/api/infrastructure', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBeDefined();
    expect(res.body.length).toBe(0);
  });
});

describe('errors', () => {
  it.each(['/api/nope', '/api/infrastructure/123/extra', '/api', '/nope', '/api/infrastructure/search/a/b'])('%s is a JSON 404', async (p) => {
    await expectError(p, 404, 'not_found', /No such endpoint/);
  });

  it.each([
    ['POST', '/api/infrastructure'],
    ['PUT', '/api/metrics'],
    ['DELETE', '/api/infrastructure/search/pump'],
    ['PATCH', '/healthz'],
  ])('%s %s is a 405 with Allow', async (method, p) => {
    const res = await expectError(p, 405, 'method_not_allowed', /read-only/, {
      method,
      body: method === 'DELETE' ? undefined : '{"x":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it.each(['PUT', 'DELETE', 'PATCH', 'POST'])('%s /api/infrastructure.json is a 405 like the other endpoints', async (method) => {
    const res = await expectError('/api/infrastructure.json', 405, 'method_not_allowed', /read-only/, { method });
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it.each(['TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE', 'SEARCH'])('%s is answered in the error shape (405 on an endpoint, 404 elsewhere)', async (method) => {
    const known = await rawRequest(`${method} /api/metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(known.status).toBe(405);
    expect(JSON.parse(known.body).error.code).toBe('method_not_allowed');
    const unknown = await rawRequest(`${method} /api/nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body).error.code).toBe('not_found');
  });

  it.each(['/api/infrastructure.json', '/api/nope', '/api/metrics'])('a POST to %s whose body never arrives is answered at once and the connection closed', async (p) => {
    const started = Date.now();
    const res = await rawRequest(`POST ${p} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`, false);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect([404, 405]).toContain(res.status);
    expect(JSON.parse(res.body).error.code).toMatch(/not_found|method_not_allowed/);
    expect(res.head).toMatch(/connection: close/i);
  });

  it('a plain OPTIONS (no CORS preflight) is a 204 with Allow; on an unknown path a JSON 404', async () => {
    const res = await fetch(`${base}/api/infrastructure`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    await expectError('/api/nope', 404, 'not_found', /No such endpoint/, { method: 'OPTIONS' });
  });

  it('a request without Host is a JSON 400, not an empty one', async () => {
    const res = await rawRequest('GET /api/metrics HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).error.code).toBe('bad_request');
    // The security headers are on it as on every answer.
    expect(res.head).toMatch(/\r\ncontent-security-policy: default-src 'none'/i);
  });

  it('an Expect other than 100-continue is a JSON 417, not an empty one', async () => {
    const res = await rawRequest('GET /api/metrics HTTP/1.1\r\nHost: x\r\nExpect: garbage\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(417);
    expect(JSON.parse(res.body)).toEqual({ error: { code: 'bad_request', message: 'The Expect header asks for something this server does not do.' } });
    expect(res.head).toMatch(/\r\nx-content-type-options: nosniff/i);
  });
});

describe('CORS: what partners need, never credentials', () => {
  const preflight = (headers: Record<string, string>) =>
    fetch(`${base}/api/infrastructure`, { method: 'OPTIONS', headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'GET', ...headers } });

  it('allows the request headers a reader sends, and no others', async () => {
    const ok = await preflight({ 'Access-Control-Request-Headers': 'accept-language, if-none-match' });
    expect(ok.status).toBe(204);
    const allowed = ok.headers.get('access-control-allow-headers')!.toLowerCase();
    expect(allowed.split(/,\s*/).sort()).toEqual(['accept', 'accept-language', 'if-none-match']);
    const evil = await preflight({ 'Access-Control-Request-Headers': 'x-evil, authorization' });
    expect(evil.headers.get('access-control-allow-headers')!.toLowerCase()).not.toMatch(/x-evil|authorization/);
  });

  it('never allows credentials, and offers only the read methods', async () => {
    for (const res of [await preflight({}), await get('/api/metrics', { Origin: 'https://partner.example', Cookie: 'a=b' })]) {
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
    const post = await preflight({ 'Access-Control-Request-Method': 'POST' });
    expect(post.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('reference', () => {
  it('serves the OpenAPI 3.1 document', async () => {
    const { res, body } = await json<any>('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(body.paths['/api/infrastructure/search/{text}']).toBeDefined();
  });

  it('serves the reference UI (Swagger UI, from the package) under a CSP that allows this origin only', async () => {
    const res = await get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('id="swagger-ui"');
    expect(html).not.toMatch(/<script>|https?:\/\//);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    // The document the UI loads is this API's, generated from the routes.
    const docJson = await json<any>('/api/docs/json');
    expect(docJson.body.paths['/api/metrics']).toBeDefined();
    const root = await fetch(`${base}/`, { redirect: 'manual' });
    expect(root.headers.get('location')).toBe('/api/docs');
  });
});

describe('the dataset at start-up', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'api-mock-test-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('refuses an invalid dataset with a message naming the record and the field, and exits', async () => {
    const bad = structuredClone(dataset);
    bad.items[7].status = 'broken';
    const file = path.join(tmp, 'bad.json');
    writeFileSync(file, JSON.stringify(bad));
    const { code, output } = await runToExit({ DATASET_FILE: file });
    expect(code).toBe(1);
    expect(output).toContain(`items[7] (id "${dataset.items[7].id}"), field "status"`);
    expect(output).not.toMatch(/listening/);
  });

  it('refuses a missing dataset file', async () => {
    const { code, output } = await runToExit({ DATASET_FILE: path.join(tmp, 'missing.json') });
    expect(code).toBe(1);
    expect(output).toMatch(/missing\.json is not readable/);
  });

  it('serves another dataset given by DATASET_FILE', async () => {
    const small = { ...dataset, version: '2000.1.0', items: dataset.items.slice(0, 2) };
    const file = path.join(tmp, 'small.json');
    writeFileSync(file, JSON.stringify(small));
    const other = await startServer({ DATASET_FILE: file });
    try {
      const body = await (await fetch(`${other.base}/api/infrastructure`)).json();
      expect(body).toHaveLength(2);
      expect(((await (await fetch(`${other.base}/healthz`)).json()) as { dataset: string }).dataset).toBe('2000.1.0');
    } finally {
      await other.stop();
    }
  });
});
