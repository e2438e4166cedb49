// The supervision of `npm start` (tools/compose/system.mjs): a part that dies is started again, with
// a log line, and one stopped on purpose stays stopped. Real child processes.
import { spawn } from 'node:child_process';

type System = typeof import('../system.mjs');

/** A child that lives until killed, or exits at once with `code`. */
const child = (code?: number) => spawn(process.execPath, ['-e', code === undefined ? 'setInterval(() => {}, 1000)' : `process.exit(${code})`], { stdio: 'ignore' });

const waitFor = async (check: () => boolean, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

test('a part that dies is started again, with a line that says so; stop() ends it for good', async () => {
  const { supervise } = (await import('../system.mjs')) as System;
  const lines: string[] = [];
  const started: number[] = [];
  const supervised = supervise({ name: 'mfe-map', spawnOnce: () => child(), log: (l) => lines.push(l), delayMs: 10, onStart: (c) => started.push(c.pid!) });
  await waitFor(() => started.length === 1);
  const first = supervised.current();
  first.kill('SIGKILL');
  await waitFor(() => started.length === 2);
  expect(lines).toEqual(['[system] mfe-map exited (SIGKILL); restarting it in 10 ms']);
  expect(supervised.current().pid).not.toBe(first.pid);
  expect(supervised.current().exitCode).toBeNull();
  await supervised.stop();
  await new Promise((r) => setTimeout(r, 100));
  expect(started).toHaveLength(2);
  expect(lines).toHaveLength(1);
});

test('a part that keeps dying is started again after pauses that double, up to the cap', async () => {
  const { supervise } = (await import('../system.mjs')) as System;
  const lines: string[] = [];
  const supervised = supervise({ name: 'api-mock', spawnOnce: () => child(1), log: (l) => lines.push(l), delayMs: 10, maxDelayMs: 40 });
  await waitFor(() => lines.length >= 4);
  await supervised.stop();
  expect(lines.slice(0, 4).map((l) => /in (\d+) ms/.exec(l)![1])).toEqual(['10', '20', '40', '40']);
  expect(lines[0]).toBe('[system] api-mock exited (code 1); restarting it in 10 ms');
});
