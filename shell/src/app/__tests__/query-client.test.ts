import { createQueryClient, throwIfResNotOk } from '../../lib/query-client';

// jsdom has no Response: the parts of it the query function reads.
const response = (status: number, body: string, statusText = '') =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => body,
    json: async () => JSON.parse(body) as unknown,
  }) as Response;

describe('throwIfResNotOk (spec: Error catalogue)', () => {
  test('passes OK responses', async () => {
    await expect(throwIfResNotOk(response(200, '[]'))).resolves.toBeUndefined();
  });
  test('"status: text" from the body', async () => {
    await expect(throwIfResNotOk(response(500, 'boom'))).rejects.toThrow('500: boom');
  });
  test('status text when the body is empty', async () => {
    await expect(throwIfResNotOk(response(503, '', 'Service Unavailable'))).rejects.toThrow('503: Service Unavailable');
  });
});

test('query defaults follow the spec (Business constants): no refetching, never stale, no retries', () => {
  const defaults = createQueryClient().getDefaultOptions();
  expect(defaults.queries).toMatchObject({ refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false });
  expect(defaults.mutations).toMatchObject({ retry: false });
});
