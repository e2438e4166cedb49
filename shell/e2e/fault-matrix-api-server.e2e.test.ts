// The API's faults as a visitor meets them in an outage (issue 48): made on the server side, by a
// switchable proxy in front of the real API, so the shell's server prerenders the page from the
// failing API and its /api forward passes the same fault to the browser. For each fault the
// prerendered page arrives, the sidebar and the map say why with Retry, and Retry recovers once the
// API is back. (fault-matrix-api.e2e makes the faults in the browser, on bare pages.)
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { API_TIMEOUT_MS } from '@forest-city/contracts';
import { jumpPastLimit, systemUrls, useTestPage } from '../../tools/e2e/browser';

jest.setTimeout(180_000);
const t = useTestPage({ timeout: 60_000 });

type Mode = 'normal' | '500' | 'malformed' | 'down' | 'hanging';
let mode: Mode = 'normal';
let proxy: http.Server;
let shell: ChildProcess;
let shellUrl: string;
const hanging: http.ServerResponse[] = [];

beforeAll(async () => {
  const api = new URL(systemUrls()['api-mock']!);
  proxy = http.createServer((req, res) => {
    if (mode === 'down') return req.socket.destroy();
    if (mode === 'hanging') return void hanging.push(res);
    if (mode === '500') {
      res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      return res.end('{"error":{"code":"internal","message":"boom"}}');
    }
    if (mode === 'malformed') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      return res.end('[{"id":"water-');
    }
    const upstream = http.request({ host: api.hostname, port: api.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { freePort } = await import('../../tools/compose/system.mjs');
  const { REMOTES, remoteEnvVar } = await import('../../tools/compose/parts.mjs');
  const { TEST_TILE_ENV } = await import('../../tools/e2e/chromium.mjs');
  const port = await freePort();
  const urls = systemUrls();
  shell = spawn(process.execPath, ['server/index.mjs'], {
    cwd: path.join(__dirname, '..'),
    env: {
      ...process.env,
      ...TEST_TILE_ENV,
      ...Object.fromEntries(REMOTES.map((p) => [remoteEnvVar(p.key as Parameters<typeof remoteEnvVar>[0]), `${urls[p.dir]}/mf-manifest.json`])),
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    },
    stdio: 'ignore',
  });
  shellUrl = `http://127.0.0.1:${port}`;
  const { waitForHttp } = await import('../../tools/compose/system.mjs');
  await waitForHttp(`${shellUrl}/runtime-config.json`);
}, 120_000);
afterAll(async () => {
  shell?.kill();
  for (const res of hanging.splice(0)) res.destroy();
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
});
afterEach(() => {
  mode = 'normal';
  for (const res of hanging.splice(0)) res.destroy();
});

const SENTENCE = {
  service: 'The data service is not working right now. Try again in a moment.',
  timeout: 'The data service took too long to answer. Try again in a moment.',
  shape: 'The data service sent data this page cannot read. Try again in a moment.',
  mapShape: 'The data service sent data this map cannot read. Try again in a moment.',
};

const CELLS: { mode: Mode; sidebar: string; map: string }[] = [
  { mode: '500', sidebar: SENTENCE.service, map: SENTENCE.service },
  { mode: 'malformed', sidebar: SENTENCE.shape, map: SENTENCE.mapShape },
  { mode: 'down', sidebar: SENTENCE.service, map: SENTENCE.service },
  { mode: 'hanging', sidebar: SENTENCE.timeout, map: SENTENCE.timeout },
];

test.each(CELLS)('API $mode behind the shell: the prerendered page says why with Retry, and Retry recovers', async (cell) => {
  mode = cell.mode;
  /** The API requests the page made (through the shell's forward), counted for a hanging API. */
  const asked: string[] = [];
  if (cell.mode === 'hanging') {
    t.page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
    });
    await t.page.clock.install();
  }
  const answer = await t.page.goto(shellUrl);
  expect(answer?.status()).toBe(200);
  // Hanging: once the map shows its loading state and the page asked for the metrics and the item
  // list, the page's clock jumps past the API's time limit (its length is not what this tests).
  if (cell.mode === 'hanging')
    await jumpPastLimit(t.page, t.page.locator('main [data-testid="infrastructure-map"][data-data-state="loading"]'), () => asked.length >= 2, API_TIMEOUT_MS);
  // The page was prerendered (without the API's data: the server does not wait for a failing API).
  expect(await t.page.locator('#root[data-prerendered-lang="en"]').count()).toBe(1);
  await t.page.getByRole('heading', { name: 'Forest City Infrastructure' }).waitFor();
  const alert = t.page.getByTestId('data-error');
  await alert.getByText(cell.sidebar).waitFor();
  await alert.getByRole('button', { name: 'Retry' }).waitFor();
  const mapStatus = t.page.getByTestId('map-status');
  await mapStatus.getByText(cell.map).waitFor();

  mode = 'normal';
  for (const res of hanging.splice(0)) res.destroy();
  await mapStatus.getByRole('button', { name: 'Retry' }).click();
  await t.page.locator('main [data-testid="infrastructure-map"][data-data-state="ready"]').waitFor();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await t.page.getByTestId('overview-treatmentCapacity').waitFor();
  await alert.waitFor({ state: 'detached' });
});
