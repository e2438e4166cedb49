// Resilience (issue 9), proven in a real browser against the built system: a remote that is down
// at load or goes down later, a remote that throws while rendering, a remote whose manifest is
// malformed, a failing chunk, the API down or slow. In every case the rest of the page works,
// the broken part says so in the visitor's language, and Retry recovers once the cause is gone.
// One private system for the file: the tests stop and start its parts, one at a time.
import type { Locator, Page, Route } from 'playwright-core';
import { askForBarePages, pressEscapeInDialog, useTestPage } from '../../tools/e2e/browser';

type System = Awaited<ReturnType<(typeof import('../../tools/compose/system.mjs'))['startSystem']>>;
type RemoteKey = 'map' | 'hydrology' | 'stormwater' | 'report';

let system: System;
beforeAll(async () => {
  const { startSystem } = await import('../../tools/compose/system.mjs');
  const { TEST_TILE_ENV } = await import('../../tools/e2e/chromium.mjs');
  system = await startSystem({ freePorts: true, env: TEST_TILE_ENV, stdio: 'ignore' });
}, 120_000);
afterAll(async () => {
  await system?.stop();
});

// Slow shared machine: locators wait longer (never a timing assertion). A remote that fails to
// load may log errors, but nothing may escape as an uncaught page error.
const t = useTestPage({ timeout: 60_000 });

// The visitor's browser asks to save data, so the shell does not preload dialog remotes while
// idle (use-dialog-preload.ts): a remote that goes down after load has then really not been
// fetched yet when its dialog is first opened, which is the case these tests are about.
beforeEach(async () => {
  await t.context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
});

const remoteDir = (remote: RemoteKey) => `mfe-${remote}`;
const header = () => t.page.getByRole('heading', { name: 'Forest City Infrastructure' });
const fallback = () => t.page.getByTestId('remote-fallback');
const dialog = (name: string) => t.page.getByRole('dialog', { name });
/** A remote dialog that rendered: it has its tabs (the shell's fallback modal has the same title but no tabs). */
const renderedDialog = (name: string) => dialog(name).getByRole('tab').first();

async function openDialog(button: string) {
  await t.page.getByRole('button', { name: button, exact: true }).click();
}

async function closeDialog(name: string) {
  await pressEscapeInDialog(t.page);
  await dialog(name).waitFor({ state: 'detached' });
}

/** The header, the sidebar's data and another remote's dialog all still work. */
async function restOfPageWorks(other: { button: string; dialog: string }) {
  await header().waitFor();
  await t.page.getByTestId('overview-treatmentCapacity').waitFor();
  await t.page.getByRole('switch', { name: 'Transportation' }).click();
  await t.page.waitForURL((url) => (url.searchParams.get('layers') ?? '').includes('transportation'));
  await openDialog(other.button);
  await renderedDialog(other.dialog).waitFor();
  await closeDialog(other.dialog);
}

/** Retry while the remote is still down keeps the fallback; once it is back, Retry loads it. */
async function retryRecovers(scope: Locator, remote: RemoteKey, loaded: () => Locator) {
  await scope.getByRole('button', { name: 'Retry' }).click();
  await scope.waitFor();
  await system.startPart(remoteDir(remote));
  await scope.getByRole('button', { name: 'Retry' }).click();
  await loaded().waitFor();
  await fallback().waitFor({ state: 'detached' });
}

interface RemoteCase {
  remote: RemoteKey;
  /** Name of the section in the fallback ("X is unavailable"). */
  section: string;
  /** Another remote's dialog, to prove the rest of the page works. */
  other: { button: string; dialog: string };
  /** Page loaded with the remote up: use another part of the same remote first (or nothing). */
  warmUp: (page: Page) => Promise<void>;
  /** The visitor opens the section (for the first time). */
  open: (page: Page) => Promise<void>;
  /** Where the fallback shows. */
  fallbackIn: () => Locator;
  /** The section, rendered. */
  loaded: () => Locator;
}

const STORMWATER = { button: 'Stormwater Approaches', dialog: 'Stormwater Approaches' };
const REPORT = { button: 'Analytical Report', dialog: 'Analytical Report' };

