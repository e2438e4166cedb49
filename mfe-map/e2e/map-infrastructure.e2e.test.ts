// mfe-map in the composed page, in real Chromium (WebGL through SwiftShader), tiles answered by
// the local stand-in: markers drawn where the items are and in their colours, base layers and
// their tiles and attribution, zoom and fit, the coordinate readout, marker click and the dialog,
// the sidebar's layer switch, the keyboard list, shared URLs, HTML in names, three languages and
// a phone-sized touch screen.
//
// Where a marker is on screen is computed here, independently of the map's code, from the view
// the map reports (data-view) with the Web Mercator formulas (512 px tiles, as maplibre
// uses); what is drawn there is read from a screenshot pixel.
import {
  addScriptFile,
  askForBarePages,
  baseUrl,
  emulateConnection,
  pressEscapeInDialog,
  reachForMap,
  startMap,
  systemUrls,
  type TestPage,
  useBrowser,
} from '../../tools/e2e/browser';

import {
  ALL_LAYERS,
  TYPE_RGB,
  fetchItems,
  fitted,
  MAP,
  mapState,
  unproject,
  itemPixel,
  clearMarkers,
  waitForMarkers,
  waitForStill,
  pixelAt,
  closeTo,
  type Item,
  type MapState,
} from './map-helpers';

// ---------------------------------------------------------------------------------------------

const browser = useBrowser();
let t: TestPage;
let items: Item[];

beforeAll(async () => {
  items = await fetchItems('en');
});
/**
 * A page whose data the browser asks the API for (the shell's server would otherwise put the list
 * in the page): this file watches and changes those requests.
 */
async function openBarePage(options?: Parameters<typeof browser.open>[0]) {
  const page = await browser.open(options);
  await askForBarePages(page.context);
  return page;
}

beforeEach(async () => {
  t = await openBarePage();
});

const shownFor = (layers: string) => items.filter((i) => layers.split(',').includes(i.type));

async function openMap(query = `layers=${ALL_LAYERS}`, page = t.page) {
  await page.goto(`${baseUrl()}/?${query}`);
  await startMap(page);
}

/** The fitted items (regional ones aside) whose marker lies outside the map, less `margin` px. */
function allInside(state: MapState, list: Item[], margin: number) {
  return fitted(list).filter((item) => {
    const p = itemPixel(state, item);
    return !(p.x >= state.rect.x + margin && p.x <= state.rect.x + state.rect.width - margin && p.y >= state.rect.y + margin && p.y <= state.rect.y + state.rect.height - margin);
  });
}

test('the composed page draws one marker per shown item, coloured by type, fitted to all of them, with the maplibre worker from the map origin', async () => {
  const workerScripts: string[] = [];
  const listRequests: string[] = [];
  t.context.on('request', (r) => {
    if (r.url().endsWith('.mjs')) workerScripts.push(r.url());
    if (/\/api\/infrastructure\?/.test(r.url())) listRequests.push(r.url());
  });
  await openMap();
  expect(items.length).toBeGreaterThan(0);
  await waitForMarkers(t.page, items.length);
  await waitForStill(t.page);
  const state = await mapState(t.page);
  expect(state.activeLayers).toEqual(ALL_LAYERS.split(','));
  // Fit on load (padding 20): every item is on screen.
  expect(allInside(state, items, 15)).toEqual([]);
  // The markers are really drawn where the items are, in their type's colour.
  const clear = await clearMarkers(t.page, state, items);
  expect(clear.length).toBeGreaterThan(0);
  await t.page.mouse.move(state.rect.x + 2, state.rect.y + state.rect.height / 2);
  for (const item of clear.slice(0, 6)) {
    const p = itemPixel(state, item);
    const rgb = await pixelAt(t.page, p.x, p.y);
    expect([item.id, rgb, closeTo(rgb, TYPE_RGB[item.type])]).toEqual([item.id, rgb, true]);
  }
  // The worker runs although the page (shell origin) and the worker file (map origin) differ.
  const mapOrigin = new URL(systemUrls()['mfe-map']!).origin;
  expect(new URL(baseUrl()).origin).not.toBe(mapOrigin);
  expect(workerScripts.some((u) => u.startsWith(mapOrigin))).toBe(true);
  expect(t.page.workers().length).toBeGreaterThan(0);
  expect(t.tiles.some((u) => u.startsWith('https://tiles.test/street/'))).toBe(true);
  // The shell and the map share one QueryClient and one key: the list is fetched once.
  expect(listRequests.map((u) => new URL(u).pathname + new URL(u).search)).toEqual(['/api/infrastructure?lang=en']);
});

