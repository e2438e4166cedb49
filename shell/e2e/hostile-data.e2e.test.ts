// Dataset text that holds HTML and script renders as text everywhere it appears: the map's
// tooltip and item list, the item dialog, the overview cards, the header search's results and
// the exports. A private system serves a hostile copy of the dataset (DATASET_FILE); the test
// asserts the literal text is shown, no injected element exists, no injected global was set and
// no alert fired. (The page's policy would also refuse such script: the DOM checks below are
// what proves the renderers never turn the text into markup.)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { HOSTILE_TEXT, writeHostileDataset, type HostileItem } from '../../api-mock/test/helpers/hostile-dataset';
import { startMap, type TestPage, useBrowser } from '../../tools/e2e/browser';

type System = Awaited<ReturnType<(typeof import('../../tools/compose/system.mjs'))['startSystem']>>;

// Long browser flows on a shared 2-core machine: a generous jest timeout, never a timing assertion.
jest.setTimeout(240_000);

const MAP = '[data-testid="infrastructure-map"]';
const tmp = mkdtempSync(path.join(os.tmpdir(), 'hostile-dataset-'));
let hostile: HostileItem[];
let system: System;
let t: TestPage;
let alerts: string[];

beforeAll(async () => {
  const { startSystem } = await import('../../tools/compose/system.mjs');
  const { TEST_TILE_ENV } = await import('../../tools/e2e/chromium.mjs');
  const dataset = writeHostileDataset(tmp);
  hostile = dataset.items;
  system = await startSystem({ freePorts: true, env: { ...TEST_TILE_ENV, DATASET_FILE: dataset.file }, stdio: 'ignore' });
});
afterAll(async () => {
  await system?.stop();
  rmSync(tmp, { recursive: true, force: true });
});
const browser = useBrowser({
  checks: async (page) => {
    await expectNothingInjected(page.page);
    expect(alerts).toEqual([]);
  },
});
beforeEach(async () => {
  t = await browser.open();
  t.page.setDefaultTimeout(60_000);
  alerts = [];
  t.page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
});

/** No element the hostile text describes exists, and none of its code ran. */
async function expectNothingInjected(page: Page) {
  const found = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: string }).__xss ?? null,
    img: document.querySelectorAll('img[src="x"], img[onerror]').length,
    svg: document.querySelectorAll('svg[onload]').length,
    // The prerendered page carries the data as a JSON data block (never run): not counted here,
    // checked below to be unable to close itself.
    script: [...document.querySelectorAll('script:not([type="application/json"])')].filter((s) => s.textContent?.includes('__xss')).length,
    dataBlocksOpen: [...document.querySelectorAll('script[type="application/json"]')].filter((s) => /<\/?script/i.test(s.textContent ?? '')).length,
    javascriptLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
    handlers: document.querySelectorAll('[onmouseover], [onerror], [onload]').length,
    bold: [...document.querySelectorAll('b')].filter((b) => b.textContent === 'station').length,
  }));
  expect(found).toEqual({ xss: null, img: 0, svg: 0, script: 0, dataBlocksOpen: 0, javascriptLinks: 0, handlers: 0, bold: 0 });
}

async function waitForMap(page: Page) {
  await startMap(page);
  await page.waitForFunction((sel) => {
    const el = document.querySelector<HTMLElement>(sel);
    return el?.dataset.mapReady === 'true' && Number(el.dataset.markersDrawn) > 0;
  }, MAP);
}

test('tooltip, item list and item dialog show the hostile text as text', async () => {
  const [first] = hostile;
  // The view centred on the first hostile item, close in: its marker is alone at the map's centre.
  await t.page.goto(`${system.url}/?view=${first!.latitude},${first!.longitude},18.00`);
  await waitForMap(t.page);
  const box = (await t.page.locator(MAP).boundingBox())!;
  // Hover until the map has picked the marker (it may still be settling after load).
  await t.page.mouse.move(box.x + box.width / 2 - 40, box.y + box.height / 2);
  await t.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  await t.page.getByText(first!.name, { exact: true }).first().waitFor();

  await t.page.goto(system.url);
  await waitForMap(t.page);
  await t.page.getByTestId('map-item-list-toggle').click();
  const list = t.page.getByRole('list', { name: 'Items shown on the map' });
  await list.waitFor();
  for (const item of hostile) await list.getByText(item.name, { exact: true }).waitFor();
  await expectNothingInjected(t.page);

  await list.getByText(first!.name, { exact: true }).click();
  const dialog = t.page.getByRole('dialog', { name: first!.name });
  await dialog.getByRole('heading', { name: first!.name }).waitFor();
  for (const text of [HOSTILE_TEXT.description, HOSTILE_TEXT.capacity, HOSTILE_TEXT.technology, HOSTILE_TEXT.location]) {
    await dialog.getByText(text, { exact: true }).waitFor();
  }
});

// (Cards show their own translated names; a metric's unit comes from the data.)
test('the overview card shows the hostile unit as text', async () => {
  await t.page.goto(system.url);
  const card = t.page.getByTestId('overview-treatmentCapacity');
  await card.getByText('65,000').waitFor();
  await card.getByText(HOSTILE_TEXT.unit, { exact: true }).waitFor();
});

test("the header search's results show the hostile names as text", async () => {
  await t.page.goto(`${system.url}/?layers=water,drainage,transportation,infrastructure`);
  await waitForMap(t.page);
  await t.page.getByRole('banner').getByRole('searchbox', { name: 'Search' }).fill('Hostile');
  await t.page.waitForURL((u) => u.searchParams.get('q') === 'Hostile');
  const toggle = t.page.getByTestId('map-item-list-toggle');
  await toggle.filter({ hasText: `(${hostile.length})` }).waitFor();
  await toggle.click();
  const list = t.page.getByRole('list', { name: 'Items shown on the map' });
  for (const item of hostile) await list.getByText(item.name, { exact: true }).waitFor();
  expect(await list.getByRole('button').count()).toBe(hostile.length);
});

test('the CSV and GeoJSON exports carry the hostile text unchanged', async () => {
  await t.page.goto(system.url);
  await t.page.getByRole('button', { name: 'Settings panel' }).click();
  const panel = t.page.getByRole('dialog', { name: 'Settings' });
  const exportAs = async (menuItem: string) => {
    await panel.getByRole('button', { name: 'Export Data' }).click();
    const download = t.page.waitForEvent('download');
    await t.page.getByRole('menuitem', { name: menuItem }).click();
    return readFileSync((await (await download).path())!, 'utf8');
  };
  const csv = Papa.parse<Record<string, string>>((await exportAs('Infrastructure list (CSV)')).replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
  const geo = JSON.parse(await exportAs('Infrastructure map data (GeoJSON)')) as { features: { id: string; properties: Record<string, string> }[] };
  for (const item of hostile) {
    const expected = {
      name: item.name,
      description: HOSTILE_TEXT.description,
      capacity: HOSTILE_TEXT.capacity,
      technology: HOSTILE_TEXT.technology,
      location: HOSTILE_TEXT.location,
    };
    expect(csv.find((r) => r.id === item.id)).toMatchObject(expected);
    expect(geo.features.find((f) => f.id === item.id)?.properties).toMatchObject(expected);
  }
});
