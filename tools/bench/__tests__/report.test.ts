// The budget checks and the Markdown of BENCHMARKS.md (pure logic; the benchmark itself is not a test).
import { arrivalFigures, mapStartFigures, remoteEntryFigures, unusedFigures, usable, type ArrivalRecord, type MapRunRecord } from '../mobile-figures';
import { figureTable, historyEntry, kb, median, renderReport, searchBudgetFigures, summary, verdict, type Figure, type ReportInput } from '../report';

const fig = (value: number | null, op: '<=' | '<' | '>=' | '==', limit: number, extra: Partial<Figure> = {}): Figure => ({
  label: 'x',
  value,
  unit: 'KB',
  budget: { op, limit },
  ...extra,
});

test('a figure passes exactly when it is on the right side of its budget', () => {
  expect(verdict(fig(350, '<=', 350))).toBe('pass');
  expect(verdict(fig(350.1, '<=', 350))).toBe('FAIL');
  expect(verdict(fig(299.9, '<', 300))).toBe('pass');
  expect(verdict(fig(300, '<', 300))).toBe('FAIL');
  expect(verdict(fig(90, '>=', 90))).toBe('pass');
  expect(verdict(fig(89, '>=', 90))).toBe('FAIL');
  expect(verdict(fig(1, '==', 1))).toBe('pass');
  expect(verdict(fig(2, '==', 1))).toBe('FAIL');
  expect(verdict(fig(0, '==', 1))).toBe('FAIL');
});

test('a figure that could not be measured is never a pass, and one without a budget is only reported', () => {
  expect(verdict(fig(null, '<=', 350))).toBe('not measured');
  expect(verdict(fig(Number.NaN, '>=', 90))).toBe('not measured');
  expect(verdict({ label: 'ratio', value: 0.4, unit: 'x' })).toBe('no budget');
});

test('median of odd and even counts, and of nothing', () => {
  expect(median([5, 1, 3])).toBe(3);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([])).toBeNull();
});

test('kb rounds bytes to tenths of 1,024-byte kilobytes', () => {
  expect(kb(358_400)).toBe(350);
  expect(kb(1536)).toBe(1.5);
});

test('the table puts each figure beside its budget with its result', () => {
  const table = figureTable([
    fig(120.25, '<=', 150, { label: 'mfe-report | own code', digits: 1 }),
    fig(0.071, '<=', 0.05, { label: 'CLS', unit: '', digits: 3 }),
    { label: 'api ratio', value: 0.12, unit: 'x', digits: 2 },
  ]);
  expect(table).toContain('| mfe-report \\| own code | 120.3 KB | ≤ 150.0 KB | ✅ pass |');
  expect(table).toContain('| CLS | 0.071 | ≤ 0.050 | ❌ FAIL |');
  expect(table).toContain('| api ratio | 0.12 x | — | no budget |');
});

test("a figure's notes are shown when it did not pass, and a table of passes has no notes column", () => {
  const passed = fig(1, '<=', 2, { label: 'small', detail: 'median of 5: 1, 1, 1, 2, 2' });
  const missed = fig(3, '<=', 2, { label: 'big', detail: 'median of 5: 3, 3, 3, 4, 4' });
  const unmeasured = fig(null, '<=', 2, { label: 'none', detail: '5 failed' });
  expect(figureTable([passed])).toBe('| figure | measured | budget | result |\n|---|---:|---:|---|\n| small | 1 KB | ≤ 2 KB | ✅ pass |');
  const mixed = figureTable([passed, missed, unmeasured]);
  expect(mixed).toContain('| small | 1 KB | ≤ 2 KB | ✅ pass |  |');
  expect(mixed).toContain('| big | 3 KB | ≤ 2 KB | ❌ FAIL | median of 5: 3, 3, 3, 4, 4 |');
  expect(mixed).toContain('| none | — | ≤ 2 KB | not measured | 5 failed |');
});

