/**
 * @jest-environment node
 */
// The shell's answer when the API behind /api is down or silent: the API's error shape, no
// internal address, 503 or 504. The real server with its proxy pointed at a closed port.
import { closedPort, startShellServer } from './support/shell-server';

test("the API down: 503 with the API's error shape and no internal address", async () => {
  const port = await closedPort();
  const { url, child } = await startShellServer({ API_URL: `http://127.0.0.1:${port}` });
  try {
    const res = await fetch(`${url}/api/infrastructure?lang=en`);
    const body = await res.text();
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(body)).toEqual({ error: { code: 'internal', message: 'The data service is not reachable.' } });
    expect(body).not.toContain(String(port));
    expect(body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
  } finally {
    child.kill();
  }
});

test('the API silent: 504 with its own message', async () => {
  const { proxyErrorReply } = await import('../proxy-errors.mjs');
  const sent: { code?: number; body?: unknown } = {};
  const reply = {
    log: { warn: () => {} },
    code(c: number) {
      sent.code = c;
      return this;
    },
    header() {
      return this;
    },
    type() {
      return this;
    },
    send(body: unknown) {
      sent.body = body;
      return this;
    },
  };
  proxyErrorReply(reply, { error: Object.assign(new Error('Gateway Timeout'), { statusCode: 504 }) });
  expect(sent).toEqual({ code: 504, body: { error: { code: 'internal', message: 'The data service did not answer in time.' } } });
});
