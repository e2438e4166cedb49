// Pins that hold (issue 45): the stormwater team releases two versions into one release store
// (their own workspace, the product's build and static server, docs/releasing.md), each with
// another title. After the newer release the first version is still served exactly as it was
// released, cached for good (that any number of releases keeps it, and what RELEASES_KEEP removes:
// tools/compose/__tests__/releases.test.ts); a running shell rolled back to it by one edit of its runtime
// configuration shows its title again; and a build that would give that version other content is
// refused. Its 1.0.0 is built as the releases before ES-module entries were (classic scripts, whose
// manifest says so), so the rollback also proves that a current shell loads such a release.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestPage } from '../../tools/e2e/browser';
import { edit, makeWorkspace, releaseVersion, serveRemote } from '../../tools/e2e/team-release';

type System = Awaited<ReturnType<(typeof import('../../tools/compose/system.mjs'))['startSystem']>>;

const PART = 'mfe-stormwater';
const VERSIONS = ['1.0.0', '1.1.0'];
const title = (version: string) => `Stormwater Approaches ${version}`;

let workspace: string;
let configFile: string;
let system: System;
let server: ChildProcess;
let origin: string;
let edits = 0;

/** The team's change for a version: the dialog's title names it. */
function titled(version: string) {
  const file = path.join(workspace, PART, 'locales/en/stormwater.json');
  edit(file, /"title": "Stormwater Approaches[^"]*"/, `"title": "${title(version)}"`);
}

beforeAll(async () => {
  workspace = makeWorkspace(mkdtempSync(path.join(tmpdir(), 'pins-')), PART);
  configFile = path.join(workspace, 'runtime-config.json');
  writeFileSync(configFile, '{}');
  for (const version of VERSIONS) {
    titled(version);
    const classic: Record<string, string> = version === VERSIONS[0] ? { FC_REMOTE_ENTRY: 'classic' } : {};
    expect(await releaseVersion(workspace, PART, 'stormwater', version, classic)).toBe(version);
  }
  ({ child: server, origin } = await serveRemote(path.join(workspace, PART, 'dist')));
  const { startSystem } = await import('../../tools/compose/system.mjs');
  const { TEST_TILE_ENV } = await import('../../tools/e2e/chromium.mjs');
  system = await startSystem({ freePorts: true, env: { ...TEST_TILE_ENV, RUNTIME_CONFIG_FILE: configFile }, stdio: 'ignore' });
}, 600_000);
afterAll(async () => {
  server?.kill();
  await system?.stop();
  rmSync(workspace, { recursive: true, force: true });
});

const t = useTestPage({ timeout: 90_000 });

/** Pins stormwater to a version (one edit of the shell's runtime configuration) and waits until the shell has taken it. */
async function pin(version: string) {
  const manifest = `${origin}/v/${version}/mf-manifest.json`;
  writeFileSync(configFile, JSON.stringify({ remotes: { stormwater: { manifest } } }));
  const at = Date.now() / 1000 + ++edits;
  utimesSync(configFile, at, at);
  for (let i = 0; i < 50; i++) {
    const config = (await (await fetch(`${system.url}/runtime-config.json`)).json()) as { remotes: { stormwater: { manifest: string } } };
    if (config.remotes.stormwater.manifest === manifest) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the shell did not take ${manifest}`);
}

async function openStormwaterTitled(expected: string) {
  await t.page.goto('about:blank');
  await t.page.goto(system.url);
  await t.page.getByRole('button', { name: 'Stormwater Approaches', exact: true }).click();
  await t.page.getByRole('dialog', { name: expected }).getByRole('tab').first().waitFor();
}

test('every released version stays in the store under its own name; the current one is the newest', () => {
  const names = readdirSync(path.join(workspace, PART, 'releases')).filter((n) => !n.startsWith('.'));
  for (const version of VERSIONS) expect(names).toContain(version);
  expect(path.basename(realpathSync(path.join(workspace, PART, 'dist')))).toBe('1.1.0');
});

test('after a newer release, /v/1.0.0/ is what 1.0.0 released, cached for good', async () => {
  const res = await fetch(`${origin}/v/1.0.0/locales/en/stormwater.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(((await res.json()) as { title: string }).title).toBe(title('1.0.0'));
  const manifest = (await (await fetch(`${origin}/v/1.0.0/mf-manifest.json`)).json()) as { metaData: { forestCity: { version: string } } };
  expect(manifest.metaData.forestCity.version).toBe('1.0.0');
  // The root serves the newest.
  expect(((await (await fetch(`${origin}/locales/en/stormwater.json`)).json()) as { title: string }).title).toBe(title('1.1.0'));
});

test('each manifest says how its entry loads: 1.0.0 a classic script, the newer one an ES module', async () => {
  const entryType = async (version: string) =>
    ((await (await fetch(`${origin}/v/${version}/mf-manifest.json`)).json()) as { metaData: { remoteEntry: { type: string } } }).metaData.remoteEntry.type;
  expect(await entryType('1.0.0')).toBe('global');
  for (const version of VERSIONS.slice(1)) expect(await entryType(version)).toBe('module');
  expect(await (await fetch(`${origin}/v/1.0.0/remoteEntry.js`)).text()).toMatch(/\bmfe_stormwater\b/);
});

test('a running shell pinned to the newest rolls back to the first version with one edit of its runtime configuration', async () => {
  await pin('1.1.0');
  await openStormwaterTitled(title('1.1.0'));
  await pin('1.0.0');
  await openStormwaterTitled(title('1.0.0'));
});

test('building 1.0.0 again from other sources is refused; 1.0.0 is left as it was', async () => {
  // The team forgets the changeset and forges the record of 1.0.0 with a build of new text.
  titled('1.0.0 again');
  const dir = path.join(workspace, PART);
  const forged = `
    const { buildRelease, promoteRelease } = await import(${JSON.stringify(path.resolve(__dirname, '../../tools/compose/build-all.mjs'))});
    const { writeRecord, DIGEST_FILE } = await import(${JSON.stringify(path.resolve(__dirname, '../../tools/release/record.mjs'))});
    const { readFileSync } = await import('node:fs');
    const dir = ${JSON.stringify(dir)};
    await buildRelease({ dir, key: 'stormwater', hash: 'forged', root: ${JSON.stringify(workspace)} });
    writeRecord(dir, { version: '1.0.0', digest: readFileSync(dir + '/dist/' + DIGEST_FILE, 'utf8').trim() });
    promoteRelease(dir);`;
  const pkgFile = path.join(dir, 'package.json');
  writeFileSync(pkgFile, JSON.stringify({ ...JSON.parse(readFileSync(pkgFile, 'utf8')), version: '1.0.0' }, null, 2));
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', forged], { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toContain('1.0.0 was released from other files');
  expect(((await (await fetch(`${origin}/v/1.0.0/locales/en/stormwater.json`)).json()) as { title: string }).title).toBe(title('1.0.0'));
}, 300_000);
