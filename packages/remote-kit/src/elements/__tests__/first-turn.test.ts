// The order of the elements' loads on a partner's page: remotes take turns only until one has
// loaded; elements of one remote load together; a failed or hung first remote holds no one up.
import { inTurn, type Turns } from '../first-turn';

/** A load that settles when the test says so, and whether it has started. */
function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject, started: false };
}
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
function starter(load: ReturnType<typeof deferred>) {
  return () => {
    load.started = true;
    return load.promise;
  };
}

test('a second remote waits for the first one’s load; after it, every load starts at once', async () => {
  const turns: Turns = { provided: false };
  const [report, stormwater, map] = [deferred(), deferred(), deferred()];
  const first = inTurn(turns, 'mfe_report', 10_000, starter(report));
  const second = inTurn(turns, 'mfe_stormwater', 10_000, starter(stormwater));
  await flush();
  expect([report.started, stormwater.started]).toEqual([true, false]);
  report.resolve('report');
  await expect(first).resolves.toBe('report');
  await flush();
  expect(stormwater.started).toBe(true);
  expect(turns.provided).toBe(true);
  // Provided: a third remote starts at once, beside the second, still loading.
  void inTurn(turns, 'mfe_map', 10_000, starter(map));
  expect(map.started).toBe(true);
  stormwater.resolve('stormwater');
  await expect(second).resolves.toBe('stormwater');
});

test('elements of the remote whose turn it is start together', async () => {
  const turns: Turns = { provided: false };
  const [a, b, other] = [deferred(), deferred(), deferred()];
  void inTurn(turns, 'mfe_report', 10_000, starter(a));
  void inTurn(turns, 'mfe_report', 10_000, starter(b));
  void inTurn(turns, 'mfe_map', 10_000, starter(other));
  await flush();
  expect([a.started, b.started, other.started]).toEqual([true, true, false]);
});

test('a first remote that fails ends its turn: the next one loads and provides', async () => {
  const turns: Turns = { provided: false };
  const [down, stormwater] = [deferred(), deferred()];
  const first = inTurn(turns, 'mfe_report', 10_000, starter(down));
  const second = inTurn(turns, 'mfe_stormwater', 10_000, starter(stormwater));
  down.reject(new Error('503'));
  await expect(first).rejects.toThrow('503');
  expect(turns.provided).toBe(false);
  await flush();
  expect(stormwater.started).toBe(true);
  stormwater.resolve('ok');
  await expect(second).resolves.toBe('ok');
  expect(turns.provided).toBe(true);
});

test('a first remote that never answers holds the next one only for the bound', async () => {
  jest.useFakeTimers();
  try {
    const turns: Turns = { provided: false };
    const [hung, stormwater, map] = [deferred(), deferred(), deferred()];
    void inTurn(turns, 'mfe_report', 10_000, starter(hung));
    void inTurn(turns, 'mfe_stormwater', 10_000, starter(stormwater));
    void inTurn(turns, 'mfe_map', 10_000, starter(map));
    await flush();
    expect(stormwater.started).toBe(false);
    await jest.advanceTimersByTimeAsync(10_000);
    // The next remote takes the turn; the one after it waits for that one.
    expect([stormwater.started, map.started]).toEqual([true, false]);
    stormwater.resolve('ok');
    await flush();
    expect(map.started).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});
