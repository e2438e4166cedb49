import { ApiRequestError, apiFailureKind, getJson, infrastructureQuery, isSearchable, metricsQuery, SEARCH_PAGE_SIZE, searchQuery, type ApiShape } from '../api-queries';

const calls: string[] = [];
// jsdom has no Response: the parts of it getJson reads.
const answer =
  (status: number, body: string, headers: Record<string, string> = {}) =>
  async (url: RequestInfo | URL) => {
    calls.push(String(url));
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: status === 200 ? 'OK' : 'Bad Gateway',
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null } as Headers,
      text: async () => body,
      json: async () => JSON.parse(body) as unknown,
    } as Response;
  };

beforeEach(() => {
  calls.length = 0;
});

describe('query definitions shared by the shell and the map', () => {
  test('the same API base gives the same key, whatever its trailing slash; another base another key', () => {
    expect(infrastructureQuery('/api', 'zh').queryKey).toEqual(infrastructureQuery('/api/', 'zh').queryKey);
    expect(infrastructureQuery('/api', 'zh').queryKey).not.toEqual(infrastructureQuery('https://api.example.org/api', 'zh').queryKey);
    expect(infrastructureQuery('/api', 'zh').queryKey).not.toEqual(infrastructureQuery('/api', 'ms').queryKey);
    expect(searchQuery('/api', '  pump station ', 'ms').queryKey).toEqual(searchQuery('/api', 'pump station', 'ms').queryKey);
    expect(metricsQuery('/api', 'en').queryKey).not.toEqual(infrastructureQuery('/api', 'en').queryKey);
  });

  test('each fetches its endpoint under the base, the search text encoded as one path segment', async () => {
    global.fetch = jest.fn(answer(200, '[]')) as typeof fetch;
    await infrastructureQuery('http://localhost:8090/api/', 'zh').queryFn({});
    await metricsQuery('/api', 'en').queryFn({});
    await searchQuery('/api', ' a/b c? ', 'ms').queryFn({});
    expect(calls).toEqual(['http://localhost:8090/api/infrastructure?lang=zh', '/api/metrics?lang=en', '/api/infrastructure/search/a%2Fb%20c%3F?lang=ms&limit=100']);
  });

  test('a failed answer throws "status: text", the status text when the body is empty', async () => {
    global.fetch = jest.fn(answer(502, '')) as typeof fetch;
    await expect(getJson('/api/metrics')).rejects.toThrow('502: Bad Gateway');
    global.fetch = jest.fn(answer(400, 'Unknown parameter')) as typeof fetch;
    await expect(getJson('/api/metrics')).rejects.toThrow('400: Unknown parameter');
  });

  test("a 4xx is the input's fault, a 5xx the service's", async () => {
    global.fetch = jest.fn(answer(400, '{"error":{"code":"bad_request","message":"bad"}}')) as typeof fetch;
    await expect(getJson('/api/x')).rejects.toMatchObject({ kind: 'input', status: 400 });
    global.fetch = jest.fn(answer(503, '')) as typeof fetch;
    await expect(getJson('/api/x')).rejects.toMatchObject({ kind: 'service', status: 503 });
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const err = await getJson('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(apiFailureKind(err)).toBe('service');
    expect(apiFailureKind(new Error('other'))).toBe('service');
    // An error raised by another part's copy of this module (the shell's, read by the map).
    expect(apiFailureKind(Object.assign(new Error('x'), { name: 'ApiRequestError', kind: 'timeout' }))).toBe('timeout');
    expect(apiFailureKind(null)).toBe('service');
  });

  test('an answer that never comes fails with kind "timeout" once the time is up, and the request is aborted', async () => {
    let aborted = false;
    global.fetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    ) as typeof fetch;
    await expect(getJson('/api/metrics', undefined, 'metrics', 50)).rejects.toMatchObject({ kind: 'timeout', message: expect.stringMatching(/did not answer/) });
    expect(aborted).toBe(true);
  });

  test("the caller's own abort stays an abort (TanStack Query cancelling), not a timeout", async () => {
    global.fetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    ) as typeof fetch;
    const controller = new AbortController();
    const pending = getJson('/api/metrics', controller.signal, 'metrics', 10_000);
    controller.abort();
    const err = await pending.catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(ApiRequestError);
    expect((err as Error).name).toBe('AbortError');
  });

  const item = {
    id: 'pump-1',
    name: 'Pump',
    type: 'water',
    latitude: '1.33',
    longitude: '103.6',
    description: 'd',
    capacity: 'c',
    technology: 't',
    location: 'l',
    status: 'operational',
    lastMaintenance: '2026-01-31',
  };
  const metric = { systemType: 'water', metricName: 'Total Treatment Capacity', metricValue: '120000', unit: 'm³/day' };

  test.each([
    ['metrics: an object instead of a list (a proxy\'s "Too many requests" with status 200)', 'metrics', '{"message":"Too many requests"}'],
    ['metrics: a list containing null', 'metrics', `[${JSON.stringify(metric)},null]`],
    ['metrics: a value of the wrong type', 'metrics', JSON.stringify([{ ...metric, metricValue: 12 }])],
    ['items: a field that is an object', 'items', JSON.stringify([{ ...item, name: { en: 'x' } }])],
    ['items: null', 'items', 'null'],
    ['items: an id outside the contract', 'items', JSON.stringify([{ ...item, id: '<img src=x>' }])],
    ['items: truncated JSON', 'items', `[${JSON.stringify(item).slice(0, 40)}`],
    ['items: an HTML page with status 200', 'items', '<!doctype html><title>Too many requests</title>'],
    ['items: a year that is text', 'items', JSON.stringify([{ ...item, time: { history: [{ year: '2015', status: 'planned' }], approximate: true, source: 's' } }])],
    ['items: a time record without history', 'items', JSON.stringify([{ ...item, time: { approximate: true, source: 's' } }])],
    ['items: an extent ring of text', 'items', JSON.stringify([{ ...item, extent: { ring: ['103.6,1.33'], source: 's' } }])],
  ] as [string, ApiShape, string][])('%s fails with kind "shape"', async (_name, shape, body) => {
    global.fetch = jest.fn(answer(200, body)) as typeof fetch;
    const err = await getJson('/api/x', undefined, shape).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({ kind: 'shape', message: expect.stringMatching(/^The data service answered/) });
  });

  test('a time record of a later API (a status or a field this page does not know) still passes (contract 1.2.0 items)', async () => {
    const timed = {
      ...item,
      time: {
        start: 2015,
        history: [
          { year: 2015, status: 'construction' },
          { year: 2030, status: 'decommissioned', note: 'x' },
        ],
        approximate: false,
        source: 's',
        phase: 'two',
      },
      extent: {
        ring: [
          [103.6, 1.33],
          [103.61, 1.33],
          [103.61, 1.34],
          [103.6, 1.33],
        ],
        source: 's',
        kind: 'schematic',
      },
    };
    global.fetch = jest.fn(answer(200, JSON.stringify([timed]))) as typeof fetch;
    await expect(infrastructureQuery('/api', 'en').queryFn({})).resolves.toEqual([timed]);
  });

  test('answers in the contract pass unchanged, through every query', async () => {
    global.fetch = jest.fn(answer(200, JSON.stringify([item]))) as typeof fetch;
    await expect(infrastructureQuery('/api', 'en').queryFn({})).resolves.toEqual([item]);
    await expect(searchQuery('/api', 'pump', 'en').queryFn({})).resolves.toEqual({ items: [item], total: 1 });
    global.fetch = jest.fn(answer(200, JSON.stringify([metric, { ...metric, metricValue: null }]))) as typeof fetch;
    await expect(metricsQuery('/api', 'en').queryFn({})).resolves.toHaveLength(2);
    global.fetch = jest.fn(answer(200, '[null]')) as typeof fetch;
    await expect(metricsQuery('/api', 'en').queryFn({})).rejects.toMatchObject({ kind: 'shape' });
    await expect(infrastructureQuery('/api', 'en').queryFn({})).rejects.toMatchObject({ kind: 'shape' });
    await expect(searchQuery('/api', 'pump', 'en').queryFn({})).rejects.toMatchObject({ kind: 'shape' });
  });

  test('a search asks for a page and reads the number of all matches from X-Total-Count', async () => {
    global.fetch = jest.fn(answer(200, JSON.stringify([item]), { 'x-total-count': '4812' })) as typeof fetch;
    await expect(searchQuery('/api', 'pump', 'en').queryFn({})).resolves.toEqual({ items: [item], total: 4812 });
    expect(calls.at(-1)).toBe(`/api/infrastructure/search/pump?lang=en&limit=${SEARCH_PAGE_SIZE}`);
    // An API before contract 1.3.0 sends every match and no count: the page is the whole answer.
    global.fetch = jest.fn(answer(200, JSON.stringify([item, item]))) as typeof fetch;
    await expect(searchQuery('/api', 'pump', 'en').queryFn({})).resolves.toEqual({ items: [item, item], total: 2 });
    // A malformed count is not believed.
    global.fetch = jest.fn(answer(200, JSON.stringify([item]), { 'x-total-count': 'lots' })) as typeof fetch;
    await expect(searchQuery('/api', 'pump', 'en').queryFn({})).resolves.toEqual({ items: [item], total: 1 });
    // The key names the page size: an array cached by a part built before pages is never read as a page.
    expect(searchQuery('/api', 'pump', 'en').queryKey.at(-1)).toEqual({ lang: 'en', limit: SEARCH_PAGE_SIZE });
  });

  test('a server search needs more than 2 characters after trimming', () => {
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable('  ab  ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
  });
});
