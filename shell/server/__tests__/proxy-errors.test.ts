/**
 * @jest-environment node
 */
// The shell's answer when the API behind /api is down or silent: the API's error shape, no
// internal address, 503 or 504. The real server with its proxy pointed at a closed port.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real shell server (server/index.mjs) in its own Node process, with a stand-in built page. */
async function startShellServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>stand-in</title>');
  const server = path.resolve(__dirname, '..', 'index.mjs');
  const script = `const { createShellServer } = await import(${JSON.stringify(server)});
const app = await createShellServer();
await app.listen({ port: 0, host: '127.0.0.1' });
console.log('LISTENING ' + app.server.address().port);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, NODE_OPTIONS: '', BUILD_DIR: dist, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`the shell server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

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
