// axe-core over every state a visitor can reach: the dashboard, the search results, the map's
// item list and item dialog, every sidebar dialog on every tab (and the mass balance model's
// assumptions companion on each of its tabs), the settings panel, Help, the language menu, the
// report page on every tab and the 404 page, in English, Chinese and Malay; then the light-dark
// check: the same rules with the dark colour scheme. Zero violations of impact serious or
// critical (quality.md: WCAG 2.2 AA).
//
// One page per language: states are reached by clicking tabs and by moving the address bar
// inside the app (history.pushState + popstate, which React Router follows) rather than by a
// fresh page per state. axe reads the whole document for each state, except a later tab of a
// dialog or of the report page: a tab changes only its dialog or the main region, so axe reads
// that (ids are still compared with the whole document), the rest being the state just checked
// whole. Every failure names its state (language, scheme, dialog, tab). The per-test limit is
// generous because the machine is shared, never a timing check.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, useTestPage, pressEscapeInDialog, waitForMenuFocus } from '../../tools/e2e/browser';

const t = useTestPage({ timeout: 60_000 });
const AXE_PATH = createRequire(__filename).resolve('axe-core/axe.min.js');
const ROOT = path.resolve(__dirname, '../..');

type Lng = 'en' | 'zh' | 'ms';
type Scheme = 'light' | 'dark';

/** Every sidebar dialog (shell/src/features/dialogs/dialog-registry.ts) and its tabs, first = default. */
const DIALOG_TABS: Record<string, readonly [string, ...string[]]> = {
  history: ['overview', 'evolution', 'challenges', 'future'],
  hydrology: ['charts', 'precipitation', 'evapotranspiration', 'infiltration', 'surface', 'storage', 'demand', 'reclaimed'],
  monthly: ['overview', 'histograms', 'monthly', 'nutrients', 'balance'],
  stormwater: ['overview', 'detailed', 'guidelines'],
  future: ['masterplan', 'geology', 'timeline', 'landuse', 'plans', 'sustainability'],
  report: ['executive', 'vision', 'status', 'challenges', 'analysis', 'outlook'],
};
/** The mass balance model's companion (?hydrology.assumptions=<tab>). */
const ASSUMPTIONS_TABS = ['overview', 'landCover', 'demand'] as const;
const REPORT_PAGE_TABS = ['executive', 'vision', 'status', 'challenges', 'analysis', 'outlook'] as const;
const ITEM_ID = 'water-treatment-station-island-1';

/** The shell's texts in one language, from the locale file the page itself loads. */
const shellText = (lng: Lng) => JSON.parse(readFileSync(path.join(ROOT, 'shell', 'locales', lng, 'common.json'), 'utf8'));

interface AxeNode {
  target: string[];
}
interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: AxeNode[];
}

/** Navigation inside the single-page app, as a link would do it (no reload). */
async function goInApp(page: Page, url: string) {
  await page.evaluate((u) => {
    window.history.pushState(null, '', u);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * Waits until the state is painted as a visitor sees it: no loader in a dialog or the centre, no
 * transition running and no dialog still transparent (axe samples colours as painted; a fading
 * dialog reads as low contrast) and every open dialog named (titles arrive with their namespace).
 * Open dialogs are the shown ones: a dialog opened before stays in the page, hidden (DialogHost.tsx).
 */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const running = document.getAnimations().some((a) => a.playState === 'running');
    const loading = [...document.querySelectorAll('[role="dialog"] .mantine-Loader, main .mantine-Loader:not([data-testid="search-spinner"])')].some((l) => l.checkVisibility());
    const open = [...document.querySelectorAll('[role="dialog"]')].filter((d) => d.checkVisibility());
    const unnamed = open.some((d) => {
      const ids = d.getAttribute('aria-labelledby');
      const name = ids
        ? ids
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join('')
        : (d.getAttribute('aria-label') ?? '');
      return name.trim() === '';
    });
    // A dialog that has mounted but not yet started its opening transition is still transparent,
    // and no animation is running yet: wait until every open dialog is painted fully opaque.
    const fading = open.some((d) => {
      for (let el: Element | null = d; el; el = el.parentElement) if (getComputedStyle(el).opacity !== '1') return true;
      return false;
    });
    return !running && !loading && !unnamed && !fading;
  });
}

/**
 * Runs axe on the whole document, or on the last shown element matching `within` (a tab's dialog or
 * region); returns one line per serious or critical violation.
 */
