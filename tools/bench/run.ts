// `npm run bench`: builds what changed, measures the composed system (bundle sizes, what the shell
// needs before its first paint, shared libraries fetched once, dialog opening time, Lighthouse),
// runs every part's own benchmark, and writes BENCHMARKS.md at the repository root (the latest
// result of each budget), tools/bench/results.json (every raw figure, and the report's figures)
// and a line of tools/bench/history.jsonl (each budgeted figure of the run). Nothing here is a test:
// a missed budget is reported, and the command still exits 0 unless a step could not run.
//
// Environment: BENCH_DIALOG_RUNS (runs per dialog, default 5), BENCH_MAP_RUNS (map starts per
// device, default 5), BENCH_LIGHTHOUSE_RUNS (runs per page,
// default 3), BENCH_PARTS=0 (reuse the parts' last results instead of running their benchmarks),
// BENCH_SEARCH_1M=0 (the API's bench without its 1,000,000-item search), BENCH_REPORT_ONLY=1
// (measure nothing; rewrite the report from the last results.json), CHROMIUM_PATH (default
// /usr/bin/chromium). The measurements (after the build), Lighthouse and each part's bench first
// wait (at most 3 min) for the machine to settle below a 1-minute load of 1.5 (machine.ts `settle`).
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSystem } from '../compose/system.mjs';
import { CHROMIUM_ARGS } from '../e2e/chromium.mjs';
import { DIALOGS, dialogRun, firstPaintFiles, launch, sharedLoads } from './browser-probes';
import {
  ARRIVAL_VARIANTS,
  arrivalFigures,
  interactionFigures,
  MAP_DEVICES,
  mapStartFigures,
  phoneDialogFigures,
  remoteEntryFigures,
  unusedFigures,
  type ArrivalRecord,
  type ArrivalVariant,
  type MapDevice,
  type MapRunRecord,
  type MapRuns,
  type PhoneDialogRecord,
} from './mobile-figures';
import { expectedActions, samplesByAction } from './inp';
import { LAYERS, interactionRun, phoneDialogRun, type InteractionRun } from './phone-probes';
import { LOCAL_ONLY_ARGS, arrivalRun, mapStartRun } from './mobile-probes';
import { runLighthouse, type LighthousePreset, type LighthouseRun } from './lighthouse';
import {
  budgeted,
  historyEntry,
  kb,
  median,
  renderReport,
  formatNumber,
  searchBudgetFigures,
  type Figure,
  type ReportInput,
  type SearchBudgetResults,
  type Section,
} from './report';
import { fileSize, htmlReferences, readManifest, remoteOwnCode, sharedFiles } from './sizes';
import { startTileServer } from './tile-server';
import { cpuReferenceMs, describeSettled, sampleLoad, settle, type Settled } from './machine';
import { hashedParts } from '@forest-city/contracts/build-files';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const DIALOG_RUNS = Number(process.env.BENCH_DIALOG_RUNS) || 5;
const LH_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3;
const MAP_RUNS = Number(process.env.BENCH_MAP_RUNS) || 5;
const PHONE_DIALOG_RUNS = Number(process.env.BENCH_PHONE_DIALOG_RUNS) || 3;
const INP_SAMPLES = Number(process.env.BENCH_INP_SAMPLES) || 5;
const RUN_PARTS = process.env.BENCH_PARTS !== '0';
const REPORT_ONLY = process.env.BENCH_REPORT_ONLY === '1';
const REMOTES = ['mfe-map', 'mfe-hydrology', 'mfe-stormwater', 'mfe-report'] as const;
const dist = (part: string) => path.join(ROOT, part, 'dist');

