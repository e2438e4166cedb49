/**
 * @jest-environment node
 */
// The shell's server in front of a stand-in API: the /api forward is transparent (status, body and
// headers as the API sent them, the raw path as the page sent it, every method), the server cuts
// off slow clients and oversized requests, sends HSTS only where configured, and serves no source
// maps or build stats unless told to. The real server (server/index.mjs) in its own Node process.
import http from 'node:http';
import { connect } from 'node:net';
import { startShellServer } from './support/shell-server';

jest.setTimeout(60_000);

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
const seen: Seen[] = [];
let api: http.Server;
let apiUrl: string;
/** How the stand-in API answers the next requests; `hang` never answers. */
let mode: 'normal' | 'hang' = 'normal';

beforeAll(async () => {
  api = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (mode === 'hang') return;
      if (req.url!.startsWith('/api/bad')) {
        res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        return res.end('{"error":{"code":"invalid_parameter","message":"The search text has control characters."}}');
      }
      if (!['GET', 'HEAD'].includes(req.method!)) {
        res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS', 'Content-Type': 'application/json; charset=utf-8' });
        return res.end('{"error":{"code":"method_not_allowed","message":"Only GET, HEAD and OPTIONS."}}');
      }
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Referrer-Policy': 'no-referrer',
        'Content-Security-Policy': "default-src 'none'",
        'X-Api-Own': 'kept',
        ETag: '"v1"',
      });
      res.end(req.method === 'HEAD' ? undefined : '[]');
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));
beforeEach(() => {
  seen.length = 0;
  mode = 'normal';
});

/** The real shell server with a stand-in build (a script, its source map, the federation stats) and the API above. */
function startShell(env: Record<string, string> = {}) {
  return startShellServer(
    { API_URL: apiUrl, ...env },
    {
      'index.html': '<!doctype html><title>stand-in</title>',
      'main.0123abcd.js': 'console.log(1)',
      'main.0123abcd.js.map': '{"sources":["/build/node_modules/x.js"]}',
      'mf-stats.json': '{}',
    },
  );
}

/** Raw HTTP over one socket: what arrives, and when the server closed it (ms after connecting). */
function rawExchange(port: number, write: (socket: import('node:net').Socket) => void, limitMs: number): Promise<{ text: string; closedAfter: number | null }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const give = (closedAfter: number | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closedAfter });
    };
    const timer = setTimeout(() => give(null), limitMs);
    socket.on('data', (c) => (text += c.toString()));
    socket.on('close', () => give(Date.now() - started));
    socket.on('error', () => {});
    socket.on('connect', () => write(socket));
  });
}

