// The shell takes the configuration its server inlined in the page, once; without it (the
// development server, or after the first read) it asks /runtime-config.json.
import { fetchRuntimeConfig, INLINE_CONFIG_ID, takeInlineRuntimeConfig } from '../runtime-config';

const inline = (text: string) => {
  const el = document.createElement('script');
  el.id = INLINE_CONFIG_ID;
  el.type = 'application/json';
  el.textContent = text;
  document.head.append(el);
};

afterEach(() => {
  document.getElementById(INLINE_CONFIG_ID)?.remove();
  jest.restoreAllMocks();
});

test('the inlined configuration is used without a request, and only once', async () => {
  inline('{"version":"7","apiBase":"/api"}');
  const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ version: 'fetched' }) }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  expect(await fetchRuntimeConfig()).toEqual({ version: '7', apiBase: '/api' });
  expect(fetchMock).not.toHaveBeenCalled();
  // A second read (a retry) asks the server: the page's copy may be the one that failed.
  expect(await fetchRuntimeConfig('/runtime-config.json')).toEqual({ version: 'fetched' });
  expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-cache' });
});

test('a page without the data block, or with one that is not JSON, falls back to the request', () => {
  expect(takeInlineRuntimeConfig()).toBeNull();
  inline('{not json');
  expect(takeInlineRuntimeConfig()).toBeNull();
});
