// Starts the REAL server (`tsx src/server/main.ts`, as `npm start -w api-mock` does) on a free
// port for API tests, and stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { FormatRegistry } from '@sinclair/typebox';

export const ROOT = path.resolve(__dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const MAIN = path.join(ROOT, 'api-mock/src/server/main.ts');

// TypeBox checks `format: 'date'` only when the format is registered.
if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)));

export interface RunningServer {
  base: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

type Compose = { freePort: () => Promise<number>; waitForHttp: (url: string, ms?: number) => Promise<void> };
const compose = (): Promise<Compose> => import(path.join(ROOT, 'tools/compose/system.mjs'));

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const { freePort, waitForHttp } = await compose();
  const port = await freePort();
  const child = spawn(TSX, [MAIN], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`))));
  await Promise.race([waitForHttp(`${base}/healthz`, 30_000), exited]);
  exited.catch(() => undefined);
  return {
    base,
    child,
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

/** Runs the server with a dataset that should be refused; resolves with its exit code and output. */
export function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, [MAIN], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