/** Opens the dashboard and waits for the map's preview to show the items' fit (no WebGL yet). */
async function openPreview(query = `layers=${ALL_LAYERS}`) {
  await t.page.goto(`${baseUrl()}/?${query}`);
  await t.page.locator(`${MAP}[data-data-state="ready"] [data-testid="map-preview"]`).waitFor();
  await t.page.waitForFunction((sel) => document.querySelector<HTMLElement>(sel)!.dataset.view !== '1.337,103.5937,15', MAP);
  return mapState(t.page);
}

test('the page opens on a drawn preview: every marker where the WebGL map draws it, with data saver no maplibre fetched until the pointer comes over the map, and a click on a marker opens it', async () => {
  // With data saver on nothing is fetched ahead (on a fast connection the map's code arrives while the page is idle: map-fetch-ahead.e2e.test.ts).
  await emulateConnection(t.context, { saveData: true });
  const mapCode: string[] = [];
  t.context.on('request', (r) => {
    if (/maplibre|MapCanvas/.test(r.url())) mapCode.push(r.url());
  });
  const state = await openPreview();
  expect(allInside(state, items, 15)).toEqual([]);
  const clear = await clearMarkers(t.page, state, items);
  expect(clear.length).toBeGreaterThan(0);
  for (const item of clear.slice(0, 6)) {
    const p = itemPixel(state, item);
    const rgb = await pixelAt(t.page, p.x, p.y);
    expect([item.id, rgb, closeTo(rgb, TYPE_RGB[item.type])]).toEqual([item.id, rgb, true]);
  }
  expect(mapCode).toEqual([]);
  expect(await t.page.locator(MAP).getAttribute('data-map-live')).toBe('false');

  const target = clear[0]!;
  const p = itemPixel(state, target);
  await t.page.mouse.click(p.x, p.y);
  const dialog = t.page.getByRole('dialog', { name: target.name });
  await dialog.waitFor();
  expect(new URL(t.page.url()).searchParams.get('item')).toBe(target.id);
  await pressEscapeInDialog(t.page);
  await dialog.waitFor({ state: 'detached' });
  // The pointer over the map started the WebGL map, which opened on the preview's view.
  await t.page.locator(`${MAP}[data-map-ready="true"]`).waitFor();
  expect(mapCode.some((u) => /maplibre/.test(u))).toBe(true);
  const live = await mapState(t.page);
  expect([live.latitude, live.longitude, live.zoom]).toEqual([state.latitude, state.longitude, state.zoom]);
});

test("the preview's fit is maplibre's: Fit on the WebGL map comes back to the view the preview chose", async () => {
  const preview = await openPreview();
  await startMap(t.page);
  await waitForMarkers(t.page, items.length);
  await t.page.getByRole('button', { name: 'Zoom in' }).click();
  await t.page.waitForFunction(({ sel, z }) => Number(document.querySelector<HTMLElement>(sel)!.dataset.view!.split(',')[2]) > z + 0.9, { sel: MAP, z: preview.zoom });
  await t.page.getByRole('button', { name: 'Fit map to all items' }).click();
  await t.page.waitForFunction(({ sel, z }) => Math.abs(Number(document.querySelector<HTMLElement>(sel)!.dataset.view!.split(',')[2]) - z) < 0.01, { sel: MAP, z: preview.zoom });
  await waitForStill(t.page);
  const fitted = await mapState(t.page);
  expect(fitted.zoom).toBeCloseTo(preview.zoom, 4);
  expect(fitted.latitude).toBeCloseTo(preview.latitude, 6);
  expect(fitted.longitude).toBeCloseTo(preview.longitude, 6);
});

