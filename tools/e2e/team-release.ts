// A team's release, end to end, for the browser tests that check what a release does to the
// running shell (skew-rebuild, prerender): a copy of one remote, changed, built for production in
// the team's own workspace (a temporary folder with the repository's build files and installed
// packages), served by the product's static server on its own origin, and pinned with one edit of
// the running shell's runtime configuration, as a team releases (docs/releasing.md).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** Replaces `from` in a file, and fails when there is nothing to replace (the test would prove nothing). */
export function edit(file: string, from: string | RegExp, to: string): void {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(from, to);
  if (next === text) throw new Error(`${file}: nothing to change for ${String(from)}`);
  writeFileSync(file, next);
}

/**
 * A team's workspace for one release: the build files of the repository, a copy of the remote as
 * checked out and the installed packages (linked, but not the build cache, which holds the
 * generated shared-surface modules and must follow this workspace's list).
 */
export function makeWorkspace(dir: string, part: string): string {
  for (const file of ['package.json', 'rspack.base.mjs', 'shared-surface.mjs']) cpSync(path.join(ROOT, file), path.join(dir, file));
  cpSync(path.join(ROOT, 'tools/compose/loaders'), path.join(dir, 'tools/compose/loaders'), { recursive: true });
  mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of readdirSync(path.join(ROOT, 'node_modules')))
    if (entry !== '.cache') symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  cpSync(path.join(ROOT, part), path.join(dir, part), {
    recursive: true,
    filter: (src) => !['dist', 'releases', 'node_modules', 'e2e', '__tests__'].includes(path.basename(src)) && !path.basename(src).startsWith('.'),
  });
  return dir;
}

/** Serves a remote's built folder (or its `dist` link) with the product's static server on a free port; the process and its origin. */
export async function serveRemote(folder: string): Promise<{ child: ChildProcess; origin: string }> {
  const { freePort, waitForHttp } = await import('../compose/system.mjs');
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'tools/static-server/static-server.mjs'), folder, '--port', String(port), '--host', '127.0.0.1'], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/mf-manifest.json`, 30_000);
  return { child, origin };
}

/**
 * Releases a version of the remote in `workspace/part` as a team does (docs/releasing.md): the
 * version set (what `npm run release:version` does with the changesets), the build into the
 * release store (a development build), the version recorded with that build's digest, and the build
 * renamed to its version. Runs in a process of its own, as the build does, with `env` added to its
 * environment. The release's name.
 */
export async function releaseVersion(workspace: string, part: string, key: string, version: string, env: Record<string, string> = {}): Promise<string> {
  const dir = path.join(workspace, part);
  const pkgFile = path.join(dir, 'package.json');
  writeFileSync(pkgFile, JSON.stringify({ ...JSON.parse(readFileSync(pkgFile, 'utf8')), version }, null, 2));
  const script = `
    const { buildRelease, promoteRelease } = await import(${JSON.stringify(path.join(ROOT, 'tools/compose/build-all.mjs'))});
    const { writeRecord, DIGEST_FILE } = await import(${JSON.stringify(path.join(ROOT, 'tools/release/record.mjs'))});
    const { readFileSync } = await import('node:fs');
    const dir = ${JSON.stringify(dir)};
    await buildRelease({ dir, key: ${JSON.stringify(key)}, hash: ${JSON.stringify(version)}, root: ${JSON.stringify(workspace)} });
    writeRecord(dir, { version: ${JSON.stringify(version)}, digest: readFileSync(dir + '/dist/' + DIGEST_FILE, 'utf8').trim() });
    console.log('RELEASED ' + promoteRelease(dir));`;
  return new Promise<string>((resolve, reject) => {
    const build = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    build.stdout!.on('data', (d) => (log += d));
    build.stderr!.on('data', (d) => (log += d));
    build.on('exit', (code) => {
      const released = /RELEASED (\S+)/.exec(log)?.[1];
      if (code === 0 && released) resolve(released);
      else reject(new Error(`release ${version} failed:\n${log}`));
    });
  });
}

/**
 * A production build of a changed copy of `part`, in the workspace `dir` (made here): `change` gets
 * the workspace and the copy's folder. The built folder (its `dist`).
 */
export async function buildChangedCopy(dir: string, part: string, change: (workspace: string, part: string) => void): Promise<string> {
  const partDir = path.join(makeWorkspace(dir, part), part);
  change(dir, partDir);
  await new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
      cwd: partDir,
      env: { ...process.env, NODE_ENV: 'production', BUILD_DIR: 'dist' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    build.stdout!.on('data', (d) => (log += d));
    build.stderr!.on('data', (d) => (log += d));
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build of ${path.basename(dir)} failed:\n${log}`))));
  });
  return path.join(partDir, 'dist');
}

