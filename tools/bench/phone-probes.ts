// Issue 52's phone measurements in Chromium, on the phone of mobile-probes.ts (412x823 touch, slow
// 4G, 4x CPU, no service worker, so nothing is served from a cache at full speed): each dialog's
// first and second open from the tap on its drawer entry to its content painted, and the latency of each kind of
// interaction (Event Timing API, per interactionId; inp.ts). Measurements, not tests.
import type { Browser, Locator, Page } from 'playwright-core';
import { DIALOGS } from './browser-probes';
import type { ActionWindow, EventEntry } from './inp';
import { ACTIONS, DURATION_THRESHOLD_MS } from './inp';
import { FIRST_LOOK_MS, open } from './mobile-probes';

const MAP = '[data-testid="infrastructure-map"]';

/** In the page before any script: every 'event' entry over the threshold. A string: tsx (keepNames) would wrap named functions in a __name() the page lacks. */
const EVENTS = `(() => {
  const rec = { events: [] };
  window.__inpBench = rec;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) rec.events.push({ name: e.name, interactionId: e.interactionId || 0, startTime: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: ${DURATION_THRESHOLD_MS}, buffered: true });
})();`;

/**
 * `/` loaded on the phone: its data ready, the network idle, then 1.5 s (a visitor's first look;
 * not `settle`, which on a loaded 2-CPU host at 4x CPU can wait its full minute on every page).
 */
async function loaded(page: Page, baseUrl: string): Promise<void> {
  await page.goto(baseUrl);
  await page.locator(`${MAP}[data-data-state="ready"]`).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(FIRST_LOOK_MS);
}

/**
 * A visitor's look at the opened drawer before tapping an entry (finding one among its six, below
 * the layer switches): what the drawer's opening fetches ahead (use-dialog-preload.ts) has this long.
 */
export const DRAWER_LOOK_MS = 1000;

const sidebarOpen = async (page: Page, measure?: (action: string, n: number, fn: () => Promise<void>) => Promise<void>) => {
  const entry = page.getByRole('button', { name: DIALOGS[0].button, exact: true });
  if (await entry.isVisible()) return;
  const tap = async () => {
    await page.getByRole('button', { name: 'Toggle sidebar' }).tap();
    await entry.waitFor({ state: 'visible' });
  };
  if (measure) await measure(ACTIONS.sidebar, 1, tap);
  else await tap();
};

/** Escape until the dialog is gone (on a loaded machine an Escape can come before the dialog took focus). */
async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  for (let i = 0; i < 10 && (await dialog.count()) > 0; i++) {
    await dialog
      .first()
      .focus()
      .catch(() => undefined);
    await page.keyboard.press('Escape');
    await dialog
      .first()
      .waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => undefined);
  }
  await dialog.first().waitFor({ state: 'detached' });
}

/** Runs one step of a probe; a failure names the step (which wait timed out, not only that one did). */
async function step<T>(name: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw new Error(`${name}: ${String(error).split('\n')[0]}`, { cause: error });
  }
}

export interface PhoneDialogRun {
  /** From the tap (pointerdown) on the sidebar entry, DRAWER_LOOK_MS after the drawer opened, to the first frame painted with the dialog's heading: its remote not opened before. */
  firstMs: number;
  /** The same after closing it and a 1.5 s pause: the code loaded, the dialog kept (DialogHost.tsx) and shown again. */
  secondMs: number;
  external: string[];
}

