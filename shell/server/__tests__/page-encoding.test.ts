/**
 * @jest-environment node
 */
// The page is made per request (nonce, prerendered content, inlined data), so the server
// compresses it per request: on a phone's slow 4G, 87 KB of HTML is about 370 ms before the first
// paint, its brotli form about 14 KB. The built files are sent from their build-time twins.
import http from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { closedPort, startShellServer } from './support/shell-server';

const PAGE = `<!doctype html><html><head><title>stand-in</title></head><body><div id="root"></div>${'<p>Forest City infrastructure</p>'.repeat(200)}</body></html>`;

function get(url: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

// A hashed script of the build with the twins compose/build-all.mjs writes beside it.
const SCRIPT = 'main.0123abcd.js';
const SCRIPT_TEXT = Array.from({ length: 300 }, (_, i) => `export const part${i} = ${i};`).join('\n');

let server: Awaited<ReturnType<typeof startShellServer>>;
beforeAll(async () => {
  server = await startShellServer(
    { API_URL: `http://127.0.0.1:${await closedPort()}`, PRERENDER: 'off' },
    {
      'index.html': PAGE,
      [SCRIPT]: SCRIPT_TEXT,
      [`${SCRIPT}.br`]: brotliCompressSync(SCRIPT_TEXT),
      [`${SCRIPT}.gz`]: gzipSync(SCRIPT_TEXT),
    },
  );
});
afterAll(() => server.child.kill());

test.each([
  ['br', 'gzip, deflate, br', brotliDecompressSync],
  ['gzip', 'gzip', gunzipSync],
] as const)('the page goes out in %s when the browser takes it, and says it varies by it', async (encoding, accept, decode) => {
  const res = await get(`${server.url}/`, accept);
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBe(encoding);
  expect(res.headers.vary).toMatch(/accept-encoding/i);
  const html = decode(res.body).toString('utf8');
  expect(html).toContain('<div id="root">');
  expect(html).toContain('Forest City infrastructure');
  expect(res.body.length).toBeLessThan(html.length / 5);
});

test('a client that asks for no encoding gets the page as it is', async () => {
  const res = await get(`${server.url}/`);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.body.toString('utf8')).toContain('<div id="root">');
});

test('the 404 page is compressed too', async () => {
  const res = await get(`${server.url}/no-such-page`, 'br');
  expect(res.status).toBe(404);
  expect(res.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(res.body).toString('utf8')).toContain('<div id="root">');
});

test.each([
  ['br', 'gzip, deflate, br, zstd', brotliDecompressSync],
  ['gzip', 'gzip, deflate', gunzipSync],
] as const)('a built script goes out as its %s twin, cached for good, varying by encoding', async (encoding, accept, decode) => {
  const res = await get(`${server.url}/${SCRIPT}`, accept);
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBe(encoding);
  expect(res.headers['content-type']).toMatch(/javascript/);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers.vary).toMatch(/accept-encoding/i);
  expect(decode(res.body).toString('utf8')).toBe(SCRIPT_TEXT);
});

test('a client without compression gets the built script as it is', async () => {
  const res = await get(`${server.url}/${SCRIPT}`);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.body.toString('utf8')).toBe(SCRIPT_TEXT);
});
