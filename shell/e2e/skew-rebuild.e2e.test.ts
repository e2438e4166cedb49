// Issue 15 point 6, end to end: the stormwater team changes its remote and releases it against the
// shell that is already running, and the shell handles each kind of change as docs/releasing.md
// says. Nothing here edits a manifest by hand (fault-matrix-remotes does that, cell by cell): each
// release is a real Rspack build of a changed copy of mfe-stormwater, made in a team's own
// workspace (a temporary folder with the repository's build files and installed packages), served
// by the product's static server on its own origin and pinned with one edit of the running shell's
// runtime configuration, as a team releases (docs/releasing.md).
//
//   change                                      outcome on the running shell
//   a newer contract minor and a new text       loads; the visitor sees the new release
//   a contract major bump                       refused: translated fallback, reason for support
//   a Mantine component the shell lacks         refused instead of crashing with React #130
//     (Blockquote, added to the team's list)
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestPage } from '../../tools/e2e/browser';

type System = Awaited<ReturnType<(typeof import('../../tools/compose/system.mjs'))['startSystem']>>;

const ROOT = path.resolve(__dirname, '../..');
const PART = 'mfe-stormwater';
const TIMEOUT_MS = 6000;
const FALLBACK_WITHIN_MS = 3 * TIMEOUT_MS + 10_000;
const INCOMPATIBLE = 'This section is a version this page cannot use.';

let system: System;
let workspaces: string;
let configFile: string;
let edits = 0;
const servers: ChildProcess[] = [];

/**
 * A team's workspace for one release: the build files of the repository, a copy of the remote as
 * checked out and the installed packages (linked, but not the build cache, which holds the
 * generated shared-surface modules and must follow this workspace's list).
 */
function makeWorkspace(name: string): string {
  const dir = path.join(workspaces, name);
  for (const file of ['package.json', 'rspack.base.mjs', 'shared-surface.mjs']) cpSync(path.join(ROOT, file), path.join(dir, file));
  cpSync(path.join(ROOT, 'tools/compose/loaders'), path.join(dir, 'tools/compose/loaders'), { recursive: true });
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(path.join(ROOT, 'node_modules')))
    if (entry !== '.cache') symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  cpSync(path.join(ROOT, PART), path.join(dir, PART), {
    recursive: true,
    filter: (src) => !['dist', 'releases', 'node_modules', 'e2e', '__tests__'].includes(path.basename(src)) && !path.basename(src).startsWith('.'),
  });
  return dir;
}

/** Applies the team's change to a fresh workspace and builds the remote for production; the built folder. */
async function release(name: string, change: (workspace: string, part: string) => void): Promise<string> {
  const dir = makeWorkspace(name);
  const part = path.join(dir, PART);
  change(dir, part);
  await new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
      cwd: part,
      env: { ...process.env, NODE_ENV: 'production', BUILD_DIR: 'dist' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    build.stdout!.on('data', (d) => (log += d));
    build.stderr!.on('data', (d) => (log += d));
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build of ${name} failed:\n${log}`))));
  });
  return path.join(part, 'dist');
}

/** Serves a built folder with the product's static server on a free port; its origin. */
async function serve(folder: string): Promise<string> {
  const { freePort, waitForHttp } = await import('../../tools/compose/system.mjs');
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'tools/static-server/static-server.mjs'), folder, '--port', String(port), '--host', '127.0.0.1'], { stdio: 'ignore' });
  servers.push(child);
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/mf-manifest.json`, 30_000);
  return origin;
}

/** Pins the stormwater remote to a release: one edit of the running shell's configuration. */
function pin(manifest: string) {
  writeFileSync(configFile, JSON.stringify({ remotes: { stormwater: { manifest } } }));
  const t = Date.now() / 1000 + ++edits;
  utimesSync(configFile, t, t);
}

