// The first view's scripts after bootstrap's (the app's chunks, the shared libraries' own) are
// listed in the page and added side by side once it is painted (src/app/first-view-scripts.ts,
// issue 19), instead of one step after another as the federation runtime reaches each. The list
// comes from the build's chunk graph: on a phone's `/` every script of the shell's start is main.js,
// one the head preloads, or one the list names, and each is fetched once (the runtime uses the
// listed script rather than adding its own). One that fails is taken out, and the runtime's own
// try fetches it again at once instead of waiting on the dead script.
import type { Page, Route } from 'playwright-core';
import { FIRST_VIEW_SCRIPTS_ID } from '@forest-city/contracts/prerender';
import { PHONE_USER_AGENT, baseUrl, useTestPage, waitForHydration } from '../../tools/e2e/browser';

const t = useTestPage({ page: { viewport: { width: 390, height: 844 }, touch: true, userAgent: PHONE_USER_AGENT } });

/** Every request of the shell's own scripts, by path, in order. */
function shellScripts(page: Page): string[] {
  const origin = new URL(baseUrl()).origin;
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) paths.push(url.pathname);
  });
  return paths;
}

const listed = (page: Page) => page.evaluate((id) => JSON.parse(document.getElementById(id)?.textContent ?? '[]') as string[], FIRST_VIEW_SCRIPTS_ID);
const headPreloads = (page: Page) => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) => new URL(l.href).pathname));

test.each(['/', '/forest-city-report'])("a phone's %s: the listed scripts are fetched once each, beside each other", async (path) => {
  const requested = shellScripts(t.page);
  await t.page.goto(`${baseUrl()}${path === '/' ? '' : path}`);
  await waitForHydration(t.page);
  await t.page.waitForLoadState('networkidle');
  const list = await listed(t.page);
  // The app's chunk, React's DOM renderer, the router, i18next, the query cache, Mantine's first view.
  expect(list.length).toBeGreaterThan(10);
  expect(list).toEqual(expect.arrayContaining([expect.stringMatching(/^\/src_app_App_tsx\./), expect.stringMatching(/^\/vendors-node_modules_react-dom_client_js\./)]));
  // Added by the page, not preloaded from its head (where they would slow the first paint's stylesheets).
  expect(await headPreloads(t.page)).not.toEqual(expect.arrayContaining([list[0]]));
  for (const script of list) expect([script, requested.filter((p) => p === script).length]).toEqual([script, 1]);
  if (path === '/') {
    // Nothing of the shell's start is left out of the list: a new shared library or chunk is in it.
    const known = new Set([...list, ...(await headPreloads(t.page))]);
    const started = requested.filter((p) => !/^\/main\.[0-9a-f]+\.js$/.test(p));
    expect(started.filter((p) => !known.has(p))).toEqual([]);
  }
  expect(t.pageErrors).toEqual([]);
});

test('a listed script that fails is fetched again by the runtime at once, and the page starts', async () => {
  const requested = shellScripts(t.page);
  // Offline reading's chunk, the last the start imports: the runtime asks for it after the listed
  // script has failed. Left in the page, the dead script would hold the runtime for its 10 s limit.
  const OFFLINE = /\/src_features_offline_index_ts\.[0-9a-f]{8}\.js$/;
  let failed = 0;
  await t.page.route(OFFLINE, (route: Route) => (failed++ === 0 ? route.abort('internetdisconnected') : route.continue()));
  await t.page.goto(baseUrl());
  await waitForHydration(t.page);
  await t.page.waitForFunction((pattern) => performance.getEntriesByType('resource').filter((e) => new RegExp(pattern).test(e.name)).length >= 2, OFFLINE.source, {
    timeout: 6_000,
  });
  expect(requested.filter((p) => OFFLINE.test(p))).toHaveLength(2);
  expect(t.pageErrors).toEqual([]);
});
