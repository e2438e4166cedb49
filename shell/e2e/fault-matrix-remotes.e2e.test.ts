// The fault matrix of the remotes (issue 21 item 7, issue 15 item 2), in real Chromium against the
// built system: for each remote and the faults of the table below it runs (rowsOf), injected at the browser's
// network layer for that remote's origin only, the region shows its translated reason and Retry
// within the time limit, the rest of the page works, nothing escapes as an uncaught page error,
// and Retry recovers once the fault is removed. A slow remote (half the limit) loads without a fallback.
//
// The system runs with a short REMOTE_TIMEOUT_MS (the time limit of each step of loading a remote,
// runtime-plugin.ts; FAULT_MATRIX_TIMEOUT_MS here, 3 s by default): no cell's behaviour depends on
// the limit's length, only on its being there, and the slow cell is slow by half of it. The report
// is faulted both as a dialog and as its own page (/forest-city-report, prerendered).
import type { Locator, Page, Route } from 'playwright-core';
import { jumpPastLimit, pressEscapeInDialog, useTestPage } from '../../tools/e2e/browser';

type System = Awaited<ReturnType<(typeof import('../../tools/compose/system.mjs'))['startSystem']>>;
type RemoteKey = 'map' | 'hydrology' | 'stormwater' | 'report';

const TIMEOUT_MS = Number(process.env.FAULT_MATRIX_TIMEOUT_MS) || 3000;
const SLOW_MS = TIMEOUT_MS / 2;
/** The slot's last guard is three step limits; the fallback must be there by then (plus the page's own work). */
const FALLBACK_WITHIN_MS = 3 * TIMEOUT_MS + 10_000;

let system: System;
beforeAll(async () => {
  const { startSystem } = await import('../../tools/compose/system.mjs');
  const { TEST_TILE_ENV } = await import('../../tools/e2e/chromium.mjs');
  system = await startSystem({ freePorts: true, env: { ...TEST_TILE_ENV, REMOTE_TIMEOUT_MS: String(TIMEOUT_MS) }, stdio: 'ignore' });
}, 120_000);
afterAll(async () => {
  await system?.stop();
});

// Uncaught page errors fail the test (the default of useTestPage).
const t = useTestPage({ timeout: 60_000 });

// No idle preloading of dialog remotes (use-dialog-preload.ts): each fault hits the visitor's open.
beforeEach(async () => {
  await t.context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
});

const header = () => t.page.getByRole('heading', { name: 'Forest City Infrastructure' });
const dialog = (name: string) => t.page.getByRole('dialog', { name });
const renderedDialog = (name: string) => dialog(name).getByRole('tab').first();
const mapRegion = () => t.page.locator('main [data-testid="infrastructure-map"]');

interface RemoteCase {
  remote: RemoteKey;
  /** The remote's own page (a route), not a section of the dashboard. */
  page?: boolean;
  section: string;
  open: (page: Page) => Promise<void>;
  fallbackIn: () => Locator;
  loaded: () => Locator;
  /** Something outside this remote that must still work. */
  restWorks: () => Promise<void>;
}

async function openDialog(button: string) {
  await t.page.getByRole('button', { name: button, exact: true }).click();
}

async function stormwaterOpensAndCloses() {
  await openDialog('Stormwater Approaches');
  await renderedDialog('Stormwater Approaches').waitFor();
  await pressEscapeInDialog(t.page);
  await dialog('Stormwater Approaches').waitFor({ state: 'detached' });
}

/** A dialog remote: its opener's name (also the shell's fallback modal's), and the rendered dialog's own name. */
const dialogCase = (remote: RemoteKey, section: string, renderedName = section): RemoteCase => ({
  remote,
  section,
  open: async (page) => {
    await page.goto(system.url);
    await header().waitFor();
    await openDialog(section);
  },
  fallbackIn: () => dialog(section).getByTestId('remote-fallback'),
  loaded: () => renderedDialog(renderedName),
  restWorks: async () => {
    // The header, the shell's own sidebar data and the map answer while the dialog shows its fallback.
    await header().waitFor();
    await t.page.getByTestId('overview-treatmentCapacity').waitFor();
    await mapRegion().waitFor();
  },
});

