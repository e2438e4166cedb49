// `npm run bench -w api-mock`: throughput and p50/p99 latency of the list, metrics and search
// endpoints under concurrent load, beside a static-file baseline (the same bytes served by sirv,
// the static server the remotes use) measured in the same run, then search over a synthetic
// dataset of 100,000 items. Load goes to 127.0.0.1 only, bounded in time and connections.
// Writes bench/results.json and bench/RESULTS.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadDataset } from '../src/features/dataset/load-dataset';
import { linearScan } from '../src/features/search/linear-scan';
import { buildSearchIndex } from '../src/features/search/search-index';
import { syntheticDataset } from './synthetic-dataset';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const DATASET_FILE = path.join(ROOT, 'api-mock/data/forest-city.dataset.json');
const DURATION = Number(process.env.BENCH_SECONDS) || 3;
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 3;
const CONNECTIONS = 20;
const SYNTHETIC_SIZE = 100_000;
const loadAtStart = os.loadavg()[0]!;

const { freePort, waitForHttp } = (await import(path.join(ROOT, 'tools/compose/system.mjs'))) as {
  freePort: () => Promise<number>;
  waitForHttp: (url: string, ms?: number) => Promise<void>;
};

const children: ChildProcess[] = [];
async function start(cmd: string, args: string[], env: Record<string, string>, probe: string): Promise<number> {
  const port = await freePort();
  const child = spawn(cmd, args, { cwd: path.join(ROOT, 'api-mock'), env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
  children.push(child);
  await waitForHttp(`http://127.0.0.1:${port}${probe}`, 120_000);
  return port;
}
const stopAll = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));
process.on('exit', stopAll);

interface Row {
  group: string;
  name: string;
  url: string;
  /** Medians over the rounds. */
  requestsPerSecond: number;
  p50ms: number;
  p99ms: number;
  /** Requests per second of each round, to show the spread. */
  rounds: number[];
  bytesPerResponse: number;
  non2xx: number;
  errors: number;
}

interface Case {
  group: string;
  label: string;
  url: string;
  /** Gives the n-th request a path of its own (distinct queries: no cache can help). */
  pathOf?: (n: number) => string;
  /** Request headers, e.g. a browser's Accept-Encoding. */
  headers?: Record<string, string>;
}

/** Waits until the server answers /healthz quickly: a slow case leaves queued requests behind it. */
async function settle(url: string): Promise<void> {
  const origin = new URL(url).origin;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const t = performance.now();
    await (await fetch(`${origin}/healthz`)).arrayBuffer();
    if (performance.now() - t < 50) return;
  }
}

/** The bytes of a case's first answer as sent (compressed when the case asks for it). */
function firstBody(c: Case): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const req = http.get(c.pathOf ? `${c.url}${c.pathOf(0)}` : c.url, { headers: c.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    });
    req.on('error', reject);
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Runs the cases of a group round-robin, ROUNDS times, reversing the order every other round, and
 * reports medians: on a shared machine the load changes from second to second, and interleaving
 * keeps the API and its static baseline under the same conditions.
 */
async function measureGroup(cases: Case[]): Promise<Row[]> {
  const runs = new Map<Case, { rps: number; p50: number; p99: number; non2xx: number; errors: number }[]>();
  const first = new Map<Case, Buffer>();
  for (const c of cases) first.set(c, await firstBody(c));
  let n = 1;
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of round % 2 ? [...cases].reverse() : cases) {
      const requests = c.pathOf ? [{ method: 'GET', setupRequest: (req: object) => ({ ...req, path: c.pathOf!(n++) }) }] : undefined;
      await settle(c.url);
      const r = await autocannon({ url: c.url, connections: CONNECTIONS, duration: DURATION, requests, headers: c.headers });
      runs.set(c, [...(runs.get(c) ?? []), { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts }]);
    }
  }
  return cases.map((c) => {
    const rs = runs.get(c)!;
    const body = first.get(c)!;
    // Search rows say how many items matched, from the answer itself.
    const name = c.label.includes('{n}') ? c.label.replace('{n}', String((JSON.parse(body.toString('utf8')) as unknown[]).length)) : c.label;
    const row: Row = {
      group: c.group,
      name,
      url: c.pathOf ? `${c.pathOf(0).replace(/[0-9]+$/, '{n}')} (a new query each request)` : c.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
      requestsPerSecond: Math.round(median(rs.map((x) => x.rps))),
      p50ms: median(rs.map((x) => x.p50)),
      p99ms: median(rs.map((x) => x.p99)),
      rounds: rs.map((x) => Math.round(x.rps)),
      bytesPerResponse: body.byteLength,
      non2xx: rs.reduce((t, x) => t + x.non2xx, 0),
      errors: rs.reduce((t, x) => t + x.errors, 0),
    };
    console.log(
      `${row.group.padEnd(7)} ${name.padEnd(48)} ${String(row.requestsPerSecond).padStart(6)} req/s (${row.rounds.join(', ')})  p50 ${row.p50ms} ms  p99 ${row.p99ms} ms  ${row.bytesPerResponse} B`,
    );
    return row;
  });
}