async function pinnedSeen(manifest: string) {
  for (let i = 0; i < 50; i++) {
    const config = (await (await fetch(`${system.url}/runtime-config.json`)).json()) as { remotes: { stormwater: { manifest: string } } };
    if (config.remotes.stormwater.manifest === manifest) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the shell did not take ${manifest}`);
}

async function releaseAndPin(name: string, change: (workspace: string, part: string) => void): Promise<string> {
  const origin = await serve(await release(name, change));
  pin(`${origin}/mf-manifest.json`);
  await pinnedSeen(`${origin}/mf-manifest.json`);
  return origin;
}

const edit = (file: string, from: string | RegExp, to: string) => {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(from, to);
  if (next === text) throw new Error(`${file}: nothing to change for ${String(from)}`);
  writeFileSync(file, next);
};
const bumpContract = (part: string, version: string) =>
  edit(path.join(part, 'src/contract.ts'), /export const CONTRACT_VERSION = '\d+\.\d+\.\d+'/, `export const CONTRACT_VERSION = '${version}'`);

beforeAll(async () => {
  workspaces = mkdtempSync(path.join(tmpdir(), 'skew-team-'));
  configFile = path.join(workspaces, 'runtime-config.json');
  writeFileSync(configFile, '{}');
  const { startSystem } = await import('../../tools/compose/system.mjs');
  const { TEST_TILE_ENV } = await import('../../tools/e2e/chromium.mjs');
  system = await startSystem({
    freePorts: true,
    env: { ...TEST_TILE_ENV, RUNTIME_CONFIG_FILE: configFile, REMOTE_TIMEOUT_MS: String(TIMEOUT_MS) },
    stdio: 'ignore',
  });
}, 120_000);
afterAll(async () => {
  for (const child of servers) child.kill();
  await system?.stop();
  rmSync(workspaces, { recursive: true, force: true });
});

const t = useTestPage({ timeout: 90_000 });

/** Opens the dialog from the shell's button (no idle preloading, so the open loads the pinned release). */
async function openStormwater() {
  await t.context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  await t.page.goto(system.url);
  await t.page.getByRole('button', { name: 'Stormwater Approaches', exact: true }).click();
}
const dialog = () => t.page.getByRole('dialog');
const fallback = () => dialog().getByTestId('remote-fallback');

test('a release with a newer contract minor and a changed text loads from its own origin; the visitor sees the change', async () => {
  const origin = await releaseAndPin('minor', (_, part) => {
    bumpContract(part, '2.1.0');
    edit(path.join(part, 'locales/en/stormwater.json'), '"title": "Stormwater Approaches"', '"title": "Stormwater Approaches, release 2.1"');
  });
  const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as { metaData: { forestCity: { contractVersion: string } } };
  expect(manifest.metaData.forestCity.contractVersion).toBe('2.1.0');
  const fromRelease: string[] = [];
  t.page.on('request', (r) => r.url().startsWith(origin) && fromRelease.push(r.url()));
  await openStormwater();
  await t.page.getByRole('dialog', { name: 'Stormwater Approaches, release 2.1' }).getByRole('tab').first().waitFor();
  expect(fromRelease.some((u) => u.endsWith('/remoteEntry.js') || /remoteEntry\.[0-9a-f]{8}\.js$/.test(u))).toBe(true);
});

test('a release with a contract major bump is refused with the translated reason; the rest of the page works', async () => {
  await releaseAndPin('major', (_, part) => bumpContract(part, '3.0.0'));
  await openStormwater();
  await fallback().getByRole('button', { name: 'Retry' }).waitFor({ timeout: FALLBACK_WITHIN_MS });
  expect(await fallback().textContent()).toContain(INCOMPATIBLE);
  expect(await fallback().getByTestId('remote-fallback-detail').textContent()).toContain('implements contract 3.0.0; this shell needs contract 2.x');
  await t.page.getByTestId('overview-treatmentCapacity').waitFor();
});

test('a release using a Mantine component the running shell does not provide is refused, not crashed', async () => {
  await releaseAndPin('mantine', (workspace, part) => {
    // The team adds the component and, as the surface test of its own `npm test` demands, the name to its list.
    edit(path.join(workspace, 'shared-surface.mjs'), "'Badge',", "'Badge',\n    'Blockquote',");
    edit(
      path.join(part, 'src/exposed/StormwaterDialog.tsx'),
      'return <StormwaterApproachesDialog {...props} />;',
      'return (\n    <>\n      <Blockquote>New in this release</Blockquote>\n      <StormwaterApproachesDialog {...props} />\n    </>\n  );',
    );
    edit(
      path.join(part, 'src/exposed/StormwaterDialog.tsx'),
      "import { withSelfProviders } from '@forest-city/remote-kit';",
      "import { Blockquote } from '@mantine/core';\nimport { withSelfProviders } from '@forest-city/remote-kit';",
    );
  });
  await openStormwater();
  await fallback().getByRole('button', { name: 'Retry' }).waitFor({ timeout: FALLBACK_WITHIN_MS });
  expect(await fallback().textContent()).toContain(INCOMPATIBLE);
  expect(await fallback().getByTestId('remote-fallback-detail').textContent()).toContain('@mantine/core: Blockquote');
});
