// Elements of several remotes on one partner page, in real Chromium (issue 47, docs/partners.md):
// a report released against a longer shared list beside the stormwater element (the skewed one
// shows the translated reason with Retry, the other renders, in either order), a first remote that
// is unreachable (the others still render), the globals the elements add to the page, and a page
// that is itself a Module Federation host with its own `_FEDERATION_RUNTIME_CORE`.
// The pages are the partner's own, served by a small server of this file on its own origin.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { systemUrls, useTestPage } from '../../e2e/browser';
import { buildChangedCopy, edit, serveRemote } from '../../e2e/team-release';

const t = useTestPage({ timeout: 60_000 });

type Remote = 'stormwater' | 'report';
const TAGS: Record<Remote, string> = {
  stormwater: '<forest-city-stormwater lang="en" open></forest-city-stormwater>',
  report: '<forest-city-report lang="en"><p>The partner’s own report text.</p></forest-city-report>',
};

// The partner's server: each test's page at `/page`, and the partner's own scripts.
let server: Server | undefined;
let partner = '';
let page = '';
const PARTNER_CORE = 'window._FEDERATION_RUNTIME_CORE = window.partnerCore = { partnersOwn: true };';
beforeAll(async () => {
  server = createServer((request, response) => {
    const script = request.url === '/partner-core.js';
    response.writeHead(script || request.url === '/page' ? 200 : 404, { 'Content-Type': script ? 'text/javascript' : 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(script ? PARTNER_CORE : page);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  partner = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server?.close(resolve)));

/** Opens a partner page with the elements of `order` (their scripts, and so their loads, in that order). */
async function openPage(order: Remote[], origins: Partial<Record<Remote, string>> = {}, { partnerCore = false } = {}) {
  const origin = (remote: Remote) => origins[remote] ?? systemUrls()[`mfe-${remote}`]!;
  const scripts = order.map((k) => `<script type="module" src="${origin(k)}/elements.js"></script>`).join('');
  page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>${partnerCore ? '<script src="/partner-core.js"></script>' : ''}${scripts}</head><body><main>${order.map((k) => TAGS[k]).join('')}</main></body></html>`;
  const errors: string[] = [];
  t.page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await t.page.goto(`${partner}/page`);
  return errors;
}

const report = () => t.page.locator('forest-city-report');
const stormwater = () => t.page.locator('forest-city-stormwater');
const reportReady = () => report().getByRole('heading', { level: 1, name: 'Analytical Report' }).waitFor();
const stormwaterReady = () => stormwater().getByRole('dialog', { name: 'Stormwater Approaches' }).getByRole('tab').first().waitFor();

describe('a report released against a longer shared list (Blockquote added), beside the stormwater element', () => {
  // The report team adds a Mantine component and its name to its shared-surface list (as
  // shell/e2e/skew-rebuild does for stormwater): a production build of a changed copy, served on its own origin.
  const workspace = mkdtempSync(path.join(tmpdir(), 'partner-skew-'));
  let skewed: { child: ChildProcess; origin: string } | undefined;
  beforeAll(async () => {
    const dist = await buildChangedCopy(path.join(workspace, 'report'), 'mfe-report', (ws, part) => {
      const view = path.join(part, 'src/features/report/components/ReportPageView.tsx');
      edit(path.join(ws, 'shared-surface.mjs'), "'Badge',", "'Badge',\n    'Blockquote',");
      edit(view, 'import { Anchor, Button, Chip,', 'import { Anchor, Blockquote, Button, Chip,');
      edit(view, '<Stack gap="lg">', '<Stack gap="lg">\n        <Blockquote>New in this release</Blockquote>');
    });
    skewed = await serveRemote(dist);
  }, 600_000);
  afterAll(() => {
    skewed?.child.kill();
    rmSync(workspace, { recursive: true, force: true });
  });

  test('loaded after the stormwater element, whose copies serve the page: the report shows the translated reason with Retry, the dialog works', async () => {
    const errors = await openPage(['stormwater', 'report'], { report: skewed!.origin });
    await stormwaterReady();
    const status = report().getByRole('alert');
    await status.getByText('This section is a version this page cannot use. Retry later or reload the page.').waitFor();
    expect(errors.join('\n')).toContain('@forest-city/mantine-first-view: Blockquote');
    // Retry (the stormwater dialog closed: it is modal) asks again and gets the same answer.
    await stormwater().evaluate((e) => e.removeAttribute('open'));
    await status.getByRole('button', { name: 'Retry' }).click();
    await status.getByRole('button', { name: 'Retry' }).waitFor();
    await report().evaluate((e) => e.setAttribute('lang', 'ms'));
    await status.getByText('Versi bahagian ini tidak dapat digunakan oleh halaman ini. Cuba lagi kemudian atau muat semula halaman.').waitFor();
    await stormwater().evaluate((e) => e.setAttribute('open', ''));
    await stormwaterReady();
  });

  test('loaded first, its copies serve the page: both modules work, the report with its new component', async () => {
    await openPage(['report', 'stormwater'], { report: skewed!.origin });
    await reportReady();
    await report().getByText('New in this release').waitFor();
    await stormwaterReady();
  });
});

test('the first remote unreachable: its elements.js answering 503 leaves the partner’s own content, its manifest answering 503 the translated line with Retry; the other element renders', async () => {
  const reportOrigin = systemUrls()['mfe-report']!;
  await t.context.route(`${reportOrigin}/elements.js`, (route) => route.fulfill({ status: 503, body: 'down' }));
  await openPage(['report', 'stormwater']);
  await stormwaterReady();
  await report().getByText('The partner’s own report text.').waitFor();

  await t.context.unroute(`${reportOrigin}/elements.js`);
  await t.context.route(`${reportOrigin}/mf-manifest.json`, (route) => route.fulfill({ status: 503, body: 'down' }));
  await openPage(['report', 'stormwater']);
  await stormwaterReady();
  const status = report().getByRole('alert');
  await status.getByText('This section could not be reached. Check the connection and retry.').waitFor();
  await t.context.unroute(`${reportOrigin}/mf-manifest.json`);
  await stormwater().evaluate((e) => e.removeAttribute('open'));
  await status.getByRole('button', { name: 'Retry' }).click();
  await reportReady();
});

/** The page's own global names and symbols. */
const globals = () => t.page.evaluate(() => ({ names: Object.getOwnPropertyNames(window), symbols: Object.getOwnPropertySymbols(window).map((s) => s.description ?? '') }));

test('the globals the elements add: Module Federation’s runtime names, React Router’s version and three symbols of ours; none per remote', async () => {
  await t.context.route(/\/elements\.js$/, (route) => route.abort('connectionrefused'));
  await openPage(['report', 'stormwater']);
  await report().getByText('The partner’s own report text.').waitFor();
  const before = await globals();
  await t.context.unroute(/\/elements\.js$/);
  await openPage(['report', 'stormwater']);
  await reportReady();
  await stormwaterReady();
  const after = await globals();
  expect(after.names.filter((name) => !before.names.includes(name)).sort()).toEqual([
    // Module Federation's runtime (the names every Module Federation page shares; never replaced when present).
    '__FEDERATION__',
    '__GLOBAL_LOADING_REMOTE_ENTRY__',
    '__VMOK__',
    // React Router's own mark of its version (set by the library when it loads).
    '__reactRouterVersion',
  ]);
  // Nothing named after a remote: its entry and chunks are ES modules (rspack.base.mjs, ESM_OUTPUT).
  expect(after.names.filter((name) => /mfe_|rspackChunk/.test(name))).toEqual([]);
  // Ours, under Symbol.for keys (no names): the page's shared load state, the shared stylesheets and
  // the federation runtime core the entries read (a partner's own _FEDERATION_RUNTIME_CORE is the partner's).
  expect(after.symbols.filter((name) => !before.symbols.includes(name)).sort()).toEqual([
    'forest-city.element-sheets',
    'forest-city.elements',
    'forest-city.federation-runtime-core',
  ]);
});

test('a page that is itself a Module Federation host keeps its own _FEDERATION_RUNTIME_CORE, and the elements still render', async () => {
  await openPage(['report', 'stormwater'], {}, { partnerCore: true });
  await reportReady();
  await stormwaterReady();
  expect(
    await t.page.evaluate(() => {
      const page = window as unknown as { _FEDERATION_RUNTIME_CORE: unknown; partnerCore: unknown };
      return page._FEDERATION_RUNTIME_CORE === page.partnerCore;
    }),
  ).toBe(true);
});
