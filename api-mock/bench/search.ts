// In-process search benchmark over a synthetic dataset: index build time and heap, then distinct
// queries (bench/search-queries.ts: selective, whole words, fragments, multi-word, in English,
// Chinese and Malay) through the index, with wall and CPU time per query
// and the work done (items matched). Run alone, one size per process so the heap figure is its own:
//   node --expose-gc --import tsx bench/search.ts [items=100000] [queries=3000] [--scan] [--limit=N]
// (--scan also times the linear scan the index replaced, on a sample; --limit=N: pages of N, the
// route's default, SEARCH_DEFAULT_LIMIT, unless given; --limit=all: every match, as the route
// answered before it had a limit). bench/run.ts runs it for 100,000 and (BENCH_SEARCH_1M=1)
// 1,000,000 items. Prints one JSON line last.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEARCH_DEFAULT_LIMIT } from '@forest-city/api-contract';
import { loadDataset } from '../src/lib/dataset/load-dataset';
import { syntheticDataset } from './synthetic-dataset';
import { searchQueries, type QueryKind } from './search-queries';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const SIZE = Number(args[0]) || 100_000;
const QUERIES = Number(args[1]) || 3000;
const WITH_SCAN = process.argv.includes('--scan');
const limitArg = process.argv.find((a) => a.startsWith('--limit='))?.slice('--limit='.length);
const LIMIT = limitArg === 'all' ? Infinity : limitArg ? Number(limitArg) : SEARCH_DEFAULT_LIMIT;
// SEARCH_INDEX_MODULE: another build of search-index.ts (e.g. the previous version, for before/after).
const indexModule = process.env.SEARCH_INDEX_MODULE ?? path.join(HERE, '../src/features/search/search-index.ts');
const { buildSearchIndex } = (await import(indexModule)) as typeof import('../src/features/search/search-index');
const { linearScan } = (await import(path.join(path.dirname(indexModule), 'linear-scan.ts'))) as typeof import('../src/features/search/linear-scan');

const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  gc?.();
  gc?.();
  return Math.round(process.memoryUsage().heapUsed / 2 ** 20);
};
const pct = (xs: number[], p: number) => Math.round([...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]! * 100) / 100;
const stats = (wall: number[], cpu: number[], matched: number[]) => ({
  queries: wall.length,
  p50ms: pct(wall, 50),
  p99ms: pct(wall, 99),
  maxMs: pct(wall, 100),
  cpuP50ms: pct(cpu, 50),
  cpuP99ms: pct(cpu, 99),
  matchedP50: pct(matched, 50),
  matchedMax: pct(matched, 100),
});

const loadStart = os.loadavg()[0]!;
const base = loadDataset(path.join(HERE, '../data/forest-city.dataset.json'));
const items = syntheticDataset(base, SIZE).items;
const queries = searchQueries(base, SIZE, QUERIES);
const heapDatasetMb = heapMb();

let t0 = performance.now();
const c0 = process.cpuUsage();
const index = buildSearchIndex(items);
const buildMs = Math.round(performance.now() - t0);
const cb = process.cpuUsage(c0);
const buildCpuMs = Math.round((cb.user + cb.system) / 1000);
const heapIndexMb = heapMb() - heapDatasetMb;

/** `search` answers how many items matched the text. */
function measure(search: (text: string) => number, qs: typeof queries) {
  const all = { wall: [] as number[], cpu: [] as number[], matched: [] as number[] };
  const byKind = new Map<QueryKind, typeof all>();
  for (const q of qs) {
    const c = process.cpuUsage();
    t0 = performance.now();
    const n = search(q.text);
    const wall = performance.now() - t0;
    const cu = process.cpuUsage(c);
    const kind = byKind.get(q.kind) ?? { wall: [], cpu: [], matched: [] };
    byKind.set(q.kind, kind);
    for (const into of [all, kind]) {
      into.wall.push(wall);
      into.cpu.push((cu.user + cu.system) / 1000);
      into.matched.push(n);
    }
  }
  return { all: stats(all.wall, all.cpu, all.matched), byKind: Object.fromEntries([...byKind].map(([k, v]) => [k, stats(v.wall, v.cpu, v.matched)])) };
}

const page = (q: string) => index.search(q, { limit: LIMIT }).total;
measure(page, queries.slice(0, 200)); // warm-up (JIT), not reported
const indexed = measure(page, queries);
let scanned;
if (WITH_SCAN) {
  const scan = linearScan(items);
  scanned = measure(
    (q) => scan(q).length,
    queries.filter((_, i) => i % 20 === 0),
  ).all;
}
const result = {
  items: SIZE,
  /** Items returned per query at most (the page); null: all. */
  limit: Number.isFinite(LIMIT) ? LIMIT : null,
  indexBuildMs: buildMs,
  indexBuildCpuMs: buildCpuMs,
  heapDatasetMb,
  heapIndexMb,
  index: indexed.all,
  byKind: indexed.byKind,
  linearScan: scanned,
  loadAverage1m: { start: Number(loadStart.toFixed(1)), end: Number(os.loadavg()[0]!.toFixed(1)) },
};
for (const [kind, s] of Object.entries(indexed.byKind)) console.error(`${SIZE} ${kind.padEnd(10)} ${JSON.stringify(s)}`);
console.log(JSON.stringify(result));
