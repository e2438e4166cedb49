// The shell's /api forward: transparent. Whatever the API answers (status, headers, body, its own
// errors) reaches the page unchanged, and whatever the page asks (method, path, query, body) reaches
// the API unchanged, byte for byte: the raw request target is sent as it came, so a search text
// such as "...gate" or "../pump" is the API's to judge (a proxy library's traversal guard answered
// 400 for them, D6), and every method goes through (the API answers 405 itself, D7). Only a
// hop-by-hop header is dropped, and X-Forwarded-* is added. When the API cannot be reached or does
// not answer in time, the answer is 503 / 504 in the API's own error shape (./proxy-errors.mjs).
// The forward's answers keep the API's own security headers (D15): see forwardedReplies.
import http from 'node:http';
import https from 'node:https';
import { proxyErrorReply } from './proxy-errors.mjs';

/** Headers that belong to one connection (RFC 9110 7.6.1), never forwarded either way. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/** Methods Node's HTTP parser accepts beyond Fastify's defaults (GET, HEAD, POST, PUT, DELETE, PATCH, OPTIONS). */
const EXTRA_METHODS = [
  'TRACE',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'PURGE',
  'REPORT',
  'MKCALENDAR',
  'QUERY',
  'LINK',
  'UNLINK',
  'ACL',
  'BIND',
  'REBIND',
  'UNBIND',
  'CHECKOUT',
  'MERGE',
  'MKACTIVITY',
  'NOTIFY',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'SOURCE',
  'M-SEARCH',
];

/** Replies whose headers are the API's own: the shell's onSend hook leaves them alone. */
export const forwardedReplies = new WeakSet();

function withoutHopByHop(headers) {
  const listed = String(headers.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase());
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || listed.includes(name)) continue;
    out[name] = value;
  }
  return out;
}

/** A body's bytes, whatever its content type, up to `bodyLimit` (413 past it). */
function rawBodies(app, bodyLimit) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_req, body, done) => done(null, body));
}

/**
 * Registers the forward of `/api` and `/api/*` (every method) to `upstream`, as an encapsulated
 * plugin (its raw body parsing stays inside it).
 */
export function apiForward({ upstream, timeoutMs, bodyLimit }) {
  const target = new URL(upstream);
  const client = target.protocol === 'https:' ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxSockets: 256 });

  return async function plugin(app) {
    rawBodies(app, bodyLimit);
    app.addHook('onClose', async () => agent.destroy());

    const handler = (req, reply) =>
      new Promise((resolve) => {
        const headers = withoutHopByHop(req.headers);
        headers.host = target.host;
        headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
        headers['x-forwarded-host'] = req.headers.host ?? '';
        headers['x-forwarded-proto'] = req.protocol;
        const body = Buffer.isBuffer(req.body) ? req.body : null;
        if (body) headers['content-length'] = String(body.length);
        else delete headers['content-length'];

        const upstreamReq = client.request(
          { protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path: req.raw.url, headers, agent, timeout: timeoutMs },
          (res) => {
            forwardedReplies.add(reply);
            reply.code(res.statusCode ?? 502).headers(withoutHopByHop(res.headers));
            // A stream: Fastify passes it through; the API's Content-Length and encoding stay.
            reply.send(res);
            resolve(reply);
          },
        );
        upstreamReq.on('timeout', () => {
          const err = new Error('The API did not answer in time');
          err.statusCode = 504;
          upstreamReq.destroy(err);
        });
        upstreamReq.on('error', (error) => {
          if (!reply.sent && !forwardedReplies.has(reply)) proxyErrorReply(reply, { error });
          resolve(reply);
        });
        // The visitor gone: stop asking the API.
        req.raw.on('close', () => {
          if (!req.raw.complete || reply.raw.destroyed) upstreamReq.destroy();
        });
        upstreamReq.end(body ?? undefined);
      });

    // Every method the HTTP parser knows reaches the API, which answers 405 with its Allow itself
    // (the framework knows only the common ones and answered the rest with its own 404, D7).
    for (const method of EXTRA_METHODS) if (!app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody: true });
    app.all('/api', handler);
    app.all('/api/*', handler);

    // Errors the shell raises itself under /api (a body past the limit, a malformed body) keep
    // the API's error shape, so a client reads every /api answer the same way.
    app.setErrorHandler((error, _req, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      reply
        .code(status)
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send({ error: { code: status === 500 ? 'internal' : 'bad_request', message: status === 413 ? 'The request body is too large.' : 'The request could not be read.' } });
    });
  };
}