describe('the /api forward is transparent', () => {
  let shell: Awaited<ReturnType<typeof startShell>>;
  beforeAll(async () => (shell = await startShell({ API_TIMEOUT_MS: '1500' })));
  afterAll(() => shell.child.kill());

  test.each(['/api/infrastructure/search/...gate?lang=en', '/api/infrastructure/search/..%2Fpump?lang=en'])(
    'a search with dots (%s) reaches the API as sent and its answer comes back as is',
    async (url) => {
      const res = await fetch(`${shell.url}${url}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('[]');
      expect(seen.map((s) => s.url)).toEqual([url]);
    },
  );

  test("the API's headers are kept: its Referrer-Policy and CSP are not replaced, nothing is added", async () => {
    const res = await fetch(`${shell.url}/api/metrics?lang=en`, { headers: { 'If-None-Match': '"v0"' } });
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(res.headers.get('x-api-own')).toBe('kept');
    expect(res.headers.get('etag')).toBe('"v1"');
    expect(res.headers.get('permissions-policy')).toBeNull();
    expect(seen[0]!.headers['if-none-match']).toBe('"v0"');
    expect(seen[0]!.headers['x-forwarded-host']).toBe(`127.0.0.1:${shell.port}`);
  });

  test("the API's own errors pass unchanged: a 400 and a 405 with its Allow, for any method", async () => {
    const bad = await fetch(`${shell.url}/api/bad`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: 'invalid_parameter', message: 'The search text has control characters.' } });
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'SEARCH', 'PURGE']) {
      const res = await fetch(`${shell.url}/api/infrastructure`, { method, body: method === 'PROPFIND' ? undefined : 'x=1' });
      expect({ method, status: res.status, allow: res.headers.get('allow') }).toEqual({ method, status: 405, allow: 'GET, HEAD, OPTIONS' });
      expect((await res.json()).error.code).toBe('method_not_allowed');
    }
    expect(seen.find((s) => s.method === 'POST')?.body).toBe('x=1');
  });

  test('a body past 64 KB is refused with 413 in the API shape, before reaching the API', async () => {
    const res = await fetch(`${shell.url}/api/infrastructure`, { method: 'POST', body: 'x'.repeat(70_000), headers: { 'Content-Type': 'text/plain' } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'bad_request', message: 'The request body is too large.' } });
    expect(seen).toEqual([]);
  });

  test('the API not answering in time: 504 in its shape', async () => {
    mode = 'hang';
    const res = await fetch(`${shell.url}/api/metrics`);
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ error: { code: 'internal', message: 'The data service did not answer in time.' } });
  });

  test('headers past 16 KB: 431 in the API shape', async () => {
    const res = await fetch(`${shell.url}/api/metrics`, { headers: { 'X-Big': 'y'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect((await res.json()).error.code).toBe('bad_request');
  });

  test('no Host (HTTP/1.1) is a 400 and an unknown Expect a 417, each with a body in the API shape; the server goes on', async () => {
    const { rawExchange: raw, statuses } = await import('../../../tools/soak/hostile-http.mjs');
    for (const [request, status, message] of [
      ['GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 400, 'The request has no Host header.'],
      ['GET /api/metrics HTTP/1.1\r\nHost: x\r\nExpect: garbage\r\nConnection: close\r\n\r\n', 417, 'The Expect header asks for something this server does not do.'],
    ] as const) {
      const { text } = await raw(shell.port, request);
      expect(statuses(text)).toEqual([status]);
      expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual({ error: { code: 'bad_request', message } });
      expect(text).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
    }
    expect((await fetch(`${shell.url}/runtime-config.json`)).status).toBe(200);
  });
});

describe('slow clients are cut off in seconds', () => {
  let shell: Awaited<ReturnType<typeof startShell>>;
  beforeAll(async () => (shell = await startShell({ HEADERS_TIMEOUT_MS: '1500', REQUEST_TIMEOUT_MS: '2500' })));
  afterAll(() => shell.child.kill());

  test('headers dripped one line at a time: 408 and closed soon after the headers timeout', async () => {
    const { text, closedAfter } = await rawExchange(
      shell.port,
      (s) => {
        s.write('GET / HTTP/1.1\r\nHost: x\r\n');
        const drip = setInterval(() => (s.writable ? s.write('X-Drip: 1\r\n') : clearInterval(drip)), 500);
        s.on('close', () => clearInterval(drip));
      },
      15_000,
    );
    expect(closedAfter).not.toBeNull();
    expect(closedAfter!).toBeLessThan(8_000);
    expect(text).toMatch(/^HTTP\/1.1 408/);
  });

  test.each(['/', '/api/metrics'])('a body dripped one byte at a time to %s is closed soon after the request timeout', async (url) => {
    const { closedAfter } = await rawExchange(
      shell.port,
      (s) => {
        s.write(`POST ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 5000\r\n\r\n`);
        const drip = setInterval(() => (s.writable ? s.write('x') : clearInterval(drip)), 500);
        s.on('close', () => clearInterval(drip));
      },
      15_000,
    );
    expect(closedAfter).not.toBeNull();
    expect(closedAfter!).toBeLessThan(9_000);
  });
});

describe('what the server discloses', () => {
  test('HSTS and a Secure cookie on HTTPS: by default behind a proxy on a loopback or private address; a proxy not trusted is ignored; always when configured', async () => {
    const byDefault = await startShell();
    const untrusting = await startShell({ TRUST_PROXY: 'false' });
    const always = await startShell({ HSTS: 'always', HSTS_MAX_AGE: '600' });
    try {
      const get = (url: string, headers: Record<string, string> = {}) => fetch(`${url}/runtime-config.json`, { headers });
      const tls = { 'X-Forwarded-Proto': 'https' };
      const plain = await get(byDefault.url);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
      expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
      // The test's own address is loopback: the deployment recipe's proxy in front of the shell.
      const proxied = await get(byDefault.url, tls);
      expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(proxied.headers.get('set-cookie')).toMatch(/^fc_canary=\d+; .*HttpOnly; Secure$/);
      const spoofed = await get(untrusting.url, tls);
      expect(spoofed.headers.get('strict-transport-security')).toBeNull();
      expect(spoofed.headers.get('set-cookie')).not.toMatch(/Secure/);
      expect((await get(always.url)).headers.get('strict-transport-security')).toBe('max-age=600; includeSubDomains');
    } finally {
      for (const s of [byDefault, untrusting, always]) s.child.kill();
    }
  });

  test('source maps and mf-stats.json are not served unless SERVE_SOURCE_MAPS=1; the bundle is', async () => {
    const prod = await startShell();
    const debug = await startShell({ SERVE_SOURCE_MAPS: '1' });
    try {
      const status = async (url: string, file: string) => (await fetch(`${url}/${file}`)).status;
      expect(await status(prod.url, 'main.0123abcd.js')).toBe(200);
      expect(await status(prod.url, 'main.0123abcd.js.map')).toBe(404);
      expect(await status(prod.url, 'mf-stats.json')).toBe(404);
      expect(await status(debug.url, 'main.0123abcd.js.map')).toBe(200);
      expect(await status(debug.url, 'mf-stats.json')).toBe(200);
    } finally {
      prod.child.kill();
      debug.child.kill();
    }
  });
});
