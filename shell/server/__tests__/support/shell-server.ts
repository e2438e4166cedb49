// The real shell server (server/index.mjs) in its own Node process, for the server's tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The real shell server (server/index.mjs) in its own Node process, serving a stand-in build:
 * `files` by name (a stand-in index.html unless given).
 */
export async function startShellServer(
  env: Record<string, string>,
  files: Record<string, string | Buffer> = { 'index.html': '<!doctype html><title>stand-in</title>' },
): Promise<{ url: string; port: number; child: ChildProcess }> {
  const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dist, name), text);
  const server = path.resolve(__dirname, '..', '..', 'index.mjs');
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
  return { url: `http://127.0.0.1:${port}`, port, child };
}
