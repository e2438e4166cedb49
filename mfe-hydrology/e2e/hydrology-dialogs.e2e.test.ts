// mfe-hydrology in the composed dashboard: both dialogs open from the sidebar, every tab is
// walked (tab in the URL), the charts are counted, the totals shown are checked, the CSV export
// is downloaded and read back, deep links open the same view, the dialogs read in Chinese and
// Malay. (axe on every tab in each language: shell/e2e/a11y-axe. Chart tooltips, tables and SVG
// downloads, and the SCS calculator: their component tests, BarChart.test.tsx and ScsCalculator.test.tsx.)
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, useTestPage, pressEscapeInDialog } from '../../tools/e2e/browser';

const MASS_BALANCE_TABS = [
  ['charts', 'Charts'],
  ['precipitation', 'Precipitation'],
  ['evapotranspiration', 'Evapotranspiration'],
  ['infiltration', 'Infiltration'],
  ['surface', 'Surface'],
  ['storage', 'Storage'],
  ['demand', 'Demand'],
  ['reclaimed', 'Reclaimed'],
] as const;
// Parameter cards per tab (spec: Business constants).
const PARAMETER_COUNTS: Record<string, number> = { precipitation: 5, evapotranspiration: 5, infiltration: 6, surface: 4, storage: 6, demand: 4, reclaimed: 15 };

// Slow shared machine: locators wait longer (not a timing assertion).
const t = useTestPage({ timeout: 60_000 });

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const charts = (scope: Locator) => scope.locator('svg[role="img"]');
const text = async (l: Locator) => (await l.textContent())?.trim();

async function openMassBalance(page: Page) {
  await page.goto(baseUrl());
  await page.getByRole('button', { name: 'Hydrological Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hydrological Mass Balance Model' });
  await dialog.waitFor();
  return dialog;
}

async function openMonthly(page: Page) {
  await page.goto(baseUrl());
  await page.getByRole('button', { name: 'Monthly Analysis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Monthly Water Balance' });
  await dialog.waitFor();
  return dialog;
}

async function readDownload(page: Page, trigger: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path!, 'utf8') };
}

/** Minimal RFC 4180 reader for the test: our files have no line breaks inside fields. */
function parseCsv(text: string) {
  const rows = text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const cells: string[] = [];
      let cur = '';
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const c = line[i]!;
        if (quoted) {
          if (c === '"' && line[i + 1] === '"') {
            cur += '"';
            i++;
          } else if (c === '"') quoted = false;
          else cur += c;
        } else if (c === '"') quoted = true;
        else if (c === ',') {
          cells.push(cur);
          cur = '';
        } else cur += c;
      }
      cells.push(cur);
      return cells;
    });
  const [header, ...body] = rows;
  return { header: header!, records: body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]!]))) };
}

test('mass balance: opens from the sidebar on Charts with eleven charts; every tab is walked and in the URL', async () => {
  const dialog = await openMassBalance(t.page);
  expect(param(t.page, 'dialog')).toBe('hydrology');
  expect(await dialog.getByRole('tab', { name: 'Charts', exact: true }).getAttribute('aria-selected')).toBe('true');
  await dialog.getByRole('heading', { name: 'Model equations' }).waitFor();
  expect(await dialog.locator('[data-equation]').count()).toBe(4);
  await charts(dialog).first().waitFor();
  expect(await charts(dialog).count()).toBe(11);
  await dialog.getByRole('img', { name: 'Monthly runoff coefficient' }).waitFor();
  await dialog.getByRole('img', { name: 'Mass balance components by month' }).waitFor();
  await dialog.getByRole('img', { name: 'Monthly soil moisture' }).waitFor();

  for (const [id, label] of MASS_BALANCE_TABS.slice(1)) {
    await dialog.getByRole('tab', { name: label, exact: true }).click();
    await dialog.getByRole('tab', { name: label, exact: true, selected: true }).waitFor();
    expect(param(t.page, 'tab')).toBe(id);
    await dialog.locator('[data-parameter]').first().waitFor();
    expect(await dialog.locator('[data-parameter]').count()).toBe(PARAMETER_COUNTS[id]);
    expect(await charts(dialog).count()).toBe(0);
  }
  // The last tab's cards: name, unit badge, value, source.
  const cn = dialog.locator('[data-parameter="curveNumber"]');
  expect(await text(cn.locator('[data-value]'))).toBe('82–89');
  await cn.getByText('Source: USDA SCS curve-number method (TR-55)').waitFor();
  // Below the tabs, on every tab.
  await dialog.getByRole('heading', { name: 'Data collection guidelines' }).waitFor();
  expect(await dialog.locator('[data-application-group]').count()).toBe(3);
  expect(await dialog.locator('[data-check]').count()).toBe(9);
});