test('a search text from the shell shows only the matching items, with one shared search request', async () => {
  const text = 'Island';
  const res = await fetch(`${baseUrl()}/api/infrastructure/search/${text}?lang=en`);
  const matches = ((await res.json()) as Item[]).filter((i) => ['water', 'drainage'].includes(i.type));
  expect(matches.length).toBeGreaterThan(0);
  expect(matches.length).toBeLessThan(shownFor('water,drainage').length);
  const searches: string[] = [];
  t.context.on('request', (r) => {
    if (r.url().includes('/api/infrastructure/search/')) searches.push(r.url());
  });
  await openMap(`layers=water,drainage&q=${text}`);
  await waitForMarkers(t.page, matches.length);
  await t.page.getByTestId('map-item-list-toggle').click();
  await t.page
    .getByTestId('map-item-list')
    .getByRole('button')
    .nth(matches.length - 1)
    .waitFor();
  const names = await t.page
    .getByTestId('map-item-list')
    .getByRole('button')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-item-id')));
  expect(names.sort()).toEqual(matches.map((i) => i.id).sort());
  // One request, for the dashboard's page of results (the best 100: SEARCH_PAGE_SIZE in @forest-city/contracts).
  expect(searches.map((u) => new URL(u).pathname + new URL(u).search)).toEqual([`/api/infrastructure/search/${text}?lang=en&limit=100`]);
});

test('each base layer requests its own tile template and shows its attribution', async () => {
  const config = (await (await fetch(`${baseUrl()}/runtime-config.json`)).json()) as { tiles: Record<string, { attribution: string }> };
  await openMap();
  // Let the street map settle first, so no street request is still on its way below.
  await waitForMarkers(t.page, items.length);
  await waitForStill(t.page);
  await t.page.waitForLoadState('networkidle');
  const attribution = t.page.getByTestId('map-attribution');
  await expect(attribution.textContent()).resolves.toBe(config.tiles.street!.attribution);
  // Hybrid first: after satellite, its satellite tiles would already be loaded.
  const cases = [
    { button: 'Hybrid', base: 'hybrid', templates: ['satellite', 'reference'], texts: [config.tiles.satellite!.attribution, config.tiles.reference!.attribution] },
    { button: 'Terrain', base: 'terrain', templates: ['terrain'], texts: [config.tiles.terrain!.attribution] },
    { button: 'Satellite', base: 'satellite', templates: ['satellite'], texts: [config.tiles.satellite!.attribution] },
    { button: 'Street map', base: 'street', templates: ['street'], texts: [config.tiles.street!.attribution] },
  ];
  for (const c of cases) {
    // Tiles of the previous base layer still on their way are not this layer's requests.
    await waitForQuietTiles();
    t.tiles.length = 0;
    await t.page.getByRole('button', { name: c.button, exact: true }).click();
    await t.page.getByRole('button', { name: c.button, exact: true, pressed: true }).waitFor();
    for (const template of c.templates) {
      await waitUntil(() => t.tiles.some((u) => u.startsWith(`https://tiles.test/${template}/`)), `${template} tiles for ${c.base}`);
    }
    // Only this base layer's providers are asked for tiles.
    const others = ['street', 'satellite', 'reference', 'terrain'].filter((x) => !c.templates.includes(x));
    expect(t.tiles.filter((u) => others.some((o) => u.startsWith(`https://tiles.test/${o}/`)))).toEqual([]);
    // The basemap's data (OpenStreetMap's) first, said once.
    await expect(attribution.textContent()).resolves.toBe([...new Set(['© OpenStreetMap contributors', ...c.texts])].join(' | '));
    const base = new URL(t.page.url()).searchParams.get('base');
    expect(base).toBe(c.base === 'street' ? null : c.base);
  }
});

/** Until no tile has been requested for a second (the previous base layer has finished loading). */
async function waitForQuietTiles() {
  let last = -1;
  let quiet = 0;
  while (quiet < 10) {
    await new Promise((r) => setTimeout(r, 100));
    quiet = t.tiles.length === last ? quiet + 1 : 0;
    last = t.tiles.length;
  }
}

