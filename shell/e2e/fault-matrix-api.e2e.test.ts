// The fault matrix of the API and of the translation files (issue 21, item 7), in a real browser
// against the built system. Each API cell injects one fault on every /api answer the page reads
// (items, metrics, search) and asserts: the sidebar and the map each show their translated
// sentence for that cause with Retry, within the API calls' time limit; the rest of the page works
// (header, layer switch, a fixed-content dialog); nothing escapes as an uncaught page error
// (useTestPage); and once the fault is removed, Retry recovers in place. The translation cells
// assert the page always ends up readable (translated, or English) without waiting forever.
import type { Page, Route } from 'playwright-core';
import { API_TIMEOUT_MS } from '@forest-city/contracts';
import { askForBarePages, baseUrl, jumpPastLimit, pressEscapeInDialog, useTestPage } from '../../tools/e2e/browser';

// A shared machine: generous waits, no timing assertion.
jest.setTimeout(180_000);
const t = useTestPage({ timeout: 60_000 });

const API = (url: URL) => url.pathname.startsWith('/api/');
const header = () => t.page.getByRole('heading', { name: 'Forest City Infrastructure' });
const sidebarError = () => t.page.getByTestId('data-error');
const mapStatus = () => t.page.getByTestId('map-status');
const mapData = (state: 'loading' | 'error' | 'ready') => t.page.locator(`main [data-testid="infrastructure-map"][data-data-state="${state}"]`);

const SENTENCE = {
  service: 'The data service is not working right now. Try again in a moment.',
  timeout: 'The data service took too long to answer. Try again in a moment.',
  shape: 'The data service sent data this page cannot read. Try again in a moment.',
  mapShape: 'The data service sent data this map cannot read. Try again in a moment.',
};

interface ApiCell {
  name: string;
  fault: (route: Route) => Promise<void>;
  /** The sidebar's sentence and the map's, for this cause. */
  sidebar: string;
  map: string;
  /** The fault never answers: the page's clock jumps past the API's time limit (a limit's length is not what the cell tests). */
  hangs?: true;
}

/** Requests held by a hanging cell; released (aborted) when the test ends. */
const held: Route[] = [];

const API_CELLS: ApiCell[] = [
  { name: 'unreachable', fault: (route) => route.abort('connectionrefused'), sidebar: SENTENCE.service, map: SENTENCE.service },
  {
    name: '500 in the API error shape',
    fault: (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"boom"}}' }),
    sidebar: SENTENCE.service,
    map: SENTENCE.service,
  },
  {
    name: 'malformed body (truncated JSON)',
    fault: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[{"id":"water-' }),
    sidebar: SENTENCE.shape,
    map: SENTENCE.mapShape,
  },
  {
    name: 'wrong shape: an object instead of a list (a proxy answering 200)',
    fault: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"message":"Too many requests"}' }),
    sidebar: SENTENCE.shape,
    map: SENTENCE.mapShape,
  },
  {
    name: 'wrong shape: a list holding null',
    fault: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[null]' }),
    sidebar: SENTENCE.shape,
    map: SENTENCE.mapShape,
  },
  {
    name: 'hanging (never answers)',
    fault: async (route) => {
      held.push(route);
    },
    hangs: true,
    sidebar: SENTENCE.timeout,
    map: SENTENCE.timeout,
  },
];

// The faults are made in the browser: the server, which reaches the API itself, must not put its
// answers in the page (docs/architecture.md "Prerendered HTML").
beforeEach(async () => askForBarePages(t.context));

afterEach(async () => {
  for (const route of held.splice(0)) await route.abort().catch(() => {});
});

async function openAndCloseStormwater(page: Page) {
  await page.getByRole('button', { name: 'Stormwater Approaches', exact: true }).click();
  await page.getByRole('dialog', { name: 'Stormwater Approaches' }).getByRole('tab').first().waitFor();
  await pressEscapeInDialog(page);
  await page.getByRole('dialog', { name: 'Stormwater Approaches' }).waitFor({ state: 'detached' });
}

