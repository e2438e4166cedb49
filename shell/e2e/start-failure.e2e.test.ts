// The shell's own code does not arrive (a phone's connection drops between the page and its
// scripts): the visitor is told in the page's language, over the content the server sent, and
// Reload starts the dashboard once the connection is back (src/app/start-failure.ts). Before,
// the bare page stayed blank and the prerendered one looked ready but answered nothing.
import type { Route } from 'playwright-core';
import { baseUrl, openPage, useTestPage } from '../../tools/e2e/browser';
import en from '../locales/en/common.json';
import zh from '../locales/zh/common.json';
import ms from '../locales/ms/common.json';

const t = useTestPage({ timeout: 60_000 });

/** The app's chunk (the screens, Mantine's surface, the router), which the bootstrap imports. */
const APP_CHUNK = /\/src_app_App_tsx\.[0-9a-f]{8}\.js$/;
const dropped = (route: Route) => route.abort('internetdisconnected');

test.each([
  ['en-US', en],
  ['zh-CN', zh],
  ['ms-MY', ms],
] as const)('%s: the app chunk does not arrive; the page says so above its content, and Reload starts it', async (locale, common) => {
  const visitor = await openPage(t.browser, { locale });
  try {
    visitor.page.setDefaultTimeout(60_000);
    await visitor.page.route(APP_CHUNK, dropped);
    // `commit`: the harness's navigation otherwise waits for a hydration that cannot come.
    await visitor.page.goto(baseUrl(), { waitUntil: 'commit' });
    const alert = visitor.page.getByRole('alert').filter({ hasText: common.start.failed });
    await alert.waitFor();
    // The server's content stays readable under it.
    await visitor.page.getByRole('heading', { level: 1, name: common.header.title }).waitFor();
    expect(await visitor.page.locator('#root').getAttribute('data-rendered')).toBeNull();

    await visitor.page.unroute(APP_CHUNK, dropped);
    await alert.getByRole('button', { name: common.start.reload }).click();
    await visitor.page.waitForFunction(() => document.getElementById('root')?.dataset.rendered === 'hydrated');
    expect(await visitor.page.getByRole('alert').filter({ hasText: common.start.failed }).count()).toBe(0);
    expect(visitor.pageErrors).toEqual([]);
  } finally {
    await visitor.context.close();
  }
});

test('the bare page (no prerendering) is not left blank either', async () => {
  const host = new URL(baseUrl()).hostname;
  await t.context.addCookies([{ name: 'fc_prerender', value: 'off', domain: host, path: '/' }]);
  await t.page.route(APP_CHUNK, dropped);
  await t.page.goto(`${baseUrl()}/forest-city-report`, { waitUntil: 'commit' });
  await t.page.getByRole('alert').filter({ hasText: en.start.failed }).getByRole('button', { name: en.start.reload }).waitFor();
  expect(await t.page.locator('#root').evaluate((root) => root.childElementCount)).toBe(0);
});
