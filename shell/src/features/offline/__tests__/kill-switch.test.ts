// The kill switch (runtime configuration `serviceWorker: false`, SERVICE_WORKER=off): the worker is
// removed and the caches it filled are deleted, not left on disk; caches it does not own stay.
import { registerServiceWorker } from '../service-worker';
import type { RuntimeConfig } from '../../../federation/runtime-config';

function fakeWindow(cacheNames: string[]) {
  const unregistered: string[] = [];
  const names = new Set(cacheNames);
  const registrations = ['/'].map((scope) => ({ scope, unregister: async () => (unregistered.push(scope), true) }));
  const win = {
    navigator: { serviceWorker: { getRegistrations: async () => registrations, register: jest.fn() } },
    caches: { keys: async () => [...names], delete: async (name: string) => names.delete(name) },
  } as unknown as Window;
  return { win, unregistered, names };
}

test('switched off: every registration is removed and every cache the worker owns is deleted', async () => {
  const { win, unregistered, names } = fakeWindow([
    'workbox-precache-v2-http://localhost:8080/',
    'fc-pages',
    'fc-api',
    'fc-code',
    'fc-entries',
    'fc-locales',
    'fc-tiles',
    'fc-remote-files',
    'partner-cache',
  ]);
  await registerServiceWorker({ serviceWorker: false } as RuntimeConfig, win);
  expect(unregistered).toEqual(['/']);
  expect([...names]).toEqual(['partner-cache']);
  expect((win.navigator.serviceWorker.register as jest.Mock).mock.calls).toHaveLength(0);
});
