// How fast this machine was during a run, apart from the load average. On a shared host the
// load average inside the machine can read the same while the machine runs half as fast (another
// tenant's work does not show in it), and then every timing moves with it. A fixed single-threaded
// task, timed at the start and the end of a run, says how fast the machine was: compare it between
// runs before comparing their timings.
import { createHash } from 'node:crypto';
import os from 'node:os';

function referenceTask(): number {
  let digest = Buffer.alloc(32);
  for (let i = 0; i < 100_000; i++) digest = createHash('sha256').update(digest).digest();
  let sum = 0;
  for (let i = 0; i < 20_000_000; i++) sum += Math.sqrt(i) % 7;
  return sum + digest[0]!;
}

/** The reference task's time in ms, the median of three. */
export function cpuReferenceMs(): number {
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const t0 = performance.now();
    referenceTask();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[1]!;
}

/** Samples the 1-minute load average every 10 s until stopped; returns the highest seen. */
export function sampleLoad(): { stop(): number } {
  let highest = os.loadavg()[0]!;
  const timer = setInterval(() => (highest = Math.max(highest, os.loadavg()[0]!)), 10_000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      return Math.max(highest, os.loadavg()[0]!);
    },
  };
}

/** The 1-minute load average below which the machine counts as quiet (issue 19: "< 1.5 at start"). */
export const QUIET_LOAD = 1.5;

export interface Settled {
  /** How long it waited, in ms. */
  waitedMs: number;
  /** The 1-minute load average when it started waiting, and when it stopped. */
  from: number;
  to: number;
  /** False when it gave up at `maxMs` with the load still at or above `below`. */
  quiet: boolean;
}

export interface SettleOptions {
  below?: number;
  maxMs?: number;
  pollMs?: number;
  /** For the tests: the 1-minute load average, a pause, and a clock. */
  loadavg?: () => number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * Waits until the 1-minute load average is below `below` (at most `maxMs`). The bench's own
 * browsers leave the machine loaded for a minute or more after they close (the API's benchmark
 * started at 3.5 after Lighthouse); the steps whose figures move most with the load (Lighthouse, the
 * API's throughput) each wait for the machine to settle first, and say so in the notes.
 */
export async function settle({
  below = QUIET_LOAD,
  maxMs = (Number(process.env.BENCH_SETTLE_MAX_S) || 180) * 1000,
  pollMs = 5_000,
  loadavg = () => os.loadavg()[0]!,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now = () => Date.now(),
}: SettleOptions = {}): Promise<Settled> {
  const start = now();
  const from = loadavg();
  let load = from;
  while (load >= below && now() - start < maxMs) {
    await sleep(Math.min(pollMs, maxMs - (now() - start)));
    load = loadavg();
  }
  return { waitedMs: now() - start, from, to: load, quiet: load < below };
}

/**
 * A load average as text: one decimal, or two where one would round a quiet reading up to the
 * limit (1.46 is "1.46", not "1.5", which would read as not below 1.5).
 */
export function loadText(load: number): string {
  const one = load.toFixed(1);
  return load < QUIET_LOAD && Number(one) >= QUIET_LOAD ? load.toFixed(2) : one;
}

/** What a step's wait came to, in one line: for the log and the report's notes. */
export function describeSettled(step: string, s: Settled): string {
  const what =
    s.waitedMs === 0
      ? `${step} started at a 1-minute load of ${loadText(s.from)}`
      : `${step} waited ${Math.round(s.waitedMs / 1000)} s for the 1-minute load to fall below ${QUIET_LOAD} (${loadText(s.from)} → ${loadText(s.to)})`;
  return s.quiet ? what : `${what}; it did not, and the step ran on a loaded machine`;
}
