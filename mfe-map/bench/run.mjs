// `npm run bench -w mfe-map`: the map's markers (deck.gl over maplibre, the production layer
// code) against the earlier prototype's approach (Leaflet, one SVG circle marker per item), for
// 1,000, 10,000 and 100,000 synthetic items, in headless Chromium with the GPU emulated in
// software (SwiftShader), as in the end-to-end tests. For each: the time from data in hand to
// the first presented frame with every marker drawn, and the frame rate while panning.
// Writes bench/results.json and bench/RESULTS.md. Every run is bounded; a run that does not
// finish in time is reported as such, never left out.
import { createServer } from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import rspack from '@rspack/core';
import { chromium } from 'playwright-core';
import config from './rspack.bench.mjs';

const dir = import.meta.dirname;
const SIZES = (process.env.BENCH_SIZES || '1000,10000,100000').split(',').map(Number);
const RUN_TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS || 120_000);
const PAN_MS = Number(process.env.BENCH_PAN_MS || 3000);
// Repeats per size (the median is reported): 3 up to 10,000 items, 1 above (a 100,000-item run takes minutes).
const REPEATS = (size) => Number(process.env.BENCH_REPEATS || (size > 10_000 ? 1 : 3));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// Same flags as the e2e harness (shell/e2e/harness/chromium.mjs).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

