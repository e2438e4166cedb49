// An operator's production install (docs/deploying.md): a copy of the repository with the build
// output and no development tools, `npm install --omit=dev`, then each server part started with
// its own `npm start`: the API (compiled JavaScript, no TypeScript runner), a remote's static
// server and the shell's server. Proves every run-time import is in `dependencies`.
//
// The install is `--offline`: it takes the packages from npm's cache, which the `npm install` before
// the tests filled, so the test reaches no registry.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
/** What the build wrote, which a deployment ships beside the sources. */
const BUILD_OUTPUT = ['api-mock/dist', 'shell/dist', 'shell/dist-server', 'mfe-report/releases', 'mfe-report/dist'];

let copy: string;
const servers: ChildProcess[] = [];

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'production-'));
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (existsSync(path.join(ROOT, file))) cpSync(path.join(ROOT, file), path.join(copy, file));
  }
  for (const out of BUILD_OUTPUT) cpSync(path.join(ROOT, out), path.join(copy, out), { recursive: true, verbatimSymlinks: true });
  const install = spawnSync('npm', ['install', '--omit=dev', '--offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: copy,
    encoding: 'utf8',
    timeout: 600_000,
  });
  if (install.status !== 0) throw new Error(`npm install --omit=dev failed:\n${install.stdout}\n${install.stderr}`);
}, 660_000);

afterAll(() => {
  for (const child of servers) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  rmSync(copy, { recursive: true, force: true });
});

/** `npm start -w <part>` in the copy (its own process group, stopped with everything it started). */
async function start(part: string, env: Record<string, string>, probe: string): Promise<string> {
  const { freePort, waitForHttp } = await import('../system.mjs');
  const port = await freePort();
  const child = spawn('npm', ['start', '-w', part], {
    cwd: copy,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: 'ignore',
    detached: true,
  });
  servers.push(child);
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}${probe}`, 60_000);
  return origin;
}

test('the copy holds no development tools: no TypeScript runner, no bundler, no test runner', () => {
  for (const dev of ['tsx', '@rspack/cli', 'jest', 'playwright-core', '@changesets/cli', 'eslint'])
    expect([dev, existsSync(path.join(copy, 'node_modules', dev))]).toEqual([dev, false]);
  expect(existsSync(path.join(copy, 'node_modules', 'fastify'))).toBe(true);
});

test('the API, a remote and the shell start from the production install with their own npm start', async () => {
  const api = await start('api-mock', {}, '/healthz');
  expect(((await (await fetch(`${api}/healthz`)).json()) as { status: string }).status).toBe('ok');

  const report = await start('mfe-report', {}, '/mf-manifest.json');
  const release = path.basename(readlinkSync(path.join(copy, 'mfe-report/dist')));
  const pinned = await fetch(`${report}/v/${release}/mf-manifest.json`);
  expect(pinned.status).toBe(200);
  expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const { version } = JSON.parse(readFileSync(path.join(copy, 'mfe-report/package.json'), 'utf8')) as { version: string };
  expect(((await pinned.json()) as { metaData: { forestCity: { version: string } } }).metaData.forestCity.version).toBe(version);

  const { remoteEnvVar } = await import('@forest-city/contracts/remotes');
  const shell = await start('shell', { API_URL: api, [remoteEnvVar('report')]: `${report}/mf-manifest.json` }, '/runtime-config.json');
  const page = await fetch(`${shell}/`, { headers: { 'Accept-Language': 'en' } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Forest City');
  // The shell's /api forward reaches the API.
  const metrics = await fetch(`${shell}/api/metrics`);
  expect(metrics.status).toBe(200);
  expect(Array.isArray(await metrics.json())).toBe(true);
}, 180_000);
