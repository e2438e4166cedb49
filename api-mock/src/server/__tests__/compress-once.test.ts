import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { loadDataset } from '../../lib/dataset';
import { buildApp } from '../app';

let app: FastifyInstance;
beforeAll(async () => {
  app = buildApp({ dataset: loadDataset(path.join(__dirname, '../../../data/forest-city.dataset.json')) });
  await app.ready();
});
afterAll(() => app.close());
afterEach(() => jest.restoreAllMocks());

const get = (url: string, encoding?: string) => app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('static-like answers are compressed once and served from memory', () => {
  it.each([
    ['/api/infrastructure?lang=zh', 'br'],
    ['/api/infrastructure.geojson?lang=ms', 'gzip'],
    ['/api/infrastructure.csv', 'br'],
    ['/api/infrastructure.json?lang=ms&status=operational', 'gzip'],
  ])('%s in %s: compressed on the first request only, same bytes and ETag after', async (url, encoding) => {
    const br = jest.spyOn(zlib, 'brotliCompressSync');
    const gz = jest.spyOn(zlib, 'gzipSync');
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await get(url, `${encoding}, deflate;q=0.5`));
    expect(br.mock.calls.length + gz.mock.calls.length).toBe(1);
    const plain = await get(url);
    for (const a of answers) {
      expect(a.headers['content-encoding']).toBe(encoding);
      expect(a.headers.vary).toMatch(/Accept-Encoding/);
      expect(a.headers.etag).toBe(plain.headers.etag);
      expect(a.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
      const decoded = encoding === 'br' ? zlib.brotliDecompressSync(a.rawPayload) : zlib.gunzipSync(a.rawPayload);
      expect(decoded.equals(plain.rawPayload)).toBe(true);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('prefers br, honours q=0 and sends small bodies as they are', async () => {
    expect((await get('/api/infrastructure', 'gzip, br')).headers['content-encoding']).toBe('br');
    expect((await get('/api/infrastructure', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/api/infrastructure', 'identity')).headers['content-encoding']).toBeUndefined();
    const small = await get('/api/infrastructure?type=water&bbox=103.6,1.33,103.61,1.34', 'br');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers If-None-Match with 304 whatever the encoding', async () => {
    const first = await get('/api/metrics', 'br');
    const again = await app.inject({ url: '/api/metrics', headers: { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
