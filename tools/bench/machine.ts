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
