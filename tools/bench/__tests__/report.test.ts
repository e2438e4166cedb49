// The budget checks and the Markdown of BENCHMARKS.md (pure logic; the benchmark itself is not a test).
import { figureTable, kb, median, renderReport, searchBudgetFigures, summary, verdict, type Figure, type ReportInput } from '../report';

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

const input = (figures: Figure[], load = 1.2): ReportInput => ({
  date: '2026-11-21T05:00:00.000Z',
  machine: '2 x CPU',
  loadAverage: { start: load, end: load },
  cpus: 2,
  durationSeconds: 600,
  command: 'npm run bench',
  sections: [{ title: 'Sizes', method: 'How.', figures }],
  notes: [],
});

test('the header states the load average and warns when the machine was busy', () => {
  const quiet = renderReport(input([fig(1, '<=', 2)]));
  expect(quiet).toContain('1-minute load average: 1.2 at the start, 1.2 at the end, on 2 CPUs');
  expect(quiet).not.toContain('other work shared the machine');
  expect(renderReport(input([fig(1, '<=', 2)], 9.5))).toContain('other work shared the machine');
});

test('the summary counts met and missed budgets and names what missed', () => {
  const figures = [fig(1, '<=', 2, { label: 'small' }), fig(3, '<=', 2, { label: 'big' }), fig(null, '<=', 2, { label: 'unknown' }), { label: 'info', value: 1, unit: '' }];
  expect(summary([{ title: 'Sizes', figures }])).toEqual({ pass: 1, fail: 1, notMeasured: 1, failed: ['Sizes: big'] });
  const md = renderReport(input(figures));
  expect(md).toContain('**Budgets: 1 met, 1 missed, 1 not measured.** Missed: Sizes: big.');
  // Figures and method only: the report tells no history of the product.
  expect(md).not.toContain('What was changed');
});

test('a missed budget gets its explanation; a met one does not, and an unexplained miss says so', () => {
  const figures = [fig(400, '<=', 350, { label: 'shell' }), fig(100, '<=', 150, { label: 'report' }), fig(800, '<=', 700, { label: 'map' })];
  const md = renderReport({
    ...input(figures),
    explanations: [
      { match: 'Sizes: shell', text: 'shared libraries cannot be tree-shaken.' },
      { match: 'Sizes: report', text: 'never shown.' },
    ],
  });
  expect(md).toContain(
    '## Budgets still missed: why, and what would meet them\n\n- **Sizes: shell**: shared libraries cannot be tree-shaken.\n- **Sizes: map**: not analysed yet.',
  );
  expect(md).not.toContain('never shown.');
  expect(renderReport(input([fig(1, '<=', 2)]))).not.toContain('Budgets still missed');
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
  expect(figures.map(verdict)).toEqual(['pass', 'not measured', 'FAIL', 'pass']);
  expect(figures[1]!.detail).toMatch(/BENCH_SEARCH_1M=1/);
  expect(figures[0]!.detail).toMatch(/load 1.1 to 1.3/);
  expect(searchBudgetFigures({ ...results, inProcess1MP99ms: 25, inProcess1MLoad1m: { start: 3, end: 3 }, http100kTimeouts: 2 }).map(verdict)).toEqual([
    'pass',
    'FAIL',
    'FAIL',
    'FAIL',
  ]);
  // Results from before the budgets: every row not measured, never a pass.
  expect(searchBudgetFigures(undefined).map(verdict)).toEqual(['not measured', 'not measured', 'not measured', 'not measured']);
});
