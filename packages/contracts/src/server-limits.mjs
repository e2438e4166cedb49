// What every server of the product (the API, the shell's server, the remotes' static servers)
// accepts from one connection, defined once (docs/reliability.md, "Limits"):
// - the request line and headers within HEADERS_TIMEOUT_MS, the whole request within
//   REQUEST_TIMEOUT_MS (a dripped body is cut off there), and an idle kept-alive connection closed
//   after IDLE_TIMEOUT_MS; Node checks these every second, not every 30 s;
// - a client that stops reading its answers is disconnected once nothing it was sent has been
//   taken for SLOW_READER_MS;
// - at most MAX_PIPELINED requests in flight on one connection: a browser sends one at a time, so a
//   connection past the cap is hostile and is closed without working on the rest;
// - a request without Host (HTTP/1.1) or with an Expect other than 100-continue gets an answer with
//   a body, in the server's own error shape, never Node's empty one.
// Each limit can be overridden by the environment variable of the same name.
import http from 'node:http';
import net from 'node:net';

export const SERVER_LIMITS = Object.freeze({
  HEADERS_TIMEOUT_MS: 10_000,
  REQUEST_TIMEOUT_MS: 15_000,
  IDLE_TIMEOUT_MS: 30_000,
  SLOW_READER_MS: 30_000,
  MAX_PIPELINED: 8,
});

/**
 * The limits, each overridden by its environment variable when that is a number.
 * @param {Record<string, string | undefined>} [env]
 */
export function serverLimits(env = process.env) {
  /** @type {Record<string, number>} */
  const out = {};
  for (const [name, fallback] of Object.entries(SERVER_LIMITS)) {
    const value = env[name];
    out[name] = value !== undefined && value !== '' && Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : fallback;
  }
  return /** @type {typeof SERVER_LIMITS} */ (out);
}

/**
 * Options for `http.createServer` (or Fastify's `http`): the request timeouts, checked every
 * second, and Host checked by the guard (with a body) instead of by Node (without one).
 * @param {typeof SERVER_LIMITS} limits
 */
export function httpServerOptions(limits) {
  return {
    headersTimeout: limits.HEADERS_TIMEOUT_MS,
    requestTimeout: limits.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: limits.IDLE_TIMEOUT_MS,
    connectionsCheckingInterval: 1_000,
    requireHostHeader: false,
  };
}

const IN_FLIGHT = Symbol('requests in flight');
const REFUSED = Symbol('connection refused');

/**
 * The request handler, behind the per-connection guard: past MAX_PIPELINED requests in flight the
 * connection is closed and no further request of it reaches `handler`; a request without Host, or
 * with an Expect this server cannot meet, is answered by `refuse(res, status, message)`.
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => void} handler
 * @param {typeof SERVER_LIMITS} limits
 * @param {(res: http.ServerResponse, status: number, message: string) => void} refuse
 */
export function guardedHandler(handler, limits, refuse) {
  return (req, res) => {
    const socket = /** @type {any} */ (req.socket);
    if (socket[REFUSED] || socket.destroyed) return;
    socket[IN_FLIGHT] = (socket[IN_FLIGHT] ?? 0) + 1;
    if (socket[IN_FLIGHT] > limits.MAX_PIPELINED) {
      socket[REFUSED] = true;
      socket.destroy();
      return;
    }
    res.once('close', () => {
      socket[IN_FLIGHT] -= 1;
    });
    if (req.httpVersionMajor === 1 && req.httpVersionMinor === 1 && !req.headers.host) {
      res.setHeader('Connection', 'close');
      return refuse(res, 400, 'The request has no Host header.');
    }
    handler(req, res);
  };
}

/**
 * Disconnects clients that stop reading: a connection whose unsent bytes have not gone down for
 * SLOW_READER_MS is destroyed (a write-progress limit; the socket's own timeout does not fire while a
 * write is stuck). Checked every second; stops when the server closes.
 * @param {http.Server} server
 * @param {typeof SERVER_LIMITS} limits
 */
export function watchSlowReaders(server, limits) {
  /** @type {Map<net.Socket, { pending: number, since: number }>} */
  const sockets = new Map();
  server.on('connection', (socket) => {
    sockets.set(socket, { pending: 0, since: Date.now() });
    socket.once('close', () => sockets.delete(socket));
  });
  const timer = setInterval(
    () => {
      const now = Date.now();
      for (const [socket, seen] of sockets) {
        const pending = socket.writableLength;
        if (pending === 0 || pending < seen.pending) {
          seen.since = now;
        } else if (now - seen.since >= limits.SLOW_READER_MS) {
          sockets.delete(socket);
          socket.destroy();
          continue;
        }
        seen.pending = pending;
      }
    },
    Math.min(1_000, limits.SLOW_READER_MS),
  );
  timer.unref();
  server.once('close', () => clearInterval(timer));
}

/**
 * Answers an `Expect` other than 100-continue (Node's own answer is an empty 417).
 * @param {http.Server} server
 * @param {(res: http.ServerResponse, status: number, message: string) => void} refuse
 */
export function answerExpectations(server, refuse) {
  server.on('checkExpectation', (_req, res) => {
    res.setHeader('Connection', 'close');
    refuse(res, 417, 'The Expect header asks for something this server does not do.');
  });
}

/**
 * A Node HTTP server with every limit above: what the static servers use, and what the Fastify
 * servers get through `serverFactory`.
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => void} handler
 * @param {object} options
 * @param {typeof SERVER_LIMITS} options.limits
 * @param {(res: http.ServerResponse, status: number, message: string) => void} options.refuse
 * @param {http.ServerOptions} [options.http] further options for http.createServer (e.g. maxHeaderSize)
 */
export function createLimitedServer(handler, { limits, refuse, http: extra = {} }) {
  const server = http.createServer({ ...extra, ...httpServerOptions(limits) }, guardedHandler(handler, limits, refuse));
  watchSlowReaders(server, limits);
  answerExpectations(server, refuse);
  return server;
}

/** Addresses of a proxy on the same machine or network (loopback, private and link-local ranges). */
const PRIVATE = new net.BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');

/**
 * Whether a peer address is loopback, private or link-local (an IPv4-mapped IPv6 address too).
 * @param {string | undefined} address
 */
export function isPrivateAddress(address) {
  if (!address) return false;
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4) return PRIVATE.check(v4[1], 'ipv4');
  return PRIVATE.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

/**
 * The proxies whose X-Forwarded-Proto/-For are believed by default (`TRUST_PROXY` unset): those on
 * loopback, private or link-local addresses, as Fastify's trustProxy names them.
 */
export const DEFAULT_TRUSTED_PROXIES = ['loopback', 'linklocal', 'uniquelocal'];
