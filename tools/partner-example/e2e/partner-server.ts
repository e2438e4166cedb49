// The example partner's server for the partner e2e files: its own process on a free port, so the
// partner's pages are on an origin of their own (never the shell's or a remote's).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Starts the server before the file's tests and stops it after them; `url` is set once it answers. */
export function usePartnerServer(): { url: string } {
  const partner = { url: '' };
  let child: ChildProcess | null = null;
  beforeAll(async () => {
    const { freePort, waitForHttp } = await import('../../compose/system.mjs');
    const port = await freePort();
    child = spawn(process.execPath, ['server.mjs'], { cwd: path.join(__dirname, '..'), env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
    partner.url = `http://localhost:${port}`;
    await waitForHttp(`${partner.url}/partner.js`);
  });
  afterAll(async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGTERM');
    });
  });
  return partner;
}
