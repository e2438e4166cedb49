// Loaded into a server the bench starts (`tsx --import ./bench/server-probe.ts src/server/main.ts`,
// with SERVER_PROBE_FILE set): writes the server's garbage collections and event-loop stalls, with
// wall-clock times, as JSON lines, so the bench can say what the server did during a row's measured
// rounds (a latency tail that the server's own pauses explain, or one they do not). Nothing of it
// is in the server itself; a server started without the variable is not touched.
import { appendFileSync, writeFileSync } from 'node:fs';
import { PerformanceObserver, constants, performance, type PerformanceEntry } from 'node:perf_hooks';

/** One line of the file: when (ms since the epoch), what, and for how long (ms). */
export interface ProbeEvent {
  t: number;
  kind: 'full-gc' | 'young-gc' | 'other-gc' | 'stall';
  ms: number;
}

/** A timer this often; a tick later than this by more than STALL_MS is a stall. */
const TICK_MS = 10;
export const STALL_MS = 20;
/** How often the lines are written to the file. */
export const FLUSH_MS = 250;

const file = process.env.SERVER_PROBE_FILE;
if (file) {
  writeFileSync(file, '');
  const events: ProbeEvent[] = [];
  const kindOf = (kind: number | undefined): ProbeEvent['kind'] =>
    kind === constants.NODE_PERFORMANCE_GC_MAJOR ? 'full-gc' : kind === constants.NODE_PERFORMANCE_GC_MINOR ? 'young-gc' : 'other-gc';
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      events.push({ t: performance.timeOrigin + e.startTime, kind: kindOf((e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind), ms: e.duration });
    }
  }).observe({ entryTypes: ['gc'] });
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last - TICK_MS > STALL_MS) events.push({ t: performance.timeOrigin + last, kind: 'stall', ms: now - last - TICK_MS });
    last = now;
  }, TICK_MS).unref();
  const flush = () => {
    if (events.length > 0)
      appendFileSync(
        file,
        `${events
          .splice(0)
          .map((e) => JSON.stringify(e))
          .join('\n')}\n`,
      );
  };
  setInterval(flush, FLUSH_MS).unref();
  process.on('exit', flush);
}

/** What a server did during these windows (ms since the epoch), from the probe's lines. */
export function summarise(lines: string, windows: readonly { from: number; to: number }[]) {
  const events = lines
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as ProbeEvent)
    .filter((e) => windows.some((w) => e.t >= w.from && e.t < w.to));
  const of = (kind: ProbeEvent['kind']) => events.filter((e) => e.kind === kind);
  const total = (es: ProbeEvent[]) => Math.round(es.reduce((sum, e) => sum + e.ms, 0));
  const longest = (es: ProbeEvent[]) => Math.round(Math.max(0, ...es.map((e) => e.ms)));
  const [full, young, stalls] = [of('full-gc'), of('young-gc'), of('stall')];
  return {
    seconds: Math.round(windows.reduce((sum, w) => sum + w.to - w.from, 0) / 100) / 10,
    fullGcs: full.length,
    fullGcMs: total(full),
    youngGcs: young.length,
    youngGcMs: total(young),
    stalls: stalls.length,
    stallOverMs: STALL_MS,
    stallMs: total(stalls),
    longestStallMs: longest(stalls),
  };
}
export type ServerProbeSummary = ReturnType<typeof summarise>;
