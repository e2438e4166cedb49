// The dashboard without a mouse: from the first Tab press on /, only keyboard presses (Tab,
// Shift+Tab, Enter, Space, arrows, Escape) reach the skip link, the search box, every sidebar
// control, the settings panel, the map's item list and controls; open and close every dialog,
// switch every one of its tabs, and on closing return focus to the control that opened it. At
// every step the focused element shows a focus indicator: an outline or a box-shadow under
// :focus-visible (for a visually hidden input, on the visible part drawn for it).
import type { Page } from 'playwright-core';
import { baseUrl, startMap, useTestPage, waitForDialogFocus, waitForMenuFocus } from '../../tools/e2e/browser';

const t = useTestPage({ timeout: 60_000 });

/** The sidebar dialogs (shell/src/features/dialogs/dialog-registry.ts), their button text and tab count. */
const DIALOGS = [
  { id: 'history', button: 'Development Timeline', tabs: 4 },
  { id: 'hydrology', button: 'Hydrological Data', tabs: 8 },
  { id: 'monthly', button: 'Monthly Analysis', tabs: 5 },
  { id: 'stormwater', button: 'Stormwater Approaches', tabs: 3 },
  { id: 'future', button: 'Future Development', tabs: 6 },
  { id: 'report', button: 'Analytical Report', tabs: 6 },
] as const;

/** Longest Tab walk allowed before a target counts as unreachable. */
const MAX_TABS = 120;

interface Focus {
  /** Short description: tag, role, accessible label or text. */
  name: string;
  /** The focused element (or the visible part drawn for a hidden input) has an outline or box-shadow. */
  indicated: boolean;
  focusVisible: boolean;
  inDialog: boolean;
}

/** What has focus now, and whether a visitor can see it. */
const focusNow = (page: Page): Promise<Focus> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: 'body', indicated: false, focusVisible: false, inDialog: false };
    const shows = (node: Element | null | undefined) => {
      if (!node) return false;
      const s = getComputedStyle(node);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      return outline || (s.boxShadow !== 'none' && s.boxShadow !== '');
    };
    const rect = el.getBoundingClientRect();
    const hidden = rect.width <= 1 || rect.height <= 1 || getComputedStyle(el).opacity === '0';
    // A visually hidden input (switch, segmented control) shows its focus on what is drawn for it.
    const drawn = hidden ? [el.nextElementSibling, el.nextElementSibling?.firstElementChild, el.closest('label')?.querySelector('[class*="track"]'), el.parentElement] : [];
    const labelled = el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null;
    const label = el.getAttribute('aria-label') ?? labelled ?? el.getAttribute('placeholder') ?? (el.textContent ?? '').trim().slice(0, 40);
    return {
      name: `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${label}"`,
      indicated: shows(el) || drawn.some(shows),
      focusVisible: el.matches(':focus-visible'),
      inDialog: !!el.closest('[role="dialog"]'),
    };
  });

/** Presses a key and checks that the element then focused shows it. Returns the focus. */
async function press(page: Page, key: string, steps: string[]): Promise<Focus> {
  await page.keyboard.press(key);
  const focus = await focusNow(page);
  steps.push(`${key} -> ${focus.name}`);
  if (focus.name !== 'body' && !(focus.focusVisible && focus.indicated)) {
    throw new Error(`no visible focus after ${key} on ${focus.name}\nsteps:\n${steps.slice(-8).join('\n')}`);
  }
  return focus;
}

/**
 * Waits until the focused element is a selected tab; on a timeout, fails naming the dialog, the
 * focused and the selected tab, the address and the last steps.
 */
async function waitForSelectedFocus(page: Page, dialog: string, steps: string[]) {
  try {
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'tab' && document.activeElement.getAttribute('aria-selected') === 'true', undefined, {
      timeout: 20_000,
    });
  } catch (error) {
    const state = await page.evaluate(() => ({
      focused: `${document.activeElement?.getAttribute('role')} ${document.activeElement?.id} "${document.activeElement?.textContent}"`,
      selected: [...document.querySelectorAll('[role="dialog"] [role="tab"][aria-selected="true"]')].map((tab) => `${tab.id} "${tab.textContent}"`),
      url: location.href,
    }));
    throw new Error(`dialog ${dialog}: focus is not on a selected tab: ${JSON.stringify(state)}\nsteps:\n${steps.slice(-8).join('\n')}`, { cause: error });
  }
}