const input = (figures: Figure[], load = 1.2): ReportInput => ({
  date: '2026-11-21T05:00:00.000Z',
  machine: '2 x CPU',
  loadAverage: { start: load, end: load },
  cpus: 2,
  durationSeconds: 600,
  command: 'npm run bench',
  sections: [{ title: 'Sizes', figures }],
  notes: [],
});

test('the header states the load average and warns when the machine was busy', () => {
  const quiet = renderReport(input([fig(1, '<=', 2)]));
  expect(quiet).toContain('1-minute load average: 1.2 at the start, 1.2 at the end, on 2 CPUs.');
  expect(quiet).not.toContain('Other work shared the machine');
  expect(renderReport(input([fig(1, '<=', 2)], 9.5))).toContain('Other work shared the machine: timings are pessimistic');
});

test("the header gives the run's highest load and the reference CPU task's times when the run measured them", () => {
  const measured = renderReport({ ...input([fig(1, '<=', 2)]), loadAverage: { start: 0.8, end: 1.1, highest: 4.6 }, cpuReference: { start: 664, end: 702.4 } });
  expect(measured).toContain('1-minute load average: 0.8 at the start, 1.1 at the end (highest 4.6), on 2 CPUs; reference CPU task: 664 ms at the start, 702 ms at the end.');
  const older = renderReport(input([fig(1, '<=', 2)]));
  expect(older).not.toContain('highest');
  expect(older).not.toContain('reference CPU task');
});

test('the summary counts met and missed budgets and names what missed', () => {
  const figures = [fig(1, '<=', 2, { label: 'small' }), fig(3, '<=', 2, { label: 'big' }), fig(null, '<=', 2, { label: 'unknown' }), { label: 'info', value: 1, unit: '' }];
  expect(summary([{ title: 'Sizes', figures }])).toEqual({ pass: 1, fail: 1, notMeasured: 1, failed: ['Sizes: big'] });
  const md = renderReport(input(figures));
  expect(md).toContain('**Budgets: 1 met, 1 missed, 1 not measured.** Missed: Sizes: big.');
  // Figures and method only: the report tells no history of the product.
  expect(md).not.toContain('What was changed');
});

test('the report is the latest result of each budget: a figure without a budget, and a section without one, stay out', () => {
  const md = renderReport({
    ...input([fig(400, '<=', 350, { label: 'shell', detail: '5 files' }), { label: 'ratio to a static file', value: 0.4, unit: 'x' }]),
    sections: [
      { title: 'Sizes', figures: [fig(400, '<=', 350, { label: 'shell', detail: '5 files' }), { label: 'ratio to a static file', value: 0.4, unit: 'x' }] },
      { title: 'Markers', figures: [{ label: 'pan FPS ratio', value: 2, unit: 'x' }] },
    ],
  });
  expect(md).toContain('## Sizes\n\n| figure | measured | budget | result | notes |\n|---|---:|---:|---|---|\n| shell | 400 KB | ≤ 350 KB | ❌ FAIL | 5 files |\n');
  expect(md).not.toContain('ratio to a static file');
  expect(md).not.toContain('## Markers');
  expect(md).toContain('**Budgets: 0 met, 1 missed.** Missed: Sizes: shell.');
  // Many misses in a section are counted, not named again: each row says FAIL in its table.
  const many = renderReport({
    ...input([]),
    sections: [
      { title: 'Sizes', figures: [fig(400, '<=', 350, { label: 'a' }), fig(400, '<=', 350, { label: 'b' })] },
      {
        title: 'INP',
        figures: [fig(300, '<=', 200, { label: 'x' }), fig(300, '<=', 200, { label: 'y' }), fig(300, '<=', 200, { label: 'z' }), fig(100, '<=', 200, { label: 'w' })],
      },
    ],
  });
  expect(many).toContain('**Budgets: 1 met, 5 missed.** Missed: Sizes: a; b; INP: 3 rows.');
  // It points at the method and the history instead of telling them.
  expect(md).toContain('[docs/benchmarks.md](docs/benchmarks.md)');
  expect(md).toContain('`tools/bench/history.jsonl`');
});