/** One fresh phone page per run: the dialog opened from the drawer a look after it opened, closed with Escape, opened again the same way. */
export async function phoneDialogRun(browser: Browser, baseUrl: string, dialog: (typeof DIALOGS)[number]): Promise<PhoneDialogRun> {
  const o = await open(browser, 'phone', { serviceWorkers: 'block' });
  o.page.setDefaultTimeout(45_000);
  try {
    await step('loading the page', () => loaded(o.page, baseUrl));
    const once = async (which: string): Promise<number> => {
      await step(`${which} open: opening the sidebar`, () => sidebarOpen(o.page));
      await o.page.waitForTimeout(DRAWER_LOOK_MS);
      await o.page.evaluate((title) => {
        const w = window as unknown as { __dialogBench?: { down?: number; painted?: number } };
        w.__dialogBench = {};
        document.addEventListener('pointerdown', (e) => (w.__dialogBench!.down ??= e.timeStamp), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (w.__dialogBench!.down === undefined) return;
          // The dialog's own heading, shown (a dialog opened before is kept hidden), not the shell's loading modal (whose title can be the same words): a dialog with the shell's loading status is not the content yet.
          const headings = [...document.querySelectorAll('[role="dialog"] h1, [role="dialog"] h2, [role="dialog"] h3')];
          if (!headings.some((h) => h.textContent?.trim() === title && h.checkVisibility() && !h.closest('[role="dialog"]')?.querySelector('[role="status"]'))) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => (w.__dialogBench!.painted = performance.now()), 0));
        });
        // Attributes too: a kept dialog is shown by taking its `display: none` away.
        observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['style'] });
      }, dialog.title);
      await step(`${which} open: tapping the entry`, () => o.page.getByRole('button', { name: dialog.button, exact: true }).tap());
      await step(`${which} open: waiting for the content`, () =>
        o.page.waitForFunction(() => (window as unknown as { __dialogBench: { painted?: number } }).__dialogBench.painted !== undefined),
      );
      const t = await o.page.evaluate(() => (window as unknown as { __dialogBench: { down: number; painted: number } }).__dialogBench);
      await step(`${which} open: closing with Escape`, () => closeDialog(o.page, o.page.getByRole('dialog', { name: dialog.title })));
      return t.painted - t.down;
    };
    const firstMs = await once('first');
    await o.page.waitForTimeout(1500);
    const secondMs = await once('second');
    return { firstMs, secondMs, external: [...o.external] };
  } finally {
    await o.context.close();
  }
}

export interface InteractionRun {
  entries: EventEntry[];
  windows: ActionWindow[];
  /** Kinds of interaction that could not be driven, and why. */
  failures: string[];
  external: string[];
}

export const LAYERS = ['Water Systems', 'Drainage Systems', 'Transportation', 'Soil & Foundation'];

/**
 * One fresh phone page, the live map started by a tap, then `samples` times each kind of
 * interaction of issue 52.3, each in a window of its own (page clock): the Event Timing entries
 * that start in it are its interactions. Interactions done only to get somewhere (opening the
 * item list, closing the sidebar) fall outside every window.
 */
