// The left sidebar as a visitor uses it: the six project buttons, the five external links, the
// overview cards from /api/metrics, the layer switches that drive the map, the system health
// monitor, and the loading and error states of the dashboard's data.
import type { Route } from 'playwright-core';
import { askForBarePages, baseUrl, useTestPage } from '../../tools/e2e/browser';

const t = useTestPage();
// Some tests change or hold the API's answers in the browser: the page must ask for them itself
// (the shell's server would otherwise put its own in the page).
beforeEach(async () => askForBarePages(t.context));

const sidebar = () => t.page.getByRole('navigation', { name: 'Dashboard sidebar' });
const mapRoot = () => t.page.locator('[data-testid="infrastructure-map"]');

async function activeLayersOfMap(): Promise<string> {
  await mapRoot().waitFor({ state: 'attached' });
  return (await mapRoot().getAttribute('data-active-layers')) ?? '';
}

// The six buttons and the dialog each opens: foundation.e2e.

test.each(['en', 'zh', 'ms'])('in %s every project-information button shows its whole name (a long one wraps)', async (lang) => {
  await t.page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
  await t.page.goto(baseUrl());
  const section = t.page.locator('section[aria-labelledby="project-info-title"]');
  await section.getByRole('button').nth(5).waitFor();
  const labels = await section.locator('.mantine-Button-label').evaluateAll((els) => els.map((e) => ({ text: e.textContent, cutOff: e.scrollWidth > e.clientWidth + 1 })));
  expect(labels).toHaveLength(6);
  expect(labels.filter((l) => l.cutOff)).toEqual([]);
});

test('five external links open in a new tab, with targets from the runtime configuration', async () => {
  const config = (await (await fetch(`${baseUrl()}/runtime-config.json`)).json()) as { links: Record<string, string> };
  await t.page.goto(baseUrl());
  const expected = [
    ['Network School', config.links.school],
    ['Rainfall dashboard', config.links.rainfall],
    ['Global weather data', config.links.weather],
    ['Stormwater modelling tool', config.links.stormwaterTool],
    ['Water research experts \\(IWMI\\)', config.links.expert],
  ] as const;
  for (const [name, href] of expected) {
    const link = sidebar().getByRole('link', { name: new RegExp(`^${name}`) });
    expect(await link.getAttribute('href')).toBe(href);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  }
});

test('overview cards show the four metrics, formatted, with their units', async () => {
  await t.page.goto(baseUrl());
  const card = (id: string) => t.page.getByTestId(`overview-${id}`);
  await card('treatmentCapacity').waitFor();
  expect(await card('treatmentCapacity').innerText()).toMatch(/Total Treatment Capacity\s+65,000\s+m³\/day\s+Built stations only/);
  expect(await card('rainwaterReuse').innerText()).toMatch(/Rainwater Reuse\s+34\s+%/);
  expect(await card('population').innerText()).toMatch(/Current Population\s+9,000\s+residents/);
  expect(await card('totalArea').innerText()).toMatch(/Total Area\s+20\.25\s+km²/);
});

test("a missing metric value shows 'N/A'", async () => {
  await t.page.route(
    (u) => u.pathname === '/api/metrics',
    async (route) => {
      const res = await route.fetch();
      const metrics = (await res.json()) as { metricName: string; metricValue: string | null }[];
      await route.fulfill({ response: res, json: metrics.map((m) => (m.metricName === 'Current Population' ? { ...m, metricValue: null } : m)) });
    },
  );
  await t.page.goto(baseUrl());
  const population = t.page.getByTestId('overview-population');
  await population.waitFor();
  expect(await population.innerText()).toMatch(/Current Population\s+N\/A/);
  expect(await t.page.getByTestId('overview-totalArea').innerText()).toContain('20.25');
});

