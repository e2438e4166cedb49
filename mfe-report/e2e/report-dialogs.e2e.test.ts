// mfe-report in the composed dashboard: each of its dialogs opens from the sidebar, every tab is
// walked (tab in the URL, Back closes), a deep link opens the same view, the content is there in
// Chinese and Malay. axe reads every tab of every dialog in each language: shell/e2e/a11y-axe.
import type { Page } from 'playwright-core';
import { baseUrl, useTestPage, pressEscapeInDialog } from '../../tools/e2e/browser';

const DIALOGS = [
  {
    id: 'history',
    button: 'Development Timeline',
    title: 'Forest City - Development History & Research Analysis',
    tabs: [
      ['overview', 'Overview'],
      ['evolution', 'Evolution'],
      ['challenges', 'Challenges'],
      ['future', 'Future Vision'],
    ],
  },
  {
    id: 'future',
    button: 'Future Development',
    title: 'Future Development',
    tabs: [
      ['masterplan', 'Master Plan'],
      ['geology', 'Geological Survey'],
      ['timeline', 'Timeline'],
      ['landuse', 'Land Use'],
      ['plans', 'Future Plans'],
      ['sustainability', 'Sustainability'],
    ],
  },
  {
    id: 'report',
    button: 'Analytical Report',
    title: 'Analytical Report',
    tabs: [
      ['executive', 'Executive Summary'],
      ['vision', 'Original Vision'],
      ['status', 'Current Status'],
      ['challenges', 'Challenges'],
      ['analysis', 'Analysis'],
      ['outlook', 'Future Outlook'],
    ],
  },
] as const;

// Slow shared machine: locators wait longer (not a timing assertion).
const t = useTestPage({ timeout: 60_000 });

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

test.each(DIALOGS)('"$button" opens $id from the sidebar; every tab shows its section and is in the URL; Back closes', async ({ id, button, title, tabs }) => {
  await t.page.goto(baseUrl());
  await t.page.getByRole('button', { name: button }).click();
  const dialog = t.page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  expect(param(t.page, 'dialog')).toBe(id);
  // Default tab: the first one.
  expect(await dialog.getByRole('tab', { name: tabs[0][1], exact: true }).getAttribute('aria-selected')).toBe('true');
  await dialog.getByRole('heading', { level: 3, name: tabs[0][1], exact: true }).waitFor();
  for (const [tabId, label] of tabs) {
    await dialog.getByRole('tab', { name: label, exact: true }).click();
    await dialog.getByRole('heading', { level: 3, name: label, exact: true }).waitFor();
    expect(param(t.page, 'tab')).toBe(tabId);
    expect(await dialog.getByRole('tab', { name: label, exact: true }).getAttribute('aria-selected')).toBe('true');
    // Only the selected section is on screen.
    const visible = await dialog.locator('[role="tabpanel"]:visible').evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));
    expect(visible).toEqual([tabId]);
  }
  await dialog.getByRole('heading', { name: 'Sources', exact: true }).waitFor();
  await t.page.goBack();
  await dialog.waitFor({ state: 'detached' });
  expect(param(t.page, 'dialog')).toBeNull();
  expect(param(t.page, 'tab')).toBeNull();
});

test('a deep link opens the report dialog on the Analysis tab; Escape closes it', async () => {
  await t.page.goto(`${baseUrl()}/?dialog=report&tab=analysis`);
  const dialog = t.page.getByRole('dialog', { name: 'Analytical Report' });
  await dialog.getByRole('heading', { level: 3, name: 'Analysis', exact: true }).waitFor();
  expect(await dialog.getByRole('tab', { name: 'Analysis', exact: true }).getAttribute('aria-selected')).toBe('true');
  await pressEscapeInDialog(t.page);
  await dialog.waitFor({ state: 'detached' });
  expect(param(t.page, 'dialog')).toBeNull();
});

test('the future dialog shows the figures: land use adds up to 2,025 ha and 100%, phases 100/65/15, sustainability bars', async () => {
  await t.page.goto(`${baseUrl()}/?dialog=future&tab=landuse`);
  const dialog = t.page.getByRole('dialog', { name: 'Future Development' });
  const total = dialog.locator('[data-section="landuse"] [data-total]');
  await total.waitFor();
  expect((await total.innerText()).replace(/\s+/g, ' ').trim()).toBe('Total 2,025 100.0%');
  await dialog.getByRole('img', { name: /Land use of the 2,025 ha planning area/ }).waitFor();
  await dialog.getByRole('tab', { name: 'Master Plan', exact: true }).click();
  const phases = dialog.locator('[data-section="masterplan"] [role="progressbar"]');
  await phases.first().waitFor(); // the tab's panel renders after the click
  expect(await phases.evaluateAll((els) => els.map((e) => e.getAttribute('aria-valuenow')))).toEqual(['100', '65', '15']);
  await dialog.getByRole('tab', { name: 'Sustainability', exact: true }).click();
  const bars = dialog.locator('[data-section="sustainability"] [role="progressbar"]');
  await bars.first().waitFor();
  expect(await bars.evaluateAll((els) => els.map((e) => e.getAttribute('aria-valuenow')))).toEqual(['35', '45', '68', '78', '52', '42']);
  await dialog.getByRole('tab', { name: 'Geological Survey', exact: true }).click();
  await dialog.getByRole('img', { name: /Schematic soil profile/ }).waitFor();
});

test('the history timeline has six events with distinct status badge colours', async () => {
  await t.page.goto(`${baseUrl()}/?dialog=history`);
  const dialog = t.page.getByRole('dialog', { name: 'Forest City - Development History & Research Analysis' });
  const badges = dialog.locator('[data-section="overview"] [data-status]');
  await badges.first().waitFor();
  const rows = await badges.evaluateAll((els) => els.map((e) => [e.getAttribute('data-status'), getComputedStyle(e).backgroundColor]));
  expect(rows.map((r) => r[0])).toEqual(['planning', 'construction', 'milestone', 'operational', 'milestone', 'education']);
  const colourOf = Object.fromEntries(rows);
  expect(new Set(Object.values(colourOf)).size).toBe(5); // five distinct statuses among the six events
});

test.each([
  { lng: 'zh', button: '发展时间线', title: '森林城市——发展历史与研究分析', tab: '演变', heading: '四个阶段', sources: '资料来源' },
  { lng: 'ms', button: 'Pembangunan Masa Depan', title: 'Pembangunan Masa Depan', tab: 'Guna Tanah', heading: 'Guna Tanah', sources: 'Sumber' },
  { lng: 'zh', button: '分析报告', title: '分析报告', tab: '分析', heading: '对规划城市的启示', sources: '资料来源' },
])('in $lng, "$button" opens with translated tabs and content', async ({ lng, button, title, tab, heading, sources }) => {
  await t.context.addInitScript((l) => localStorage.setItem('i18nextLng', l), lng);
  await t.page.goto(baseUrl());
  await t.page.getByRole('button', { name: button, exact: true }).click();
  const dialog = t.page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('tab', { name: tab, exact: true }).click();
  await dialog.getByRole('heading', { name: heading, exact: true }).waitFor();
  await dialog.getByRole('heading', { name: sources, exact: true }).waitFor();
  // No English tab label leaks into the translated dialog.
  const labels = await dialog.getByRole('tab').allInnerTexts();
  for (const label of labels) expect(['Overview', 'Master Plan', 'Executive Summary', 'Analysis', 'Land Use']).not.toContain(label);
});
