import { getJson, infrastructureQuery, isSearchable, metricsQuery, searchQuery } from '../api-queries';

const calls: string[] = [];
// jsdom has no Response: the parts of it getJson reads.
const answer = (status: number, body: string) => async (url: RequestInfo | URL) => {
  calls.push(String(url));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Bad Gateway',
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
    expect(calls).toEqual(['http://localhost:8090/api/infrastructure?lang=zh', '/api/metrics?lang=en', '/api/infrastructure/search/a%2Fb%20c%3F?lang=ms']);
  });

  test('a failed answer throws "status: text", the status text when the body is empty', async () => {
    global.fetch = jest.fn(answer(502, '')) as typeof fetch;
    await expect(getJson('/api/metrics')).rejects.toThrow('502: Bad Gateway');
    global.fetch = jest.fn(answer(400, 'Unknown parameter')) as typeof fetch;
    await expect(getJson('/api/metrics')).rejects.toThrow('400: Unknown parameter');
  });

  test('a server search needs more than 2 characters after trimming', () => {
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable('  ab  ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
  });
});