const CASES: RemoteCase[] = [
  {
    remote: 'map',
    section: 'Infrastructure map',
    // Not `load`: a map chunk whose <script> the page inserted before its load event, held forever
    // by the fault, holds that event too (the fallback comes from the slot's own limits).
    open: (page) => page.goto(system.url, { waitUntil: 'domcontentloaded' }).then(() => undefined),
    fallbackIn: () => t.page.locator('main').getByTestId('remote-fallback'),
    loaded: () => mapRegion(),
    restWorks: async () => {
      await header().waitFor();
      await t.page.getByTestId('overview-treatmentCapacity').waitFor();
      await stormwaterOpensAndCloses();
    },
  },
  dialogCase('hydrology', 'Hydrological Data', 'Hydrological Mass Balance Model'),
  dialogCase('stormwater', 'Stormwater Approaches'),
  dialogCase('report', 'Analytical Report'),
  {
    remote: 'report',
    section: 'Analytical Report',
    page: true,
    open: (page) => page.goto(`${system.url}/forest-city-report`, { waitUntil: 'domcontentloaded' }).then(() => undefined),
    fallbackIn: () => t.page.getByTestId('remote-fallback'),
    loaded: () => t.page.locator('[data-remote="report"][data-module="ReportPage"]').getByRole('tab').first(),
    // The report page is the report alone (no header or sidebar): the page itself still answers.
    restWorks: async () => {
      expect(await t.page.evaluate(() => document.readyState)).not.toBe('loading');
    },
  },
];

type Answer = (route: Route, real: () => Promise<string>) => Promise<void> | void;
interface Fault {
  name: string;
  /** Which of the remote's files the fault hits. */
  file: (path: string) => boolean;
  answer: Answer;
  /** The reason the visitor reads; undefined: the remote loads (slow, not broken). */
  expect?: 'unreachable' | 'timeout' | 'incompatible';
}

const REASON_TEXT = {
  unreachable: 'This section could not be reached.',
  timeout: 'This section took too long to load.',
  incompatible: 'This section is a version this page cannot use.',
};

const isManifest = (p: string) => p.endsWith('/mf-manifest.json');
const isEntry = (p: string) => p.endsWith('/remoteEntry.js');
const isExposedChunk = (p: string) => /__federation_expose_[^/]*\.js$/.test(p);
const anyFile = () => true;
/** Never answers (released when the fault is removed, so a hung request ends). */
const hang: Answer = () => new Promise<void>(() => {});

const FAULTS: Fault[] = [
  { name: 'unreachable', file: anyFile, answer: (route) => route.abort('connectionrefused'), expect: 'unreachable' },
  { name: 'hanging manifest', file: isManifest, answer: hang, expect: 'timeout' },
  { name: 'hanging entry', file: isEntry, answer: hang, expect: 'timeout' },
  { name: 'hanging chunk', file: isExposedChunk, answer: hang, expect: 'timeout' },
  { name: 'manifest 500', file: isManifest, answer: (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }), expect: 'unreachable' },
  { name: 'manifest 404', file: isManifest, answer: (route) => route.fulfill({ status: 404, body: 'Not found' }), expect: 'unreachable' },
  { name: 'entry 404', file: isEntry, answer: (route) => route.fulfill({ status: 404, body: 'Not found' }), expect: 'unreachable' },
  {
    name: 'truncated entry',
    file: isEntry,
    answer: async (route, real) => {
      const entry = await real();
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: entry.slice(0, Math.floor(entry.length / 2)) });
    },
    expect: 'unreachable',
  },
  {
    name: 'malformed manifest',
    file: isManifest,
    answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"id": "x", "metaData": ' }),
    expect: 'unreachable',
  },
  {
    name: 'entry that throws',
    file: isEntry,
    answer: (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("remoteEntry boom");' }),
    expect: 'unreachable',
  },
  {
    name: 'contract major the shell cannot use',
    file: isManifest,
    answer: async (route, real) => {
      const manifest = JSON.parse(await real()) as { metaData: { forestCity: { version: string; contractVersion: string } } };
      manifest.metaData.forestCity = { version: '9.0.0', contractVersion: '3.0.0' };
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(manifest) });
    },
    expect: 'incompatible',
  },
  {
    name: 'slow (half the limit)',
    file: isManifest,
    answer: async (route) => {
      await new Promise((r) => setTimeout(r, SLOW_MS));
      await route.continue().catch(() => undefined);
    },
  },
];

/**
 * Every remote is loaded through the same runtime plugin (runtime-plugin.ts), which turns what went
 * wrong with a file into the reason shown, and every dialog through the same slot (RemoteSlot.tsx):
 * the whole table runs on one dialog (stormwater). The map's section and the report's page show
 * each reason and each step that can hang in their own way, so they get one cell per reason, per
 * hanging step, the entry that throws while it runs, and the slow remote: the table's other rows
 * (a 404 or 500, a truncated entry, a malformed manifest) are the plugin's, the same for every
 * slot. The other two dialogs get one cell per reason that is not a time limit, which proves their
 * slots reach that code.
 */
