import { createQueryClient, getQueryFn, throwIfResNotOk, urlForQueryKey } from '../query-client';

// jsdom has no Response: the parts of it the query function reads.
const response = (status: number, body: string, statusText = '') =>
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => body,
    json: async () => JSON.parse(body) as unknown,
  }) as Response;

describe('urlForQueryKey', () => {
  test('joins key segments with "/"', () => {
    expect(urlForQueryKey(['/api/infrastructure'])).toBe('/api/infrastructure');
    expect(urlForQueryKey(['/api/infrastructure', 'search', 'pump'])).toBe('/api/infrastructure/search/pump');
  });
  test('encodes later segments so search text cannot change the path', () => {
    expect(urlForQueryKey(['/api/infrastructure/search', '../metrics?x=1', { lang: 'ms' }])).toBe(
      '/api/infrastructure/search/..%2Fmetrics%3Fx%3D1?lang=ms',
    );
    expect(urlForQueryKey(['/api/infrastructure/search', '水处理'])).toBe('/api/infrastructure/search/%E6%B0%B4%E5%A4%84%E7%90%86');
  });
  test('turns a trailing object into the query string, skipping empty values', () => {
    expect(urlForQueryKey(['/api/metrics', { lang: 'zh', type: undefined }])).toBe('/api/metrics?lang=zh');
    expect(urlForQueryKey(['/api/metrics', {}])).toBe('/api/metrics');
  });
});

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

describe('getQueryFn', () => {
  const calls: { url: string; init?: RequestInit }[] = [];
  let next: Response;
  beforeEach(() => {
    calls.length = 0;
    globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      return next;
    }) as typeof fetch;
  });
  const run = (on401: 'throw' | 'returnNull', key: unknown[]) =>
    getQueryFn<unknown>({ on401 })({ queryKey: key, signal: new AbortController().signal, meta: undefined } as never);

  test('GETs the joined key with credentials and parses JSON', async () => {
    next = response(200, '[{"id":"a"}]');
    await expect(run('throw', ['/api/infrastructure', { lang: 'en' }])).resolves.toEqual([{ id: 'a' }]);
    expect(calls[0]!.url).toBe('/api/infrastructure?lang=en');
    expect(calls[0]!.init?.credentials).toBe('include');
  });
  test('401 throws by default', async () => {
    next = response(401, 'Unauthorized');
    await expect(run('throw', ['/api/metrics'])).rejects.toThrow('401: Unauthorized');
  });
  test('401 yields null when configured', async () => {
    next = response(401, 'Unauthorized');
    await expect(run('returnNull', ['/api/metrics'])).resolves.toBeNull();
  });
});

test('query defaults follow the spec (Business constants): no refetching, never stale, no retries', () => {
  const defaults = createQueryClient().getDefaultOptions();
  expect(defaults.queries).toMatchObject({ refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false });
  expect(defaults.mutations).toMatchObject({ retry: false });
  expect(typeof defaults.queries?.queryFn).toBe('function');
});
