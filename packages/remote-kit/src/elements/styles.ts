// Stylesheets of modules rendered in shadow roots (the custom elements), as constructed sheets:
// adopted by the root that shows the module, never a <link> or <style> in the partner's document
// and nothing the page's Content-Security-Policy would have to allow as inline style.
// The ambient `*.css?sheet` module must reach every part that compiles this file (each remote).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../css-sheet.d.ts" />
import { useLayoutEffect, type RefObject } from 'react';
import { DEFAULT_THEME, type MantineBreakpointsValues } from '@mantine/core';

declare const __FC_SHARED_VERSIONS__: Record<string, string> | undefined;

/** Sheets every element of the page shares, whichever remote's code made them first. */
const PAGE_KEY = Symbol.for('forest-city.element-sheets');
function pageSheets(): Map<string, Promise<CSSStyleSheet>> {
  const global = globalThis as { [PAGE_KEY]?: Map<string, Promise<CSSStyleSheet>> };
  return (global[PAGE_KEY] ??= new Map());
}

/** The page's sheet under `key`, made by `load` only when no element of any remote made it yet. */
export function pageSheet(key: string, load: () => Promise<CSSStyleSheet> | CSSStyleSheet): Promise<CSSStyleSheet> {
  const sheets = pageSheets();
  let sheet = sheets.get(key);
  if (!sheet) {
    sheet = Promise.resolve(load());
    sheet.catch(() => sheets.delete(key));
    sheets.set(key, sheet);
  }
  return sheet;
}

/** Mantine's stylesheet, one per page and Mantine version: two remotes' elements share it. */
export function mantineSheet(): Promise<CSSStyleSheet> {
  const version = typeof __FC_SHARED_VERSIONS__ === 'undefined' ? 'unversioned' : __FC_SHARED_VERSIONS__['@mantine/core'];
  return pageSheet(`@mantine/core@${version}/styles.css`, () => import('@mantine/core/styles.css?sheet').then((m) => m.default));
}

/** The element's own rules: the host's inherited styles stop at `.fc-root`, which takes the module's. */
export function elementBaseSheet(): Promise<CSSStyleSheet> {
  return pageSheet('forest-city/element-base', () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`${BASE_CSS}\n${responsiveClasses(DEFAULT_THEME.breakpoints)}`);
    return sheet;
  });
}

const BASE_CSS = `
:host { display: block; }
:host([hidden]) { display: none; }
.fc-root { all: initial; }
.fc-root {
  display: block;
  color-scheme: var(--mantine-color-scheme);
  font-family: var(--mantine-font-family);
  font-size: var(--mantine-font-size-md);
  line-height: var(--mantine-line-height);
  background-color: var(--mantine-color-body);
  color: var(--mantine-color-text);
  -webkit-font-smoothing: var(--mantine-webkit-font-smoothing);
  -moz-osx-font-smoothing: var(--mantine-moz-font-smoothing);
}
/* Mantine leaves a dialog's fixed frame without 'left' (its portal is normally at the body's left edge). */
.fc-portal .mantine-Modal-inner,
.fc-portal .mantine-Drawer-inner {
  left: 0;
}
`;

/**
 * The classes of Mantine's `hiddenFrom` / `visibleFrom`, which MantineProvider otherwise writes as
 * a <style> element (withGlobalClasses): the same rules, from the theme's breakpoints.
 */
function responsiveClasses(breakpoints: MantineBreakpointsValues): string {
  return Object.entries(breakpoints)
    .map(([name, value]) => {
      const em = parseFloat(value);
      return `@media (max-width: ${em - 0.00625}em) { .mantine-visible-from-${name} { display: none !important; } }\n@media (min-width: ${em}em) { .mantine-hidden-from-${name} { display: none !important; } }`;
    })
    .join('\n');
}

/** Adds `sheets` to the root's adopted sheets (once each). */
export function adoptStyles(root: Document | ShadowRoot, sheets: CSSStyleSheet[]): void {
  if (!('adoptedStyleSheets' in root)) return;
  const missing = sheets.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}

/**
 * A component's own stylesheets, adopted by the root it renders in: the page's document (the
 * dashboard, a standalone page) or an element's shadow root. Adopted before the browser paints
 * and before any effect of the component runs.
 */
export function useAdoptedStyles(ref: RefObject<Element | null>, ...sheets: CSSStyleSheet[]): void {
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (root && (root instanceof Document || root instanceof ShadowRoot)) adoptStyles(root, sheets);
    // The sheets are module constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref]);
}
