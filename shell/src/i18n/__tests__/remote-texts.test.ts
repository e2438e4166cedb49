// A remote's texts: fetched where they are missing (also after i18next gave up on them during an
// outage), not fetched again where they are there, and never a rejection.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { createTranslationRequest, parseTranslations } from '../i18n';
import { loadMissingTexts } from '../remote-texts';

async function instance(lng: string, answer: (lng: string, ns: string) => 'final' | 'network' | Record<string, string>) {
  const reads: string[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read: (l: string, ns: string, callback: ReadCallback) => {
      reads.push(`${l}/${ns}`);
      const a = answer(l, ns);
      if (a === 'final') callback(new Error('404'), false);
      else if (a === 'network') callback(new Error('Failed to fetch'), true);
      else callback(null, a);
    },
  };
  const i18n = i18next.createInstance();
  await i18n.use(backend).init({ lng, fallbackLng: 'en', ns: [], maxRetries: 0 });
  return { i18n, reads };
}

test.each(['final', 'network'] as const)('texts whose loading failed (%s) are fetched in every language of the page once the remote is back', async (failure) => {
  let down = true;
  const { i18n, reads } = await instance('zh', () => (down ? failure : { title: 'T' }));
  await i18n.loadNamespaces('hydrology');
  expect(i18n.hasResourceBundle('zh', 'hydrology')).toBe(false);
  down = false;
  reads.length = 0;
  await loadMissingTexts(i18n, 'hydrology');
  expect(reads.sort()).toEqual(['en/hydrology', 'zh/hydrology']);
  expect(i18n.t('title', { ns: 'hydrology' })).toBe('T');
});

test('texts that are there are not fetched again, and a failure does not reject', async () => {
  const { i18n, reads } = await instance('en', (_lng, ns) => (ns === 'map' ? { a: 'b' } : 'final'));
  await i18n.loadNamespaces('map');
  reads.length = 0;
  await loadMissingTexts(i18n, 'map');
  expect(reads).toEqual([]);
  await expect(loadMissingTexts(i18n, 'report')).resolves.toBeUndefined();
  expect(reads).toEqual(['en/report']);
});

test("texts the shell's request gave up on after an outage of 5xx answers come back when the slot asks for them", async () => {
  let status = 503;
  const fetched: string[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    fetched.push(url);
    return { status, text: async () => (status === 200 ? JSON.stringify({ title: `T ${url}` }) : 'down') };
  }) as unknown as typeof fetch;
  const i18n = i18next.createInstance();
  await i18n.use(HttpBackend).init({
    lng: 'ms',
    fallbackLng: 'en',
    ns: [],
    maxRetries: 1,
    retryTimeout: 0,
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json', parse: parseTranslations, request: createTranslationRequest(2) },
  });
  await i18n.loadNamespaces('stormwater');
  expect(fetched.filter((u) => u === '/locales/ms/stormwater.json')).toHaveLength(2);
  // Given up: the next render's ask is answered at once, without a request (D11).
  fetched.length = 0;
  await i18n.reloadResources(['ms'], ['stormwater']);
  expect(fetched).toEqual([]);
  // The outage is over and the visitor opens the dialog again.
  status = 200;
  await loadMissingTexts(i18n, 'stormwater');
  expect(fetched.sort()).toEqual(['/locales/en/stormwater.json', '/locales/ms/stormwater.json']);
  expect(i18n.t('title', { ns: 'stormwater' })).toBe('T /locales/ms/stormwater.json');
});