const CASES: RemoteCase[] = [
  {
    remote: 'map',
    section: 'Infrastructure map',
    other: STORMWATER,
    // The map is on the dashboard only: the visitor starts on the report page.
    warmUp: async (page) => {
      await page.goto(`${system.url}/forest-city-report`);
      await page.getByRole('link', { name: 'Back to the infrastructure map' }).waitFor();
    },
    open: async (page) => {
      await page.getByRole('link', { name: 'Back to the infrastructure map' }).click();
    },
    fallbackIn: () => t.page.locator('main').getByTestId('remote-fallback'),
    loaded: () => t.page.locator('main [data-testid="infrastructure-map"][data-data-state="ready"]'),
  },
  {
    remote: 'hydrology',
    section: 'Hydrological Data',
    other: STORMWATER,
    // Monthly Analysis loads the hydrology remote; Hydrological Data is a module not loaded yet.
    warmUp: async (page) => {
      await page.goto(system.url);
      await openDialog('Monthly Analysis');
      await renderedDialog('Monthly Water Balance').waitFor();
      await closeDialog('Monthly Water Balance');
    },
    open: () => openDialog('Hydrological Data'),
    fallbackIn: () => dialog('Hydrological Data').getByTestId('remote-fallback'),
    loaded: () => renderedDialog('Hydrological Mass Balance Model'),
  },
  {
    remote: 'stormwater',
    section: 'Stormwater Approaches',
    other: REPORT,
    warmUp: async (page) => {
      await page.goto(system.url);
      await header().waitFor();
    },
    open: () => openDialog('Stormwater Approaches'),
    fallbackIn: () => dialog('Stormwater Approaches').getByTestId('remote-fallback'),
    loaded: () => renderedDialog('Stormwater Approaches'),
  },
  {
    remote: 'report',
    section: 'Future Development',
    other: STORMWATER,
    // Development Timeline loads the report remote; Future Development is a module not loaded yet.
    warmUp: async (page) => {
      await page.goto(system.url);
      await openDialog('Development Timeline');
      await renderedDialog('Forest City - Development History & Research Analysis').waitFor();
      await closeDialog('Forest City - Development History & Research Analysis');
    },
    open: () => openDialog('Future Development'),
    fallbackIn: () => dialog('Future Development').getByTestId('remote-fallback'),
    loaded: () => renderedDialog('Future Development'),
  },
];

describe('a remote that is down', () => {
  afterEach(async () => {
    // Whatever happened in the test, leave every remote up for the next one.
    for (const c of CASES) if (!(await isUp(c.remote))) await system.startPart(remoteDir(c.remote));
  });

  // Down at page load is the fault matrix's "unreachable" row (fault-matrix-remotes.e2e.test.ts): the
  // browser meets a refused connection either way. Here, a remote that stops after the page loaded.
  test.each(CASES)('$remote goes down after load: opening it shows the fallback, the rest works, Retry recovers', async (c) => {
    await c.warmUp(t.page);
    await system.stopPart(remoteDir(c.remote));
    await c.open(t.page);
    const scope = c.fallbackIn();
    await scope.waitFor();
    expect(await scope.textContent()).toContain(`${c.section} is unavailable`);
    if (c.remote !== 'map') await closeDialog(c.section);
    await restOfPageWorks(c.other);
    if (c.remote !== 'map') await c.open(t.page);
    await retryRecovers(c.fallbackIn(), c.remote, c.loaded);
  });
});

