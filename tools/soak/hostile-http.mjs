// Hostile HTTP for the servers' tests and the soak (loopback only): malformed and odd Range, If-*,
// Expect, Host and method combinations as raw bytes (nothing cleaned up by a client library), a
// raw exchange over one socket, and a pipelining attacker that writes many requests at once and
// never reads. Every server of the product must answer each request and keep answering after.
import net from 'node:net';

/** Range headers: inverted, suffix, open, past the end, multiple, junk, huge numbers. */
const RANGES = [
  'bytes=100-1',
  'bytes=10-1',
  'bytes=1-0',
  'bytes=-1',
  'bytes=0-0',
  'bytes=5-',
  'bytes=-0',
  'bytes=99999999-',
  'bytes=0-99999999',
  'bytes=0-1,3-4,-2',
  'bytes=1-0,0-1',
  'bytes=-',
  'bytes=',
  'bytes=a-b',
  'bytes=--1',
  'bytes=1--2',
  'items=0-1',
  'bytes=18446744073709551616-18446744073709551617',
  `bytes=${'0-1,'.repeat(500)}0-1`,
];

/** Conditional headers, well formed and not. */
const CONDITIONALS = [
  ['If-None-Match', '*'],
  ['If-None-Match', '"x", *'],
  ['If-None-Match', 'W/'],
  ['If-None-Match', '"unterminated'],
  ['If-None-Match', ','.repeat(2000)],
  ['If-Match', '*'],
  ['If-Match', '"nope"'],
  ['If-Modified-Since', 'yesterday'],
  ['If-Modified-Since', 'Sun, 29 Nov 2099 00:00:00 GMT'],
  ['If-Unmodified-Since', 'Thu, 01 Jan 1970 00:00:00 GMT'],
  ['If-Unmodified-Since', 'not a date'],
  ['If-Range', '"nope"'],
  ['If-Range', 'Thu, 01 Jan 1970 00:00:00 GMT'],
];

const EXPECTS = ['garbage', '100-continue', '200-ok', '', '100-continue, garbage'];

/** Request lines and Host headers: missing, empty, doubled, hostile, HTTP/1.0 and absolute form. */
const HOSTS = [null, '', 'evil.example', 'a'.repeat(300), '127.0.0.1:1', '[::1]', 'x y', '%00'];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'PROPFIND', 'QUERY', 'FOO', 'get'];

/**
 * The raw requests sent to a server, each on its own connection and closed after its answer.
 * @param {string} path a path the server serves (a file for a static server)
 * @param {string} host the Host to send where it is not the subject
 * @returns {string[]}
 */
export function hostileRequests(path, host) {
  const req = (lines, { method = 'GET', target = path, version = 'HTTP/1.1', body = '' } = {}) =>
    `${method} ${target} ${version}\r\n${lines.map((l) => `${l}\r\n`).join('')}Connection: close\r\n\r\n${body}`;
  const out = [];
  for (const range of RANGES) {
    out.push(req([`Host: ${host}`, `Range: ${range}`]));
    out.push(req([`Host: ${host}`, `Range: ${range}`, 'If-Range: "nope"']));
    out.push(req([`Host: ${host}`, `Range: ${range}`, 'Accept-Encoding: br, gzip'], { method: 'HEAD' }));
  }
  for (const [name, value] of CONDITIONALS) {
    out.push(req([`Host: ${host}`, `${name}: ${value}`]));
    out.push(req([`Host: ${host}`, `${name}: ${value}`, 'Range: bytes=100-1']));
  }
  for (const expect of EXPECTS) {
    out.push(req([`Host: ${host}`, `Expect: ${expect}`]));
    out.push(req([`Host: ${host}`, `Expect: ${expect}`, 'Content-Length: 5'], { method: 'POST', body: 'hello' }));
  }
  for (const h of HOSTS) {
    const lines = h === null ? [] : [`Host: ${h}`];
    out.push(req(lines));
    out.push(req(lines, { version: 'HTTP/1.0' }));
    out.push(req([...lines, 'Range: bytes=100-1']));
  }
  out.push(req([`Host: ${host}`, `Host: ${host}`]));
  out.push(req([`Host: ${host}`], { target: `http://${host}${path}` }));
  out.push(req([`Host: ${host}`], { target: '*' }));
  for (const method of METHODS) {
    out.push(req([`Host: ${host}`, 'Range: bytes=-1', 'If-None-Match: *']));
    out.push(req([`Host: ${host}`, 'Content-Length: 3', 'Expect: garbage'], { method, body: 'abc' }));
    out.push(req([`Host: ${host}`, 'Transfer-Encoding: chunked'], { method, body: 'zz\r\n' }));
  }
  return out;
}

/**
 * Sends `bytes` on a new loopback connection and collects what comes back until the server
 * closes it or `timeoutMs` passes (then the socket is destroyed).
 * @param {number} port
 * @param {string | Buffer} bytes
 * @param {{ timeoutMs?: number }} [opts]
 * @returns {Promise<{ text: string, closedByServer: boolean, error?: string }>}
 */
export function rawExchange(port, bytes, { timeoutMs = 10_000 } = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    let done = false;
    const socket = net.connect(port, '127.0.0.1');
    const finish = (closedByServer, error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ text: Buffer.concat(chunks).toString('latin1'), closedByServer, ...(error ? { error } : {}) });
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', (err) => finish(true, err.message));
  });
}

/** The status codes of every answer in a raw exchange's text (an answer may follow a body directly). */
export const statuses = (text) => [...text.matchAll(/HTTP\/1\.[01] (\d{3}) /g)].map((m) => Number(m[1]));

/**
 * Whether a server answers a plain GET of `path` with a status below 500 (it is alive).
 * @param {number} port
 * @param {string} path
 */
export async function answers(port, path) {
  const { text } = await rawExchange(port, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  const [status] = statuses(text);
  return status !== undefined && status < 500;
}

/**
 * A hostile client: one connection that writes `count` pipelined GETs of `path` at once and never
 * reads an answer. Resolves with `closedByServer: true` once the server has closed the connection
 * (seen by a blank line written every 200 ms, which HTTP allows between requests, failing), or
 * with false after `holdMs`, when it closes the connection itself.
 * @param {number} port
 * @param {{ path?: string, count?: number, holdMs?: number }} [opts]
 * @returns {Promise<{ closedByServer: boolean }>}
 */
export function pipeliningAttacker(port, { path = '/', count = 1_000, holdMs = 10_000 } = {}) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let done = false;
    /** @type {NodeJS.Timeout | undefined} */
    let poke;
    const finish = (closedByServer) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearInterval(poke);
      socket.destroy();
      resolve({ closedByServer });
    };
    const timer = setTimeout(() => finish(false), holdMs);
    socket.on('connect', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: br\r\n\r\n`.repeat(count));
      // Never read: the answers pile up on the server's side.
      socket.pause();
      poke = setInterval(() => socket.write('\r\n'), 200);
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
  });
}