describe('the API', () => {
  test.each(API_CELLS.map((c) => [c.name, c] as const))('%s: each region says why with Retry, the rest works, Retry recovers once it is fixed', async (_name, cell) => {
    let faulty = true;
    await t.page.route(API, (route) => (faulty ? cell.fault(route) : route.continue()));
    if (cell.hangs) await t.page.clock.install();
    await t.page.goto(baseUrl());
    await header().waitFor();
    // Once the map's module shows its loading state (its own load has no time limit left to run
    // out) and both requests are held (the metrics and the item list).
    if (cell.hangs) await jumpPastLimit(t.page, mapData('loading'), () => held.length >= 2, API_TIMEOUT_MS);

    const alert = sidebarError();
    await alert.getByText(cell.sidebar).waitFor();
    await alert.getByRole('button', { name: 'Retry' }).waitFor();
    await mapData('error').waitFor();
    await mapStatus().getByText('The infrastructure data could not be loaded.').waitFor();
    await mapStatus().getByText(cell.map).waitFor();

    // The rest of the page works meanwhile.
    await t.page.getByRole('switch', { name: 'Transportation' }).click();
    await t.page.waitForURL((url) => (url.searchParams.get('layers') ?? '').includes('transportation'));
    await openAndCloseStormwater(t.page);
    expect(await t.page.getByTestId(/^region-error-/).count()).toBe(0);

    faulty = false;
    for (const route of held.splice(0)) await route.abort().catch(() => {});
    // The map's Retry refetches the item list (one query, shared with the sidebar), the sidebar's
    // Retry then the metrics.
    await mapStatus().getByRole('button', { name: 'Retry' }).click();
    await mapData('ready').waitFor();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await t.page.getByTestId('overview-treatmentCapacity').waitFor();
    await alert.waitFor({ state: 'detached' });
  });

  // A slow API (every answer late, within the limit) is resilience.e2e's "slow" scenario.

  test('in Chinese: the sentence and Retry are translated', async () => {
    await t.page.route(API, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"message":"Too many requests"}' }));
    await t.page.addInitScript(() => localStorage.setItem('i18nextLng', 'zh'));
    await t.page.goto(baseUrl());
    const alert = sidebarError();
    await alert.getByText('数据服务返回的数据无法读取，请稍后重试。').waitFor();
    await alert.getByRole('button', { name: '重试' }).waitFor();
  });

  test('the search: a 4xx names the search text; a search with ".." goes through the forward to the API and answers', async () => {
    await t.page.goto(baseUrl());
    await header().waitFor();
    const box = t.page.getByRole('banner').getByRole('searchbox');
    // Through the real shell and API: the forward no longer refuses dots (D6).
    await box.fill('../pump');
    await t.page.getByText(/^Search results: \d+$/).waitFor({ state: 'attached' });
    await box.fill('...gate');
    await t.page.getByText(/^Search results: \d+$/).waitFor({ state: 'attached' });
    expect(await t.page.getByTestId('search-retry').count()).toBe(0);

    await t.page.route('**/api/infrastructure/search/**', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":{"code":"invalid_parameter","message":"The search text holds control characters."}}' }),
    );
    await box.fill('pump station');
    await t.page.getByTestId('search-retry').waitFor();
    await t.page.getByText('Search failed: the search text is not valid. Change it and search again.').waitFor({ state: 'attached' });
  });
});

describe('the translation files (the page in Chinese)', () => {
  const zh = () => t.page.addInitScript(() => localStorage.setItem('i18nextLng', 'zh'));

  test('5xx, then OK: retried, and the page is in Chinese', async () => {
    let attempts = 0;
    await t.page.route('**/locales/zh/common.json', (route) => (++attempts <= 2 ? route.fulfill({ status: 503, body: 'busy' }) : route.continue()));
    await zh();
    await t.page.goto(baseUrl());
    await t.page.getByRole('heading', { name: '森林城市基础设施' }).waitFor();
  });

  // A 404 (final, English fills in, no retries) is i18n-loading.e2e's first test.
  test.each([
    ['wrong shape (a list)', (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '["not","a","translation"]' })],
    [
      'hanging',
      async (route: Route) => {
        held.push(route);
      },
    ],
  ])('%s: English fills in for the shell and the page works', async (_name, fault) => {
    await t.page.route('**/locales/zh/common.json', fault);
    await zh();
    await t.page.goto(baseUrl());
    await header().waitFor();
    await t.page.getByTestId('overview-treatmentCapacity').waitFor();
    await t.page.getByRole('switch', { name: 'Transportation' }).click();
    await t.page.waitForURL((url) => (url.searchParams.get('layers') ?? '').includes('transportation'));
  });
});
