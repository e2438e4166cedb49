// Releases without restarts (issue 15 item 4), in real Chromium: the shell's server reads its
// runtime configuration from a file (RUNTIME_CONFIG_FILE) and re-reads it when it changes, so
// pinning a remote to a version and rolling it back are one edit each; a canary goes to its share
// of browsers and sticks to a browser; a tester's preview is given only by a name from the
// allow-list (and, with previewOrigins, only to pages opened from those origins). Versions are
// folders of the report remote's origin (`/v/<name>/`), answered by the browser route from the one
// real build, so the test sees which folder the page loaded from.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestPage } from '../../tools/e2e/browser';
import { ROUTE_MANIFESTS_ID } from '@forest-city/contracts/prerender';

type System = Awaited<ReturnType<(typeof import('../../tools/compose/system.mjs'))['startSystem']>>;

let system: System;
let dir: string;
let configFile: string;
let origin: string;
let edits = 0;

/** Writes the configuration document (with a later mtime each time, as an editor would). */
function writeConfig(report: object, top: object = {}) {
  writeFileSync(configFile, JSON.stringify({ ...top, remotes: { report } }));
  const t = Date.now() / 1000 + ++edits;
  utimesSync(configFile, t, t);
}
const version = (name: string) => `${origin}/v/${name}/mf-manifest.json`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'releases-e2e-'));
  configFile = path.join(dir, 'runtime-config.json');
  writeFileSync(configFile, '{}');
  const { startSystem } = await import('../../tools/compose/system.mjs');
  const { TEST_TILE_ENV } = await import('../../tools/e2e/chromium.mjs');
  system = await startSystem({ freePorts: true, env: { ...TEST_TILE_ENV, RUNTIME_CONFIG_FILE: configFile }, stdio: 'ignore' });
  origin = system.urls['mfe-report']!;
}, 120_000);
afterAll(async () => {
  await system?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const t = useTestPage({ timeout: 60_000 });

/** Folders under /v/ of the report's origin the page fetched from. */
let loadedFrom: string[];
beforeEach(async () => {
  loadedFrom = [];
  await t.context.route(
    (url) => url.toString().startsWith(`${origin}/v/`),
    async (route) => {
      const url = new URL(route.request().url());
      const [, , name, ...rest] = url.pathname.split('/');
      loadedFrom.push(name!);
      const real = await fetch(`${origin}/${rest.join('/')}`);
      await route.fulfill({
        status: real.status,
        headers: { 'content-type': real.headers.get('content-type') ?? 'application/octet-stream', 'access-control-allow-origin': '*' },
        body: Buffer.from(await real.arrayBuffer()),
      });
    },
  );
});

async function openReport(query = '', referer?: string) {
  await t.page.goto(`${system.url}/${query}`, { referer });
  await t.page.getByRole('button', { name: 'Analytical Report', exact: true }).click();
  await t.page.getByRole('dialog', { name: 'Analytical Report' }).getByRole('tab').first().waitFor();
}

async function configSeen(query = ''): Promise<{ manifest: string; release: string }> {
  const res = await t.page.request.get(`${system.url}/runtime-config.json${query}`);
  return ((await res.json()) as { remotes: { report: { manifest: string; release: string } } }).remotes.report;
}

test('pin a version, then roll back: one edit each, live without restarting anything', async () => {
  writeConfig({ manifest: version('1.4.0') });
  await openReport();
  expect(loadedFrom).toContain('1.4.0');
  writeConfig({ manifest: version('1.3.0') });
  // Leave the first page before counting: a late request of its own (a chunk or text the open
  // dialog fetched after its first tab showed) must not be taken for the second page's.
  await t.page.goto('about:blank');
  loadedFrom.length = 0;
  await openReport();
  expect(loadedFrom).toContain('1.3.0');
  expect(loadedFrom).not.toContain('1.4.0');
});

test('a canary reaches its share of browsers and stays with a browser', async () => {
  writeConfig({ manifest: version('1.4.0'), canary: { manifest: version('1.5.0'), share: 100 } });
  await openReport();
  expect(loadedFrom).toContain('1.5.0');
  writeConfig({ manifest: version('1.4.0'), canary: { manifest: version('1.5.0'), share: 0 } });
  expect((await configSeen()).release).toBe('stable');
  // Half the browsers: whatever this browser got first, it keeps on every later visit.
  writeConfig({ manifest: version('1.4.0'), canary: { manifest: version('1.5.0'), share: 50 } });
  const first = (await configSeen()).release;
  for (let i = 0; i < 5; i++) expect((await configSeen()).release).toBe(first);
  const cookies = await t.context.cookies(system.url);
  expect(cookies.find((c) => c.name === 'fc_canary')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
});

test('a tester previews a version from the allow-list by name; an unlisted name or a URL gets the stable release', async () => {
  writeConfig({ manifest: version('1.4.0'), previews: { '1.6.0-rc.1': version('1.6.0-rc.1') } });
  await openReport('?preview=report@1.6.0-rc.1');
  expect(loadedFrom).toContain('1.6.0-rc.1');
  expect(await configSeen(`?preview=${encodeURIComponent(`report@${version('evil')}`)}`)).toEqual({ manifest: version('1.4.0'), release: 'stable' });
  expect((await configSeen('?preview=report@1.7.0')).release).toBe('stable');
});

test('with previewOrigins, only a page opened from a listed origin gets the preview; the same link opened directly gets the stable release', async () => {
  writeConfig({ manifest: version('1.4.0'), previews: { '1.6.0-rc.1': version('1.6.0-rc.1') } }, { previewOrigins: ['https://qa.example.org'] });
  await openReport('?preview=report@1.6.0-rc.1', 'https://qa.example.org/test-plan');
  expect(loadedFrom).toContain('1.6.0-rc.1');
  await t.page.goto('about:blank');
  loadedFrom.length = 0;
  await openReport('?preview=report@1.6.0-rc.1');
  expect(loadedFrom).toContain('1.4.0');
  expect(loadedFrom).not.toContain('1.6.0-rc.1');
  expect((await configSeen('?preview=report@1.6.0-rc.1')).release).toBe('stable');
});

test('a broken edit keeps the last good configuration', async () => {
  writeConfig({ manifest: version('1.4.0') });
  expect((await configSeen()).manifest).toBe(version('1.4.0'));
  writeFileSync(configFile, '{ "remotes": ');
  utimesSync(configFile, Date.now() / 1000 + ++edits, Date.now() / 1000 + edits);
  expect((await configSeen()).manifest).toBe(version('1.4.0'));
  await openReport();
  expect(loadedFrom).toContain('1.4.0');
});

test("the page carries this browser's configuration and the route's manifest, preloaded once painted: nothing waits for /runtime-config.json", async () => {
  writeConfig({ manifest: version('1.4.0'), canary: { manifest: version('1.5.0'), share: 100 } });
  const asked: string[] = [];
  t.page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  const res = await t.page.goto(`${system.url}/forest-city-report`);
  const html = await res!.text();
  // Listed for after the first paint, not preloaded from the head (issue 19: it made the first paint later).
  expect(html).toMatch(new RegExp(`<script id="${ROUTE_MANIFESTS_ID}" type="application/json">\\["[^"]+/v/1\\.5\\.0/mf-manifest\\.json"\\]</script>`));
  expect(html).not.toContain('as="fetch"');
  await t.page.locator('link[rel="preload"][as="fetch"][href$="/v/1.5.0/mf-manifest.json"]').waitFor({ state: 'attached' });
  await t.page.getByRole('heading', { name: 'Analytical Report' }).waitFor();
  expect(loadedFrom).toContain('1.5.0');
  expect(asked).not.toContain('/runtime-config.json');
  // The preloaded manifest is the one the federation runtime used: fetched once, not twice.
  expect(asked.filter((p) => p === '/v/1.5.0/mf-manifest.json')).toHaveLength(1);
});