const started = Date.now();
let loadStart = os.loadavg()[0]!;
const notes: string[] = [];
const log = (msg: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${msg}`);

/** Waits for the machine to settle after the bench's own earlier steps (machine.ts `settle`), and notes it. */
async function settleBefore(step: string): Promise<Settled> {
  const s = await settle();
  const what = describeSettled(step, s);
  log(what);
  notes.push(`${what}.`);
  return s;
}

if (!REPORT_ONLY && !existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);

type DialogRunRecord = { clickToPaintMs: number; remoteFetchedBeforeClick: boolean; settledAfterMs: number };
let remoteSizes: Record<string, ReturnType<typeof remoteOwnCode>>;
let urls: Record<string, string> | undefined;
const external = new Set<string>();
let firstPaint: Awaited<ReturnType<typeof firstPaintFiles>>;
let shared: Awaited<ReturnType<typeof sharedLoads>>;
let dialogRuns: Record<string, DialogRunRecord[]> = {};
let lighthouseRuns: Record<string, LighthouseRun[]> = { '/': [], '/forest-city-report': [] };
let lighthouseMobileRuns: Record<string, LighthouseRun[]> = { '/': [], '/forest-city-report': [] };
let tileRequests = 0;
let mapStarts: MapRuns = { phone: [], 'phone-4g': [], desktop: [] };
let mapStartFailures: Record<MapDevice, number> = { phone: 0, 'phone-4g': 0, desktop: 0 };
let arrival: Partial<Record<ArrivalVariant, ArrivalRecord | null>> = {};
let phoneDialogs: Record<string, PhoneDialogRecord[]> = {};
let phoneDialogFailures: Record<string, number> = {};
let interactions: Omit<InteractionRun, 'external'> | null = null;
let tileBytes = 0;
let measuredAt = new Date().toISOString();
let loadEnd = 0;
let loadHighest: number | undefined;
let cpuReference: { start: number; end: number } | undefined;
let durationSeconds = 0;
/** The machine the results were measured on (from the results file when the report is rewritten). */
let machine: string | undefined;
const HISTORY = path.join(HERE, 'history.jsonl');

if (REPORT_ONLY) {
  // Rewrites BENCHMARKS.md from the last run's tools/bench/results.json and the parts' results
  // (after a change to the report's text), measuring nothing.
  const last = JSON.parse(readFileSync(path.join(HERE, 'results.json'), 'utf8'));
  // Results that hold their report's figures need nothing else (no dist/, no part results).
  if (last.report) {
    writeFileSync(path.join(ROOT, 'BENCHMARKS.md'), renderReport(last.report as ReportInput));
    console.log('rewrote BENCHMARKS.md from tools/bench/results.json');
    process.exit(0);
  }
  machine = last.machine;
  ({ remoteSizes, urls, firstPaint, shared, dialogRuns, lighthouseRuns, tileRequests } = last);
  lighthouseMobileRuns = last.lighthouseMobileRuns ?? lighthouseMobileRuns;
  // Runs recorded before the usable map was measured at the preview's first moved frame (no usableMs) measured something else: left out.
  const measuredAsNow = (list: MapRunRecord[] = []) => list.filter((r) => typeof r.usableMs === 'number' && typeof r.liveMs === 'number');
  if (last.mapStarts)
    mapStarts = { phone: measuredAsNow(last.mapStarts.phone), 'phone-4g': measuredAsNow(last.mapStarts['phone-4g']), desktop: measuredAsNow(last.mapStarts.desktop) };
  mapStartFailures = { ...mapStartFailures, ...last.mapStartFailures };
  arrival = last.arrival ?? arrival;
  phoneDialogs = last.phoneDialogs ?? phoneDialogs;
  phoneDialogFailures = last.phoneDialogFailures ?? phoneDialogFailures;
  interactions = last.interactions ?? null;
  (last.external as string[]).forEach((u) => external.add(u));
  notes.push(...((last.notes as string[] | undefined) ?? []));
  measuredAt = last.date;
  loadStart = last.loadAverage.start;
  loadEnd = last.loadAverage.end;
  loadHighest = last.loadAverage.highest;
  cpuReference = last.cpuReference;
  durationSeconds = last.durationSeconds;
} else {
  log('building what changed');
  // In a child `node`, never inside this tsx process: tsx's transform (keepNames) leaks `__name(...)`
  // into the federation runtime code that the Module Federation plugin stringifies into main.js,
  // and that page then throws "__name is not defined" before it renders.
  const build = spawnSync(process.execPath, [path.join(ROOT, 'tools/compose/build-all.mjs')], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`the build failed (exit ${build.status})`);
  // The run starts on a quiet machine (the build, or whatever ran before, settled first): the
  // header's load "at the start" and the reference task are those of the first measurement.
  loadStart = (await settleBefore('The run')).to;
  const cpuStart = cpuReferenceMs();
  const load = sampleLoad();
  log(`reference CPU task: ${cpuStart.toFixed(0)} ms (tools/bench/machine.ts)`);

  // 1. Sizes from dist/ and mf-manifest.json.
  remoteSizes = Object.fromEntries(REMOTES.map((r) => [r, remoteOwnCode(dist(r))]));

  // 2. The composed system, tiles from a local stand-in.
  const tiles = await startTileServer();
  const system = await startSystem({ freePorts: true, env: tiles.env, stdio: 'ignore' });
  urls = system.urls as Record<string, string>;
  log(`system on ${system.url}, tiles on ${tiles.url}`);

  try {
    const browser = await launch(CHROMIUM, CHROMIUM_ARGS);
    try {
      log('first paint of /');
      firstPaint = await firstPaintFiles(browser, system.url);
      firstPaint.external.forEach((u) => external.add(u));
      log('shared libraries with every dialog opened');
      shared = await sharedLoads(browser, system.url);
      shared.external.forEach((u) => external.add(u));
      for (const d of DIALOGS) {
        dialogRuns[d.id] = [];
        for (let i = 0; i < DIALOG_RUNS; i++) {
          const r = await dialogRun(browser, system.url, d, urls![`mfe-${d.remote}`]!);
          r.external.forEach((u) => external.add(u));
          dialogRuns[d.id]!.push({ clickToPaintMs: r.clickToPaintMs, remoteFetchedBeforeClick: r.remoteFetchedBeforeClick, settledAfterMs: r.settledAfterMs });
          log(`dialog ${d.id} run ${i + 1}: ${Math.round(r.clickToPaintMs)} ms`);
        }
      }
    } finally {
      await browser.close();
    }
    // The map from a tap, and `/` before any interaction, on a phone and a desktop: a browser that
    // resolves no host but this machine (no routing, which would turn the HTTP cache off).
    const local = await launch(CHROMIUM, [...CHROMIUM_ARGS, ...LOCAL_ONLY_ARGS]);
    try {
      for (const device of MAP_DEVICES) {
        for (let i = 0; i < MAP_RUNS; i++) {
          try {
            const r = await mapStartRun(local, system.url, device);
            r.external.forEach((u) => external.add(u));
            if (r.viewBefore === r.viewAfter) throw new Error('the drag did not move the map');
            if (r.viewOnWebGL !== r.viewAfter) throw new Error(`the WebGL map opened on ${r.viewOnWebGL}, not on the dragged view ${r.viewAfter}`);
            mapStarts[device].push({ usableMs: r.usableMs, drawnMs: r.drawnMs, liveMs: r.liveMs, dragToFrameMs: r.dragToFrameMs, longestTaskMs: r.longestTaskMs });
            log(
              `map start ${device} run ${i + 1}: live ${Math.round(r.liveMs)} ms, preview moved ${Math.round(r.usableMs)} ms (drag to frame ${Math.round(r.dragToFrameMs)} ms), preview removed ${Math.round(r.drawnMs)} ms, longest task ${Math.round(r.longestTaskMs)} ms`,
            );
          } catch (error) {
            mapStartFailures[device]++;
            notes.push(`Map start on the ${device}, run ${i + 1}, failed: ${String(error).split('\n')[0]}`);
            log(`map start ${device} run ${i + 1} failed: ${String(error)}`);
          }
        }
      }
      for (const v of ARRIVAL_VARIANTS) {
        try {
          const { external: ext, ...r } = await arrivalRun(local, system.url, v.device, { saveData: v.saveData, remoteOrigins: urls! });
          ext.forEach((u) => external.add(u));
          arrival[v.id] = r;
          log(`arrival ${v.id}: ${formatNumber(kb(r.bytes), 1)} KB in ${r.requests} requests`);
        } catch (error) {
          arrival[v.id] = null;
          notes.push(`Bytes on arrival (${v.id}) could not be measured: ${String(error).split('\n')[0]}`);
        }
      }
      // Issue 52: each dialog's first and second open on the phone, and each interaction's INP.
      for (const d of DIALOGS) {
        phoneDialogs[d.id] = [];
        for (let i = 0; i < PHONE_DIALOG_RUNS; i++) {
          try {
            const r = await phoneDialogRun(local, system.url, d);
            r.external.forEach((u) => external.add(u));
            phoneDialogs[d.id]!.push({ firstMs: r.firstMs, secondMs: r.secondMs });
            log(`phone dialog ${d.id} run ${i + 1}: first open ${Math.round(r.firstMs)} ms, second ${Math.round(r.secondMs)} ms`);
          } catch (error) {
            phoneDialogFailures[d.id] = (phoneDialogFailures[d.id] ?? 0) + 1;
            notes.push(`Phone dialog ${d.button}, run ${i + 1}, failed: ${String(error).split('\n')[0]}`);
            log(`phone dialog ${d.id} run ${i + 1} failed: ${String(error)}`);
          }
        }
      }
      try {
        const { external: ext, ...r } = await interactionRun(local, system.url, INP_SAMPLES);
        ext.forEach((u) => external.add(u));
        interactions = r;
        r.failures.forEach((f) => notes.push(`INP on the phone: ${f}`));
        log(`interactions: ${r.windows.length} measured, ${r.entries.length} event entries, ${r.failures.length} kind(s) failed`);
      } catch (error) {
        notes.push(`INP on the phone could not be measured: ${String(error).split('\n')[0]}`);
        log(`interactions failed: ${String(error)}`);
      }
    } finally {
      await local.close();
    }
    const presets: [LighthousePreset, Record<string, LighthouseRun[]>][] = [
      ['desktop', lighthouseRuns],
      ['mobile', lighthouseMobileRuns],
    ];
    for (const [preset, runs] of presets) {
      await settleBefore(`Lighthouse (${preset})`);
      for (let i = 0; i < LH_RUNS; i++) {
        for (const page of Object.keys(runs)) {
          log(`lighthouse ${preset} ${page} run ${i + 1}`);
          try {
            const r = await runLighthouse(`${system.url}${page}`, CHROMIUM, preset);
            r.external.forEach((u) => external.add(u));
            runs[page]!.push(r);
            log(
              `  performance ${r.performance}, CLS ${r.cls?.toFixed(3)}, LCP ${Math.round(r.lcpMs ?? 0)} ms, TBT ${Math.round(r.tbtMs ?? 0)} ms${r.runtimeError ? `, ${r.runtimeError}` : ''}`,
            );
          } catch (error) {
            notes.push(`Lighthouse (${preset}) could not run on ${page}: ${String(error)}`);
            log(`  failed: ${String(error)}`);
          }
        }
      }
    }
  } finally {
    await system.stop();
    await tiles.close();
  }
  tileRequests = tiles.count();
  tileBytes = tiles.bytes();

  // 3. Every part's own benchmark.
  async function partBench(part: string): Promise<void> {
    if (!RUN_PARTS) {
      notes.push(`BENCH_PARTS=0: the ${part} figures are those of its last run (see its date below), not of this one.`);
      return;
    }
    await settleBefore(`\`npm run bench -w ${part}\``);
    log(`npm run bench -w ${part}`);
    // The whole bench measures every budget of issue 19, the 1,000,000-item search included (an
    // opt-in of the API's own bench: about a minute of CPU); BENCH_SEARCH_1M=0 leaves it out.
    const env = { ...process.env, BENCH_SEARCH_1M: process.env.BENCH_SEARCH_1M ?? '1' };
    const r = spawnSync('npm', ['run', 'bench', '-w', part], { cwd: ROOT, stdio: 'inherit', env });
    if (r.status !== 0) notes.push(`\`npm run bench -w ${part}\` exited with ${r.status}; its figures below are from its last successful run.`);
  }
  await partBench('api-mock');
  loadEnd = os.loadavg()[0]!;
  loadHighest = load.stop();
  cpuReference = { start: cpuStart, end: cpuReferenceMs() };
  log(`reference CPU task: ${cpuReference.end.toFixed(0)} ms at the end`);
  durationSeconds = Math.round((Date.now() - started) / 1000);
}
const apiResults = JSON.parse(readFileSync(path.join(ROOT, 'api-mock/bench/results.json'), 'utf8')) as ApiResults;