async function isUp(remote: RemoteKey): Promise<boolean> {
  try {
    const res = await fetch(`${system.urls[remoteDir(remote)]}/mf-manifest.json`);
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

describe('a remote that answers, but wrongly', () => {
  const EXPOSED_CHUNK = /__federation_expose_StormwaterDialog\.[0-9a-f]+\.js$/;

  /** Opens the stormwater dialog on a loaded dashboard and returns its fallback. */
  async function openStormwaterFallback() {
    await t.page.goto(system.url);
    await header().waitFor();
    await openDialog('Stormwater Approaches');
    const scope = dialog('Stormwater Approaches').getByTestId('remote-fallback');
    await scope.waitFor();
    expect(await scope.textContent()).toContain('Stormwater Approaches is unavailable');
    return scope;
  }

  async function retryLoadsStormwater(scope: Locator) {
    await scope.getByRole('button', { name: 'Retry' }).click();
    await renderedDialog('Stormwater Approaches').waitFor();
    await fallback().waitFor({ state: 'detached' });
  }

  test('a chunk that fails to load: fallback, the rest works, Retry recovers once it loads', async () => {
    let failing = true;
    await t.page.route(EXPOSED_CHUNK, async (route) => {
      if (failing) await route.fulfill({ status: 500, body: 'chunk unavailable' });
      else await route.continue();
    });
    const scope = await openStormwaterFallback();
    await closeDialog('Stormwater Approaches');
    await restOfPageWorks(REPORT);
    await openDialog('Stormwater Approaches');
    await scope.waitFor(); // still failing: the fallback again
    failing = false;
    await retryLoadsStormwater(scope);
  });

  test('a remote that throws while rendering: fallback with the error, the rest works, Retry recovers once it renders', async () => {
    // The remote's own exposed chunk, served with its component replaced by one that throws at
    // render: the module loads (so this is a render error, not a load error).
    let broken = true;
    await t.page.route(EXPOSED_CHUNK, async (route) => {
      if (!broken) return route.continue();
      const original = await (await route.fetch()).text();
      // The id of the exposed module, from the remote's entry ("./StormwaterDialog" -> require(id)),
      // redefined in the modules the real chunk (an ES module) exports, by a statement appended to
      // it: the runtime installs the chunk's modules once it has run, before it requires the module.
      const entry = await (await fetch(`${system.urls['mfe-stormwater']}/remoteEntry.js`)).text();
      // (the require function is `__webpack_require__` or its minified name).
      const id = /"\.\/StormwaterDialog":\(\)=>[^}]*?\.then\(\(\)=>\(\)=>[\w$]+\((\d+)\)\)/.exec(entry)?.[1];
      if (!id) throw new Error('the exposed module id of ./StormwaterDialog was not found in remoteEntry.js');
      const thrower =
        // On a line of its own: the chunk ends with a //# sourceMappingURL comment.
        `\n;__webpack_modules__[${id}]=(e,r,t)=>{t.r(r);t.d(r,{default:()=>function(){throw new Error("StormwaterDialog broke while rendering")}})};`;
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: original + thrower });
    });
    const scope = await openStormwaterFallback();
    expect(await scope.textContent()).toContain('StormwaterDialog broke while rendering');
    expect(await scope.getAttribute('data-reason')).toBe('render');
    await closeDialog('Stormwater Approaches');
    await restOfPageWorks(REPORT);
    await openDialog('Stormwater Approaches');
    await scope.waitFor(); // still broken: the fallback again
    broken = false;
    // Code that has run cannot be fetched anew in place: Retry reloads the page, which keeps the
    // open dialog (it is in the URL) and now gets the remote's working code.
    const reloaded = t.page.waitForEvent('load');
    await retryLoadsStormwater(scope);
    await reloaded;
    expect(new URL(t.page.url()).searchParams.get('dialog')).toBe('stormwater');
  });

  test.each([
    ['invalid JSON', '{"id": "mfe_stormwater", "metaData": '],
    ['valid JSON of the wrong shape', JSON.stringify({ hello: 'world', exposes: 'none' })],
  ])('a malformed mf-manifest.json (%s): fallback, no blank page, the rest works', async (_kind, body) => {
    let malformed = true;
    await t.page.route(`${system.urls['mfe-stormwater']}/mf-manifest.json`, async (route) => {
      if (malformed) await route.fulfill({ status: 200, contentType: 'application/json', body });
      else await route.continue();
    });
    const scope = await openStormwaterFallback();
    await closeDialog('Stormwater Approaches');
    await restOfPageWorks(REPORT);
    await openDialog('Stormwater Approaches');
    await scope.waitFor(); // still malformed: the fallback again
    malformed = false;
    await retryLoadsStormwater(scope);
  });
});

