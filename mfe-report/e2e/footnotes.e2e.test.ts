// Footnote links in the report dialog (issue 18.6), on a desktop and on a touch phone: a mark
// moves focus to its note, scrolled into view inside the dialog; the note's back link returns
// focus to the mark; the address bar never changes (the shell owns it); the notes show once.
import type { Locator, Page } from 'playwright-core';
import { baseUrl, openPage, useTestPage, type TestPage } from '../../tools/e2e/browser';

// Slow shared machine: locators wait longer (not a timing assertion).
const TIMEOUT = 60_000;
const t = useTestPage({ timeout: TIMEOUT });

const SCREENS = [
  { name: 'desktop 1440x900, keyboard', viewport: { width: 1440, height: 900 }, touch: false },
  { name: 'phone 390x844, touch', viewport: { width: 390, height: 844 }, touch: true },
] as const;

/** Whether the element is inside the window's visible area (the dialog scrolled to it). */
const inView = (el: Locator) =>
  el.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
  });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe.each(SCREENS)('$name', ({ viewport, touch }) => {
  let own: TestPage;
  beforeEach(async () => {
    own = await openPage(t.browser, { viewport, touch });
    own.page.setDefaultTimeout(TIMEOUT);
  });
  afterEach(async () => {
    expect(own.external).toEqual([]);
    expect(own.pageErrors).toEqual([]);
    await own.context.close();
  });

  /** Enter on a desktop (keyboard), a tap on the phone. */
  const activate = async (link: Locator) => {
    if (touch) await link.tap();
    else {
      await link.focus();
      await own.page.keyboard.press('Enter');
    }
  };

  test('a footnote mark focuses its note, the back link returns to the mark, the URL stays, notes show once', async () => {
    const { page } = own;
    await page.goto(`${baseUrl()}/?dialog=report&tab=status`);
    const dialog = page.getByRole('dialog', { name: 'Analytical Report' });
    const panel = dialog.locator('[role="tabpanel"][data-section="status"]');
    await panel.getByRole('heading', { level: 3, name: 'Current Status' }).waitFor();
    const before = page.url();

    // One notes list and one sources list in the dialog; only the notes this tab cites are shown.
    expect(await dialog.locator('[data-section="sources"]').count()).toBe(1);
    expect(await dialog.getByRole('heading', { name: 'Notes on the data', exact: true }).count()).toBe(1);
    expect(await dialog.getByRole('heading', { name: 'Sources', exact: true }).count()).toBe(1);
    const cited = [...new Set(await panel.getByRole('link', { name: /^Note \d$/ }).allInnerTexts())].sort();
    const shown = (await dialog.locator('[data-section="sources"] [data-note]:visible').allInnerTexts()).map((s) => s.slice(0, 3)).sort();
    expect(shown).toEqual(cited);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(8);

    const mark = panel.getByRole('link', { name: /^Note \d$/ }).first();
    const markId = await mark.getAttribute('id');
    const href = await mark.getAttribute('href');
    expect(href).toMatch(/^#fc[\w-]+-note-/);
    const note = dialog.locator(`[id="${href!.slice(1)}"]`);

    await activate(mark);
    await page.waitForFunction((id) => document.activeElement?.id === id, href!.slice(1));
    expect(await inView(note)).toBe(true);
    expect(page.url()).toBe(before);

    const back = note.getByRole('link', { name: /^Back to / }).first();
    await activate(back);
    await page.waitForFunction((id) => document.activeElement?.id === id, markId);
    expect(await focusedId(page)).toBe(markId);
    expect(await inView(mark)).toBe(true);
    expect(page.url()).toBe(before);
    // Still the dialog the visitor was in.
    await dialog.getByRole('heading', { level: 3, name: 'Current Status' }).waitFor();
  });

  test("Future Development's timeline: an icon for each kind of event, and the planned milestones after the past ones", async () => {
    const { page } = own;
    await page.goto(`${baseUrl()}/?dialog=future&tab=timeline`);
    const dialog = page.getByRole('dialog', { name: 'Future Development' });
    const events = dialog.locator('[data-event]');
    await events.first().waitFor();
    const rows = await events.evaluateAll((items) =>
      items.map((item) => ({
        planned: item.hasAttribute('data-planned'),
        icon: item.querySelector('[data-bullet] svg[data-icon]')?.getAttribute('data-icon') ?? null,
        visible: (item as HTMLElement).getBoundingClientRect().height > 0,
      })),
    );
    // Every event shows an icon of its own kind, and every kind has one.
    expect(rows.every((r) => r.visible && r.icon && r.icon !== 'unknown')).toBe(true);
    expect(new Set(rows.map((r) => r.icon)).size).toBeGreaterThanOrEqual(5);
    // Planned milestones exist, all after the past events, and read as planned.
    const firstPlanned = rows.findIndex((r) => r.planned);
    expect(firstPlanned).toBeGreaterThan(0);
    expect(rows.slice(firstPlanned).every((r) => r.planned && r.icon === 'planned')).toBe(true);
    await dialog.locator('[data-event][data-planned]').last().getByText('Planned', { exact: true }).waitFor();
  });
});
