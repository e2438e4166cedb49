// The first view's scripts the page lists are added as async scripts once it is painted, a few per
// task; a missing or damaged list adds none; one that fails is taken out for the runtime's own try
// (app/first-view-scripts.ts, issue 19).
import { FIRST_VIEW_SCRIPTS_ID, ROUTE_MANIFESTS_ID } from '@forest-city/contracts/prerender';
import { loadFirstViewScripts, preloadRouteManifests } from '../first-view-scripts';

const FILES = ['/react.1.js', '/react-dom.2.js', '/i18next.3.js', '/app.4.js', '/query.5.js', '/router.6.js'];

function page(list: string | null) {
  document.head.innerHTML = list === null ? '' : `<script id="${FIRST_VIEW_SCRIPTS_ID}" type="application/json">${list}</script>`;
}
const added = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')];
/** Runs the next task the loader waits for, and what it then does in that task. */
async function nextBatch() {
  jest.advanceTimersToNextTimer();
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = '';
});

test('adds each listed script, async and in order, two per task', async () => {
  page(JSON.stringify(FILES));
  const done = loadFirstViewScripts();
  const srcs = () => added().map((s) => s.getAttribute('src'));
  // The first two in this task, two more in each next one.
  expect(srcs()).toEqual(FILES.slice(0, 2));
  expect(added().every((s) => s.async)).toBe(true);
  await nextBatch();
  expect(srcs()).toEqual(FILES.slice(0, 4));
  await nextBatch();
  expect(srcs()).toEqual(FILES);
  await expect(done).resolves.toBe(FILES.length);
});

test.each([
  ['no list (a partner page, the dev server)', null],
  ['a damaged list', '["/react.1.js",'],
  ['not a list', '{"src":"/react.1.js"}'],
])('%s: adds none', async (_, list) => {
  page(list);
  await expect(loadFirstViewScripts()).resolves.toBe(0);
  expect(added()).toEqual([]);
});

test('skips what is not an address', async () => {
  page(JSON.stringify(['/react.1.js', 42, null, '/app.4.js']));
  await expect(loadFirstViewScripts()).resolves.toBe(2);
  expect(added().map((s) => s.getAttribute('src'))).toEqual(['/react.1.js', '/app.4.js']);
});

test('a script that fails to load is taken out, so the runtime does not wait on it', async () => {
  page(JSON.stringify(['/react.1.js', '/app.4.js']));
  await loadFirstViewScripts();
  const [react, app] = added();
  app!.dispatchEvent(new Event('error'));
  expect(added()).toEqual([react]);
});

describe("the route's remote manifests", () => {
  const MANIFESTS = ['http://localhost:3004/mf-manifest.json', 'https://cdn.example.org/mfe-map/1.4.0/mf-manifest.json'];
  const manifestsPage = (list: string | null) => {
    document.head.innerHTML = list === null ? '' : `<script id="${ROUTE_MANIFESTS_ID}" type="application/json">${list}</script>`;
  };
  const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link')];

  test('each listed manifest is preloaded as the runtime fetches it (CORS, anonymous), at once', () => {
    manifestsPage(JSON.stringify(MANIFESTS));
    expect(preloadRouteManifests()).toBe(2);
    expect(links().map((l) => [l.rel, l.getAttribute('as'), l.getAttribute('crossorigin'), l.href])).toEqual(MANIFESTS.map((href) => ['preload', 'fetch', 'anonymous', href]));
  });

  test.each([
    ['no list', null],
    ['a damaged list', '["http://localhost:3004/mf-manifest.json",'],
    ['not a list', '{"report":"http://localhost:3004/mf-manifest.json"}'],
  ])('%s: preloads none', (_, list) => {
    manifestsPage(list);
    expect(preloadRouteManifests()).toBe(0);
    expect(links()).toEqual([]);
  });
});
