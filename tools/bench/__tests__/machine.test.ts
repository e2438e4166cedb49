// The bench's wait for a quiet machine (pure logic on a stand-in load average and clock).
import { describeSettled, loadText, settle } from '../machine';

/** A load average that reads `loads` in turn (the last one from then on), and a clock that pauses move. */
function machine(loads: number[]) {
  let t = 0;
  let i = 0;
  const slept: number[] = [];
  return {
    slept,
    options: {
      loadavg: () => loads[Math.min(i++, loads.length - 1)]!,
      sleep: async (ms: number) => {
        slept.push(ms);
        t += ms;
      },
      now: () => t,
    },
  };
}

test('a quiet machine is not waited for', async () => {
  const m = machine([0.7]);
  await expect(settle({ ...m.options })).resolves.toEqual({ waitedMs: 0, from: 0.7, to: 0.7, quiet: true });
  expect(m.slept).toEqual([]);
});

test('it waits until the load is below the threshold, polling', async () => {
  const m = machine([3.5, 2.4, 1.6, 1.5, 1.2, 0.9]);
  await expect(settle({ ...m.options, below: 1.5, pollMs: 5_000 })).resolves.toEqual({ waitedMs: 20_000, from: 3.5, to: 1.2, quiet: true });
  expect(m.slept).toEqual([5_000, 5_000, 5_000, 5_000]);
});

test('it gives up at its limit and says the machine was not quiet', async () => {
  const m = machine([4, 3.8, 3.6]);
  await expect(settle({ ...m.options, below: 1.5, pollMs: 5_000, maxMs: 12_000 })).resolves.toEqual({ waitedMs: 12_000, from: 4, to: 3.6, quiet: false });
  expect(m.slept).toEqual([5_000, 5_000, 2_000]);
});

test('a wait is described in one line, and a machine that never settled is said to be loaded', () => {
  expect(describeSettled('Lighthouse (mobile)', { waitedMs: 0, from: 0.7, to: 0.7, quiet: true })).toBe('Lighthouse (mobile) started at a 1-minute load of 0.7');
  expect(describeSettled('Lighthouse (mobile)', { waitedMs: 45_200, from: 3.1, to: 1.4, quiet: true })).toBe(
    'Lighthouse (mobile) waited 45 s for the 1-minute load to fall below 1.5 (3.1 → 1.4)',
  );
  // A quiet reading that one decimal would round up to the limit keeps two.
  expect(describeSettled('Lighthouse (mobile)', { waitedMs: 10_000, from: 1.8, to: 1.46, quiet: true })).toBe(
    'Lighthouse (mobile) waited 10 s for the 1-minute load to fall below 1.5 (1.8 → 1.46)',
  );
  expect(describeSettled('The run', { waitedMs: 0, from: 1.47, to: 1.47, quiet: true })).toBe('The run started at a 1-minute load of 1.47');
  expect(describeSettled('The run', { waitedMs: 180_000, from: 4, to: 2.2, quiet: false })).toBe(
    'The run waited 180 s for the 1-minute load to fall below 1.5 (4.0 → 2.2); it did not, and the step ran on a loaded machine',
  );
});

test('a load reads with one decimal, two only where one would round a quiet reading up to the limit', () => {
  expect([0.7, 1.44, 1.46, 1.49, 1.5, 1.55, 3.46].map(loadText)).toEqual(['0.7', '1.4', '1.46', '1.49', '1.5', '1.6', '3.5']);
});