test("a run's history line holds each budgeted figure's value under its section and label, and its load", () => {
  const entry = historyEntry({
    ...input([]),
    loadAverage: { start: 0.8, end: 1.1, highest: 4.6 },
    sections: [{ title: 'Sizes', figures: [fig(62.6, '<=', 350, { label: 'shell' }), fig(null, '<=', 700, { label: 'map' }), { label: 'ratio', value: 2, unit: 'x' }] }],
  });
  expect(entry).toEqual({ date: '2026-11-21T05:00:00.000Z', loadAverage: { start: 0.8, end: 1.1, highest: 4.6 }, figures: { 'Sizes: shell': 62.6, 'Sizes: map': null } });
});

// The figures of issue 19.6 and 52 (tools/bench/mobile-figures.ts), from raw runs.
const mapRun = (usableMs: number, liveMs: number, longestTaskMs: number, dragToFrameMs = 40): MapRunRecord => ({
  usableMs,
  drawnMs: liveMs - 30,
  liveMs,
  dragToFrameMs,
  longestTaskMs,
});

test('the map: the tap to the first live frame, median, against 1,500 ms on the phone (slow and fast 4G) and 500 ms on the desktop; the preview moving is its own row', () => {
  const phone = [mapRun(700, 4500, 500), mapRun(900, 1400, 800), mapRun(2600, 5000, 900)];
  const fast = [mapRun(300, 1600, 400), mapRun(320, 1450, 380), mapRun(310, 1480, 390)];
  const desktop = [mapRun(200, 450, 250), mapRun(240, 520, 320), mapRun(180, 480, 310)];
  const [livePhone, liveFast, liveDesktop, preview, previewDesktop, longest] = mapStartFigures({ phone, 'phone-4g': fast, desktop });
  expect(livePhone!.label).toContain('tap to the first live frame (WebGL basemap and markers drawn)');
  expect(livePhone!.value).toBe(4500);
  expect(verdict(livePhone!)).toBe('FAIL');
  expect(verdict({ ...livePhone!, value: 1500 })).toBe('pass');
  expect(livePhone!.detail).toContain('median of 3: 4500, 1400, 5000 ms; the preview removed (basemap drawn) 4470, 1370, 4970 ms');
  expect(liveFast!.label).toContain('fast 4G');
  expect(liveFast!.value).toBe(1480);
  expect(verdict(liveFast!)).toBe('pass');
  expect(verdict({ ...liveFast!, value: 1501 })).toBe('FAIL');
  expect(liveDesktop!.value).toBe(480);
  expect(verdict(liveDesktop!)).toBe('pass');
  expect(verdict({ ...liveDesktop!, value: 501 })).toBe('FAIL');
  // The preview moving under a drag is not the live map: its own row, said so.
  expect(usable(phone[0]!)).toBe(700);
  expect(preview!.value).toBe(900);
  expect(preview!.label).toContain('the preview, not the live map');
  expect(verdict(preview!)).toBe('pass');
  expect(verdict({ ...preview!, value: 2501 })).toBe('FAIL');
  expect(verdict(previewDesktop!)).toBe('no budget');
  expect(previewDesktop!.value).toBe(200);
  // The longest task is the desktop's median, against 300 ms: 310 misses it.
  expect(longest!.value).toBe(310);
  expect(verdict(longest!)).toBe('FAIL');
  expect(longest!.detail).toContain('phone, at 4x CPU: 500, 800, 900 ms');
});

test('the map with no finished run is not measured, never a pass, and says how many failed', () => {
  const [livePhone, liveFast, liveDesktop, preview, , longest] = mapStartFigures({ phone: [], 'phone-4g': [], desktop: [] }, { phone: 5, 'phone-4g': 0, desktop: 0 });
  expect(verdict(livePhone!)).toBe('not measured');
  expect(livePhone!.detail).toContain('5 failed');
  expect(verdict(liveFast!)).toBe('not measured');
  expect(verdict(liveDesktop!)).toBe('not measured');
  expect(verdict(preview!)).toBe('not measured');
  expect(verdict(longest!)).toBe('not measured');
});