export async function interactionRun(browser: Browser, baseUrl: string, samples: number): Promise<InteractionRun> {
  const o = await open(browser, 'phone', { serviceWorkers: 'block' });
  const { page } = o;
  // A step that cannot be done fails its kind of interaction soon, not after the page's 2 minutes.
  page.setDefaultTimeout(30_000);
  const windows: ActionWindow[] = [];
  const failures: string[] = [];
  const now = () => page.evaluate(() => performance.now());
  const measure = async (action: string, interactions: number, fn: () => Promise<void>) => {
    const from = await now();
    await fn();
    // The next frame painted (the entries end there).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    windows.push({ action, from, to: await now(), interactions });
    await page.waitForTimeout(300);
  };
  const group = async (name: string, fn: () => Promise<void>) => {
    try {
      await fn();
    } catch (error) {
      failures.push(`${name}: ${String(error).split('\n')[0]}`);
      await page.keyboard.press('Escape').catch(() => undefined);
    }
  };
  try {
    await page.addInitScript({ content: EVENTS });
    await loaded(page, baseUrl);
    // The live map first: every interaction is measured beside it, the heavier case.
    const box = (await page.locator(MAP).boundingBox())!;
    await page.touchscreen.tap(box.x + 12, box.y + box.height / 2);
    await page.locator(`${MAP} [data-testid="map-preview"]`).waitFor({ state: 'detached', timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);

    for (const d of DIALOGS) {
      await group(`open and close ${d.button}`, async () => {
        const dialog = page.getByRole('dialog', { name: d.title });
        for (let i = 0; i < samples; i++) {
          await sidebarOpen(page, measure);
          await measure(ACTIONS.open(d.button), 1, async () => {
            await page.getByRole('button', { name: d.button, exact: true }).tap();
            await dialog.waitFor();
          });
          await measure(ACTIONS.close(d.button), 1, () => closeDialog(page, dialog));
        }
      });
    }
    await group('switch tabs', async () => {
      await sidebarOpen(page);
      const dialog = page.getByRole('dialog', { name: 'Monthly Water Balance' });
      await page.getByRole('button', { name: 'Monthly Analysis', exact: true }).tap();
      const tabs = dialog.getByRole('tablist').first().getByRole('tab');
      await tabs.first().waitFor();
      const count = await tabs.count();
      for (let i = 0; i < samples; i++) {
        const tab = tabs.nth((i + 1) % count);
        await measure(ACTIONS.tabs, 1, async () => {
          await tab.tap();
          await page.waitForFunction((el) => el?.getAttribute('aria-selected') === 'true', await tab.elementHandle());
        });
      }
      await closeDialog(page, dialog);
    });
    for (const layer of LAYERS) {
      await group(`toggle ${layer}`, async () => {
        await sidebarOpen(page);
        const toggle = page.getByRole('switch', { name: layer });
        // An even number of taps: the layers end as they began.
        for (let i = 0; i < samples + (samples % 2); i++) {
          const before = await toggle.isChecked();
          await measure(ACTIONS.layer(layer), 1, async () => {
            await toggle.tap({ force: true });
            await page.waitForFunction(({ el, was }) => (el as HTMLInputElement | null)?.checked !== was, { el: await toggle.elementHandle(), was: before });
          });
        }
        await page.keyboard.press('Escape');
        await page
          .getByRole('button', { name: DIALOGS[0].button, exact: true })
          .waitFor({ state: 'hidden', timeout: 5_000 })
          .catch(() => undefined);
      });
    }
    await group('year slider', async () => {
      const slider = page.getByRole('slider', { name: 'Year shown on the map' });
      for (let i = 0; i < samples; i++) {
        const b = (await slider.boundingBox())!;
        const from = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
        const dx = i % 2 ? 8 : -8;
        const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
          o.cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
        await measure(ACTIONS.drag, 1, async () => {
          await touch('touchStart', [from]);
          for (let k = 1; k <= 8; k++) await touch('touchMove', [{ x: from.x + k * dx, y: from.y }]);
          await touch('touchEnd', []);
        });
      }
      const play = page.getByTestId('map-time-play');
      for (let i = 0; i < samples; i++) {
        await measure(ACTIONS.play, 1, () => play.tap());
        await page.waitForTimeout(700);
      }
      if (samples % 2) await play.tap();
      await page
        .getByRole('button', { name: 'Today', exact: true })
        .tap()
        .catch(() => undefined);
    });
    await group('open an item', async () => {
      const list = page.getByTestId('map-item-list');
      const dialog = page.getByRole('dialog');
      for (let i = 0; i < samples; i++) {
        if (!(await list.isVisible())) {
          await page.getByTestId('map-item-list-toggle').tap();
          await list.waitFor();
        }
        await measure(ACTIONS.item, 1, async () => {
          await list.locator('[data-item-id]').nth(i).tap();
          await dialog.first().waitFor();
        });
        await closeDialog(page, dialog);
      }
    });
    await group('change the base layer', async () => {
      // A phone's base layers are one menu (its button, then a layer); a wider screen's, buttons.
      const menu = page.getByRole('button', { name: /^Base layer: / });
      const compact = (await menu.count()) > 0;
      for (let i = 0; i < samples; i++) {
        const before = await page.locator(MAP).getAttribute('data-base');
        const next = before === 'satellite' ? 'Street map' : 'Satellite';
        await measure(ACTIONS.base, compact ? 2 : 1, async () => {
          if (compact) {
            await menu.tap();
            await page.getByRole('menuitem', { name: next }).tap();
          } else await page.getByRole('button', { name: next, exact: true }).tap();
          await page.waitForFunction(({ sel, was }) => document.querySelector<HTMLElement>(sel)?.dataset.base !== was, { sel: MAP, was: before });
        });
      }
    });
    await group('type in search', async () => {
      for (let i = 0; i < samples; i++) {
        const box = page.getByPlaceholder('Search infrastructure...');
        await measure(ACTIONS.searchOpen, 1, async () => {
          await page.getByRole('button', { name: 'Open search' }).tap();
          await box.waitFor();
        });
        const word = ['pump', 'drain', 'road', 'water', 'soil'][i % 5]!;
        await measure(ACTIONS.type, word.length, () => box.pressSequentially(word, { delay: 150 }));
        await box.fill('');
        await page.getByRole('button', { name: 'Close search' }).tap();
      }
    });
    await page.waitForTimeout(1000);
    const entries = await page.evaluate(() => (window as unknown as { __inpBench: { events: EventEntry[] } }).__inpBench.events);
    return { entries, windows, failures, external: [...o.external] };
  } finally {
    await o.context.close();
  }
}
