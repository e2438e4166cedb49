// The performance report: each figure beside its budget, with pass or fail. Pure functions (no
// I/O), so the budget checks and the Markdown are unit-tested (__tests__/report.test.ts).

import { loadText } from './machine';

export type Comparison = '<=' | '<' | '>=' | '==';

export interface Budget {
  op: Comparison;
  limit: number;
}

export interface Figure {
  label: string;
  /** null: the figure could not be measured (the reason goes in `detail`). */
  value: number | null;
  unit: string;
  budget?: Budget;
  /** Digits after the decimal point (default 0). */
  digits?: number;
  detail?: string;
}

export type Verdict = 'pass' | 'FAIL' | 'not measured' | 'no budget';

export function verdict(f: Figure): Verdict {
  if (!f.budget) return 'no budget';
  if (f.value === null || !Number.isFinite(f.value)) return 'not measured';
  const { op, limit } = f.budget;
  const ok = op === '<=' ? f.value <= limit : op === '<' ? f.value < limit : op === '>=' ? f.value >= limit : f.value === limit;
  return ok ? 'pass' : 'FAIL';
}

export interface Section {
  title: string;
  figures: Figure[];
}

export interface ReportInput {
  /** ISO date of the run. */
  date: string;
  machine: string;
  /** The 1-minute load average; `highest` sampled every 10 s during the run (runs before it have none). */
  loadAverage: { start: number; end: number; highest?: number };
  /** The reference CPU task's time at the start and the end (tools/bench/machine.ts; runs before it have none). */
  cpuReference?: { start: number; end: number };
  cpus: number;
  durationSeconds: number;
  command: string;
  sections: Section[];
  /** Anything the reader must know about this run (a step that could not run, and why). */
  notes: string[];
}

export const median = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export function formatNumber(value: number, digits = 0): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** "123.4 KB" from bytes (1 KB = 1,024 bytes, the unit of the budgets). */
export const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function formatValue(f: Figure): string {
  if (f.value === null || !Number.isFinite(f.value)) return '—';
  return `${formatNumber(f.value, f.digits ?? 0)}${f.unit ? ` ${f.unit}` : ''}`;
}

export function formatBudget(f: Figure): string {
  if (!f.budget) return '—';
  const op = { '<=': '≤', '<': '<', '>=': '≥', '==': '=' }[f.budget.op];
  return `${op} ${formatNumber(f.budget.limit, f.digits ?? 0)}${f.unit ? ` ${f.unit}` : ''}`;
}

/**
 * One row per figure beside its budget. A figure's notes (its runs, files, conditions) are shown only
 * when it did not pass, where the reader needs them; a passing figure's stay in results.json.
 */
export function figureTable(figures: readonly Figure[]): string {
  const notes = (f: Figure) => (verdict(f) === 'pass' ? '' : (f.detail ?? ''));
  const withNotes = figures.some((f) => notes(f));
  const rows = figures.map((f) => {
    const v = verdict(f);
    const mark = v === 'pass' ? '✅ pass' : v === 'FAIL' ? '❌ FAIL' : v;
    return `| ${cell(f.label)} | ${formatValue(f)} | ${formatBudget(f)} | ${mark} |${withNotes ? ` ${cell(notes(f))} |` : ''}`;
  });
  const head = withNotes ? ['| figure | measured | budget | result | notes |', '|---|---:|---:|---|---|'] : ['| figure | measured | budget | result |', '|---|---:|---:|---|'];
  return [...head, ...rows].join('\n');
}

export function summary(sections: readonly Section[]): { pass: number; fail: number; notMeasured: number; failed: string[] } {
  const all = sections.flatMap((s) => s.figures.map((f) => ({ f, s })));
  const failed = all.filter(({ f }) => verdict(f) === 'FAIL').map(({ f, s }) => `${s.title}: ${f.label}`);
  return {
    pass: all.filter(({ f }) => verdict(f) === 'pass').length,
    fail: failed.length,
    notMeasured: all.filter(({ f }) => verdict(f) === 'not measured').length,
    failed,
  };
}