function build() {
  return new Promise((resolve, reject) => {
    rspack(config).run((err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.png': 'image/png', '.svg': 'image/svg+xml' };

function serve(root) {
  const server = createServer(async (req, res) => {
    const file = path.join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream' });
    res.end(await readFile(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function measure(browser, base, renderer, n) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(
    (url) => !url.toString().startsWith(base),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const deadline = Date.now() + RUN_TIMEOUT_MS;
  const left = () => Math.max(1, deadline - Date.now());
  const seconds = Math.round(RUN_TIMEOUT_MS / 1000);
  try {
    await page.goto(`${base}/${renderer}.html?n=${n}&panMs=${PAN_MS}`);
    try {
      await page.waitForFunction(() => window.__BENCH_FIRST_FRAME__ || window.__BENCH_RESULT__?.error, null, { timeout: left(), polling: 250 });
    } catch (error) {
      if (!String(error).includes('Timeout')) throw error;
      return { renderer, n, status: 'timeout', note: `did not draw every marker within ${seconds} s` };
    }
    const first = await page.evaluate(() => window.__BENCH_FIRST_FRAME__);
    try {
      await page.waitForFunction(() => window.__BENCH_RESULT__, null, { timeout: left(), polling: 250 });
    } catch (error) {
      if (!String(error).includes('Timeout')) throw error;
      return { renderer, n, status: 'pan-timeout', firstFrameMs: first.firstFrameMs, note: `panning did not finish within ${seconds} s of the start` };
    }
    const result = await page.evaluate(() => window.__BENCH_RESULT__);
    if (result.error) return { renderer, n, status: 'error', error: result.error };
    return { ...result, renderer, status: 'ok' };
  } catch (error) {
    return { renderer, n, status: 'error', error: String(error) };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The median of the runs that finished; a size where no run finished keeps the first run's note. */
function medianRun(runs) {
  const ok = runs.filter((r) => r.status === 'ok');
  if (ok.length === 0) return { ...runs[0], runs };
  return {
    ...ok[0],
    firstFrameMs: median(ok.map((r) => r.firstFrameMs)),
    panFps: median(ok.map((r) => r.panFps)),
    rafFps: median(ok.map((r) => r.rafFps)),
    runs,
  };
}

const fmt = (v, digits = 0) => (typeof v === 'number' && Number.isFinite(v) ? v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '—');

function markdown(results) {
  const lines = [
    '# mfe-map benchmark: deck.gl markers vs Leaflet SVG circle markers',
    '',
    `Run ${results.date} on ${results.machine}; Chromium ${results.chromium}, headless, WebGL through SwiftShader (software GPU). Viewport 1280x800, no tiles. Produced by \`npm run bench -w mfe-map\` (method in mfe-map/README.md).`,
    '',
    `Load average (1 min) of the machine: ${fmt(results.loadAverage.before, 1)} before, ${fmt(results.loadAverage.after, 1)} after the run, on ${os.cpus().length} cores. Other work on the machine slows both renderers alike; the ratios are the figures to read.`,
    '',
    '- Median of 3 runs per renderer up to 10,000 items (interleaved), 1 run at 100,000; every run is in results.json.',
    '- **First frame**: from the items in hand (already fetched) to the first presented frame with every marker drawn (lower is better).',
    `- **Pan FPS**: frames drawn per second while the map is panned 12 px per animation frame for ${PAN_MS / 1000} s (higher is better).`,
    `- Each run (first frame and panning together) is capped at ${RUN_TIMEOUT_MS / 1000} s; what did not finish is said in the table.`,
    '- Both figures stop at the browser main thread: the frame is recorded and submitted; rasterising it (SwiftShader for WebGL, the compositor for SVG) is not inside the first-frame time.',
    '',
    '| items | deck.gl first frame (ms) | Leaflet SVG first frame (ms) | first frame: Leaflet / deck.gl | deck.gl pan FPS | Leaflet SVG pan FPS | pan FPS: deck.gl / Leaflet |',
    '|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of results.rows) {
    const d = row.deck;
    const l = row.leaflet;
    const first = (r) => (typeof r.firstFrameMs === 'number' ? fmt(r.firstFrameMs) : r.note || r.error);
    const pan = (r) => (r.status === 'ok' ? fmt(r.panFps, 1) : r.status === 'pan-timeout' ? r.note : '—');
    const dFirst = first(d);
    const lFirst = first(l);
    lines.push(
      `| ${n(row.n)} | ${dFirst} | ${lFirst} | ${row.firstFrameRatio != null ? `${fmt(row.firstFrameRatio, 1)}x` : '—'} | ${pan(d)} | ${pan(l)} | ${row.panFpsRatio != null ? `${fmt(row.panFpsRatio, 1)}x` : '—'} |`,
    );
  }
  lines.push('', 'Figures from one machine with a software GPU: compare the two columns of a row, not absolute values across machines.', '');
  return lines.join('\n');
}

const n = (v) => v.toLocaleString('en-US');

async function main() {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  console.log('building the benchmark pages…');
  await build();
  const server = await serve(path.join(dir, 'dist'));
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const loadBefore = os.loadavg();
  const rows = [];
  try {
    for (const size of SIZES) {
      const deckRuns = [];
      const leafletRuns = [];
      for (let i = 0; i < REPEATS(size); i++) {
        // Interleaved, so a change of machine load during the run hits both renderers.
        deckRuns.push(await measure(browser, base, 'deck', size));
        console.log(JSON.stringify(deckRuns.at(-1)));
        leafletRuns.push(await measure(browser, base, 'leaflet', size));
        console.log(JSON.stringify(leafletRuns.at(-1)));
      }
      const deck = medianRun(deckRuns);
      const leaflet = medianRun(leafletRuns);
      const bothDrew = typeof deck.firstFrameMs === 'number' && typeof leaflet.firstFrameMs === 'number';
      const bothPanned = deck.status === 'ok' && leaflet.status === 'ok' && leaflet.panFps > 0;
      rows.push({
        n: size,
        deck,
        leaflet,
        firstFrameRatio: bothDrew ? leaflet.firstFrameMs / deck.firstFrameMs : null,
        panFpsRatio: bothPanned ? deck.panFps / leaflet.panFps : null,
      });
    }
  } finally {
    await browser.close();
    server.close();
  }
  const results = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model?.trim() ?? 'cpu'}, ${os.platform()} ${os.release()}, Node ${process.version}`,
    chromium: browser.version(),
    method: {
      repeats: Object.fromEntries(SIZES.map((size) => [size, REPEATS(size)])),
      panMs: PAN_MS,
      panWarmupMs: 1000,
      runTimeoutMs: RUN_TIMEOUT_MS,
      viewport: '1280x800',
      gpu: 'SwiftShader (software)',
    },
    // The machine's 1-minute load average before and after: other work on the machine slows both renderers.
    loadAverage: { before: loadBefore[0], after: os.loadavg()[0] },
    rows,
  };
  await writeFile(path.join(dir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(dir, 'RESULTS.md'), markdown(results));
  console.log(markdown(results));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