const WIRING_ONLY: readonly RemoteCase[] = CASES.filter((c) => !c.page && (c.remote === 'hydrology' || c.remote === 'report'));
const WIRING_FAULTS = new Set(['unreachable', 'contract major the shell cannot use']);
const OWN_SLOT: readonly RemoteCase[] = CASES.filter((c) => c.page || c.remote === 'map');
const SLOT_FAULTS = new Set([...WIRING_FAULTS, 'hanging manifest', 'hanging entry', 'hanging chunk', 'entry that throws', 'slow (half the limit)']);
/** The rows of the table a case runs: every row on stormwater. */
const rowsOf = (c: RemoteCase): ReadonlySet<string> => (WIRING_ONLY.includes(c) ? WIRING_FAULTS : OWN_SLOT.includes(c) ? SLOT_FAULTS : new Set(FAULTS.map((f) => f.name)));
const cells = CASES.flatMap((c) => FAULTS.filter((f) => rowsOf(c).has(f.name)).map((f) => ({ ...c, fault: f, label: `${c.page ? 'report page' : c.remote} × ${f.name}` })));

describe('remote fault matrix', () => {
  test.each(cells)('$label', async (cell) => {
    const origin = system.urls[`mfe-${cell.remote}`]!;
    let faulty = true;
    const held: Route[] = [];
    await t.page.route(
      (url) => url.toString().startsWith(`${origin}/`),
      async (route) => {
        const path = new URL(route.request().url()).pathname;
        if (!faulty || !cell.fault.file(path)) return route.continue();
        held.push(route);
        const real = async () => (await fetch(route.request().url())).text();
        await cell.fault.answer(route, real);
      },
    );

    // A chunk held forever: the slot's last guard runs out. Its wait is skipped (the page's clock
    // jumps past it once the chunk is asked for), not its length: the other hanging cells wait theirs,
    // and so does the report's page, whose held chunk holds the page's DOMContentLoaded.
    const jump = cell.fault.name === 'hanging chunk' && !cell.page;
    if (jump) await t.page.clock.install();
    await cell.open(t.page);
    // A dialog's cell jumps once the map has loaded, whose own limits would otherwise run out too.
    if (jump) {
      await jumpPastLimit(t.page, cell.remote === 'map' ? t.page.locator('#root') : mapRegion(), () => held.length >= 1, FALLBACK_WITHIN_MS);
      // A retry asked for after the jump waits a limit of its own, in real time, which a loaded
      // machine stretched past the wait below: the clock jumps past each in turn.
      const retry = cell.fallbackIn().getByRole('button', { name: 'Retry' });
      for (let i = 0; i < 10 && !(await retry.isVisible()); i++) {
        await t.page.waitForTimeout(500);
        await t.page.clock.fastForward(TIMEOUT_MS);
      }
    }
    if (!cell.fault.expect) {
      // Slow, not broken: the section loads, no fallback.
      await cell.loaded().waitFor({ timeout: FALLBACK_WITHIN_MS });
      expect(await t.page.getByTestId('remote-fallback').count()).toBe(0);
      return;
    }
    const scope = cell.fallbackIn();
    // Bounded: "never Loading... forever" (each step's limit, retries, the slot's last guard).
    await scope.getByRole('button', { name: 'Retry' }).waitFor({ timeout: FALLBACK_WITHIN_MS });
    expect(await scope.getAttribute('data-failure')).toBe(cell.fault.expect);
    const text = (await scope.textContent()) ?? '';
    expect(text).toContain(`${cell.section} is unavailable`);
    expect(text).toContain(REASON_TEXT[cell.fault.expect]);
    // The runtime's wording and URLs are for support: in the collapsed details only.
    expect(await scope.getByTestId('remote-fallback-detail').isVisible()).toBe(false);
    if (cell.fault.expect === 'incompatible') {
      expect(await scope.getByTestId('remote-fallback-detail').textContent()).toContain('implements contract 3.0.0; this shell needs contract 2.x');
    }
    await cell.restWorks();

    faulty = false;
    for (const route of held.splice(0)) await route.abort('connectionreset').catch(() => undefined);
    await scope.getByRole('button', { name: 'Retry' }).click();
    // Loading the whole remote anew: slow on a loaded machine, so the page's default wait.
    await cell.loaded().waitFor();
    await t.page.getByTestId('remote-fallback').waitFor({ state: 'detached' });
  });
});

