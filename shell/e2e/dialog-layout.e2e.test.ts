// The sidebar dialogs' layout where the spec walk found it crowded (issue 18, item 4): on a 390x844
// touch phone every dialog's tabs are one row that scrolls sideways, the mass balance equations
// start closed (the charts are on the first screen), and a wide table shows that it scrolls; at
// 1440x900 the report dialog's six tabs fit one row.
import type { Page } from 'playwright-core';
import { baseUrl, useBrowser, type TestPage } from '../../tools/e2e/browser';

const browser = useBrowser();
let t: TestPage;

async function phone(locale = 'en-US'): Promise<Page> {
  t = await browser.open({ viewport: { width: 390, height: 844 }, touch: true, locale });
  return t.page;
}

/** The tops of a dialog's first tab list's tabs, and whether the list scrolls sideways. */
async function tabRow(page: Page) {
  const list = page.getByRole('dialog').last().getByRole('tablist').first();
  await list.waitFor();
  return list.evaluate((el) => ({
    tops: [...new Set([...el.querySelectorAll('[role="tab"]')].map((tab) => Math.round(tab.getBoundingClientRect().top)))],
    overflowX: getComputedStyle(el).overflowX,
  }));
}

test.each(['history', 'hydrology', 'monthly', 'stormwater', 'future', 'report'])('on a touch phone the %s dialog has its tabs in one scrollable row', async (dialog) => {
  const page = await phone();
  await page.goto(`${baseUrl()}/?dialog=${dialog}`);
  const row = await tabRow(page);
  expect(row.tops).toHaveLength(1);
  expect(row.overflowX).toBe('auto');
});

test('on a touch phone the mass balance equations start closed, so the first chart is on the first screen; they open on a tap', async () => {
  const page = await phone();
  await page.goto(`${baseUrl()}/?dialog=hydrology`);
  const equations = page.getByTestId('hydrology-equations');
  await equations.waitFor();
  expect(await equations.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
  const chart = page.getByRole('dialog').getByRole('tabpanel').first();
  await chart.waitFor();
  const box = (await chart.boundingBox())!;
  expect(box.y).toBeLessThan(844);
  await page.getByText('Model equations', { exact: true }).tap();
  expect(await equations.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
});

test.each(['en-US', 'ms-MY'])('on a touch phone the monthly data table shows that it scrolls sideways, until scrolled to the end (%s)', async (locale) => {
  const page = await phone(locale);
  await page.goto(`${baseUrl()}/?dialog=monthly&tab=monthly`);
  const cue = page.getByRole('dialog').getByTestId('scroll-cue').first();
  await cue.waitFor();
  const viewport = page.getByRole('dialog').locator('[data-scroll-cue="more"] .mantine-ScrollArea-viewport').first();
  await viewport.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await cue.waitFor({ state: 'detached' });
});

test('at 1440x900 the report dialog has its six tabs on one row, none cut off', async () => {
  t = await browser.open({ viewport: { width: 1440, height: 900 } });
  await t.page.goto(`${baseUrl()}/?dialog=report`);
  const row = await tabRow(t.page);
  expect(row.tops).toHaveLength(1);
  const list = t.page.getByRole('dialog').getByRole('tablist').first();
  expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  expect(await list.getByRole('tab').count()).toBe(6);
});
