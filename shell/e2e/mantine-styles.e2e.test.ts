// Mantine's stylesheets (shell/src/lib/mantine-styles.ts): the first view links only the base and
// the stylesheets of the components the product's parts use, not Mantine's whole sheet (35 KB gzip,
// most of it unused: Lighthouse's 'unused-css-rules' on a phone). The whole sheet, inside
// `@layer mantine`, is fetched as a safety net when a dialog is about to be shown.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PHONE_USER_AGENT, baseUrl, useTestPage } from '../../tools/e2e/browser';
import en from '../locales/en/common.json';

const STYLES = path.resolve(__dirname, '../../node_modules/@mantine/core/styles');
/** A class only Mantine's Accordion stylesheet defines: no part of the product uses an Accordion. */
const ACCORDION_CLASS = /\.(m_[0-9a-f]{8})/.exec(readFileSync(path.join(STYLES, 'Accordion.css'), 'utf8'))![1]!;

const t = useTestPage({ page: { viewport: { width: 390, height: 844 }, touch: true, userAgent: PHONE_USER_AGENT } });

/** Whether any stylesheet of the page (layered or not) has a rule naming `className`. */
const pageHasRuleFor = (className: string) =>
  `(() => {
    const walk = (rules) => [...rules].some((r) => (r.selectorText ?? '').includes('.${className}') || (r.cssRules && walk(r.cssRules)));
    return [...document.styleSheets].some((s) => { try { return walk(s.cssRules); } catch { return false; } });
  })()`;

test("a phone's first view: styled by the components' own stylesheets, Mantine's whole sheet not fetched until a dialog is opened", async () => {
  const sheets: string[] = [];
  t.page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet' || r.url().endsWith('.css')) sheets.push(new URL(r.url()).pathname);
  });
  await t.page.goto(baseUrl());
  await t.page.locator('[data-remote="map"]').waitFor({ state: 'attached' });
  await t.page.waitForLoadState('networkidle');
  expect(sheets.filter((s) => s.startsWith('/mantine-all.'))).toEqual([]);
  // The header is Mantine's AppShell header: fixed, from AppShell.css.
  expect(
    await t.page
      .locator('header')
      .first()
      .evaluate((h) => getComputedStyle(h).position),
  ).toBe('fixed');
  expect(await t.page.evaluate(pageHasRuleFor(ACCORDION_CLASS))).toBe(false);

  await t.page.getByRole('button', { name: en.header.toggleMenu }).click();
  await t.page.getByRole('navigation', { name: 'Dashboard sidebar' }).getByRole('button', { name: 'Monthly Analysis' }).click();
  await t.page.getByRole('dialog', { name: 'Monthly Water Balance' }).waitFor();
  await t.page.waitForFunction(pageHasRuleFor(ACCORDION_CLASS));
  expect(sheets.filter((s) => s.startsWith('/mantine-all.'))).toHaveLength(1);
  // In a cascade layer: it can never override the first view's stylesheets or the product's own rules.
  const layered = await t.page.evaluate(() =>
    [...document.styleSheets].some(
      (s) => (s.href ?? '').includes('/mantine-all.') && [...s.cssRules].every((r) => r instanceof CSSLayerBlockRule || r instanceof CSSLayerStatementRule),
    ),
  );
  expect(layered).toBe(true);
});

test("the AppShell's resizing mark stops the sections' transitions without changing a value the whole page inherits", async () => {
  // Mantine marks the root `data-resizing` for 200 ms after it mounts and while the window is resized;
  // its stylesheet zeroes an inherited custom property there, which restyled every element of the
  // page at each toggle (layout/app-shell.css, issue 19). The property now reads the same in both states.
  await t.page.goto(baseUrl());
  await t.page.locator('[data-remote="map"]').waitFor({ state: 'attached' });
  const read = () =>
    t.page.evaluate(() => {
      const root = document.querySelector('.mantine-AppShell-root')!;
      const card = document.querySelector('main')!.lastElementChild!;
      return {
        resizing: root.hasAttribute('data-resizing'),
        inherited: [root, card].map((el) => getComputedStyle(el).getPropertyValue('--app-shell-transition-duration').trim()),
        sections: ['header', 'nav', 'main'].map((s) => getComputedStyle(root.querySelector(`:scope > ${s}`)!).transitionDuration),
      };
    });
  await t.page.waitForFunction(() => !document.querySelector('.mantine-AppShell-root')!.hasAttribute('data-resizing'));
  const settled = await read();
  expect(settled).toMatchObject({ resizing: false, sections: ['0.2s', '0.2s', '0.2s'] });
  // Marked as Mantine marks it while the window is resized (set here, not by a resize: Mantine's mark lasts 200 ms).
  await t.page.evaluate(() => document.querySelector('.mantine-AppShell-root')!.setAttribute('data-resizing', 'true'));
  // The value the page inherits is the same as before, to the letter (a custom property's value is its text).
  expect(await read()).toEqual({ resizing: true, inherited: settled.inherited, sections: ['0s', '0s', '0s'] });
});