/** The missed budgets by section: up to two by name, more as a count (each row says FAIL in its table). */
export function missedText(sections: readonly Section[]): string {
  return sections
    .map((s) => ({ title: s.title, failed: s.figures.filter((f) => verdict(f) === 'FAIL').map((f) => f.label) }))
    .filter((s) => s.failed.length > 0)
    .map((s) => `${s.title}: ${s.failed.length > 2 ? `${s.failed.length} rows` : s.failed.join('; ')}`)
    .join('; ');
}

/** Only the figures that have a budget: the others stay in the results files. */
export const budgeted = (sections: readonly Section[]): Section[] =>
  sections.map((s) => ({ ...s, figures: s.figures.filter((f) => f.budget) })).filter((s) => s.figures.length > 0);

/**
 * BENCHMARKS.md: the latest result of each budget, one table per section, and the run's conditions.
 * No method and no history: how each figure is measured is in docs/benchmarks.md, every raw figure
 * in tools/bench/results.json and the earlier runs in tools/bench/history.jsonl.
 */
export function renderReport(input: ReportInput): string {
  const sections = budgeted(input.sections);
  const s = summary(sections);
  const busy = input.loadAverage.start > input.cpus || input.loadAverage.end > input.cpus;
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`${input.command}\` (tools/bench/run.ts): the latest result of each budget. How each figure is measured: [docs/benchmarks.md](docs/benchmarks.md); every raw figure: \`tools/bench/results.json\`; earlier runs: \`tools/bench/history.jsonl\`.`,
    '',
    `Run of ${input.date}, ${formatNumber(input.durationSeconds / 60, 1)} min. ${input.machine}.`,
    `1-minute load average: ${loadText(input.loadAverage.start)} at the start, ${formatNumber(input.loadAverage.end, 1)} at the end` +
      (input.loadAverage.highest === undefined ? '' : ` (highest ${formatNumber(input.loadAverage.highest, 1)})`) +
      `, on ${input.cpus} CPUs` +
      (input.cpuReference ? `; reference CPU task: ${formatNumber(input.cpuReference.start, 0)} ms at the start, ${formatNumber(input.cpuReference.end, 0)} ms at the end` : '') +
      (busy ? '. Other work shared the machine: timings are pessimistic, sizes are not.' : '.'),
    '',
    `**Budgets: ${s.pass} met, ${s.fail} missed${s.notMeasured ? `, ${s.notMeasured} not measured` : ''}.**` + (s.failed.length ? ` Missed: ${missedText(sections)}.` : ''),
    '',
  ];
  if (input.notes.length) lines.push(...input.notes.map((n) => `- ${n}`), '');
  for (const section of sections) lines.push(`## ${section.title}`, '', figureTable(section.figures), '');
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

/** One line of tools/bench/history.jsonl: the run's conditions and each budgeted figure's value. */
export function historyEntry(input: ReportInput): { date: string; loadAverage: ReportInput['loadAverage']; figures: Record<string, number | null> } {
  const figures = Object.fromEntries(budgeted(input.sections).flatMap((s) => s.figures.map((f) => [`${s.title}: ${f.label}`, f.value ?? null])));
  return { date: input.date, loadAverage: input.loadAverage, figures };
}

/** The search figures api-mock's bench writes (api-mock/bench/results.json, `searchBudget`); absent before issue 19.5. */
export interface SearchBudgetResults {
  inProcess100kP99ms: number;
  inProcess100kLoad1m: { start: number; end: number };
  inProcess1MP99ms: number | null;
  inProcess1MLoad1m: { start: number; end: number } | null;
  http100kP99ms: number;
  http100kTimeouts: number;
  http100kLoad1m: { start: number; end: number };
  /** A static file server sending one of the mix's answers (of their mean size), in the same rounds (absent before 2026-11-28). */
  http100kStaticP99ms?: number;
  /** The API's throughput in those rounds, and Fastify's sending the same answer's bytes from memory (api-mock/bench/fastify-static.ts; absent before issue 52). */
  http100kRps?: number;
  http100kFastifyRps?: number;
  http100kFastifyP99ms?: number;
  /** What the server's collector and event loop did during those rounds (api-mock/bench/server-probe.ts; absent before 2026-11-28 15:00). */
  http100kServer?: { fullGcs: number; stalls: number; stallOverMs: number; longestStallMs: number };
  limit: number;
  oneMillionOptIn: string;
}