describe('the fallback speaks the visitor’s language', () => {
  test.each([
    ['zh', '无法连接到此部分', '重试', '供技术支持参考的详细信息'],
    ['ms', 'Bahagian ini tidak dapat dihubungi', 'Cuba lagi', 'Butiran untuk pasukan sokongan'],
  ])('%s', async (lang, reason, retry, details) => {
    await t.page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
    await t.page.route(`${system.urls['mfe-stormwater']}/**`, (route) => route.abort('connectionrefused'));
    await t.page.goto(`${system.url}/?dialog=stormwater`);
    const scope = t.page.getByTestId('remote-fallback');
    await scope.getByRole('button', { name: retry }).waitFor({ timeout: FALLBACK_WITHIN_MS });
    const text = (await scope.textContent()) ?? '';
    expect(text).toContain(reason);
    expect(text).toContain(details);
    // No runtime text and no URL outside the collapsed details; opening them shows it for support.
    expect(await scope.getByTestId('remote-fallback-detail').isVisible()).toBe(false);
    await scope.getByText(details).click();
    expect(await scope.getByTestId('remote-fallback-detail').isVisible()).toBe(true);
  });
});

// Issue 15 point 6: a remote released against the unchanged, running shell. Each release is the
// report's real build with its manifest saying what the new build would say.
describe('skew: a new release of the report against the deployed shell', () => {
  const report = CASES.find((c) => c.remote === 'report')!;
  type Shared = { name: string; requiredVersion: string | false };
  async function withManifest(change: (forestCity: { version: string; contractVersion: string; sharedSurface: Record<string, string[]> }, shared: Shared[]) => void) {
    await t.page.route(`${system.urls['mfe-report']}/mf-manifest.json`, async (route) => {
      const manifest = JSON.parse(await (await fetch(route.request().url())).text()) as { metaData: { forestCity: Parameters<typeof change>[0] }; shared: Shared[] };
      change(manifest.metaData.forestCity, manifest.shared);
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(manifest) });
    });
  }

  test('a newer contract minor loads', async () => {
    await withManifest((fc) => Object.assign(fc, { version: '0.2.0', contractVersion: '2.3.0' }));
    await report.open(t.page);
    await report.loaded().waitFor();
  });

  // A contract major bump is the matrix's "contract major the shell cannot use" cell.

  test('a release built against a Mantine component the shell does not provide (Blockquote) is refused, not crashed', async () => {
    await withManifest((fc) => {
      fc.version = '0.2.0';
      fc.sharedSurface['@forest-city/mantine-first-view'] = [...fc.sharedSurface['@forest-city/mantine-first-view']!, 'Blockquote'];
    });
    await report.open(t.page);
    const scope = report.fallbackIn();
    await scope.getByRole('button', { name: 'Retry' }).waitFor({ timeout: FALLBACK_WITHIN_MS });
    expect(await scope.textContent()).toContain(REASON_TEXT.incompatible);
    expect(await scope.getByTestId('remote-fallback-detail').textContent()).toContain('@forest-city/mantine-first-view: Blockquote');
  });

  test('a release requiring newer minors of shared libraries than the shell provides is refused, not run on the older copies', async () => {
    await withManifest((fc, shared) => {
      fc.version = '0.3.0';
      for (const entry of shared) if (entry.name === '@tanstack/react-query' || entry.name === 'react-i18next') entry.requiredVersion = '^99.1.0';
    });
    await report.open(t.page);
    const scope = report.fallbackIn();
    await scope.getByRole('button', { name: 'Retry' }).waitFor({ timeout: FALLBACK_WITHIN_MS });
    expect(await scope.textContent()).toContain(REASON_TEXT.incompatible);
    const detail = (await scope.getByTestId('remote-fallback-detail').textContent()) ?? '';
    expect(detail).toMatch(/@tanstack\/react-query \^99\.1\.0 \(this page has \d+\.\d+\.\d+\)/);
    expect(detail).toMatch(/react-i18next \^99\.1\.0/);
  });

  // docs/decisions/009-react-router-8.md: a release built on React Router 7 (the 1.0.0 releases)
  // is refused by a shell providing React Router 8, never run on the other major.
  test('a release built against the previous major of the router (1.0.0 on React Router 7) is refused with the translated reason', async () => {
    await withManifest((fc, shared) => {
      fc.version = '1.0.0';
      fc.sharedSurface['react-router-dom'] = fc.sharedSurface['react-router']!;
      for (const entry of shared) if (entry.name === 'react-router') entry.requiredVersion = '^7.18.5';
      shared.push({ name: 'react-router-dom', requiredVersion: '^7.18.5' });
    });
    await report.open(t.page);
    const scope = report.fallbackIn();
    await scope.getByRole('button', { name: 'Retry' }).waitFor({ timeout: FALLBACK_WITHIN_MS });
    expect(await scope.textContent()).toContain(REASON_TEXT.incompatible);
    expect(await scope.getByTestId('remote-fallback-detail').textContent()).toMatch(/older majors .*react-router \^7\.18\.5 \(this page has 8\.\d+\.\d+\)/);
    await report.restWorks();
  });
});