// 4. The report.
const shellDist = dist('shell');
// A file of the run, or its rebuilt twin (same chunk name, new hash) when dist/ changed since.
const current = (dir: string, file: string): string | null => {
  if (existsSync(path.join(dir, file))) return file;
  const parts = hashedParts(file);
  if (!parts) return null;
  return (
    readdirSync(dir).find((f) => {
      const twin = hashedParts(f);
      return twin?.name === parts.name && twin.ext === parts.ext;
    }) ?? null
  );
};
const blocking = firstPaint!.files
  .map((f) => current(shellDist, f))
  .filter((f): f is string => f !== null)
  .map((f) => fileSize(shellDist, f));
const htmlOnly = htmlReferences(shellDist).map((f) => fileSize(shellDist, f));
const sum = (xs: { gzip: number }[]) => xs.reduce((t, x) => t + x.gzip, 0);
// The part of each remote's own code that the composed page fetched (`/`, map mounted, every dialog opened).
const fetchedFiles = (remote: string) => {
  // The remote's origin: from the run's URLs, or (older results) from a file only it has.
  const ownNames = new Set(remoteSizes[remote]!.files.map((f) => f.file).filter((f) => f !== 'remoteEntry.js'));
  const origin = urls?.[remote]
    ? new URL(urls[remote]!).origin
    : new URL(shared!.scripts.find((u) => ownNames.has(new URL(u).pathname.split('/').pop()!)) ?? 'http://unknown').origin;
  const names = new Set(shared!.scripts.filter((u) => new URL(u).origin === origin).map((u) => new URL(u).pathname.split('/').pop()!));
  return remoteSizes[remote]!.files.filter((f) => names.has(f.file));
};
// The worker is always counted, even if a run did not see its request.
const mapFetched = [...new Map([...fetchedFiles('mfe-map'), ...remoteSizes['mfe-map']!.files.filter((f) => f.file.endsWith('.mjs'))].map((f) => [f.file, f])).values()];
const sizeSection: Section = {
  title: 'Bundle sizes (gzip)',
  figures: [
    {
      label: 'shell: render-blocking JS + CSS of `/`',
      value: kb(sum(blocking)),
      unit: 'KB',
      digits: 1,
      budget: { op: '<=', limit: 350 },
      detail: `${blocking.length} files; first contentful paint at ${Math.round(firstPaint!.fcpMs)} ms in this run; index.html itself references ${htmlOnly.length} file(s), ${formatNumber(kb(sum(htmlOnly)), 1)} KB`,
    },
    {
      label: 'mfe-map as the dashboard loads it, worker included',
      value: kb(sum(mapFetched)),
      unit: 'KB',
      digits: 1,
      budget: { op: '<=', limit: 700 },
      detail: `${mapFetched.length} files fetched on \`/\` (maplibre ${formatNumber(kb(sum(mapFetched.filter((f) => f.file.includes('maplibre-gl_mjs')))), 1)} KB, worker ${formatNumber(kb(sum(mapFetched.filter((f) => f.file.endsWith('.mjs')))), 1)} KB); from \`dist/\` the upper bound is ${formatNumber(kb(remoteSizes['mfe-map']!.gzip), 1)} KB in ${remoteSizes['mfe-map']!.files.length} files`,
    },
    ...(['mfe-hydrology', 'mfe-stormwater', 'mfe-report'] as const).map((r): Figure => ({
      label: `${r}, own code`,
      value: kb(remoteSizes[r]!.gzip),
      unit: 'KB',
      digits: 1,
      budget: { op: '<=', limit: 150 },
      detail: `${remoteSizes[r]!.files.length} files; the composed page fetched ${fetchedFiles(r).length} of them, ${formatNumber(kb(sum(fetchedFiles(r))), 1)} KB (on \`/\` with every dialog opened)`,
    })),
    ...remoteEntryFigures(remoteSizes),
  ],
};

