// mfe-stormwater in the composed page, in real Chromium: the Stormwater Approaches dialog opens
// from the sidebar, walks its three tabs, downloads the comparison and the selected approach and
// reads them back, restores its view from a link, stays readable on a phone, and has no serious or
// critical axe violations on a phone in each language. (Cards, the selector and the languages' texts:
// StormwaterApproachesDialog.test.tsx.)
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import type { Locator, Page } from 'playwright-core';
import { addScriptFile, baseUrl, useBrowser, type TestPage } from '../../tools/e2e/browser';

const APPROACHES = [
  { id: 'bgi', en: 'Blue-green infrastructure (BGI)' },
  { id: 'gi', en: 'Green infrastructure (GI)' },
  { id: 'wsud', en: 'Water sensitive urban design (WSUD)' },
  { id: 'suds', en: 'Sustainable drainage systems (SuDS)' },
  { id: 'lid', en: 'Low impact development (LID)' },
  { id: 'abc-waters', en: 'Active, Beautiful, Clean Waters (ABC Waters)' },
  { id: 'sponge-city', en: 'Sponge cities' },
];

const TEXT = {
  en: {
    title: 'Stormwater Approaches',
    tabs: ['Overview & Comparison', 'Detailed Analysis', 'Implementation Guidelines'],
    header: 'id,Approach,Origin,Primary focus,Scale,Integration level,Policy framework',
  },
  zh: {
    title: '雨洪管理方法',
    tabs: ['概览与比较', '详细分析', '实施指南'],
  },
  ms: {
    title: 'Pendekatan Pengurusan Air Ribut',
    tabs: ['Gambaran Keseluruhan & Perbandingan', 'Analisis Terperinci', 'Garis Panduan Pelaksanaan'],
  },
} as const;
type Lng = keyof typeof TEXT;

const SHOTS = path.join(os.tmpdir(), 'mfe-stormwater-e2e-shots');

const browser = useBrowser();
let t: TestPage;

/** `sharp`: screenshots kept for people, so every device pixel (tools/e2e/browser.ts, TEST_DEVICE_SCALE). */
async function open(lng: Lng = 'en', viewport?: { width: number; height: number }, sharp = false) {
  t = await browser.open({ ...(viewport ? { viewport } : {}), ...(sharp ? { deviceScaleFactor: 1 } : {}) });
  // The shell's language detection reads localStorage first (spec: Business constants).
  await t.context.addInitScript((l) => localStorage.setItem('i18nextLng', l), lng);
  return t.page;
}

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

async function waitForParam(page: Page, name: string, value: string | null) {
  await page.waitForFunction(([n, v]) => new URL(location.href).searchParams.get(n as string) === v, [name, value] as const);
}

/** Downloads through a button and returns the file's bytes. */
async function download(page: Page, button: Locator) {
  const [dl] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = await dl.path();
  return { name: dl.suggestedFilename(), bytes: readFileSync(file) };
}

function parseCsv(bytes: Buffer) {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { text, rows: parsed.data };
}