export interface TeamReleases {
  /** The runtime configuration file the shell under test reads (RUNTIME_CONFIG_FILE). */
  configFile: string;
  /** Applies the team's change to a fresh workspace, builds and serves the remote, and pins the shell to it; the release's origin. */
  releaseAndPin(name: string, change: (workspace: string, part: string) => void): Promise<string>;
  /** Stops the release servers and removes the workspaces. */
  cleanUp(): void;
}

/**
 * Releases of `part` (e.g. 'mfe-stormwater', whose key in the runtime configuration is `key`) against
 * the shell at `shellUrl()`, which must read `configFile` (start it with RUNTIME_CONFIG_FILE).
 */
export function teamReleases(part: string, key: string, shellUrl: () => string): TeamReleases {
  const workspaces = mkdtempSync(path.join(tmpdir(), 'team-'));
  const configFile = path.join(workspaces, 'runtime-config.json');
  writeFileSync(configFile, '{}');
  const servers: ChildProcess[] = [];
  let edits = 0;

  const release = (name: string, change: (workspace: string, part: string) => void) => buildChangedCopy(path.join(workspaces, name), part, change);

  /** Serves a built folder with the product's static server on a free port; its origin. */
  async function serve(folder: string): Promise<string> {
    const { child, origin } = await serveRemote(folder);
    servers.push(child);
    return origin;
  }

  /** Pins the remote to a release (one edit of the running shell's configuration) and waits until the shell has taken it. */
  async function pin(manifest: string) {
    writeFileSync(configFile, JSON.stringify({ remotes: { [key]: { manifest } } }));
    const t = Date.now() / 1000 + ++edits;
    utimesSync(configFile, t, t);
    for (let i = 0; i < 50; i++) {
      const config = (await (await fetch(`${shellUrl()}/runtime-config.json`)).json()) as { remotes: Record<string, { manifest: string }> };
      if (config.remotes[key]?.manifest === manifest) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`the shell did not take ${manifest}`);
  }

  return {
    configFile,
    async releaseAndPin(name, change) {
      const origin = await serve(await release(name, change));
      await pin(`${origin}/mf-manifest.json`);
      return origin;
    },
    cleanUp() {
      for (const child of servers) child.kill();
      rmSync(workspaces, { recursive: true, force: true });
    },
  };
}

type System = Awaited<ReturnType<(typeof import('../compose/system.mjs'))['startSystem']>>;

/**
 * A private composed system for a file's tests, its shell reading the runtime configuration that
 * releases of `part` pin (`key` in it): started before the file's tests, stopped after, with its
 * releases removed. `env` adds to the system's environment.
 */
export function useTeamSystem(part: string, key: string, env: Record<string, string> = {}): { team: TeamReleases; readonly system: System } {
  let system: System | undefined;
  const team = teamReleases(part, key, () => system!.url);
  beforeAll(async () => {
    const { startSystem } = await import('../compose/system.mjs');
    const { TEST_TILE_ENV } = await import('./chromium.mjs');
    system = await startSystem({ freePorts: true, env: { ...TEST_TILE_ENV, RUNTIME_CONFIG_FILE: team.configFile, ...env }, stdio: 'ignore' });
  }, 120_000);
  afterAll(async () => {
    await system?.stop();
    team.cleanUp();
  });
  return {
    team,
    get system() {
      return system!;
    },
  };
}