// Shared libraries: which part's copy each fetched file is, from every part's manifest.
const owners = new Map<string, { part: string; pkgs: string[] }>();
for (const part of ['shell', ...REMOTES]) for (const [file, pkgs] of sharedFiles(readManifest(dist(part)))) owners.set(file, { part, pkgs });
// The shell's shared modules that this build's remotes use.
const remoteShared = new Set(REMOTES.flatMap((r) => readManifest(dist(r)).shared.map((s) => s.name)));
const singletons = readManifest(shellDist)
  .shared.map((s) => s.name)
  .filter((name) => remoteShared.has(name))
  .sort();
const fetchedNames = shared!.scripts.map((u) => new URL(u).pathname.split('/').pop()!);
const sharedFigures: Figure[] = singletons.map((pkg) => {
  const files = fetchedNames.filter((f) => owners.get(f)?.pkgs.includes(pkg));
  const parts = [...new Set(files.map((f) => owners.get(f)!.part))];
  const duplicates = files.length - new Set(files).size;
  const scope = shared!.shareScope.filter((s) => s.pkg === pkg);
  const versions = new Set(scope.map((s) => s.version));
  const providers = new Set(scope.map((s) => s.from));
  // Loaded once: fetched from one part only, no file twice, one version provided for every consumer.
  const copies = parts.length + duplicates + (versions.size > 1 ? versions.size - 1 : 0);
  return {
    label: pkg,
    value: files.length === 0 ? 0 : copies,
    unit: '',
    budget: { op: '==', limit: 1 },
    detail: `${files.length} request(s) for its chunk(s), from ${parts.join(', ') || 'nowhere'}; share scope: ${scope.length} consumer(s), version ${[...versions].join(', ')}, provided by ${[...providers].join(', ')}`,
  };
});
// Mantine's stylesheets are known by their content (they declare the breakpoint variables), not by
// their file names: the bundler names a chunk after the modules it holds, and that changes with them.
// The shell links the first view's (its components' stylesheets) and, with the first dialog, fetches
// the whole sheet in a cascade layer (shell/src/lib/mantine-styles.ts): one copy, the shell's, is two
// files of the shell, each fetched once, and none of a remote.
const MANTINE_STYLESHEET_MARK = '--mantine-breakpoint-xs:';
const mantineStylesheets = new Map(
  ['shell', ...REMOTES].flatMap((part) =>
    existsSync(dist(part))
      ? readdirSync(dist(part))
          .filter((f) => f.endsWith('.css') && readFileSync(path.join(dist(part), f), 'utf8').includes(MANTINE_STYLESHEET_MARK))
          .map((f) => [f, part] as const)
      : [],
  ),
);
const mantineFetched = fetchedNames.filter((f) => mantineStylesheets.has(f));
const mantineParts = [...new Set(mantineFetched.map((f) => mantineStylesheets.get(f)!))];
const mantineTwice = mantineFetched.length - new Set(mantineFetched).size;
sharedFigures.push({
  label: "Mantine's stylesheets (not a federation share: the shell's only)",
  value: mantineParts.length + mantineTwice,
  unit: '',
  budget: { op: '==', limit: 1 },
  detail: `${mantineFetched.length} request(s), from ${mantineParts.join(', ') || 'nowhere'}${mantineTwice ? `; ${mantineTwice} file(s) fetched twice` : ''} (the first view's, and the whole sheet in a layer with the first dialog)`,
});
const sharedSection: Section = {
  title: 'Shared libraries: loaded once on `/` with every dialog opened',
  figures: sharedFigures,
};