async function axeFailures(page: Page, state: string, within?: string): Promise<string[]> {
  await settled(page);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document | Element, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const scope = selector ? [...document.querySelectorAll(selector)].filter((el) => el.checkVisibility()).pop() : document;
    if (!scope) throw new Error(`nothing matches ${selector}`);
    const result = await axe.run(scope, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, within);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${state}: ${v.id} (${v.impact}) at ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(' | ')}${v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : ''}`,
    );
}

async function openPageIn(lng: Lng, scheme: Scheme) {
  await t.context.addInitScript(
    ([l, s]) => {
      localStorage.setItem('i18nextLng', l);
      localStorage.setItem('forest-city-color-scheme', s);
    },
    [lng, scheme] as const,
  );
  await t.context.addInitScript({ path: AXE_PATH });
  await t.page.goto(`${baseUrl()}/`);
  await t.page.locator('[data-testid="infrastructure-map"][data-data-state="ready"]').waitFor();
  // The scheme and language really are the ones under test (else a pass would prove nothing).
  expect(await t.page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe(scheme);
  expect(await t.page.evaluate(() => document.documentElement.lang)).toMatch(new RegExp(`^${lng}`));
}

const topDialog = (page: Page): Locator => page.locator('[role="dialog"]:visible').last();
const tabIn = (scope: Locator, tab: string) => scope.locator(`[role="tab"][id$="-tab-${tab}"]`);

async function selectTab(scope: Locator, tab: string) {
  const button = tabIn(scope, tab);
  if ((await button.getAttribute('aria-selected')) !== 'true') await button.click();
  await scope.locator(`[role="tab"][aria-selected="true"][id$="-tab-${tab}"]`).waitFor();
}

/** Every state of the dashboard and the report page in one language (all tabs) or its first tabs. */
async function walkStates(lng: Lng, scheme: Scheme, allTabs: boolean): Promise<string[]> {
  const page = t.page;
  const text = shellText(lng);
  const failures: string[] = [];
  const check = async (state: string, within?: string) => failures.push(...(await axeFailures(page, `[${lng}, ${scheme}] ${state}`, within)));
  /** Each tab of `tabs` selected in turn: the first checked whole, the later ones within `region`. */
  const checkTabs = async (scope: () => Locator, tabs: readonly string[], region: string, state: (tab: string) => string) => {
    for (const [i, tab] of tabs.entries()) {
      await selectTab(scope(), tab);
      await check(state(tab), i === 0 ? undefined : region);
    }
  };

  await check('dashboard /');

  await goInApp(page, `/?q=${encodeURIComponent('water')}`);
  await page.locator('[data-testid="map-item-list-toggle"]').click();
  await page.locator('[data-testid="map-item-list"] li').first().waitFor();
  await check('search results ?q=water, item list open');

  await goInApp(page, `/?item=${ITEM_ID}`);
  await page.locator('[role="dialog"]').waitFor();
  await check(`map item dialog ?item=${ITEM_ID}`);

  for (const [dialog, tabs] of Object.entries(DIALOG_TABS)) {
    // The dialog open before is hidden (kept: DialogHost.tsx) once the new one is there, not removed:
    // until then it is the top one.
    const before = await topDialog(page).elementHandle();
    await goInApp(page, `/?dialog=${dialog}&tab=${tabs[0]}`);
    await page.waitForFunction((el) => !el?.checkVisibility(), before);
    await checkTabs(
      () => topDialog(page),
      allTabs ? tabs : tabs.slice(0, 1),
      '[role="dialog"]',
      (tab) => `dialog ${dialog}, tab ${tab}`,
    );
  }

  await goInApp(page, `/?dialog=hydrology&hydrology.assumptions=${ASSUMPTIONS_TABS[0]}`);
  await page.locator('[role="dialog"]:visible').nth(1).waitFor();
  await checkTabs(
    () => topDialog(page),
    allTabs ? ASSUMPTIONS_TABS : ASSUMPTIONS_TABS.slice(0, 1),
    '[role="dialog"]',
    (tab) => `dialog hydrology, assumptions companion, tab ${tab}`,
  );

  await goInApp(page, '/');
  await page.waitForFunction(() => ![...document.querySelectorAll('[role="dialog"]')].some((d) => d.checkVisibility())); // nested dialogs close together
  await page.locator('button[aria-controls="settings-panel"]').click();
  await page.getByTestId('settings-panel').waitFor();
  await check('settings panel');
  await page.getByTestId('settings-panel').getByRole('button', { name: text.settings.help }).click();
  await page.getByRole('dialog', { name: text.help.title }).waitFor();
  await check('settings panel, Help & Support dialog');
  await pressEscapeInDialog(page);
  await page.getByRole('dialog', { name: text.help.title }).waitFor({ state: 'detached' });
  await pressEscapeInDialog(page);
  await page.getByTestId('settings-panel').waitFor({ state: 'detached' });

  await page.getByRole('button', { name: text.header.language }).click();
  await waitForMenuFocus(page);
  await check('language menu open');
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });

  await goInApp(page, `/forest-city-report?tab=${REPORT_PAGE_TABS[0]}`);
  await checkTabs(
    () => page.locator('main'),
    allTabs ? REPORT_PAGE_TABS : REPORT_PAGE_TABS.slice(0, 1),
    'main',
    (tab) => `report page /forest-city-report, tab ${tab}`,
  );

  await goInApp(page, '/no-such-page');
  await page.getByRole('heading', { level: 1, name: text.notFound.title }).waitFor();
  await check('404 page');
  return failures;
}

test.each(['en', 'zh', 'ms'] as const)(
  '%s: no serious or critical axe violation in any state, every dialog on every tab',
  async (lng) => {
    await openPageIn(lng, 'light');
    expect(await walkStates(lng, 'light', true)).toEqual([]);
  },
  600_000,
);

test('dark colour scheme: no serious or critical violation (color-contrast included) on /, every dialog, the settings panel, the report page and the 404 page', async () => {
  await openPageIn('en', 'dark');
  expect(await walkStates('en', 'dark', false)).toEqual([]);
}, 600_000);