test('mass balance: a deep link opens the same tab; the assumptions companion starts on overview and is in the URL', async () => {
  await t.page.goto(`${baseUrl()}/?dialog=hydrology&tab=storage`);
  const dialog = t.page.getByRole('dialog', { name: 'Hydrological Mass Balance Model' });
  await dialog.waitFor();
  expect(await dialog.getByRole('tab', { name: 'Storage', exact: true }).getAttribute('aria-selected')).toBe('true');
  expect(await text(dialog.locator('[data-parameter="groundwaterStorage"] [data-value]'))).toBe('15');

  await dialog.getByRole('button', { name: 'Model assumptions' }).click();
  const companion = t.page.getByRole('dialog', { name: 'Model assumptions' });
  await companion.waitFor();
  expect(await companion.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
  expect(param(t.page, 'hydrology.assumptions')).toBe('overview');
  await companion.getByRole('tab', { name: 'Water demand' }).click();
  await companion.getByRole('tab', { name: 'Water demand', selected: true }).waitFor();
  expect(param(t.page, 'hydrology.assumptions')).toBe('demand');
  await companion.getByText('In all 51,150 m³/day on average, 18,670 thousand m³ a year').waitFor();

  // Reload: the same view comes back.
  await t.page.reload();
  await t.page.getByRole('dialog', { name: 'Model assumptions' }).getByText('In all 51,150 m³/day on average').waitFor();
  // Escape closes the companion only.
  await pressEscapeInDialog(t.page);
  await t.page.getByRole('dialog', { name: 'Model assumptions' }).waitFor({ state: 'detached' });
  expect(param(t.page, 'hydrology.assumptions')).toBeNull();
  await dialog.waitFor();
  expect(param(t.page, 'tab')).toBe('storage');
});

test('mass balance: Export Data downloads both monthly sets and the parameters as CSV (BOM, header) and JSON', async () => {
  const dialog = await openMassBalance(t.page);
  const exportItem = async (name: string) => {
    await dialog.getByRole('button', { name: 'Export Data' }).click();
    await t.page.getByRole('menuitem', { name }).click();
  };

  const b = await readDownload(t.page, () => exportItem('Monthly water balance, set B (CSV)'));
  expect(b.name).toBe('forest-city-hydrology-monthly-set-b.csv');
  expect(b.text.charCodeAt(0)).toBe(0xfeff);
  const setB = parseCsv(b.text.slice(1));
  expect(setB.header).toEqual([
    'month',
    'rainfall_mm',
    'evaporation_mm',
    'runoff_mm',
    'surface_runoff_mm',
    'groundwater_recharge_mm',
    'water_need_thousand_m3',
    'temperature_c',
    'nitrogen_kg_per_ha',
    'phosphorus_kg_per_ha',
  ]);
  expect(setB.records.map((r) => r.month)).toEqual(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']);
  const sum = (rows: Record<string, string>[], col: string) => Math.round(rows.reduce((a, r) => a + Number(r[col]), 0) * 100) / 100;
  expect([
    sum(setB.records, 'rainfall_mm'),
    sum(setB.records, 'evaporation_mm'),
    sum(setB.records, 'runoff_mm'),
    sum(setB.records, 'water_need_thousand_m3'),
    sum(setB.records, 'nitrogen_kg_per_ha'),
    sum(setB.records, 'phosphorus_kg_per_ha'),
  ]).toEqual([2399, 1488, 1302, 15950, 31.4, 3.98]);

  const a = await readDownload(t.page, () => exportItem('Monthly model data, set A (CSV)'));
  const setA = parseCsv(a.text.slice(1));
  expect(a.text.charCodeAt(0)).toBe(0xfeff);
  expect(setA.records).toHaveLength(12);
  expect(sum(setA.records, 'precipitation_mm')).toBe(2400);
  expect(setA.records.find((r) => r.month === 'Nov')?.precipitation_mm).toBe('385');

  const p = await readDownload(t.page, () => exportItem('Parameters and assumptions (CSV)'));
  const params = parseCsv(p.text.slice(1));
  expect(params.header).toEqual(['group', 'id', 'name', 'value', 'unit', 'source']);
  expect(params.records.find((r) => r.id === 'annualRainfall')).toEqual({
    group: 'precipitation',
    id: 'annualRainfall',
    name: 'Annual rainfall',
    value: '2,400',
    unit: 'mm',
    source: 'Regional climate records, southern Johor',
  });

  const j = await readDownload(t.page, () => exportItem('All data (JSON)'));
  const json = JSON.parse(j.text);
  expect(json.monthlySetA).toHaveLength(12);
  expect(json.monthlySetB).toHaveLength(12);
});

test('monthly: opens on Annual Overview with the totals; every tab walked; charts, table bars, nutrients, balance', async () => {
  const dialog = await openMonthly(t.page);
  expect(param(t.page, 'dialog')).toBe('monthly');
  expect(await dialog.getByRole('tab', { name: 'Annual Overview' }).getAttribute('aria-selected')).toBe('true');
  const annual = (id: string) => text(dialog.locator(`[data-annual="${id}"] [data-value]`));
  expect([await annual('rainfall'), await annual('evaporation'), await annual('runoff'), await annual('waterDemand')]).toEqual(['2,399', '1,488', '1,302', '16.0']);
  expect(await text(dialog.locator('[data-balance]'))).toBe('\u2212391 mm/yr');
  await dialog.getByText('A negative balance means a possible groundwater recharge deficit', { exact: false }).waitFor();
  expect(await dialog.getByRole('link', { name: /Public rainfall and flood information/ }).getAttribute('target')).toBe('_blank');

  await dialog.getByRole('tab', { name: 'Histograms' }).click();
  await dialog.getByRole('tab', { name: 'Histograms', selected: true }).waitFor();
  expect(param(t.page, 'tab')).toBe('histograms');
  await charts(dialog).first().waitFor();
  expect(await charts(dialog).count()).toBe(7);

  await dialog.getByRole('tab', { name: 'Monthly Data' }).click();
  await dialog.getByRole('tab', { name: 'Monthly Data', selected: true }).waitFor();
  expect(param(t.page, 'tab')).toBe('monthly');
  await dialog.locator('[data-bar="rainfall"]').first().waitFor();
  const widths = await dialog.locator('[data-bar="rainfall"]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
  expect(widths).toHaveLength(12);
  expect(Math.max(...widths)).toBeCloseTo(60, 0);
  expect(widths[10]).toBeCloseTo(60, 0); // November, 340 mm, the column maximum
  expect(widths[6]).toBeCloseTo((90 / 340) * 60, 0);
  expect(await text(dialog.locator('[data-total="waterNeed"]'))).toBe('15,950');

  await dialog.getByRole('tab', { name: 'Nutrient Runoff' }).click();
  await dialog.locator('[data-nutrient-total="nitrogen"]').waitFor();
  expect(param(t.page, 'tab')).toBe('nutrients');
  expect(await text(dialog.locator('[data-nutrient-total="nitrogen"] [data-tons]'))).toBe('63.6 t/yr');
  expect(await text(dialog.locator('[data-nutrient-total="phosphorus"] [data-tons]'))).toBe('8.06 t/yr');
  await charts(dialog).first().waitFor(); // drawn one frame after the panel
  expect(await charts(dialog).count()).toBe(2);

  await dialog.getByRole('tab', { name: 'Water Balance' }).click();
  await dialog.locator('[data-month-balance]').first().waitFor();
  expect(param(t.page, 'tab')).toBe('balance');
  const cells = dialog.locator('[data-month-balance]');
  expect(await cells.count()).toBe(12);
  const styles = await cells.evaluateAll((els) => els.map((e) => ({ text: e.textContent, color: getComputedStyle(e).color })));
  const green = 'rgb(27, 110, 46)'; // #1b6e2e, 6.3:1 on white
  const red = 'rgb(201, 42, 42)'; // #c92a2a, 5.4:1 on white
  for (const s of styles) expect(s.color).toBe(s.text!.startsWith('+') ? green : red);
  expect(styles.filter((s) => s.text!.startsWith('+')).map((s) => s.text)).toEqual(['+7', '+25', '+26']);
  expect(await text(dialog.locator('[data-insight="wet"] [data-value]'))).toBe('Oct–Dec');
  expect(await text(dialog.locator('[data-insight="dry"] [data-value]'))).toBe('Jun–Aug');
  expect(await text(dialog.locator('[data-insight="runoff"] [data-value]'))).toBe('54%');

  await t.page.goBack();
  await dialog.waitFor({ state: 'detached' });
  expect(param(t.page, 'dialog')).toBeNull();
});

test('monthly: a deep link opens the same tab', async () => {
  await t.page.goto(`${baseUrl()}/?dialog=monthly&tab=nutrients`);
  const dialog = t.page.getByRole('dialog', { name: 'Monthly Water Balance' });
  await dialog.waitFor();
  expect(await dialog.getByRole('tab', { name: 'Nutrient Runoff' }).getAttribute('aria-selected')).toBe('true');
  await dialog.locator('[data-nutrient-total="nitrogen"]').waitFor();
});

test.each([
  { lng: 'zh', massTitle: '水文物质平衡模型', monthlyTitle: '月度水量平衡', tab: '蒸散发', chart: '月降水量', overview: '年度概览', demandUnit: '百万立方米/年' },
  {
    lng: 'ms',
    massTitle: 'Model Imbangan Jisim Hidrologi',
    monthlyTitle: 'Imbangan Air Bulanan',
    tab: 'Sejatpeluhan',
    chart: 'Kerpasan bulanan',
    overview: 'Gambaran Tahunan',
    demandUnit: 'juta m³/tahun',
  },
])('in $lng both dialogs, their tabs, charts and units are translated', async ({ lng, massTitle, monthlyTitle, tab, chart, overview, demandUnit }) => {
  await t.context.addInitScript((l) => localStorage.setItem('i18nextLng', l), lng);
  await t.page.goto(`${baseUrl()}/?dialog=hydrology`);
  const mass = t.page.getByRole('dialog', { name: massTitle });
  await mass.waitFor();
  await mass.getByRole('tab', { name: tab }).waitFor();
  await mass.getByRole('img', { name: chart }).waitFor();
  expect(await charts(mass).count()).toBe(11);
  await t.page.goto(`${baseUrl()}/?dialog=monthly`);
  const monthly = t.page.getByRole('dialog', { name: monthlyTitle });
  await monthly.waitFor();
  expect(await monthly.getByRole('tab', { name: overview }).getAttribute('aria-selected')).toBe('true');
  expect(await text(monthly.locator('[data-annual="waterDemand"]'))).toContain(demandUnit);
  expect(await text(monthly.locator('[data-annual="waterDemand"] [data-value]'))).toBe('16.0');
});