const dialogFigures: Figure[] = DIALOGS.map((d) => {
  const runs = dialogRuns[d.id] ?? [];
  const preloaded = runs.filter((r) => r.remoteFetchedBeforeClick).length;
  return {
    label: `${d.button} (${d.remote})`,
    value: median(runs.map((r) => r.clickToPaintMs)),
    unit: 'ms',
    budget: { op: '<', limit: 300 },
    detail: `median of ${runs.length}: ${runs.map((r) => Math.round(r.clickToPaintMs)).join(', ')} ms; remote already preloaded before the click in ${preloaded} of ${runs.length}; main thread quiet ${runs.map((r) => (r.settledAfterMs / 1000).toFixed(1)).join(', ')} s after network idle`,
  };
});
const dialogSection: Section = {
  title: 'Opening a dialog whose remote has not been opened yet',
  figures: dialogFigures,
};

type LhKey = keyof Pick<LighthouseRun, 'performance' | 'cls' | 'lcpMs' | 'fcpMs' | 'tbtMs' | 'speedIndexMs'>;
const lhMedian = (runs: Record<string, LighthouseRun[]>, page: string, key: LhKey) =>
  median((runs[page] ?? []).map((r) => r[key]).filter((v): v is number => typeof v === 'number'));
const lhDetail = (all: Record<string, LighthouseRun[]>, page: string) => {
  const runs = all[page] ?? [];
  if (!runs.length) return 'no run finished';
  const m = (k: 'lcpMs' | 'fcpMs' | 'tbtMs' | 'speedIndexMs') => Math.round(lhMedian(all, page, k) ?? NaN);
  return (
    `${runs.length} run(s): scores ${runs.map((r) => r.performance).join(', ')}; medians FCP ${m('fcpMs')} ms, LCP ${m('lcpMs')} ms, TBT ${m('tbtMs')} ms, Speed Index ${m('speedIndexMs')} ms` +
    (runs.some((r) => r.runtimeError)
      ? `; errors: ${runs
          .map((r) => r.runtimeError)
          .filter(Boolean)
          .join('; ')}`
      : '')
  );
};
/** One page's figures: score, LCP (when it has a budget) and CLS against their budgets. */
function pageFigures(runs: Record<string, LighthouseRun[]>, page: string, budgets: { score: number; lcpMs?: number }): Figure[] {
  return [
    { label: `performance score, \`${page}\``, value: lhMedian(runs, page, 'performance'), unit: '', budget: { op: '>=', limit: budgets.score }, detail: lhDetail(runs, page) },
    ...(budgets.lcpMs ? [{ label: `LCP, \`${page}\``, value: lhMedian(runs, page, 'lcpMs'), unit: 'ms', budget: { op: '<=' as const, limit: budgets.lcpMs } }] : []),
    { label: `CLS, \`${page}\``, value: lhMedian(runs, page, 'cls'), unit: '', digits: 3, budget: { op: '<=', limit: 0.05 } },
  ];
}
const lighthouseSection: Section = {
  title: 'Lighthouse (desktop preset, performance)',
  figures: [...pageFigures(lighthouseRuns, '/', { score: 95 }), ...pageFigures(lighthouseRuns, '/forest-city-report', { score: 95 })],
};
const lighthouseMobileSection: Section = {
  title: 'Lighthouse (mobile preset, performance)',
  figures: [
    ...pageFigures(lighthouseMobileRuns, '/', { score: 95, lcpMs: 2000 }),
    ...unusedFigures(lighthouseMobileRuns['/'] ?? [], '/'),
    ...pageFigures(lighthouseMobileRuns, '/forest-city-report', { score: 95, lcpMs: 1500 }),
  ],
};

