// The shell takes the configuration its server inlined in the page, once; without it (the
// development server, or after the first read) it asks /runtime-config.json and checks its shape.
import { REMOTES } from '@forest-city/contracts';
import { buildRuntimeConfig } from '../../../server/runtime-config.mjs';
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

const served = () => JSON.parse(JSON.stringify(buildRuntimeConfig({ remotes: [...REMOTES] }, {}))) as { version: string };
const answering = (body: unknown) => {
  const fetchMock = jest.fn(async () => ({ ok: true, json: async () => body }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
};

test('the inlined configuration is used without a request, and only once', async () => {
  inline(JSON.stringify({ ...served(), version: '7' }));
  const fetchMock = answering({ ...served(), version: 'fetched' });
  expect(await fetchRuntimeConfig()).toMatchObject({ version: '7', apiBase: '/api' });
  expect(fetchMock).not.toHaveBeenCalled();
  // A second read (a retry) asks the server: the page's copy may be the one that failed.
  expect(await fetchRuntimeConfig('/runtime-config.json')).toMatchObject({ version: 'fetched' });
  expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-cache' });
});

test('a configuration from the network is checked: one of another shape is refused with the place it is wrong', async () => {
  answering({ message: 'Too many requests' });
  await expect(fetchRuntimeConfig('/runtime-config.json')).rejects.toThrow(/runtime-config\.json has an unexpected shape/);
});

test('a page without the data block, or with one that is not JSON, falls back to the request', () => {
  expect(takeInlineRuntimeConfig()).toBeNull();
  inline('{not json');
  expect(takeInlineRuntimeConfig()).toBeNull();
});
