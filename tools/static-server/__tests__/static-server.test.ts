// The remotes' static server on a real port, over synthetic release folders: methods, cache
// headers, build information, HSTS, CORS, and in-place deploys switched by build-all's
// switchRelease while requests are running (never a 404, a 5xx or a file of the wrong release).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

type Mod = typeof import('../static-server.mjs');
type Build = typeof import('../../compose/build-all.mjs');

let part: string;
let servers: Server[] = [];

/** A release folder as a remote's build writes it: page, manifest, entry, a hashed chunk, a map, stats. */
function writeRelease(name: string, hash: string, ageSeconds = 0) {
  const dir = path.join(part, 'releases', name);
  mkdirSync(path.join(dir, 'locales', 'en'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><title>${name}</title></head><body></body></html>`);
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ release: name, chunk: `expose.${hash}.js` }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${name} */ var chunk = "expose.${hash}.js";`);
  writeFileSync(path.join(dir, `expose.${hash}.js`), `/* ${name} */`);
  writeFileSync(path.join(dir, `expose.${hash}.js.map`), '{"sources":["/build/machine/src/x.ts"]}');
  writeFileSync(path.join(dir, 'mf-stats.json'), '{}');
  writeFileSync(path.join(dir, 'locales', 'en', 'x.json'), `{"release":"${name}"}`);
  const t = Date.now() / 1000 - ageSeconds;
  utimesSync(dir, t, t);
}

async function serve(env: Record<string, string> = {}): Promise<string> {
  const { createStaticServer } = (await import('../static-server.mjs')) as Mod;
  const server = createStaticServer({ dir: path.join(part, 'dist'), env });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(async () => {
  part = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  writeRelease('1.0.0-aaaa', 'aaaaaaaa', 60);
  const { switchRelease } = (await import('../../compose/build-all.mjs')) as Build;
  switchRelease(part, '1.0.0-aaaa');
});
afterEach(async () => {
  await Promise.all(
    servers.map((s) => {
      s.closeAllConnections();
      return new Promise((r) => s.close(r));
    }),
  );
  servers = [];
  rmSync(part, { recursive: true, force: true });
});

test('GET and HEAD only: every other method gets 405 with Allow, and no file', async () => {
  const base = await serve();
  expect((await fetch(`${base}/mf-manifest.json`, { method: 'HEAD' })).status).toBe(200);
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    const res = await fetch(`${base}/mf-manifest.json`, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(await res.text()).not.toContain('release');
  }
});

test('hashed files are immutable for a year; manifest, entry and locales are revalidated with their ETag', async () => {
  const base = await serve();
  const hashed = await fetch(`${base}/expose.aaaaaaaa.js`);
  expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  for (const file of ['/mf-manifest.json', '/remoteEntry.js', '/locales/en/x.json']) {
    const res = await fetch(`${base}${file}`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetch(`${base}${file}`, { headers: { 'If-None-Match': etag! } })).status).toBe(304);
  }
});

test('source maps and mf-stats.json are not served unless configured', async () => {
  const base = await serve();
  expect((await fetch(`${base}/expose.aaaaaaaa.js.map`)).status).toBe(404);
  expect((await fetch(`${base}/mf-stats.json`)).status).toBe(404);
  const debug = await serve({ STATIC_SERVE_BUILD_INFO: '1' });
  expect((await fetch(`${debug}/expose.aaaaaaaa.js.map`)).status).toBe(200);
  expect((await fetch(`${debug}/mf-stats.json`)).status).toBe(200);
});

test('CORS for any origin without credentials; HSTS only over HTTPS (a trusted proxy says so) or when forced', async () => {
  const base = await serve();
  const res = await fetch(`${base}/mf-manifest.json`, { headers: { Origin: 'https://partner.example' } });
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  expect(res.headers.get('strict-transport-security')).toBeNull();
  // By default a proxy on a loopback or private address is believed (the test's own address).
  expect((await fetch(`${base}/`, { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  const untrusting = await serve({ TRUST_PROXY: 'false' });
  expect((await fetch(`${untrusting}/`, { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
  const proxied = await serve({ TRUST_PROXY: '1' });
  expect((await fetch(`${proxied}/`, { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  const forced = await serve({ STATIC_HSTS: 'on' });
  expect((await fetch(`${forced}/mf-manifest.json`)).headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
});

test('a deploy switches releases at once; the old release’s hashed chunks stay reachable', async () => {
  const base = await serve();
  expect(JSON.parse(await (await fetch(`${base}/mf-manifest.json`)).text()).release).toBe('1.0.0-aaaa');
  writeRelease('1.1.0-bbbb', 'bbbbbbbb');
  const { switchRelease } = (await import('../../compose/build-all.mjs')) as Build;
  switchRelease(part, '1.1.0-bbbb');
  expect(JSON.parse(await (await fetch(`${base}/mf-manifest.json`)).text()).release).toBe('1.1.0-bbbb');
  expect(await (await fetch(`${base}/`)).text()).toContain('1.1.0-bbbb');
  // A page that loaded the 1.0.0 entry before the switch still gets its chunk.
  const old = await fetch(`${base}/expose.aaaaaaaa.js`);
  expect(old.status).toBe(200);
  expect(await old.text()).toContain('1.0.0-aaaa');
  expect((await fetch(`${base}/expose.cccccccc.js`)).status).toBe(404);
});

test('requests during repeated deploys never fail and never mix releases', async () => {
  const base = await serve();
  writeRelease('1.1.0-bbbb', 'bbbbbbbb');
  const { switchRelease } = (await import('../../compose/build-all.mjs')) as Build;
  let switching = true;
  const deploys = (async () => {
    for (let i = 0; switching; i++) {
      switchRelease(part, i % 2 ? '1.0.0-aaaa' : '1.1.0-bbbb');
      await new Promise((r) => setImmediate(r));
    }
  })();
  const problems: string[] = [];
  for (let i = 0; i < 150; i++) {
    const manifest = await fetch(`${base}/mf-manifest.json`);
    if (manifest.status !== 200) problems.push(`manifest ${manifest.status}`);
    const { release, chunk } = JSON.parse(await manifest.text()) as { release: string; chunk: string };
    // The chunk the manifest names is there, whichever release is current by now.
    const res = await fetch(`${base}/${chunk}`);
    const body = await res.text();
    if (res.status !== 200 || !body.includes(release)) problems.push(`${chunk}: ${res.status} ${body}`);
  }
  switching = false;
  await deploys;
  expect(problems).toEqual([]);
});

test("a browser gets the build's brotli twin, an older client its gzip twin, the same content either way", async () => {
  const { precompress } = (await import('../../compose/build-all.mjs')) as Build;
  const chunk = Array.from({ length: 300 }, (_, i) => `export const part${i} = ${i};`).join('\n');
  const release = path.join(part, 'releases', '1.0.0-aaaa');
  writeFileSync(path.join(release, 'expose.aaaaaaaa.js'), chunk);
  precompress(release);
  const base = await serve();
  for (const [accept, encoding] of [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', null],
  ] as const) {
    const res = await fetch(`${base}/expose.aaaaaaaa.js`, { headers: { 'Accept-Encoding': accept } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(chunk);
  }
});

test('/v/<version>/ serves exactly that release folder, every file cached for good; a prefix of a name is not a version', async () => {
  writeRelease('1.1.0', 'bbbbbbbb', 30);
  writeRelease('1.2.0-dev.0123456789ab', 'cccccccc');
  const { switchRelease } = (await import('../../compose/build-all.mjs')) as Build;
  switchRelease(part, '1.2.0-dev.0123456789ab');
  const base = await serve();
  for (const [name, file] of [
    ['1.0.0-aaaa', 'mf-manifest.json'],
    ['1.1.0', 'mf-manifest.json'],
    ['1.1.0', 'locales/en/x.json'],
    ['1.2.0-dev.0123456789ab', 'remoteEntry.js'],
  ] as const) {
    const res = await fetch(`${base}/v/${name}/${file}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(name);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  }
  // At the root, the entry files are revalidated.
  expect((await fetch(`${base}/mf-manifest.json`)).headers.get('cache-control')).toBe('no-cache');
  // `1.0.0` is not the folder `1.0.0-aaaa`, nor `1.2.0` its development build.
  expect((await fetch(`${base}/v/1.0.0/mf-manifest.json`)).status).toBe(404);
  expect((await fetch(`${base}/v/1.2.0/mf-manifest.json`)).status).toBe(404);
});

type Hostile = typeof import('../../soak/hostile-http.mjs');
const hostile = () => import('../../soak/hostile-http.mjs') as Promise<Hostile>;
const portOf = (base: string) => Number(new URL(base).port);

test('ranges as RFC 9110 has them: an inverted range is refused (and kills nothing), a suffix is the last bytes, past the end is 416', async () => {
  const base = await serve();
  const whole = await (await fetch(`${base}/remoteEntry.js`)).text();
  const range = (value: string) => fetch(`${base}/remoteEntry.js`, { headers: { Range: value } });
  // An invalid range (last before first) is refused (RFC 9110 allows ignoring or refusing it).
  const inverted = await range('bytes=10-1');
  expect(inverted.status).toBe(416);
  expect(inverted.headers.get('content-range')).toBe(`bytes */${whole.length}`);
  const last = await range('bytes=-1');
  expect(last.status).toBe(206);
  expect(await last.text()).toBe(whole.slice(-1));
  expect(last.headers.get('content-range')).toBe(`bytes ${whole.length - 1}-${whole.length - 1}/${whole.length}`);
  const first = await range('bytes=0-0');
  expect(first.status).toBe(206);
  expect(await first.text()).toBe(whole.slice(0, 1));
  const clamped = await range('bytes=2-99999999');
  expect(clamped.status).toBe(206);
  expect(await clamped.text()).toBe(whole.slice(2));
  const past = await range('bytes=99999999-');
  expect(past.status).toBe(416);
  expect(past.headers.get('content-range')).toBe(`bytes */${whole.length}`);
  // Still serving.
  expect((await fetch(`${base}/mf-manifest.json`)).status).toBe(200);
});

test('conditional requests as RFC 9110 has them: If-None-Match * or a list naming the ETag is 304; If-Match that fails is 412', async () => {
  const base = await serve();
  const etag = (await fetch(`${base}/remoteEntry.js`)).headers.get('etag')!;
  const cond = (headers: Record<string, string>) => fetch(`${base}/remoteEntry.js`, { headers });
  expect((await cond({ 'If-None-Match': '*' })).status).toBe(304);
  expect((await cond({ 'If-None-Match': `"other", ${etag}` })).status).toBe(304);
  const notModified = await cond({ 'If-None-Match': etag });
  expect(notModified.status).toBe(304);
  expect(notModified.headers.get('etag')).toBe(etag);
  expect((await cond({ 'If-None-Match': '"other"' })).status).toBe(200);
  expect((await cond({ 'If-Match': '"other"' })).status).toBe(412);
});

test('a request without Host or with an unknown Expect gets an answer with a body, and the server goes on', async () => {
  const base = await serve();
  const { rawExchange, statuses } = await hostile();
  const noHost = await rawExchange(portOf(base), 'GET /mf-manifest.json HTTP/1.1\r\nConnection: close\r\n\r\n');
  expect(statuses(noHost.text)).toEqual([400]);
  expect(noHost.text).toMatch(/\r\n\r\nThe request has no Host header\.$/);
  const expect417 = await rawExchange(portOf(base), 'GET /mf-manifest.json HTTP/1.1\r\nHost: x\r\nExpect: garbage\r\nConnection: close\r\n\r\n');
  expect(statuses(expect417.text)).toEqual([417]);
  expect(expect417.text).toMatch(/\r\n\r\nThe Expect header asks for something this server does not do\.$/);
  expect((await fetch(`${base}/mf-manifest.json`)).status).toBe(200);
});

test('fuzz: malformed Range, If-*, Expect, Host and method combinations; every one answered below 500, the server still answers', async () => {
  const base = await serve();
  const { hostileRequests, rawExchange, statuses, answers } = await hostile();
  const port = portOf(base);
  const problems: string[] = [];
  for (const path of ['/remoteEntry.js', '/expose.aaaaaaaa.js', '/v/1.0.0/mf-manifest.json']) {
    for (const request of hostileRequests(path, `127.0.0.1:${port}`)) {
      const { text } = await rawExchange(port, request, { timeoutMs: 5_000 });
      const codes = statuses(text);
      if (codes.length === 0 || codes.some((c) => c >= 500)) problems.push(`${JSON.stringify(request.slice(0, 120))} -> ${codes.join(',') || 'no answer'}`);
    }
  }
  expect(problems).toEqual([]);
  expect(await answers(port, '/mf-manifest.json')).toBe(true);
});

test('one connection pipelining many requests is closed past the cap, and the server goes on', async () => {
  const base = await serve({ MAX_PIPELINED: '4' });
  const { rawExchange, statuses } = await hostile();
  const many = 'GET /mf-manifest.json HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(50);
  const { text, closedByServer } = await rawExchange(portOf(base), many);
  expect(closedByServer).toBe(true);
  expect(statuses(text).length).toBeLessThanOrEqual(4);
  // A few in a row on one connection (a client that does pipeline a little) are all answered.
  const few = await rawExchange(portOf(base), 'GET /mf-manifest.json HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(3) + 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  expect(statuses(few.text)).toEqual([200, 200, 200, 200]);
});

test('a client that stops reading is disconnected once nothing it was sent has been taken for SLOW_READER_MS', async () => {
  // A file larger than the socket buffers on both sides.
  writeFileSync(path.join(part, 'releases', '1.0.0-aaaa', 'big.bin'), Buffer.alloc(32 * 1024 * 1024, 7));
  const base = await serve({ SLOW_READER_MS: '1000' });
  const server = servers[servers.length - 1]!;
  const closed = new Promise<void>((resolve) => server.once('connection', (socket) => socket.once('close', () => resolve())));
  const { connect } = await import('node:net');
  const client = connect(portOf(base), '127.0.0.1', () => {
    client.write('GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n');
    client.pause();
  });
  client.on('error', () => undefined);
  // The server closes its side (the test fails by timing out otherwise).
  await closed;
  client.destroy();
});