const mapStartSection: Section = {
  title: 'The map on a phone: from a tap to the live map',
  figures: mapStartFigures(mapStarts, mapStartFailures),
};
const phoneDialogSection: Section = {
  title: 'Dialogs on a phone (slow 4G, CPU 4x): from the tap on a drawer entry to the content',
  figures: phoneDialogFigures(DIALOGS, phoneDialogs, phoneDialogFailures),
};
const interactionSection: Section = {
  title: 'Interactions on a phone (CPU 4x, the live map started): INP per kind of interaction (p75; under 16 ms counts as 16)',
  figures: interactionFigures(
    expectedActions(
      DIALOGS.map((d) => d.button),
      LAYERS,
    ),
    interactions ? samplesByAction(interactions.entries, interactions.windows) : {},
  ),
};
const arrivalSection: Section = {
  title: 'Bytes on arrival: `/` before any interaction',
  figures: arrivalFigures(arrival),
};

interface ApiResults {
  searchBudget?: SearchBudgetResults;
}

const apiSection: Section = {
  title: 'API (`npm run bench -w api-mock`)',
  figures: searchBudgetFigures(apiResults.searchBudget),
};

// The API beside the fastest static responder of the same bytes (issue 52.4): a ratio without a budget, said in the notes.
const apiRatio = apiSection.figures.find((f) => f.unit === 'x' && f.value !== null);
if (apiRatio) notes.push(`The API's ${apiRatio.label}: ${formatNumber(apiRatio.value!, 2)}x (${apiRatio.detail}).`);
if (external.size) notes.push(`Requests that tried to leave the machine (blocked in the Chromium steps): ${[...external].join(', ')}`);