async function waitUntil(check: () => boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

test('zoom buttons change the zoom, and fit shows every item again', async () => {
  await openMap();
  await waitForMarkers(t.page, items.length);
  await waitForStill(t.page);
  const start = (await mapState(t.page)).zoom;
  await t.page.getByRole('button', { name: 'Zoom in' }).click();
  await t.page.waitForFunction(({ sel, z }) => Math.abs(Number(document.querySelector<HTMLElement>(sel)!.dataset.view!.split(',')[2]) - z) < 0.01, { sel: MAP, z: start + 1 });
  await t.page.getByRole('button', { name: 'Zoom in' }).click();
  await t.page.waitForFunction(({ sel, z }) => Math.abs(Number(document.querySelector<HTMLElement>(sel)!.dataset.view!.split(',')[2]) - z) < 0.01, { sel: MAP, z: start + 2 });
  expect(allInside(await mapState(t.page), items, 0).length).toBeGreaterThan(0);
  await t.page.getByRole('button', { name: 'Zoom out' }).click();
  await t.page.waitForFunction(({ sel, z }) => Math.abs(Number(document.querySelector<HTMLElement>(sel)!.dataset.view!.split(',')[2]) - z) < 0.01, { sel: MAP, z: start + 1 });
  // The view is in the URL (replace, not a new history entry per move).
  const view = new URL(t.page.url()).searchParams.get('view')!;
  expect(view).toMatch(/^-?\d+\.\d{5},-?\d+\.\d{5},\d+\.\d{2}$/);
  expect(Number(view.split(',')[2])).toBeCloseTo(start + 1, 1);
  await t.page.getByRole('button', { name: 'Fit map to all items' }).click();
  await t.page.waitForFunction(({ sel, z }) => Number(document.querySelector<HTMLElement>(sel)!.dataset.view!.split(',')[2]) < z - 0.5, { sel: MAP, z: start + 1 });
  await waitForStill(t.page);
  expect(allInside(await mapState(t.page), items, 15)).toEqual([]);
});

test('moving the mouse updates the coordinate readout with 4 decimals; it starts at the map centre', async () => {
  await openMap();
  await waitForStill(t.page);
  const state = await mapState(t.page);
  const lat = t.page.getByTestId('map-coordinates-lat');
  const lon = t.page.getByTestId('map-coordinates-lon');
  await expect(lat.textContent()).resolves.toBe(state.latitude.toFixed(4));
  await expect(lon.textContent()).resolves.toBe(state.longitude.toFixed(4));
  for (const [fx, fy] of [
    [0.3, 0.4],
    [0.7, 0.65],
  ] as const) {
    const x = Math.round(state.rect.x + state.rect.width * fx);
    const y = Math.round(state.rect.y + state.rect.height * fy);
    await t.page.mouse.move(x, y);
    const expected = unproject(state, x, y);
    await t.page.waitForFunction(
      ({ lat, lon }) => {
        const a = Number(document.querySelector('[data-testid="map-coordinates-lat"]')!.textContent);
        const b = Number(document.querySelector('[data-testid="map-coordinates-lon"]')!.textContent);
        return Math.abs(a - lat) <= 0.00015 && Math.abs(b - lon) <= 0.00015;
      },
      { lat: expected.lat, lon: expected.lon },
    );
    expect(await lat.textContent()).toMatch(/^-?\d+\.\d{4}$/);
    expect(await lon.textContent()).toMatch(/^-?\d+\.\d{4}$/);
  }
});

test("clicking a marker at its projected pixel opens that item's dialog; Back closes it", async () => {
  await openMap();
  await waitForMarkers(t.page, items.length);
  await waitForStill(t.page);
  const state = await mapState(t.page);
  const [item] = await clearMarkers(t.page, state, items);
  expect(item).toBeDefined();
  const p = itemPixel(state, item!);
  await t.page.mouse.move(p.x, p.y);
  // Hovering names the item (plain text tooltip).
  await t.page.getByText(item!.name, { exact: true }).first().waitFor();
  await t.page.mouse.click(p.x, p.y);
  const dialog = t.page.getByRole('dialog', { name: item!.name });
  await dialog.waitFor();
  expect(new URL(t.page.url()).searchParams.get('item')).toBe(item!.id);
  await dialog.getByText(`${Number(item!.latitude).toFixed(4)}, ${Number(item!.longitude).toFixed(4)}`).waitFor();
  await t.page.goBack();
  await dialog.waitFor({ state: 'detached' });
  expect(new URL(t.page.url()).searchParams.get('item')).toBeNull();
});

test("a layer switch in the sidebar removes that type's markers from the map and the list", async () => {
  // Close enough to Island 1 that its drainage items stand apart from each other.
  await openMap(`layers=${ALL_LAYERS}&view=1.33650,103.59350,16.50`);
  await waitForMarkers(t.page, items.length);
  await waitForStill(t.page);
  const state = await mapState(t.page);
  const drainage = (await clearMarkers(t.page, state, items)).filter((i) => i.type === 'drainage');
  expect(drainage.length).toBeGreaterThan(0);
  const p = itemPixel(state, drainage[0]!);
  await t.page.mouse.move(state.rect.x + 2, state.rect.y + state.rect.height / 2);
  expect(closeTo(await pixelAt(t.page, p.x, p.y), TYPE_RGB.drainage)).toBe(true);

  await t.page.getByRole('switch', { name: /Drainage Systems/ }).click({ force: true });
  const remaining = items.filter((i) => i.type !== 'drainage');
  await waitForMarkers(t.page, remaining.length);
  expect((await mapState(t.page)).activeLayers).not.toContain('drainage');
  await waitForStill(t.page);
  expect(closeTo(await pixelAt(t.page, p.x, p.y), TYPE_RGB.drainage)).toBe(false);
  await t.page.getByRole('button', { name: `Item list (${remaining.length})` }).click();
  const list = t.page.getByRole('list', { name: 'Items shown on the map' });
  await list.waitFor();
  await expect(list.getByRole('button').count()).resolves.toBe(remaining.length);
  await expect(list.getByRole('button', { name: new RegExp(escapeRegExp(drainage[0]!.name)) }).count()).resolves.toBe(0);
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('without a mouse: the keyboard list opens the same dialog, Escape closes it and focus returns', async () => {
  await openMap('layers=water,drainage');
  const shown = shownFor('water,drainage');
  const toggle = t.page.getByTestId('map-item-list-toggle');
  await toggle.filter({ hasText: `Item list (${shown.length})` }).waitFor();
  await toggle.focus();
  await t.page.keyboard.press('Enter');
  await t.page.locator('[data-testid="map-item-list-toggle"][aria-expanded="true"]').waitFor();
  await t.page
    .getByRole('status')
    .filter({ hasText: `Items shown on the map: ${shown.length}` })
    .waitFor({ state: 'attached' });
  await t.page.keyboard.press('Tab');
  const focusedId = await t.page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.itemId);
  const item = shown.find((i) => i.id === focusedId);
  expect(item).toBeDefined();
  await t.page.keyboard.press('Enter');
  const dialog = t.page.getByRole('dialog', { name: item!.name });
  await dialog.waitFor();
  expect(new URL(t.page.url()).searchParams.get('item')).toBe(item!.id);
  await pressEscapeInDialog(t.page);
  await dialog.waitFor({ state: 'detached' });
  await t.page.waitForFunction((id) => (document.activeElement as HTMLElement | null)?.dataset.itemId === id, item!.id);
  expect(new URL(t.page.url()).searchParams.get('item')).toBeNull();
});

test('a shared URL restores the view, the base layer and the open item', async () => {
  const item = items[items.length - 1]!;
  await t.page.goto(`${baseUrl()}/?layers=water&view=1.34000,103.59000,16.00&base=terrain&item=${item.id}`);
  await t.page.getByRole('dialog', { name: item.name }).waitFor();
  // The preview shows the URL's view too.
  expect(await t.page.locator(MAP).getAttribute('data-view')).toBe('1.34,103.59,16');
  await startMap(t.page);
  await waitForStill(t.page);
  const state = await mapState(t.page);
  // The URL's view wins over the fit on load.
  expect(state.latitude).toBeCloseTo(1.34, 4);
  expect(state.longitude).toBeCloseTo(103.59, 4);
  expect(state.zoom).toBeCloseTo(16, 2);
  await t.page.getByRole('button', { name: 'Terrain', exact: true, pressed: true }).waitFor();
  await waitUntil(() => t.tiles.some((u) => u.startsWith('https://tiles.test/terrain/')), 'terrain tiles');
  expect(t.tiles.filter((u) => u.startsWith('https://tiles.test/street/'))).toEqual([]);
});

test('an item whose name holds HTML shows it as text, in the tooltip and in the dialog', async () => {
  const hostile = '<img src="x" onerror="window.__xss=1"><b>Hostile</b> & name';
  await t.page.route(/\/api\/infrastructure\?lang=/, async (route) => {
    const res = await route.fetch();
    const list = (await res.json()) as Item[];
    list[0] = { ...list[0]!, name: hostile };
    await route.fulfill({ response: res, json: list });
  });
  await openMap();
  await waitForMarkers(t.page, items.length);
  await waitForStill(t.page);
  const state = await mapState(t.page);
  const target = { ...items[0]!, name: hostile };
  const others = items.slice(1);
  const p = itemPixel(state, target);
  const crowded = others.some((o) => Math.hypot(itemPixel(state, o).x - p.x, itemPixel(state, o).y - p.y) < 22);
  if (!crowded) {
    await t.page.mouse.move(p.x, p.y);
    await t.page.getByText(hostile, { exact: true }).first().waitFor();
  }
  await t.page.goto(`${baseUrl()}/?layers=${ALL_LAYERS}&item=${target.id}`);
  const dialog = t.page.getByRole('dialog', { name: hostile });
  await dialog.waitFor();
  await dialog.getByRole('heading', { name: hostile }).waitFor();
  expect(await t.page.locator('img[src="x"]').count()).toBe(0);
  expect(await t.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test.each([
  { locale: 'zh-CN', lang: 'zh', zoomIn: '放大', base: '卫星影像', list: '设施列表', field: '上次维护' },
  { locale: 'ms-MY', lang: 'ms', zoomIn: 'Zum masuk', base: 'Satelit', list: 'Senarai item', field: 'Penyelenggaraan terakhir' },
])('in $lang: controls, list and dialog speak the language, and items come in it', async ({ locale, lang, zoomIn, base, list, field }) => {
  await t.context.close();
  t = await openBarePage({ locale });
  const localItems = await fetchItems(lang);
  const apiLangs: string[] = [];
  t.page.on('request', (r) => {
    const m = /\/api\/infrastructure\?lang=(\w+)/.exec(r.url());
    if (m) apiLangs.push(m[1]!);
  });
  await openMap('layers=water');
  await t.page.getByRole('button', { name: zoomIn }).waitFor();
  await t.page.getByRole('button', { name: base, exact: true }).waitFor();
  const shown = localItems.filter((i) => i.type === 'water');
  await t.page.getByRole('button', { name: lang === 'zh' ? `${list}（${shown.length}）` : `${list} (${shown.length})` }).click();
  await t.page.getByRole('button', { name: new RegExp(escapeRegExp(shown[0]!.name)) }).click();
  const dialog = t.page.getByRole('dialog', { name: shown[0]!.name });
  await dialog.waitFor();
  await dialog.getByText(field).waitFor();
  expect(apiLangs).toContain(lang);
  expect(apiLangs.filter((l) => l !== lang)).toEqual([]);
});

test('on a phone-sized screen the controls are reachable, touch pans and pinch zooms', async () => {
  await t.context.close();
  t = await browser.open({ viewport: { width: 390, height: 844 }, touch: true });
  const { page, context } = t;
  await openMap(`layers=${ALL_LAYERS}`, page);
  await waitForMarkers(page, items.length);
  await waitForStill(page);
  const viewport = page.viewportSize()!;
  // The base layers are a compact menu on a phone (map-visitor.e2e.test.ts opens it).
  for (const name of ['Zoom in', 'Zoom out', 'Fit map to all items', 'Base layer: Street map', `Item list (${items.length})`]) {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x >= 0 && box!.y >= 0 && box!.x + box!.width <= viewport.width && box!.y + box!.height <= viewport.height).toBe(true);
  }
  await page.getByRole('button', { name: 'Zoom in' }).tap();
  const before = await mapState(page);
  await page.waitForFunction(({ sel, z }) => Number(document.querySelector<HTMLElement>(sel)!.dataset.view!.split(',')[2]) > z - 0.01, { sel: MAP, z: before.zoom });

  const cdp = await context.newCDPSession(page);
  const cx = before.rect.x + before.rect.width / 2;
  const cy = before.rect.y + before.rect.height / 2;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
  await waitForStill(page);
  const s0 = await mapState(page);
  // One finger drags the map 120 px to the left: the centre moves east.
  await touch('touchStart', [{ x: cx, y: cy }]);
  for (let i = 1; i <= 8; i++) await touch('touchMove', [{ x: cx - i * 15, y: cy }]);
  await touch('touchEnd', []);
  await page.waitForFunction(({ sel, lon }) => Number(document.querySelector<HTMLElement>(sel)!.dataset.view!.split(',')[1]) > lon, { sel: MAP, lon: s0.longitude });
  await waitForStill(page);
  const s1 = await mapState(page);
  // Two fingers spread apart: the zoom grows.
  await touch('touchStart', [
    { x: cx - 30, y: cy },
    { x: cx + 30, y: cy },
  ]);
  for (let i = 1; i <= 8; i++)
    await touch('touchMove', [
      { x: cx - 30 - i * 12, y: cy },
      { x: cx + 30 + i * 12, y: cy },
    ]);
  await touch('touchEnd', []);
  await page.waitForFunction(({ sel, z }) => Number(document.querySelector<HTMLElement>(sel)!.dataset.view!.split(',')[2]) > z + 0.3, { sel: MAP, z: s1.zoom });
});

test("the map's drawing code failing to arrive: the list still works, the map says so, Retry draws it once it loads", async () => {
  let failing = true;
  await t.page.route(/\/vendors-node_modules_maplibre-gl_dist_maplibre-gl_mjs\.[0-9a-f]+\.js$/, async (route) => {
    if (failing) await route.fulfill({ status: 503, body: 'unavailable' });
    else await route.continue();
  });
  await t.page.goto(`${baseUrl()}/?layers=${ALL_LAYERS}`);
  await reachForMap(t.page);
  const alert = t.page.locator(MAP).getByRole('alert');
  await alert.getByText('The map could not be loaded. Check the connection and retry; the item list still opens every item.').waitFor();
  // The drawn preview stays under the message.
  expect(await t.page.getByTestId('map-preview').isVisible()).toBe(true);
  // The rest of the map works without its canvas: the list opens an item.
  await t.page.getByRole('button', { name: `Item list (${items.length})` }).click();
  await t.page.getByRole('list', { name: 'Items shown on the map' }).getByRole('button').first().click();
  await t.page.getByRole('dialog').waitFor();
  await pressEscapeInDialog(t.page);
  await t.page.getByRole('dialog').waitFor({ state: 'detached' });
  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await t.page.locator(`${MAP}[data-map-ready="true"]`).waitFor();
  await alert.waitFor({ state: 'detached' });
});

test('a browser without WebGL: the map says WebGL is needed and the list still lists every item', async () => {
  await t.context.addInitScript(
    `(() => { const get = HTMLCanvasElement.prototype.getContext; HTMLCanvasElement.prototype.getContext = function (type, ...rest) { return /webgl/.test(String(type)) ? null : get.call(this, type, ...rest); }; })()`,
  );
  await t.page.goto(`${baseUrl()}/?layers=${ALL_LAYERS}`);
  await reachForMap(t.page);
  const alert = t.page.locator(MAP).getByRole('alert');
  await alert.getByText('The map could not be drawn in this browser (WebGL is needed). The item list still opens every item.').waitFor();
  expect(await t.page.locator(MAP).getAttribute('data-map-ready')).toBe('false');
  await t.page.getByRole('button', { name: `Item list (${items.length})` }).waitFor();
});

test('accessibility: axe finds no serious or critical violation in the map or the open item dialog', async () => {
  const axePath = require.resolve('axe-core/axe.min.js');
  await openMap(`layers=${ALL_LAYERS}`);
  await waitForMarkers(t.page, items.length);
  await t.page.getByTestId('map-item-list-toggle').click();
  await addScriptFile(t.page, axePath);
  const run = (selector: string) =>
    t.page.evaluate(async (sel) => {
      const axe = (window as unknown as { axe: { run: (ctx: Element, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } })
        .axe;
      const result = await axe.run(document.querySelector(sel)!, { resultTypes: ['violations'] });
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }, selector);
  expect(await run(MAP)).toEqual([]);
  await t.page.getByTestId('map-item-list').getByRole('button').first().click();
  await t.page.getByRole('dialog').waitFor();
  // axe samples colours as painted: wait until the modal's fade-in has finished, or a
  // half-transparent frame reads as low contrast.
  await t.page.waitForFunction(() => {
    const dialog = document.querySelector('[role="dialog"]');
    return dialog !== null && dialog.getAnimations({ subtree: true }).length === 0 && getComputedStyle(dialog).opacity === '1';
  });
  expect(await run('[role="dialog"]')).toEqual([]);
});