test('layer switches: water and drainage on at start; toggling changes the map and the URL', async () => {
  await t.page.goto(baseUrl());
  const layer = (name: string) => sidebar().getByRole('switch', { name });
  for (const [name, on] of [
    ['Water Systems', true],
    ['Drainage Systems', true],
    ['Transportation', false],
    ['Soil & Foundation', false],
  ] as const) {
    expect(await layer(name).isChecked()).toBe(on);
  }
  await sidebar().getByText('4 Treatment Stations').waitFor();
  await sidebar().getByText('Sponge City Network').waitFor();
  await sidebar().getByText('Multi-modal Network').waitFor();
  await sidebar().getByText('4 Artificial Islands').waitFor();
  expect(await activeLayersOfMap()).toBe('water,drainage');

  await layer('Transportation').click();
  await t.page.waitForFunction(() => document.querySelector('[data-testid="infrastructure-map"]')?.getAttribute('data-active-layers') === 'water,drainage,transportation');
  expect(new URL(t.page.url()).searchParams.get('layers')).toBe('water,drainage,transportation');

  await layer('Water Systems').click();
  await t.page.waitForFunction(() => document.querySelector('[data-testid="infrastructure-map"]')?.getAttribute('data-active-layers') === 'drainage,transportation');
  expect(await layer('Water Systems').isChecked()).toBe(false);

  // The URL holds the state: a reload keeps it.
  await t.page.reload();
  expect(await activeLayersOfMap()).toBe('drainage,transportation');
  expect(await layer('Transportation').isChecked()).toBe(true);
  expect(await layer('Water Systems').isChecked()).toBe(false);
});

test('a layers URL opens the map with those layers', async () => {
  await t.page.goto(`${baseUrl()}/?layers=infrastructure`);
  expect(await activeLayersOfMap()).toBe('infrastructure');
  expect(await sidebar().getByRole('switch', { name: 'Soil & Foundation' }).isChecked()).toBe(true);
  expect(await sidebar().getByRole('switch', { name: 'Water Systems' }).isChecked()).toBe(false);
});

test('the system health monitor shows the fixed values', async () => {
  await t.page.goto(baseUrl());
  const monitor = t.page.locator('#system-health');
  await monitor.getByRole('heading', { name: 'System health monitor' }).waitFor();
  const rows = await monitor.locator('[data-system]').evaluateAll((els) => els.map((e) => e.textContent));
  expect(rows).toEqual(['Water systemsOperational', 'DrainageOperational', 'TransportationLimited', 'FoundationMonitoring']);
});

test('while the data loads the sidebar says so; then the cards appear', async () => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await t.page.route(
    (u) => u.pathname === '/api/metrics',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await t.page.goto(baseUrl());
  // The header paints before the data arrives.
  await t.page.getByRole('heading', { name: 'Forest City Infrastructure' }).waitFor();
  await t.page.getByText('Loading Forest City infrastructure data...').waitFor();
  release();
  await t.page.getByTestId('overview-treatmentCapacity').waitFor();
  expect(await t.page.getByText('Loading Forest City infrastructure data...').count()).toBe(0);
});

test('an API failure shows a translated error with Retry, and Retry recovers', async () => {
  let fail = true;
  await t.page.route(
    (u) => u.pathname === '/api/metrics',
    async (route: Route) => {
      if (fail) await route.fulfill({ status: 503, body: '' });
      else await route.continue();
    },
  );
  await t.context.addInitScript(() => localStorage.setItem('i18nextLng', 'ms'));
  await t.page.goto(baseUrl());
  const alert = t.page.getByTestId('data-error');
  await alert.waitFor();
  const text = await alert.innerText();
  expect(text).toContain('Data infrastruktur tidak dapat dimuatkan');
  expect(text).toContain('503: Service Unavailable');
  expect(await t.page.getByText('Memuatkan data infrastruktur Forest City...').count()).toBe(0);
  fail = false;
  await alert.getByRole('button', { name: 'Cuba lagi' }).click();
  await t.page.getByTestId('overview-treatmentCapacity').waitFor();
  expect(await alert.count()).toBe(0);
});