const arrivalRecord = (bytes: number, extra: Partial<ArrivalRecord> = {}): ArrivalRecord => ({
  bytes,
  requests: 90,
  workerBytes: 50 * 1024,
  workerRequests: 40,
  byKind: { script: bytes - 1024, document: 1024 },
  tileRequests: 30,
  dialogRemotesFetched: [],
  quietAtMs: 5800,
  ...extra,
});

test('bytes on arrival: both phone cases against 350 KB, the desktop ones reported only, requests beside them', () => {
  const figures = arrivalFigures({
    phone: arrivalRecord(351 * 1024),
    'phone, Save-Data': arrivalRecord(350 * 1024),
    desktop: arrivalRecord(600 * 1024, { dialogRemotesFetched: ['mfe-report', 'mfe-hydrology'] }),
    'desktop, Save-Data': null,
  });
  const byLabel = (start: string) => figures.find((f) => f.label.startsWith(start))!;
  expect(figures).toHaveLength(8);
  expect(verdict(byLabel('phone (412x823 touch, slow 4G, CPU 4x): bytes'))).toBe('FAIL');
  expect(verdict(byLabel('phone, Save-Data (data saver on): bytes'))).toBe('pass');
  expect(byLabel('phone, Save-Data (data saver on): bytes').value).toBe(350);
  expect(verdict(byLabel('desktop (1280x800, no throttling; dialogs preloaded when idle): bytes'))).toBe('no budget');
  expect(byLabel('desktop (1280x800').detail).toContain('dialog remotes fetched: mfe-report, mfe-hydrology');
  expect(byLabel('phone (412x823').detail).toContain('dialog remotes fetched: none');
  expect(byLabel('phone (412x823').detail).toContain('the page 301.0 KB, fetched by the service worker 50.0 KB');
  expect(byLabel('phone (412x823 touch, slow 4G, CPU 4x): requests').detail).toBe('50 by the page, 40 by the service worker');
  // A case that could not run is not measured, not a pass or a zero.
  expect(byLabel('desktop, Save-Data (no idle preloading): bytes').value).toBeNull();
});

test("each remote's entry is gzip against 10 KB, and a missing entry is not measured", () => {
  const figures = remoteEntryFigures({
    'mfe-map': { files: [{ file: 'remoteEntry.js', bytes: 57_014, gzip: 15_902 }] },
    'mfe-report': { files: [{ file: 'remoteEntry.js', bytes: 30_000, gzip: 10 * 1024 }] },
    'mfe-other': { files: [{ file: 'chunk.js', bytes: 1, gzip: 1 }] },
  });
  expect(figures.map((f) => [f.label, f.value, verdict(f)])).toEqual([
    ['mfe-map: `remoteEntry.js`', 15.5, 'FAIL'],
    ['mfe-report: `remoteEntry.js`', 10, 'pass'],
    ['mfe-other: `remoteEntry.js`', null, 'not measured'],
  ]);
  expect(figureTable(figures)).toContain('| mfe-map: `remoteEntry.js` | 15.5 KB | ≤ 10.0 KB | ❌ FAIL | 57,014 bytes before gzip |');
});

test("Lighthouse's unused JS and CSS: the median over runs against < 20 KB, the largest items named", () => {
  const run = (js: number | null, css: number | null) => ({
    unusedJsBytes: js,
    unusedCssBytes: css,
    unusedItems: [
      { audit: 'js' as const, url: 'http://localhost:8080/vendors-mantine.js', wastedBytes: js ?? 0, totalBytes: 97_000 },
      { audit: 'css' as const, url: 'http://localhost:8080/mantine.css', wastedBytes: css ?? 0, totalBytes: 36_000 },
    ],
  });
  const [js, css] = unusedFigures([run(40 * 1024, 20 * 1024), run(30 * 1024, 19 * 1024), run(50 * 1024, 21 * 1024)], '/');
  expect(js!.value).toBe(40);
  expect(verdict(js!)).toBe('FAIL');
  expect(js!.detail).toContain('`:8080/vendors-mantine.js` 40.0 of 94.7 KB');
  // 20 KB is not under 20 KB.
  expect(css!.value).toBe(20);
  expect(verdict(css!)).toBe('FAIL');
  expect(verdict(unusedFigures([run(10 * 1024, 0)], '/')[1]!)).toBe('pass');
  expect(unusedFigures([run(null, null)], '/').map(verdict)).toEqual(['not measured', 'not measured']);
  expect(unusedFigures([], '/').map(verdict)).toEqual(['not measured', 'not measured']);
});

