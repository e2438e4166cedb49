// Foundation: the composed page renders, every remote mounts where the shell puts it, each sidebar
// dialog opens and Back closes it, shared singletons load once, the page has its icon, and nothing
// reaches the internet.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { baseUrl, useTestPage } from '../../tools/e2e/browser';
import { DIALOG_BUTTONS } from '../../tools/e2e/dialogs';

const t = useTestPage();

test('the dashboard renders header, sidebar and the map remote where the shell mounts it', async () => {
  await t.page.goto(baseUrl());
  await t.page.getByRole('heading', { name: 'Forest City Infrastructure' }).waitFor();
  await t.page.getByText('Johor, Malaysia').first().waitFor();
  for (const { button } of DIALOG_BUTTONS) await t.page.getByRole('button', { name: button }).waitFor();
  const mapSlot = t.page.locator('main [data-remote="map"][data-module="InfrastructureMap"]');
  await mapSlot.waitFor();
  expect(await mapSlot.textContent()).not.toBe('');
});

test('the page names its icon, and the browser asks for that one, not /favicon.ico', async () => {
  const asked: string[] = [];
  t.page.on('request', (r) => {
    if (/\/favicon\.(ico|svg)$/.test(r.url())) asked.push(new URL(r.url()).pathname);
  });
  await t.page.goto(baseUrl());
  const href = await t.page.locator('head link[rel="icon"]').getAttribute('href');
  expect(href).toBe('/favicon.svg');
  const icon = await t.page.request.get(`${baseUrl()}${href}`);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  await t.page.waitForLoadState('networkidle');
  expect(asked).not.toContain('/favicon.ico');
});

// A dialog's shared link on a fresh page is prerender.e2e's; the report page and the 404 page are
// shell-routes-toasts.e2e's.
test('each sidebar button opens its remote dialog and Back closes it; each shared singleton is loaded once, from the shell', async () => {
  const scripts: string[] = [];
  t.page.on('response', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url());
  });
  await t.page.goto(baseUrl());
  await t.page.locator('[data-remote="map"]').waitFor();
  const dialogParam = () => new URL(t.page.url()).searchParams.get('dialog');
  for (const { id, button, title } of DIALOG_BUTTONS) {
    await t.page.getByRole('button', { name: button }).click();
    const dialog = t.page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    expect(dialogParam()).toBe(id);
    await t.page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(dialogParam()).toBeNull();
  }
  const share = await t.page.evaluate(() => {
    const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>> } })
      .__FEDERATION__.__SHARE__;
    const rows: { consumer: string; pkg: string; version: string; from: string; loaded: boolean }[] = [];
    for (const [consumer, byScope] of Object.entries(scopes))
      for (const pkgs of Object.values(byScope))
        for (const [pkg, versions] of Object.entries(pkgs))
          for (const [version, info] of Object.entries(versions)) rows.push({ consumer, pkg, version, from: info.from, loaded: !!info.loaded });
    return rows;
  });
  const { surfaceByShare } = (await import('../../shared-surface.mjs')) as { surfaceByShare: () => Record<string, string[]> };
  const surface = surfaceByShare();
  const singletons = [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-dom/client',
    'react-router',
    '@tanstack/react-query',
    // @mantine/core's two shares (shared-surface.mjs): the dialogs opened above use both.
    '@forest-city/mantine-first-view',
    '@forest-city/mantine-on-demand',
    'i18next',
    'react-i18next',
  ];
  for (const pkg of singletons) {
    const rows = share.filter((r) => r.pkg === pkg);
    expect(rows.length).toBeGreaterThan(0);
    // One version, provided by the shell, for every consumer.
    expect(new Set(rows.map((r) => r.version)).size).toBe(1);
    expect(new Set(rows.map((r) => r.from))).toEqual(new Set(['shell']));
    // Its code was fetched from the shell's origin only: no remote brought its own copy.
    // (Chunk names follow the module path; @mantine/core and React Router are the generated
    // modules of the shared surface, rspack.base.mjs.)
    const fragment = pkg in surface ? `shared-surface_${pkg.replace(/^@/, '').replace('/', '-')}_mjs` : `node_modules_${pkg.replace(/^@/, '').replace('/', '_')}_`;
    const fetched = scripts.filter((s) => s.includes(fragment));
    expect(fetched.filter((s) => s.startsWith(baseUrl())).length).toBeGreaterThan(0);
    expect(fetched.filter((s) => !s.startsWith(baseUrl()))).toEqual([]);
  }
  expect(scripts.filter((s) => s.includes('node_modules_react-dom_')).length).toBeGreaterThan(0);
  // @mantine/hooks is not shared (rspack.base.mjs): each part bundles the hooks it calls, never the whole package.
  expect(share.filter((r) => r.pkg === '@mantine/hooks')).toEqual([]);
  expect(scripts.filter((s) => s.includes('node_modules_mantine_hooks_esm_index_mjs'))).toEqual([]);
  // One federation runtime on the page (issue 19): the shell provides its core and every remote's
  // entry runs on it, so the remotes' instances resolve through the shell's share scope: each sees
  // every singleton from the shell.
  const runtime = await t.page.evaluate(() => {
    const page = window as unknown as {
      _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
      __FEDERATION__: { __INSTANCES__: { name: string; shareScopeMap: Record<string, Record<string, Record<string, { from: string }>>> }[] };
    };
    return {
      providedBy: page._FEDERATION_RUNTIME_CORE_FROM?.name,
      instances: page.__FEDERATION__.__INSTANCES__.map((i) => ({
        name: i.name,
        from: Object.values(i.shareScopeMap.default ?? {}).flatMap((versions) => Object.values(versions).map((v) => v.from)),
      })),
    };
  });
  expect(runtime.providedBy).toBe('shell');
  expect(runtime.instances.map((i) => i.name).sort()).toEqual(['mfe_hydrology', 'mfe_map', 'mfe_report', 'mfe_stormwater', 'shell']);
  for (const instance of runtime.instances) expect([instance.name, new Set(instance.from)]).toEqual([instance.name, new Set(['shell'])]);
});

test("the shell's bundle holds one copy of the federation runtime core, its ES-module build (rspack.base.mjs federationRuntimeEsmAliases)", () => {
  const dist = path.join(__dirname, '..', 'dist');
  const sources = readdirSync(dist)
    .filter((f) => f.endsWith('.js.map'))
    .flatMap((f) => (JSON.parse(readFileSync(path.join(dist, f), 'utf8')) as { sources: string[] }).sources)
    .filter((s) => s.includes('@module-federation/runtime-core/dist/'));
  expect(sources.length).toBeGreaterThan(0);
  expect(sources.filter((s) => s.endsWith('.cjs'))).toEqual([]);
  expect(sources.filter((s) => s.endsWith('/core.js'))).toHaveLength(1);
});
