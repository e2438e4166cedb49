// The module catalog and the federation runtime read a remote's manifest once between them; a read
// that failed is not kept, so a Retry fetches anew.
import { forgetManifestReads, readManifest } from '../manifest-reads';

const answer = (ok: boolean) => {
  const res = { ok, status: ok ? 200 : 503, clone: () => res };
  return res as unknown as Response;
};

beforeEach(() => forgetManifestReads());

test('two reads of one manifest fetch it once, each gets its own copy', async () => {
  const fetchMock = jest.fn(async () => answer(true));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const [a, b] = await Promise.all([readManifest('http://r.test/mf-manifest.json'), readManifest('http://r.test/mf-manifest.json')]);
  await readManifest('http://r.test/mf-manifest.json');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(a.ok && b.ok).toBe(true);
  await readManifest('http://other.test/mf-manifest.json');
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('a read that failed (an error answer or no answer) is fetched anew next time', async () => {
  const fetchMock = jest.fn().mockResolvedValueOnce(answer(false)).mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(answer(true));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  expect((await readManifest('http://r.test/mf-manifest.json')).ok).toBe(false);
  await expect(readManifest('http://r.test/mf-manifest.json')).rejects.toThrow('Failed to fetch');
  expect((await readManifest('http://r.test/mf-manifest.json')).ok).toBe(true);
  expect((await readManifest('http://r.test/mf-manifest.json')).ok).toBe(true);
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

test('a read forgotten (refused, or a Retry) is fetched anew; the others are kept', async () => {
  const fetchMock = jest.fn(async () => answer(true));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  await readManifest('http://r.test/mf-manifest.json');
  await readManifest('http://other.test/mf-manifest.json');
  forgetManifestReads('http://r.test/mf-manifest.json');
  await readManifest('http://r.test/mf-manifest.json');
  await readManifest('http://other.test/mf-manifest.json');
  expect(fetchMock).toHaveBeenCalledTimes(3);
});