/** The server's full collections and event-loop stalls in the HTTP rounds, when the results have them. */
const serverText = (s: SearchBudgetResults['http100kServer']) =>
  s
    ? `the server in those rounds: full collections: ${s.fullGcs}, event-loop stalls over ${s.stallOverMs} ms: ${s.stalls}${s.stalls > 0 ? ` (the longest ${s.longestStallMs} ms)` : ''}; `
    : '';
const load = (l: { start: number; end: number } | null) => (l ? `1-minute load ${l.start} to ${l.end}` : '');

/**
 * The search budgets of issue 19.5 as report rows: distinct-query p99 in process at 100,000 and
 * 1,000,000 items, and over HTTP at 100,000 items with 50 connections (p99, timeouts). A run
 * without the 1M figure (opt-in in the API's own bench) reports it as not measured, saying how to measure it.
 */
export function searchBudgetFigures(r: SearchBudgetResults | undefined): Figure[] {
  const missing = 'not in api-mock/bench/results.json (run `npm run bench -w api-mock`)';
  const page = r ? `, pages of ${r.limit}` : '';
  return [
    {
      label: 'search, 100,000 items in process, distinct queries: p99',
      value: r?.inProcess100kP99ms ?? null,
      unit: 'ms',
      digits: 2,
      budget: { op: '<=', limit: 5 },
      detail: r ? `3,000 queries${page}; ${load(r.inProcess100kLoad1m)}` : missing,
    },
    {
      label: 'search, 1,000,000 items in process, distinct queries: p99',
      value: r?.inProcess1MP99ms ?? null,
      unit: 'ms',
      digits: 2,
      budget: { op: '<=', limit: 20 },
      detail: !r
        ? missing
        : r.inProcess1MP99ms === null
          ? `opt-in, not run: ${r.oneMillionOptIn} npm run bench -w api-mock (the index build takes about a minute)`
          : `3,000 queries${page}; the whole bench runs it, the API's own bench with ${r.oneMillionOptIn}; ${load(r.inProcess1MLoad1m)}`,
    },
    {
      label: 'search over HTTP, 100,000 items, 50 connections, distinct queries: p99',
      value: r?.http100kP99ms ?? null,
      unit: 'ms',
      budget: { op: '<=', limit: 50 },
      detail: r
        ? `the in-process bench's queries in turn${page}; ${r.http100kStaticP99ms === undefined ? '' : `a static file of an answer's bytes (their mean size), same rounds: p99 ${r.http100kStaticP99ms} ms; `}${serverText(r.http100kServer)}${load(r.http100kLoad1m)}`
        : missing,
    },
    {
      label: 'search over HTTP, 100,000 items, 50 connections: timeouts',
      value: r?.http100kTimeouts ?? null,
      unit: '',
      budget: { op: '==', limit: 0 },
      detail: r ? load(r.http100kLoad1m) : missing,
    },
    {
      label: 'search over HTTP, 100,000 items, 50 connections: throughput as a ratio of Fastify sending the same bytes',
      value: r?.http100kRps !== undefined && r.http100kFastifyRps ? Math.round((r.http100kRps / r.http100kFastifyRps) * 100) / 100 : null,
      unit: 'x',
      digits: 2,
      detail:
        r?.http100kFastifyRps !== undefined
          ? `the API ${formatNumber(r.http100kRps ?? 0)} req/s, Fastify sending one answer of their mean size from memory ${formatNumber(r.http100kFastifyRps)} req/s (p99 ${r.http100kFastifyP99ms} ms), same rounds`
          : 'not in api-mock/bench/results.json (run `npm run bench -w api-mock`)',
    },
  ];
}