const rows: Row[] = [];
const tmp = mkdtempSync(path.join(os.tmpdir(), 'api-mock-bench-'));

// 1. The API and a static server with the same bytes.
const apiPort = await start(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {}, '/healthz');
const api = `http://127.0.0.1:${apiPort}`;
const SAME_BYTES = [
  ['list', '/api/infrastructure', 'infrastructure.json'],
  ['metrics', '/api/metrics', 'metrics.json'],
  ['search "treatment station"', '/api/infrastructure/search/treatment%20station', 'search.json'],
] as const;
const COMPRESSED = [
  ['list', '/api/infrastructure', 'infrastructure.json'],
  ['GeoJSON', '/api/infrastructure.geojson', 'infrastructure.geojson'],
  ['CSV', '/api/infrastructure.csv', 'infrastructure.csv'],
] as const;
for (const [, p, file] of [...SAME_BYTES, ...COMPRESSED]) {
  const bytes = Buffer.from(await (await fetch(`${api}${p}`, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer());
  writeFileSync(path.join(tmp, file), bytes);
  // Precompressed siblings, which sirv serves for Accept-Encoding (as the remotes' static server does).
  writeFileSync(path.join(tmp, `${file}.br`), zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(path.join(tmp, `${file}.gz`), zlib.gzipSync(bytes, { level: 9 }));
}
const staticPort = await freePort();
const sirv = spawn(path.join(ROOT, 'node_modules/.bin/sirv'), [tmp, '--port', String(staticPort), '--host', '127.0.0.1', '--etag', '--quiet', '--gzip', '--brotli'], {
  stdio: 'ignore',
});
children.push(sirv);
await waitForHttp(`http://127.0.0.1:${staticPort}/metrics.json`);

for (const [name, p, file] of SAME_BYTES) {
  rows.push(
    ...(await measureGroup([
      { group: 'static', label: `${name} (same bytes, sirv)`, url: `http://127.0.0.1:${staticPort}/${file}` },
      { group: 'api', label: name, url: `${api}${p}` },
    ])),
  );
}
// A browser's request: the API's compressed-once answers beside the static file's precompressed ones.
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };
for (const [name, p, file] of COMPRESSED) {
  rows.push(
    ...(await measureGroup([
      { group: 'compressed', label: `${name}, br (same bytes, sirv precompressed)`, url: `http://127.0.0.1:${staticPort}/${file}`, headers: BROWSER },
      { group: 'compressed', label: `${name}, br`, url: `${api}${p}`, headers: BROWSER },
    ])),
  );
}
rows.push(
  ...(await measureGroup([
    { group: 'api', label: 'list in Chinese', url: `${api}/api/infrastructure?lang=zh` },
    { group: 'api', label: 'list filtered (type, bbox)', url: `${api}/api/infrastructure?type=water,drainage&bbox=103.58,1.32,103.61,1.35` },
    { group: 'api', label: 'CSV export', url: `${api}/api/infrastructure.csv` },
    { group: 'api', label: 'search in Malay "stesen pam"', url: `${api}/api/infrastructure/search?q=stesen%20pam&lang=ms` },
  ])),
);

// 2. Search over a synthetic dataset of 100,000 items: in process, then over HTTP.
const base = loadDataset(DATASET_FILE);
const big = syntheticDataset(base, SYNTHETIC_SIZE);
const bigFile = path.join(tmp, 'synthetic-100k.json');
writeFileSync(bigFile, JSON.stringify(big));
/**
 * Distinct queries in process (no HTTP, no result cache), English, Chinese and Malay, one and
 * several words, through the n-gram index and through the linear scan it replaced (the oracle).
 * Wall time and CPU time per query: on a shared machine wall time includes waiting for a core.
 */
function inProcessSearch(items: typeof big.items, size: number, withScan: boolean) {
  let t0 = performance.now();
  const index = buildSearchIndex(items, { cacheSize: 0 });
  const indexBuildMs = Math.round(performance.now() - t0);
  const scan = withScan ? linearScan(items) : undefined;
  const query = (i: number) =>
    [
      `${100 + ((i * 7919) % size)}`,
      `防潮闸 ${34 * ((i * 104729) % Math.floor(size / 34)) + 10}号`,
      'zzqqxx',
      `stesen pam no ${34 * ((i * 37) % Math.floor(size / 34)) + 20}`,
      `tidal gate ${34 * i + 11}`,
    ][i % 5]!;
  const measure = (fn: (q: string) => unknown, n: number) => {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 1; i <= n; i++) {
      const q = query(i);
      const c0 = process.cpuUsage();
      t0 = performance.now();
      fn(q);
      wall.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
    const pct = (xs: number[], p: number) => Math.round([...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]! * 100) / 100;
    return { queries: n, p50ms: pct(wall, 50), p99ms: pct(wall, 99), maxMs: pct(wall, 100), cpuP50ms: pct(cpu, 50), cpuP99ms: pct(cpu, 99) };
  };
  const indexed = measure((q) => index.search(q), 500);
  const scanned = scan ? measure(scan, 50) : undefined;
  console.log(`in-process search over ${size} items: index built in ${indexBuildMs} ms; index ${JSON.stringify(indexed)}; scan ${JSON.stringify(scanned)}`);
  return { items: size, indexBuildMs, index: indexed, linearScan: scanned };
}
const inProcess = inProcessSearch(big.items, SYNTHETIC_SIZE, true);
const inProcess1M = inProcessSearch(syntheticDataset(base, 1_000_000).items, 1_000_000, false);
const indexBuildMs = inProcess.indexBuildMs;

let t = performance.now();
t = performance.now();
const bigPort = await start(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/server/main.ts'], { DATASET_FILE: bigFile }, '/healthz');
const bigStartMs = Math.round(performance.now() - t);
const bigApi = `http://127.0.0.1:${bigPort}`;
// Tidal gates are items 10 and 11 of each copy of the 34 real items, so 34k + 10 is always one.
rows.push(
  ...(await measureGroup([
    { group: '100k', label: 'search "48213" repeated ({n} matches)', url: `${bigApi}/api/infrastructure/search/48213` },
    { group: '100k', label: 'search "zzqqxx" repeated ({n} matches)', url: `${bigApi}/api/infrastructure/search/zzqqxx` },
    { group: '100k', label: 'distinct numbers, e.g. "10000" ({n} matches)', url: bigApi, pathOf: (k) => `/api/infrastructure/search/${10_000 + k}` },
    {
      group: '100k',
      label: 'distinct Chinese, e.g. "防潮闸 20410" ({n} matches)',
      url: bigApi,
      pathOf: (k) => `/api/infrastructure/search?q=${encodeURIComponent('防潮闸')}+${34 * (600 + k) + 10}`,
    },
  ])),
);
stopAll();

const machine = {
  node: process.version,
  platform: `${os.type()} ${os.release()} ${os.arch()}`,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cpus: os.cpus().length,
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  loadAverage1m: { start: Number(loadAtStart.toFixed(1)), end: Number(os.loadavg()[0]!.toFixed(1)) },
};
const results = {
  date: new Date().toISOString(),
  dataset: { version: base.version, items: base.items.length },
  settings: { durationSeconds: DURATION, rounds: ROUNDS, connections: CONNECTIONS, host: '127.0.0.1', tool: 'autocannon 9 (client on the same machine)' },
  machine,
  rows,
  synthetic: { ...inProcess, serverStartWithValidationMs: bigStartMs },
  synthetic1M: inProcess1M,
};
writeFileSync(path.join(HERE, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

const table = (group: string) =>
  rows
    .filter((r) => r.group === group)
    .map(
      (r) =>
        `| ${r.name} | \`${r.url}\` | ${r.requestsPerSecond.toLocaleString('en')} (${r.rounds.join(', ')}) | ${r.p50ms} | ${r.p99ms} | ${r.bytesPerResponse.toLocaleString('en')} | ${r.non2xx + r.errors} |`,
    )
    .join('\n');
const head = '| what | path | req/s, median (rounds) | p50 ms | p99 ms | bytes | non-2xx + errors |\n|---|---|---:|---:|---:|---:|---:|';
const md = `# api-mock benchmark results

Written by \`npm run bench -w api-mock\` (bench/run.ts) on ${results.date}. ${CONNECTIONS} connections; each group's rows run
round-robin ${ROUNDS} times for ${DURATION} s (order reversed every other round), and the table gives medians, with every round's req/s;
autocannon on the same machine against 127.0.0.1; no compression (no Accept-Encoding) except the "compressed" rows, which send a
browser's \`Accept-Encoding: gzip, deflate, br\` to the API (compressed once per representation, served from memory) and to sirv
(precompressed .br/.gz files beside the file).
Machine: ${machine.cpu}, ${machine.cpus} CPUs, ${machine.memoryGb} GB, ${machine.platform}, Node ${machine.node}.
1-minute load average ${machine.loadAverage1m.start} at the start, ${machine.loadAverage1m.end} at the end (other work shared the machine):
compare rows of the same run and group, not runs on different machines.

## The API beside a static file server (same bytes, same run)

${head}
${[...new Set(rows.filter((r) => r.group !== '100k').map((r) => r.group))].map(table).join('\n')}

## Search over a synthetic dataset of ${SYNTHETIC_SIZE.toLocaleString('en')} items

Search uses an n-gram index (src/features/search/search-index.ts) and keeps the results of recent
queries (LRU, 512 by folded text); the "repeated" rows measure that path, the "distinct" rows send a
new query with every request. In process (no HTTP, no result cache), distinct queries in English,
Chinese and Malay, one to four words (budget: p99 <= 5 ms at 100k, <= 20 ms at 1M; wall time waits
for a core on a loaded machine, CPU time does not):

| items | index build ms | what | queries | p50 ms | p99 ms | max ms | CPU p50 ms | CPU p99 ms |
|---:|---:|---|---:|---:|---:|---:|---:|---:|
| ${SYNTHETIC_SIZE.toLocaleString('en')} | ${indexBuildMs} | index | ${inProcess.index.queries} | ${inProcess.index.p50ms} | ${inProcess.index.p99ms} | ${inProcess.index.maxMs} | ${inProcess.index.cpuP50ms} | ${inProcess.index.cpuP99ms} |
| ${SYNTHETIC_SIZE.toLocaleString('en')} | - | linear scan (before) | ${inProcess.linearScan!.queries} | ${inProcess.linearScan!.p50ms} | ${inProcess.linearScan!.p99ms} | ${inProcess.linearScan!.maxMs} | ${inProcess.linearScan!.cpuP50ms} | ${inProcess.linearScan!.cpuP99ms} |
| 1,000,000 | ${inProcess1M.indexBuildMs} | index | ${inProcess1M.index.queries} | ${inProcess1M.index.p50ms} | ${inProcess1M.index.p99ms} | ${inProcess1M.index.maxMs} | ${inProcess1M.index.cpuP50ms} | ${inProcess1M.index.cpuP99ms} |

Server start with validation of the 100k-item file: ${bigStartMs} ms.

${head}
${table('100k')}
`;
writeFileSync(path.join(HERE, 'RESULTS.md'), md);
rmSync(tmp, { recursive: true, force: true });
console.log('wrote bench/results.json and bench/RESULTS.md');
process.exit(0);