describe('the API', () => {
  const sidebarError = () => t.page.getByTestId('data-error');
  const mapStatus = () => t.page.getByTestId('map-status');
  const mapData = (state: 'loading' | 'error' | 'ready') => t.page.locator(`main [data-testid="infrastructure-map"][data-data-state="${state}"]`);
  const searchBox = () => t.page.getByRole('banner').getByRole('searchbox');

  async function openExportMenu(item: string) {
    await t.page.getByRole('button', { name: 'Settings panel' }).click();
    const panel = t.page.getByRole('dialog', { name: 'Settings' });
    await panel.getByRole('button', { name: 'Export Data' }).click();
    await t.page.getByRole('menuitem', { name: item }).click();
    return panel;
  }

  afterEach(async () => {
    if (
      !(await fetch(`${system.urls['api-mock']}/healthz`)
        .then((r) => r.ok)
        .catch(() => false))
    )
      await system.startPart('api-mock');
  });

  test('down: the sidebar, the map, the search and the export say so in words, with Retry; each Retry recovers once it is back', async () => {
    await system.stopPart('api-mock');
    await t.page.goto(system.url);
    await header().waitFor();

    const alert = sidebarError();
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Infrastructure data could not be loaded');
    // The shell's /api answers in the API's error shape, shown as its message: no JSON, no
    // internal address.
    expect(await alert.textContent()).toContain('503: The data service is not reachable.');
    expect(await alert.textContent()).not.toMatch(/[{}]|ECONNREFUSED|127\.0\.0\.1/);
    await mapData('error').waitFor();
    await mapStatus().getByText('The infrastructure data could not be loaded.').waitFor();
    await mapStatus().getByText('503: The data service is not reachable.').waitFor();
    // No endless spinner anywhere.
    expect(await t.page.getByTestId('data-loading').count()).toBe(0);
    expect(await t.page.getByText('Loading infrastructure data...').count()).toBe(0);

    await searchBox().fill('pump');
    const searchRetry = t.page.getByRole('button', { name: 'Retry search' });
    await searchRetry.waitFor();
    expect(await t.page.getByTestId('search-spinner').count()).toBe(0);

    // The dialogs built from fixed content do not depend on the API.
    await openDialog('Monthly Analysis');
    await renderedDialog('Monthly Water Balance').waitFor();
    await closeDialog('Monthly Water Balance');

    const panel = await openExportMenu('Infrastructure list (CSV)');
    const toast = t.page.getByTestId('toast');
    await toast.getByText('Export failed').waitFor();
    await toast.hover(); // a visitor reaching for Retry: the pointer on the toast pauses its timer

    await system.startPart('api-mock');

    const download = t.page.waitForEvent('download');
    await toast.getByRole('button', { name: 'Retry' }).click();
    expect((await download).suggestedFilename()).toBe('forest-city-infrastructure-en.csv');
    await t.page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    await searchRetry.click();
    await t.page.getByText(/^Search results: \d+$/).waitFor({ state: 'attached' });
    await searchRetry.waitFor({ state: 'detached' });

    await mapStatus().getByRole('button', { name: 'Retry' }).click();
    await mapData('ready').waitFor();

    await alert.getByRole('button', { name: 'Retry' }).click();
    await t.page.getByTestId('overview-treatmentCapacity').waitFor();
    await alert.waitFor({ state: 'detached' });
  });

  test('slow (every answer late, within the limit): loading states, then the data; never an endless spinner', async () => {
    // Slowed in the browser: the server, which reaches the API itself, must not put its answers in the page.
    await askForBarePages(t.context);
    // Held answers go on once the test has seen what the visitor sees meanwhile: late by however
    // long that takes, and within the limit.
    let holding = true;
    const late: Route[] = [];
    const release = async () => {
      holding = false;
      for (const route of late.splice(0)) await route.continue().catch(() => {}); // the page may be gone by then
    };
    await t.page.route(
      (url) => url.pathname.startsWith('/api/'),
      (route) => (holding ? void late.push(route) : route.continue().catch(() => {})),
    );
    await t.page.goto(system.url);
    await header().waitFor();
    await t.page.getByTestId('data-loading').getByText('Loading Forest City infrastructure data...').waitFor();
    await mapData('loading').waitFor();
    await mapStatus().getByText('Loading infrastructure data...').waitFor();
    // The sections that do not need the API work meanwhile.
    await openDialog('Stormwater Approaches');
    await renderedDialog('Stormwater Approaches').waitFor();
    await closeDialog('Stormwater Approaches');
    await release();

    await t.page.getByTestId('overview-treatmentCapacity').waitFor();
    await t.page.getByTestId('data-loading').waitFor({ state: 'detached' });
    await mapData('ready').waitFor();
    // Late but within the time limit: no error anywhere.
    expect(await sidebarError().count()).toBe(0);
    expect(await mapStatus().getByRole('button', { name: 'Retry' }).count()).toBe(0);

    holding = true;
    await searchBox().fill('pump');
    await t.page.getByTestId('search-spinner').waitFor();
    await release();
    await t.page.getByText(/^Search results: \d+$/).waitFor({ state: 'attached' });
    await t.page.getByTestId('search-spinner').waitFor({ state: 'detached' });

    const download = t.page.waitForEvent('download');
    await openExportMenu('Infrastructure map data (GeoJSON)');
    expect((await download).suggestedFilename()).toBe('forest-city-infrastructure-en.geojson');
  });
});
