// The catalog the shell builds from the remotes' published module tables: sidebar order, and what
// it refuses (unknown kind, missing label, id clash, a parameter the shell or another module owns).
import { buildCatalog, fetchModuleTables, findDialog, moduleLabel, pageFor, refusedDialog, takeInlineModuleTables, MODULE_TABLES_ID } from '../module-catalog';
import type { RuntimeConfig } from '../runtime-config';
import { TEST_TABLES } from '../../test-utils/module-tables';

const labels = { en: 'New', zh: '新', ms: 'Baharu' };
const dialog = (over: Record<string, unknown>) => ({ name: 'NewDialog', kind: 'dialog', dialogId: 'new', labels, sidebar: { group: 'projectInfo', order: 35 }, ...over });

test('dialogs are listed in sidebar order (group, then order hint), whichever remote brings them', () => {
  const catalog = buildCatalog({ ...TEST_TABLES, stormwater: [...(TEST_TABLES.stormwater as object[]), dialog({})] });
  expect(catalog.dialogs.map((d) => d.id)).toEqual(['history', 'hydrology', 'new', 'stormwater', 'future', 'report']);
  expect(findDialog(catalog, 'new')).toMatchObject({ remote: 'stormwater', module: 'NewDialog', state: [], showsYear: false });
  expect(catalog.map).toMatchObject({ remote: 'map', name: 'TestMap' });
  expect(pageFor(catalog, '/forest-city-report')).toMatchObject({ remote: 'report', name: 'ReportPage' });
  expect(catalog.refused).toEqual([]);
  expect(catalog.pending).toEqual([]);
});

test.each([
  ['an unknown kind', dialog({ kind: 'widget' }), /unknown kind "widget"/],
  ['a missing label', dialog({ labels: { en: 'New', zh: '新' } }), /no label in ms/],
  ['an empty label', dialog({ labels: { ...labels, zh: ' ' } }), /no label in zh/],
  ['a dialog id another remote has', dialog({ dialogId: 'history' }), /dialog id "history" is already taken/],
  ['a URL parameter the shell owns', dialog({ urlState: [{ param: 'layers', prop: 'layers', onChange: 'onLayersChange' }] }), /URL parameter "layers" is already taken/],
  ['a URL parameter another dialog owns', dialog({ urlState: [{ param: 'approach', prop: 'a', onChange: 'onA' }] }), /URL parameter "approach" is already taken/],
  ['a page without a route', { name: 'Other', kind: 'page', labels }, /a page without a route/],
])('%s is refused with its reason; every other module stays', (_, entry, reason) => {
  // The report is the last remote: what the others declared first is kept.
  const catalog = buildCatalog({ ...TEST_TABLES, report: [...(TEST_TABLES.report as object[]), entry] });
  expect(catalog.refused).toHaveLength(1);
  expect(catalog.refused[0]!.remote).toBe('report');
  expect(catalog.refused[0]!.reason).toMatch(reason);
  expect(catalog.dialogs.map((d) => d.id)).toEqual(buildCatalog(TEST_TABLES).dialogs.map((d) => d.id));
  expect(findDialog(catalog, 'new')).toBeNull();
});

test('a refused dialog is found by its id (the page shows its fallback, not nothing)', () => {
  const catalog = buildCatalog({ ...TEST_TABLES, map: [dialog({ labels: { en: 'New' } })] });
  expect(refusedDialog(catalog, 'new')).toMatchObject({ remote: 'map', name: 'NewDialog', dialogId: 'new' });
  expect(refusedDialog(catalog, 'history')).toBeNull();
  expect(catalog.map).toBeNull();
});

test('a remote whose table is not known yet is pending; its modules are not listed', () => {
  const catalog = buildCatalog({ report: TEST_TABLES.report });
  expect(catalog.pending).toEqual(['map', 'hydrology', 'stormwater']);
  expect(catalog.dialogs.map((d) => d.remote)).toEqual(['report', 'report', 'report']);
});

test("a label in the page's language, English for another", () => {
  expect(moduleLabel({ labels }, 'zh-CN')).toBe('新');
  expect(moduleLabel({ labels }, 'ms')).toBe('Baharu');
  expect(moduleLabel({ labels }, 'fr')).toBe('New');
});

test('the inlined tables are read once', () => {
  document.body.innerHTML = `<script id="${MODULE_TABLES_ID}" type="application/json">${JSON.stringify(TEST_TABLES)}</script>`;
  expect(takeInlineModuleTables()).toEqual(TEST_TABLES);
  expect(takeInlineModuleTables()).toBeNull();
});

test("the tables the page lacks are read from the remotes' manifests; a manifest that fails is unavailable, with why, not pending", async () => {
  const manifest = (key: string) => `http://127.0.0.1:1/${key}/mf-manifest.json`;
  const config = { remotes: Object.fromEntries(['map', 'hydrology', 'stormwater', 'report'].map((k) => [k, { manifest: manifest(k) }])) } as unknown as RuntimeConfig;
  const asked: string[] = [];
  const fetchImpl = (async (url: string) => {
    asked.push(url);
    if (url === manifest('stormwater')) return { ok: false, status: 404 };
    return { ok: true, json: async () => ({ metaData: { forestCity: { modules: TEST_TABLES[url.split('/')[3] as 'map'] } } }) };
  }) as unknown as typeof fetch;
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { found, failed } = await fetchModuleTables(config, { report: TEST_TABLES.report }, 1_000, fetchImpl);
  expect(asked.sort()).toEqual([manifest('hydrology'), manifest('map'), manifest('stormwater')]);
  const { stormwater: _, report: __, ...rest } = TEST_TABLES;
  expect(found).toEqual(rest);
  expect(failed.stormwater).toMatchObject({ reason: 'unreachable', remote: 'stormwater', message: 'its manifest answered 404' });
  const catalog = buildCatalog({ ...found, report: TEST_TABLES.report }, failed);
  expect(catalog.pending).toEqual([]);
  expect(catalog.unavailable.map((e) => e.remote)).toEqual(['stormwater']);
  expect(catalog.dialogs.some((d) => d.remote === 'stormwater')).toBe(false);
  expect(error).toHaveBeenCalledWith(expect.stringContaining('"stormwater"'), expect.any(Error));
  error.mockRestore();
});
