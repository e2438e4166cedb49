// V8's explicit compile hint on the first view's scripts (rspack.base.mjs, COMPILE_HINT; issue 19):
// every script a phone runs for its first view of `/` (the shell's and the map remote's) and of the
// report page (the shell's and the report remote's) starts with `//# allFunctionsCalledOnLoad`, so
// Chromium compiles it while it downloads instead of on the main thread function by function. The
// map's WebGL libraries, fetched when the visitor reaches for the map, are compiled as they are
// called: most of their code is never run.
import type { Page, Response } from 'playwright-core';
import { PHONE_USER_AGENT, baseUrl, startMap, useTestPage } from '../../tools/e2e/browser';

const HINT = '//# allFunctionsCalledOnLoad';

const t = useTestPage({ page: { viewport: { width: 390, height: 844 }, touch: true, userAgent: PHONE_USER_AGENT } });

/**
 * Records the page's script responses; `take()` returns those so far (file name, hinted or not) and
 * starts a new list. A stylesheet must never carry the hint (`//` is no comment in CSS: the rule
 * after it is dropped), so one that does fails the test at once.
 */
function recordScripts(page: Page) {
  const responses: Response[] = [];
  const sheets: Response[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script') responses.push(response);
    if (type === 'stylesheet') sheets.push(response);
  });
  const file = (response: Response) => new URL(response.url()).pathname.split('/').pop()!;
  const hinted = async (response: Response) => (await response.text()).startsWith(HINT);
  return {
    take: async () => {
      const styles = await Promise.all(sheets.splice(0).map(async (response) => ({ file: file(response), hinted: await hinted(response) })));
      expect(styles.filter((s) => s.hinted).map((s) => s.file)).toEqual([]);
      return Promise.all(responses.splice(0).map(async (response) => ({ file: file(response), hinted: await hinted(response) })));
    },
  };
}

test("every script of a phone's first view of / carries the compile hint; the map's WebGL libraries do not", async () => {
  const scripts = recordScripts(t.page);
  await t.page.goto(baseUrl());
  await t.page.locator('#root[data-rendered="hydrated"]').waitFor({ state: 'attached' });
  await t.page.locator('[data-testid="map-preview"]').waitFor();
  await t.page.waitForLoadState('networkidle');
  // On a fast connection the map's WebGL code may arrive while the page is idle (fetched ahead, not part of the first view).
  const isWebgl = (s: { file: string }) => /maplibre-gl|MapCanvas/.test(s.file);
  const loaded = await scripts.take();
  const firstView = loaded.filter((s) => !isWebgl(s));
  // The shell's entry, bootstrap and app, the shared libraries, the map remote's entry and screen.
  expect(firstView.length).toBeGreaterThan(12);
  expect(firstView.map((s) => s.file)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^src_app_App_tsx\./), 'remoteEntry.js', expect.stringMatching(/^vendors-node_modules_react-dom_client_js\./)]),
  );
  expect(firstView.filter((s) => !s.hinted).map((s) => s.file)).toEqual([]);

  await startMap(t.page);
  const webgl = [...loaded, ...(await scripts.take())].filter(isWebgl);
  expect(webgl.length).toBeGreaterThan(0);
  expect(webgl.filter((s) => s.hinted).map((s) => s.file)).toEqual([]);
});

test("every script of a phone's first view of the report page carries the compile hint", async () => {
  const scripts = recordScripts(t.page);
  await t.page.goto(`${baseUrl()}/forest-city-report`);
  // The live report module has taken the prerendered fragment's place.
  await t.page.locator('[data-remote="report"]:not([data-prerendered]) [role="tablist"]').first().waitFor();
  await t.page.waitForLoadState('networkidle');
  const firstView = await scripts.take();
  expect(firstView.map((s) => s.file)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^__federation_expose_ReportPage\./), expect.stringMatching(/forest-city-mantine-on-demand/)]),
  );
  expect(firstView.filter((s) => !s.hinted).map((s) => s.file)).toEqual([]);
});
