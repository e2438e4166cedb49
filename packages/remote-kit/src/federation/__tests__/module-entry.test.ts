// Loading a remote's ES-module entry: the runtime's own loading for a classic entry, one more try
// after a failure, and a failed entry asked for under a new address on the next load (Retry), since
// the browser keeps a failed module failed at its address.
import { attemptUrl, moduleEntryLoader } from '../module-entry';

const ENTRY = 'http://report.test/v/1.1.0/remoteEntry.js';
const info = (type: string) => ({ remoteInfo: { name: 'mfe_report', entry: ENTRY, type } }) as never;
const container = { get: () => undefined, init: () => undefined };

/** An importer answering each address in turn from `answers` ('ok', 'fail' or 'hang'), recording the addresses asked for. */
function importer(answers: ('ok' | 'fail' | 'hang')[]) {
  const asked: string[] = [];
  const importModule = (url: string) => {
    asked.push(url);
    const answer = answers.shift() ?? 'ok';
    if (answer === 'hang') return new Promise<never>(() => {});
    return answer === 'ok' ? Promise.resolve(container) : Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
  };
  return { asked, importModule };
}

test('an entry released as a classic script is left to the runtime', () => {
  const { asked, importModule } = importer([]);
  expect(moduleEntryLoader({ timeoutMs: 1000, importModule })(info('global'))).toBeUndefined();
  expect(asked).toEqual([]);
});

test('an ES-module entry is imported from its own address; loaded again, from the same address', async () => {
  const { asked, importModule } = importer(['ok', 'ok']);
  const load = moduleEntryLoader({ timeoutMs: 1000, importModule });
  await expect(load(info('module'))).resolves.toBe(container);
  await expect(load(info('module'))).resolves.toBe(container);
  expect(asked).toEqual([ENTRY, ENTRY]);
});

test('a failed try is tried once more under a new address; the load after a failure (Retry) under another, then kept', async () => {
  const { asked, importModule } = importer(['fail', 'ok']);
  await expect(moduleEntryLoader({ timeoutMs: 1000, retryDelayMs: 1, importModule })(info('module'))).resolves.toBe(container);
  expect(asked).toEqual([ENTRY, attemptUrl(ENTRY, 1)]);

  const retried = importer(['fail', 'fail', 'ok', 'ok']);
  const load = moduleEntryLoader({ timeoutMs: 1000, retryDelayMs: 1, importModule: retried.importModule });
  // One more failure than the tries: the error reaches the runtime (the fallback, with Retry).
  await expect(load(info('esm'))).rejects.toThrow('Failed to fetch');
  await expect(load(info('esm'))).resolves.toBe(container);
  await expect(load(info('esm'))).resolves.toBe(container);
  expect(retried.asked).toEqual([ENTRY, attemptUrl(ENTRY, 1), attemptUrl(ENTRY, 2), attemptUrl(ENTRY, 2)]);
});

test('a try that hangs fails as timed out and is not tried again; the next load asks under a new address', async () => {
  const { asked, importModule } = importer(['hang', 'ok']);
  const load = moduleEntryLoader({ timeoutMs: 20, importModule });
  await expect(load(info('module'))).rejects.toMatchObject({ name: 'TimeoutError', message: expect.stringContaining('timed out') });
  expect(asked).toEqual([ENTRY]);
  await expect(load(info('module'))).resolves.toBe(container);
  expect(asked).toEqual([ENTRY, attemptUrl(ENTRY, 1)]);
});

test('the attempt is a query of the entry’s address (its chunks are found from the address without it)', () => {
  expect(attemptUrl(ENTRY, 0)).toBe(ENTRY);
  expect(attemptUrl(ENTRY, 2)).toBe(`${ENTRY}?attempt=2`);
  expect(attemptUrl(`${ENTRY}?v=1`, 1)).toBe(`${ENTRY}?v=1&attempt=1`);
});