test('the search budgets: each figure against its limit; the opt-in 1M figure, when not run, is not measured and says how to run it', () => {
  const results = {
    inProcess100kP99ms: 4.2,
    inProcess100kLoad1m: { start: 1.1, end: 1.3 },
    inProcess1MP99ms: null,
    inProcess1MLoad1m: null,
    http100kP99ms: 61,
    http100kTimeouts: 0,
    http100kLoad1m: { start: 2, end: 2.5 },
    limit: 100,
    oneMillionOptIn: 'BENCH_SEARCH_1M=1',
  };
  const figures = searchBudgetFigures(results);
  expect(figures.map(verdict)).toEqual(['pass', 'not measured', 'FAIL', 'pass', 'no budget']);
  expect(figures[1]!.detail).toMatch(/BENCH_SEARCH_1M=1/);
  expect(figures[0]!.detail).toMatch(/load 1.1 to 1.3/);
  // The HTTP row names the static file's p99 of the same rounds when the results have it (older ones do not).
  expect(figures[2]!.detail).not.toMatch(/static/);
  expect(searchBudgetFigures({ ...results, http100kStaticP99ms: 44 })[2]!.detail).toMatch(/static file of an answer's bytes \(their mean size\), same rounds: p99 44 ms/);
  // And what the server's collector and event loop did in those rounds, when probed.
  expect(figures[2]!.detail).not.toMatch(/full collections/);
  const probed = (stalls: number) => searchBudgetFigures({ ...results, http100kServer: { fullGcs: 2, stalls, stallOverMs: 20, longestStallMs: 71 } })[2]!.detail;
  expect(probed(9)).toMatch(/the server in those rounds: full collections: 2, event-loop stalls over 20 ms: 9 \(the longest 71 ms\)/);
  expect(probed(0)).toMatch(/full collections: 2, event-loop stalls over 20 ms: 0; /);
  expect(searchBudgetFigures({ ...results, inProcess1MP99ms: 25, inProcess1MLoad1m: { start: 3, end: 3 }, http100kTimeouts: 2 }).map(verdict)).toEqual([
    'pass',
    'FAIL',
    'FAIL',
    'FAIL',
    'no budget',
  ]);
  // Measured, the 1M row does not call itself opt-in: the whole bench runs it.
  const measured1M = searchBudgetFigures({ ...results, inProcess1MP99ms: 6, inProcess1MLoad1m: { start: 1, end: 1 } })[1]!.detail;
  expect(measured1M).toMatch(/the whole bench runs it, the API's own bench with BENCH_SEARCH_1M=1/);
  expect(measured1M).not.toMatch(/opt-in/);
  // Results from before the budgets: every row not measured, never a pass.
  expect(searchBudgetFigures(undefined).map(verdict)).toEqual(['not measured', 'not measured', 'not measured', 'not measured', 'no budget']);
  // The API's throughput against Fastify sending the same bytes (issue 52.4): a ratio, when the results have it.
  expect(figures[4]!.value).toBeNull();
  const ratio = searchBudgetFigures({ ...results, http100kRps: 2844, http100kFastifyRps: 18339, http100kFastifyP99ms: 8 })[4]!;
  expect(ratio.label).toContain('throughput as a ratio of Fastify sending the same bytes');
  expect(ratio.value).toBe(0.16);
  expect(ratio.detail).toMatch(/the API 2,844 req\/s, Fastify sending one answer of their mean size from memory 18,339 req\/s \(p99 8 ms\)/);
});