/**
 * Tabs (or Shift+Tabs) until the focused element matches `selector` (and, when given, has exactly
 * the text `text`); fails if it never does.
 */
async function tabTo(page: Page, selector: string, steps: string[], key = 'Tab', text?: string) {
  for (let i = 0; i < MAX_TABS; i++) {
    await press(page, key, steps);
    const hit = await page.evaluate(
      ([sel, txt]) => {
        const el = document.activeElement;
        return !!el && el.matches(sel) && (txt === null || (el.textContent ?? '').trim() === txt);
      },
      [selector, text ?? null] as const,
    );
    if (hit) return;
  }
  throw new Error(`${selector} not reached with ${key} in ${MAX_TABS} presses\nsteps:\n${steps.slice(-20).join('\n')}`);
}

const activeMatches = (page: Page, selector: string) => page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector);

async function openDashboard(page: Page) {
  await page.goto(`${baseUrl()}/`);
  await page.locator('[data-testid="infrastructure-map"][data-data-state="ready"]').waitFor();
  await startMap(page);
}

test('the map opens as a drawn preview; Tab into it starts the WebGL map, which takes the focus with the same name', async () => {
  const { page } = t;
  await page.goto(`${baseUrl()}/`);
  const preview = page.locator('[data-testid="infrastructure-map"][data-data-state="ready"] [data-testid="map-preview"]');
  await preview.waitFor();
  const label = await preview.getAttribute('aria-label');
  expect(label).toMatch(/^Map of Forest City infrastructure/);
  const steps: string[] = [];
  await press(page, 'Tab', steps);
  await press(page, 'Enter', steps);
  await press(page, 'Tab', steps);
  expect(await activeMatches(page, '[data-testid="map-preview"]')).toBe(true);
  // The ring is drawn inside the map: outside it, the map's overflow clip leaves a hairline.
  const ring = () =>
    page.evaluate(() => {
      const s = getComputedStyle(document.activeElement!);
      return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineOffset}`;
    });
  expect(await ring()).toBe('solid 3px -3px');
  await page.locator('[data-testid="infrastructure-map"][data-map-ready="true"]').waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains('maplibregl-canvas') ?? false);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(label);
  expect(await ring()).toBe('solid 3px -3px');
  // Arrow keys now pan the WebGL map.
  const before = await page.locator('[data-testid="infrastructure-map"]').getAttribute('data-view');
  await press(page, 'ArrowRight', steps);
  await page.waitForFunction((v) => document.querySelector<HTMLElement>('[data-testid="infrastructure-map"]')?.dataset.view !== v, before);
});

test('Tab order: skip link first, then search, every sidebar control, settings and the map controls, each with a visible focus', async () => {
  const { page } = t;
  await openDashboard(page);
  const steps: string[] = [];

  const first = await press(page, 'Tab', steps);
  expect(first.name).toContain('Skip to map');
  expect(await page.locator('.fc-skip-link').isVisible()).toBe(true);
  // The skip link jumps past the header and the sidebar, into the map.
  await press(page, 'Enter', steps);
  expect(await activeMatches(page, '#main-content')).toBe(true);
  await press(page, 'Tab', steps);
  expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="infrastructure-map"]'))).toBe(true);

  // From the top again: the whole page in Tab order.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await openDashboard(page);
  steps.length = 0;
  const seen: string[] = [];
  for (let i = 0; i < MAX_TABS; i++) {
    const focus = await press(page, 'Tab', steps);
    if (seen.length > 0 && focus.name === seen[0]) break;
    seen.push(focus.name);
  }
  const reached = (text: string) => seen.some((s) => s.includes(text));
  for (const d of DIALOGS) expect({ control: d.button, reached: reached(d.button) }).toEqual({ control: d.button, reached: true });
  for (const control of [
    'Skip to map',
    'Toggle sidebar',
    'input "Search"',
    'Change language',
    'Settings panel',
    'Water Systems',
    'Drainage Systems',
    'Transportation',
    'Soil & Foundation',
    'Zoom in',
    'Zoom out',
    'Street map',
    'Satellite',
  ]) {
    expect({ control, reached: reached(control) }).toEqual({ control, reached: true });
  }
  // The map's item list toggle ("Item list (34)").
  expect(seen.some((s) => /^button "Item list/.test(s))).toBe(true);
});

test('keyboard: a layer switch toggles with Space, a base layer with Enter, the search box takes typed text', async () => {
  const { page } = t;
  await openDashboard(page);
  const steps: string[] = [];
  const map = page.getByTestId('infrastructure-map');

  await tabTo(page, 'input[type="search"]', steps);
  for (const key of ['p', 'o', 'r', 't']) await page.keyboard.press(key);
  await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'port');

  await tabTo(page, '[data-layer="transportation"] input, input[data-layer="transportation"]', steps);
  expect(await map.getAttribute('data-active-layers')).toBe('water,drainage');
  await press(page, 'Space', steps);
  await page.waitForFunction(() => document.querySelector('[data-testid="infrastructure-map"]')?.getAttribute('data-active-layers')?.includes('transportation'));
  await press(page, 'Space', steps);
  await page.waitForFunction(() => document.querySelector('[data-testid="infrastructure-map"]')?.getAttribute('data-active-layers') === 'water,drainage');

  await tabTo(page, '[data-testid="infrastructure-map"] button[aria-pressed="false"]', steps);
  const label = await page.evaluate(() => document.activeElement?.textContent ?? '');
  await press(page, 'Enter', steps);
  await page.waitForFunction((l) => [...document.querySelectorAll('[data-testid="infrastructure-map"] button[aria-pressed="true"]')].some((b) => b.textContent === l), label);
});

test('keyboard: every sidebar dialog opens with Enter, arrows switch every tab, Escape closes it and focus returns to its button', async () => {
  const { page } = t;
  await openDashboard(page);
  const steps: string[] = [];
  for (const d of DIALOGS) {
    await tabTo(page, '#sidebar button', steps, 'Tab', d.button);
    await press(page, 'Enter', steps);
    const dialog = page.getByRole('dialog').last();
    await dialog.locator('[role="tab"]').first().waitFor();
    await waitForDialogFocus(page);

    // Into the tab list: the selected tab is the one Tab stop of it.
    await tabTo(page, '[role="dialog"] [role="tab"][aria-selected="true"]', steps);
    const selected = [await page.evaluate(() => document.activeElement?.id ?? '')];
    for (let i = 1; i < d.tabs; i++) {
      await press(page, 'ArrowRight', steps);
      await waitForSelectedFocus(page, d.id, steps);
      selected.push(await page.evaluate(() => document.activeElement?.id ?? ''));
    }
    expect({ dialog: d.id, tabs: new Set(selected).size }).toEqual({ dialog: d.id, tabs: d.tabs });
    expect(new URL(page.url()).searchParams.get('dialog')).toBe(d.id);

    await press(page, 'Escape', steps);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForFunction((text) => document.activeElement?.textContent === text, d.button);
    const back = await focusNow(page);
    expect({ dialog: d.id, focus: back.name, visible: back.focusVisible && back.indicated }).toEqual({ dialog: d.id, focus: expect.stringContaining(d.button), visible: true });
  }
});

test('keyboard: the map item list opens the item dialog, Escape returns focus to the item; the settings panel and the language menu open and close with focus returned', async () => {
  const { page } = t;
  await openDashboard(page);
  const steps: string[] = [];

  await tabTo(page, '[data-testid="map-item-list-toggle"]', steps);
  await press(page, 'Enter', steps);
  await page.getByTestId('map-item-list').waitFor();
  await press(page, 'Tab', steps);
  const itemId = await page.evaluate(() => document.activeElement?.getAttribute('data-item-id'));
  expect(itemId).toBeTruthy();
  await press(page, 'Enter', steps);
  await page.getByRole('dialog').waitFor();
  await waitForDialogFocus(page);
  await press(page, 'Tab', steps);
  await press(page, 'Escape', steps);
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.waitForFunction((id) => document.activeElement?.getAttribute('data-item-id') === id, itemId);

  // Settings: back to the header with Shift+Tab.
  await tabTo(page, 'button[aria-controls="settings-panel"]', steps, 'Shift+Tab');
  await press(page, 'Enter', steps);
  await page.getByTestId('settings-panel').waitFor();
  // Every control of the panel is reachable with a visible focus, then Escape closes it.
  await tabTo(page, '[data-testid="settings-panel"] input[role="switch"], [data-testid="settings-panel"] input[type="checkbox"]', steps);
  await press(page, 'Escape', steps);
  await page.getByTestId('settings-panel').waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-controls') === 'settings-panel');
  const back = await focusNow(page);
  expect(back.focusVisible && back.indicated).toBe(true);

  // The language menu: Enter opens it, arrows move through the languages, Escape closes it.
  await tabTo(page, 'button[aria-label="Change language"]', steps, 'Shift+Tab');
  await press(page, 'Enter', steps);
  await waitForMenuFocus(page);
  await press(page, 'ArrowDown', steps);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
  await press(page, 'Escape', steps);
  await page.getByRole('menu').waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Change language');
});

// A dialog opened inside another dialog or drawer: Escape closes the inner one only (the outer
// does not listen while the inner is open) and focus goes back to the button that opened it.
test('keyboard: the hydrology "Model assumptions" companion closes alone on Escape and returns focus to its button', async () => {
  const { page } = t;
  await openDashboard(page);
  const steps: string[] = [];
  await tabTo(page, '#sidebar button', steps, 'Tab', 'Hydrological Data');
  await press(page, 'Enter', steps);
  await page.getByRole('dialog').last().locator('[role="tab"]').first().waitFor();
  await waitForDialogFocus(page);
  await tabTo(page, '[role="dialog"] [role="tab"][aria-selected="true"]', steps);
  // The companion dialog: opened from its button, closed with Escape, focus back on the button.
  await tabTo(page, '[role="dialog"] button[aria-haspopup="dialog"]', steps, 'Shift+Tab');
  await press(page, 'Enter', steps);
  await page.locator('[role="dialog"]').nth(1).waitFor();
  await tabTo(page, '[role="dialog"] [role="tab"][aria-selected="true"]', steps);
  await press(page, 'ArrowRight', steps);
  await press(page, 'ArrowRight', steps);
  await page.waitForFunction(() => new URL(location.href).searchParams.get('hydrology.assumptions') === 'demand');
  await press(page, 'Escape', steps);
  await page.locator('[role="dialog"]').nth(1).waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-haspopup') === 'dialog', undefined, { timeout: 15_000 });
  // The model dialog under it is still open, in the URL too.
  expect(await page.locator('[role="dialog"]').count()).toBe(1);
  expect(new URL(page.url()).searchParams.get('dialog')).toBe('hydrology');
  expect(new URL(page.url()).searchParams.get('hydrology.assumptions')).toBeNull();
}, 120_000);

test('keyboard: Help & Support, opened from the settings panel, closes alone on Escape and returns focus to its button', async () => {
  const { page } = t;
  await openDashboard(page);
  const steps: string[] = [];
  await tabTo(page, 'button[aria-controls="settings-panel"]', steps, 'Tab');
  await press(page, 'Enter', steps);
  await page.getByTestId('settings-panel').waitFor();
  await tabTo(page, '[data-testid="settings-panel"] button', steps, 'Tab', 'Help & Support');
  await press(page, 'Enter', steps);
  await page.getByRole('dialog', { name: 'Help & Support' }).waitFor();
  await press(page, 'Escape', steps);
  await page.getByRole('dialog', { name: 'Help & Support' }).waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.textContent === 'Help & Support', undefined, { timeout: 15_000 });
  // The panel stayed open; the next Escape closes it and focus goes back to its button.
  expect(await page.getByTestId('settings-panel').isVisible()).toBe(true);
  await press(page, 'Escape', steps);
  await page.getByTestId('settings-panel').waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-controls') === 'settings-panel');
}, 120_000);