async function axeSeriousViolations(page: Page) {
  await addScriptFile(page, require.resolve('axe-core/axe.min.js'));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Element, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } })
      .axe;
    const dialog = document.querySelector('[role="dialog"]')!;
    const { violations } = await axe.run(dialog, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

test('opens from the sidebar on Overview & Comparison and walks all three tabs; Escape closes it', async () => {
  const page = await open();
  await page.goto(baseUrl());
  await page.getByRole('button', { name: 'Stormwater Approaches' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stormwater Approaches' });
  await dialog.waitFor();
  expect(param(page, 'dialog')).toBe('stormwater');

  const overview = dialog.getByRole('tab', { name: 'Overview & Comparison' });
  await overview.waitFor();
  expect(await overview.getAttribute('aria-selected')).toBe('true');
  expect(await dialog.getByRole('button', { name: /: open the detailed analysis$/ }).count()).toBe(7);
  const table = dialog.getByRole('table', { name: 'Comparison of the seven stormwater approaches' });
  expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Approach', 'Primary focus', 'Scale', 'Integration level', 'Policy framework']);
  expect(await table.locator('tbody tr').count()).toBe(7);

  await dialog.getByRole('tab', { name: 'Detailed Analysis' }).click();
  await waitForParam(page, 'tab', 'detailed');
  await dialog.getByRole('heading', { level: 3, name: APPROACHES[0]!.en }).waitFor();
  expect(await dialog.getByRole('combobox', { name: 'Approach' }).inputValue()).toBe(APPROACHES[0]!.en);

  await dialog.getByRole('tab', { name: 'Implementation Guidelines' }).click();
  await waitForParam(page, 'tab', 'guidelines');
  await dialog.getByRole('heading', { name: 'Selection criteria' }).waitFor();
  await dialog.getByRole('heading', { name: 'Recommended hybrid approach' }).waitFor();
  expect(await dialog.getByTestId('hybrid-phase').count()).toBe(3);
  await dialog
    .getByText(/150 mm\/h/)
    .first()
    .waitFor();

  await dialog.getByRole('tab', { name: 'Overview & Comparison' }).click();
  await waitForParam(page, 'tab', 'overview');

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(param(page, 'dialog')).toBeNull();
});

test('downloads the comparison as CSV (BOM, header, seven rows) and JSON, and the selected approach', async () => {
  const page = await open();
  await page.goto(`${baseUrl()}/?dialog=stormwater`);
  const dialog = page.getByRole('dialog', { name: 'Stormwater Approaches' });

  const csv = await download(page, dialog.getByRole('button', { name: 'Comparison (CSV)' }));
  expect(csv.name).toBe('forest-city-stormwater-comparison-en.csv');
  const { text, rows } = parseCsv(csv.bytes);
  expect(text.split('\r\n')[0]).toBe(TEXT.en.header);
  expect(rows).toHaveLength(1 + 7);
  expect(rows.slice(1).map((r) => r[0])).toEqual(APPROACHES.map((a) => a.id));
  expect(rows.slice(1).map((r) => r[1])).toEqual(APPROACHES.map((a) => a.en));
  // The file holds what the table shows.
  const tableFirstRow = await dialog.getByRole('table').locator('tbody tr').first().locator('td').allTextContents();
  expect(rows[1]!.slice(3)).toEqual(tableFirstRow);

  const json = await download(page, dialog.getByRole('button', { name: 'Comparison (JSON)' }));
  expect(json.name).toBe('forest-city-stormwater-comparison-en.json');
  const parsed = JSON.parse(json.bytes.toString('utf8'));
  expect(parsed.approaches.map((a: { id: string }) => a.id)).toEqual(APPROACHES.map((a) => a.id));

  await page.goto(`${baseUrl()}/?dialog=stormwater&tab=detailed&approach=abc-waters`);
  const detail = await download(page, dialog.getByRole('button', { name: 'This approach (JSON)' }));
  expect(detail.name).toBe('forest-city-stormwater-abc-waters-en.json');
  const approach = JSON.parse(detail.bytes.toString('utf8'));
  expect(approach).toMatchObject({ id: 'abc-waters', name: 'Active, Beautiful, Clean Waters (ABC Waters)' });
  expect(approach.examples.map((e: { name: string }) => e.name)).toContain('Bishan-Ang Mo Kio Park');
  const detailCsv = parseCsv((await download(page, dialog.getByRole('button', { name: 'This approach (CSV)' }))).bytes);
  expect(detailCsv.rows[0]).toEqual(['Field', 'Value']);
  expect(detailCsv.rows[1]).toEqual(['Approach', 'Active, Beautiful, Clean Waters (ABC Waters)']);
});

test('a link with dialog, tab and approach opens the same view, also after a reload', async () => {
  const page = await open();
  await page.goto(`${baseUrl()}/?dialog=stormwater&tab=detailed&approach=lid`);
  const dialog = page.getByRole('dialog', { name: 'Stormwater Approaches' });
  await dialog.getByRole('heading', { level: 3, name: 'Low impact development (LID)' }).waitFor();
  expect(await dialog.getByRole('tab', { name: 'Detailed Analysis' }).getAttribute('aria-selected')).toBe('true');
  await dialog.getByText(/Prince George's County, Maryland, United States/).waitFor();
  await page.reload();
  await dialog.getByRole('heading', { level: 3, name: 'Low impact development (LID)' }).waitFor();
  await page.goto(`${baseUrl()}/?dialog=stormwater&tab=guidelines`);
  expect(await dialog.getByRole('tab', { name: 'Implementation Guidelines' }).getAttribute('aria-selected')).toBe('true');
});

test('closing a deep-linked dialog removes its dialog, tab and approach from the URL, and they stay gone', async () => {
  const page = await open();
  await page.goto(`${baseUrl()}/?layers=water&dialog=stormwater&tab=detailed&approach=lid`);
  const dialog = page.getByRole('dialog', { name: 'Stormwater Approaches' });
  await dialog.getByRole('heading', { level: 3, name: 'Low impact development (LID)' }).waitFor();
  await dialog.getByRole('combobox', { name: 'Approach' }).click();
  await page.getByRole('option', { name: 'Sponge cities', exact: true }).click();
  await waitForParam(page, 'approach', 'sponge-city');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => !new URLSearchParams(location.search).has('dialog'));
  // Give a late writer (the remote re-writing its choice) the chance to act before checking.
  await page.waitForTimeout(500);
  const params = new URL(page.url()).searchParams;
  expect([params.get('dialog'), params.get('tab'), params.get('approach')]).toEqual([null, null, null]);
  expect(params.get('layers')).toBe('water');
});

test('on a phone the comparison is stacked cards and nothing overflows sideways', async () => {
  const page = await open('en', { width: 390, height: 844 });
  await page.goto(`${baseUrl()}/?dialog=stormwater`);
  const dialog = page.getByRole('dialog', { name: 'Stormwater Approaches' });
  const cards = dialog.getByTestId('comparison-cards');
  await cards.waitFor();
  expect(await cards.locator('li').count()).toBe(7);
  expect(await dialog.getByTestId('comparison-table').isVisible()).toBe(false);
  const overflow = await page.evaluate(() => {
    const body = document.querySelector('.mantine-Modal-body') as HTMLElement;
    return body.scrollWidth - body.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
});

const VIEWS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;
const CASES = (['en', 'zh', 'ms'] as const).flatMap((lng) => VIEWS.map(([view, viewport]) => ({ lng, view, viewport })));

// On a desktop, a11y-axe.e2e reads every tab of this dialog in each language with every rule.
test.each(CASES)('every tab renders in $lng on $view, with no serious axe violations on a phone (screenshots kept)', async ({ lng, view, viewport }) => {
  mkdirSync(SHOTS, { recursive: true });
  const page = await open(lng, viewport, true);
  await page.goto(`${baseUrl()}/?dialog=stormwater&approach=abc-waters`);
  const dialog = page.getByRole('dialog', { name: TEXT[lng].title });
  const tabs = ['overview', 'detailed', 'guidelines'] as const;
  for (const [i, tab] of tabs.entries()) {
    if (i > 0) {
      await dialog.getByRole('tab', { name: TEXT[lng].tabs[i]! }).click();
      await waitForParam(page, 'tab', tab);
    }
    await dialog.getByRole('tab', { name: TEXT[lng].tabs[i]!, selected: true }).waitFor();
    await dialog.getByRole('tabpanel').waitFor();
    if (view === 'phone') expect(await axeSeriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `${lng}-${view}-${tab}.png`) });
  }
});
