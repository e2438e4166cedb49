import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { summarise, type ProbeEvent } from '../server-probe';

const line = (e: ProbeEvent) => JSON.stringify(e);

test('a summary counts only what falls in the windows: collections by kind, stalls, their totals and the longest', () => {
  const lines = [
    line({ t: 500, kind: 'full-gc', ms: 50 }), // before the first window
    line({ t: 1_000, kind: 'full-gc', ms: 7.4 }),
    line({ t: 1_100, kind: 'young-gc', ms: 2.2 }),
    line({ t: 1_200, kind: 'stall', ms: 31.6 }),
    line({ t: 1_999, kind: 'other-gc', ms: 1 }),
    line({ t: 2_000, kind: 'stall', ms: 99 }), // a window's end is outside it
    line({ t: 3_500, kind: 'stall', ms: 22.1 }),
    line({ t: 3_600, kind: 'young-gc', ms: 3.1 }),
  ].join('\n');
  expect(
    summarise(`${lines}\n`, [
      { from: 1_000, to: 2_000 },
      { from: 3_000, to: 4_500 },
    ]),
  ).toEqual({ seconds: 2.5, fullGcs: 1, fullGcMs: 7, youngGcs: 2, youngGcMs: 5, stalls: 2, stallOverMs: 20, stallMs: 54, longestStallMs: 32 });
  expect(summarise('', [{ from: 0, to: 1_000 }])).toMatchObject({ fullGcs: 0, stalls: 0, longestStallMs: 0 });
});

test('loaded into a process, the probe writes its full collections and its event-loop stalls, with their times', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'server-probe-'));
  const file = path.join(dir, 'probe.jsonl');
  try {
    const before = Date.now();
    // A full collection (gc()), then the event loop blocked for 120 ms while a timer is due.
    const script = 'setTimeout(() => { gc(); const t = Date.now(); while (Date.now() - t < 120); setTimeout(() => process.exit(0), 50); }, 50);';
    execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--import', './bench/server-probe.ts', '-e', script], {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, SERVER_PROBE_FILE: file },
    });
    const events = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as ProbeEvent);
    expect(events.filter((e) => e.kind === 'full-gc').length).toBeGreaterThanOrEqual(1);
    const stalls = events.filter((e) => e.kind === 'stall');
    expect(stalls.length).toBeGreaterThanOrEqual(1);
    expect(Math.max(...stalls.map((e) => e.ms))).toBeGreaterThan(90);
    for (const e of events) expect(e.t).toBeGreaterThanOrEqual(before - 1_000);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