const reportInput: ReportInput = {
  date: measuredAt,
  machine:
    machine ??
    `${os.cpus().length} x ${os.cpus()[0]?.model?.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.type()} ${os.release()}, Node ${process.version}, Chromium at ${CHROMIUM}`,
  loadAverage: { start: loadStart, end: loadEnd, highest: loadHighest },
  cpuReference,
  cpus: os.cpus().length,
  durationSeconds,
  command: 'npm run bench',
  sections: budgeted([
    sizeSection,
    sharedSection,
    dialogSection,
    phoneDialogSection,
    mapStartSection,
    interactionSection,
    arrivalSection,
    lighthouseSection,
    lighthouseMobileSection,
    apiSection,
  ]),
  notes,
};
writeFileSync(path.join(ROOT, 'BENCHMARKS.md'), renderReport(reportInput));
writeFileSync(
  path.join(HERE, 'results.json'),
  `${JSON.stringify({ date: measuredAt, machine: reportInput.machine, loadAverage: { start: loadStart, end: loadEnd, highest: loadHighest }, cpuReference, durationSeconds, urls, notes, firstPaint: firstPaint!, blocking, remoteSizes, shared: shared!, dialogRuns, mapStarts, mapStartFailures, arrival, phoneDialogs, phoneDialogFailures, interactions, lighthouseRuns, lighthouseMobileRuns, tileRequests, tileBytes, external: [...external], report: reportInput }, null, 2)}\n`,
);
// The history: one line per measured run (a rewrite of the report from the last results adds none).
if (!REPORT_ONLY) appendFileSync(HISTORY, `${JSON.stringify(historyEntry(reportInput))}\n`);
log(`wrote BENCHMARKS.md, tools/bench/results.json and history.jsonl in ${formatNumber(durationSeconds / 60, 1)} min`);
process.exit(0);
