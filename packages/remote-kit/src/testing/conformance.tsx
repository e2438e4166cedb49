// The conformance suite every exposed module runs in its remote's unit tests (jsdom), driven by the
// remote's module table (<remote>/modules.mjs), with one call:
//   describeModuleConformance(table, { namespace: NAMESPACE, locales: { en, zh, ms }, load: (name) => import(`../exposed/${name}`) });
// Test-only (`@forest-city/remote-kit/testing`): no production module imports it. It checks what
// the contract promises of every module, so a new module gets these tests by its table row:
// - a dialog or page with tabs: controlled (the tab prop wins, a click is reported, nothing switches
//   until the host passes the tab back) and uncontrolled (its default tab, a click switches); an
//   unknown tab falls back to the default;
// - no module writes the address bar (the shell owns it): neither the router nor window.history;
// - a dialog: Escape and every Close button call onClose, and focus returns to what opened it;
// - every module, on every tab, in en, zh and ms: no missing i18next key (no fallback language
//   hides one), and in zh and ms no English the locale files translate nor English units or months;
// - no axe-core violation on any tab (the rules jsdom can judge: no colour contrast, no layout).
import { useState, type ComponentType, type ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import axe from 'axe-core';
import { englishLeftovers, LANGUAGES, type Lang } from '@forest-city/contracts';
import type { ModuleEntry, ModuleTable } from '@forest-city/contracts/modules';

type Props = Record<string, unknown>;
type Texts = Record<string, unknown>;

export interface ConformanceOptions {
  /** The remote's i18next namespace. */
  namespace: string;
  /** The remote's real locale files, one per language. */
  locales: Readonly<Record<Lang, Texts>>;
  /** Loads an exposed module by its table name, e.g. (name) => import(`../exposed/${name}`). */
  load: (name: string) => Promise<{ default: ComponentType<never> }>;
  /** Props a module needs besides the contract's (the map's apiBase, say), by module name. */
  props?: Readonly<Record<string, Props>>;
  /** Resolves once a module shows its content (e.g. the map's data loaded), by module name. */
  ready?: Readonly<Record<string, () => Promise<void>>>;
}

const noop = () => {};

/** Every `key: value` of a locale file, nested keys joined with dots. */
function flatten(tree: Texts, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([k, v]): Array<[string, string]> =>
    typeof v === 'string' ? [[prefix + k, v]] : v && typeof v === 'object' ? flatten(v as Texts, `${prefix}${k}.`) : [],
  );
}

/** An i18next instance with only `lng`'s texts (no fallback language) that records every missing key. */
function strictI18n(namespace: string, locales: ConformanceOptions['locales'], lng: Lang, missing: string[]): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    ns: [namespace],
    defaultNS: namespace,
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { [namespace]: locales[l] }])),
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (lngs, ns, key) => {
      missing.push(`${[lngs].flat().join(',')}:${ns}:${key}`);
    },
  });
  return instance;
}

/** Where the router is, as the module's host would see it. */
const routerAt = { current: '' };
function RouterProbe() {
  const { pathname, search, hash } = useLocation();
  routerAt.current = pathname + search + hash;
  return null;
}

/** The shell's providers around the module: Mantine (test mode), TanStack Query, i18next and a router at `url`. */
function renderModule(ui: ReactNode, { i18n, url }: { i18n: I18n; url: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(ui, {
    wrapper: ({ children }) => (
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={[url]}>
              <RouterProbe />
              {children}
            </MemoryRouter>
          </I18nextProvider>
        </QueryClientProvider>
      </MantineProvider>
    ),
  });
}

/** Lets deferred content arrive: two frames (useAfterFirstPaint), then nothing busy. */
async function settle() {
  for (let i = 0; i < 2; i += 1) await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
}

/** The module's own element: its (first) dialog, or the page. */
const scopeOf = (m: ModuleEntry): HTMLElement => (m.kind === 'dialog' ? screen.getAllByRole('dialog')[0]! : document.body);

/** The module's tabs (its first tab list): element and id (Mantine's `…-tab-<id>`). */
function tabsIn(scope: HTMLElement) {
  const list = within(scope).queryAllByRole('tablist')[0];
  if (!list) return [];
  return within(list)
    .getAllByRole('tab')
    .map((el) => {
      const id = /-tab-(.+)$/.exec(el.id)?.[1];
      if (!id) throw new Error(`A tab without a Mantine tab id: "${el.textContent}" (id "${el.id}")`);
      return { el, id };
    });
}
const selectedTab = (scope: HTMLElement) =>
  tabsIn(scope)
    .filter((t) => t.el.getAttribute('aria-selected') === 'true')
    .map((t) => t.id);

/** The visible text of the module (Mantine's generated CSS is not text). */
function visibleText(scope: HTMLElement): string {
  const copy = scope.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('style, script').forEach((e) => e.remove());
  return copy.textContent ?? '';
}

/** English of the locale files that `lng` translates otherwise: long enough not to be a name or a shared word. */
function untranslatedEnglish(text: string, locales: ConformanceOptions['locales'], lng: Lang): string[] {
  const own = new Map(flatten(locales[lng]));
  return flatten(locales.en)
    .filter(([key, en]) => own.has(key) && !own.get(key)!.includes(en) && !/[{<]/.test(en) && en.length >= 12 && /[A-Za-z]{3,}\W+[A-Za-z]{3,}/.test(en))
    .filter(([, en]) => text.includes(en))
    .map(([key, en]) => `${key}: "${en}"`);
}

/** axe-core's violations in `scope`, but for what jsdom cannot judge (colours, a page's own landmarks and title). */
async function axeViolations(scope: Element = document.body): Promise<string[]> {
  const result = await axe.run(scope, {
    resultTypes: ['violations'],
    rules: {
      'color-contrast': { enabled: false },
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
    },
  });
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** What to undo after the running test, pass or fail. */
const afterThisTest: Array<() => void> = [];

/** Spies on window.history; `written()` lists every write and every change of address. */
function watchAddressBar() {
  const before = { href: window.location.href, router: routerAt.current };
  const push = jest.spyOn(window.history, 'pushState');
  const replace = jest.spyOn(window.history, 'replaceState');
  afterThisTest.push(() => {
    push.mockRestore();
    replace.mockRestore();
  });
  return {
    written(): string[] {
      const writes = [
        ...push.mock.calls.map((c) => `pushState(${String(c[2])})`),
        ...replace.mock.calls.map((c) => `replaceState(${String(c[2])})`),
        ...(window.location.href !== before.href ? [`location ${before.href} → ${window.location.href}`] : []),
        ...(routerAt.current !== before.router ? [`router ${before.router} → ${routerAt.current}`] : []),
      ];
      return writes;
    },
  };
}

/**
 * The conformance tests of every module in `table` (one `describe` per module), for the remote's
 * unit tests: `describeModuleConformance(table, options)` once in `src/__tests__/conformance.test.tsx`.
 */
export function describeModuleConformance(table: ModuleTable, options: ConformanceOptions): void {
  describe(`${table.remote}: every exposed module honours the module contract`, () => {
    for (const m of table.modules) describeModule(m, options);
  });
}

function describeModule(m: ModuleEntry, options: ConformanceOptions) {
  describe(`${m.name} (${m.kind})`, () => describeModuleTests(m, options));
}

function describeModuleTests(m: ModuleEntry, options: ConformanceOptions) {
  const { namespace, locales } = options;
  const url = m.kind === 'dialog' ? `/?dialog=${m.dialogId}` : (m.route ?? '/');
  const base: Props = { ...(m.kind === 'dialog' ? { opened: true, onClose: noop } : {}), ...options.props?.[m.name] };
  const tabbed = m.kind !== 'map';

  let Module: ComponentType<Props>;
  let missing: string[] = [];

  beforeAll(async () => {
    // Jest compiles the module to CommonJS: a native import() of it has the exports as `default`.
    const loaded: unknown = (await options.load(m.name)).default;
    Module = (loaded && typeof loaded === 'object' && 'default' in loaded ? loaded.default : loaded) as ComponentType<Props>;
  });
  beforeEach(() => {
    missing = [];
    window.history.replaceState(null, '', url);
    routerAt.current = url;
  });
  afterEach(() => {
    for (const undo of afterThisTest.splice(0)) undo();
  });

  /** Renders the module with `props` in `lng`, its content settled. */
  async function show(props: Props = {}, lng: Lang = 'en') {
    const i18n = strictI18n(namespace, locales, lng, missing);
    const result = renderModule(<Module {...base} {...props} />, { i18n, url });
    await options.ready?.[m.name]?.();
    await settle();
    return { ...result, rerenderWith: (next: Props) => result.rerender(<Module {...base} {...next} />) };
  }

  /** The props that show `tab` (none for a module without tabs). */
  const onTab = (tab: string | undefined): Props => (tabbed ? { tab, onTabChange: noop } : {});

  /** The module's tab ids and its default tab (the one it shows with no tab prop), read from its first render and kept for its other tests. */
  let tabs: { ids: string[]; defaultTab: string } | null = null;
  async function tabIds() {
    if (tabs) return tabs;
    const { unmount } = await show();
    const ids = tabsIn(scopeOf(m)).map((t) => t.id);
    const [defaultTab] = selectedTab(scopeOf(m));
    unmount();
    tabs = { ids, defaultTab: defaultTab! };
    return tabs;
  }

  if (tabbed) {
    test('uncontrolled: with no tab prop it shows its default tab, and a click switches tabs', async () => {
      const user = userEvent.setup();
      await show();
      const tabs = tabsIn(scopeOf(m));
      expect(tabs.length).toBeGreaterThan(1);
      expect(selectedTab(scopeOf(m))).toHaveLength(1);
      const other = tabs.find((t) => t.el.getAttribute('aria-selected') !== 'true')!;
      await user.click(other.el);
      expect(selectedTab(scopeOf(m))).toEqual([other.id]);
    });

    test('controlled: it shows the tab prop, reports a click without switching, and follows the prop', async () => {
      const user = userEvent.setup();
      const { ids, defaultTab } = await tabIds();
      const [first, second] = ids.filter((id) => id !== defaultTab);
      const onTabChange = jest.fn();
      const { rerenderWith } = await show({ tab: first, onTabChange });
      expect(selectedTab(scopeOf(m))).toEqual([first]);
      await user.click(tabsIn(scopeOf(m)).find((t) => t.id === (second ?? defaultTab))!.el);
      expect(onTabChange).toHaveBeenLastCalledWith(second ?? defaultTab);
      expect(selectedTab(scopeOf(m))).toEqual([first]);
      rerenderWith({ tab: second ?? defaultTab, onTabChange });
      expect(selectedTab(scopeOf(m))).toEqual([second ?? defaultTab]);
    });

    test('an unknown tab falls back to the default tab', async () => {
      const { defaultTab } = await tabIds();
      const controlled = await show({ tab: 'no-such-tab', onTabChange: noop });
      expect(selectedTab(scopeOf(m))).toEqual([defaultTab]);
      controlled.unmount();
      await show({ tab: 'no-such-tab' });
      expect(selectedTab(scopeOf(m))).toEqual([defaultTab]);
    });
  }

  test('never writes the address bar (the shell owns it), whatever the visitor does', async () => {
    const user = userEvent.setup();
    const addressBar = watchAddressBar();
    const onClose = jest.fn();
    const onTabChange = jest.fn();
    const closing = m.kind === 'dialog' ? { onClose } : {};
    const uncontrolled = await show(closing);
    for (const tab of tabbed ? tabsIn(scopeOf(m)) : []) await user.click(tab.el);
    uncontrolled.unmount();
    const controlled = await show({ ...closing, ...(tabbed ? { onTabChange } : {}) });
    for (const tab of tabbed ? tabsIn(scopeOf(m)) : []) await user.click(tab.el);
    if (m.kind === 'dialog') {
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalled();
    }
    controlled.unmount();
    expect(addressBar.written()).toEqual([]);
  });

  if (m.kind === 'dialog') {
    /** A host with a button that opens the dialog and closes it on onClose. */
    function OpenerHost({ onClose }: { onClose: () => void }) {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            open {m.name}
          </button>
          <Module
            {...base}
            opened={opened}
            onClose={() => {
              onClose();
              setOpened(false);
            }}
          />
        </>
      );
    }
    async function openFromButton(onClose: () => void) {
      const user = userEvent.setup();
      renderModule(<OpenerHost onClose={onClose} />, { i18n: strictI18n(namespace, locales, 'en', missing), url });
      const opener = screen.getByRole('button', { name: `open ${m.name}` });
      await user.click(opener);
      const dialog = await screen.findByRole('dialog');
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      return { user, opener, dialog };
    }

    test('Escape calls onClose, and focus returns to the element that opened the dialog', async () => {
      const onClose = jest.fn();
      const { user, opener } = await openFromButton(onClose);
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(opener).toHaveFocus());
    });

    test('every Close button calls onClose, and focus returns to the element that opened the dialog', async () => {
      const onClose = jest.fn();
      const { user, opener, dialog } = await openFromButton(onClose);
      const count = within(dialog).getAllByRole('button', { name: /^close$/i }).length;
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i += 1) {
        if (i > 0) await user.click(opener);
        const close = within(await screen.findByRole('dialog')).getAllByRole('button', { name: /^close$/i })[i]!;
        await user.click(close);
        expect(onClose).toHaveBeenCalledTimes(i + 1);
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(opener).toHaveFocus());
      }
    });
  }

  /** Shows every tab in turn, in one render whose tab prop changes, and checks each once settled. */
  async function eachTab(lng: Lang, check: (tab: string | undefined, i: number) => Promise<void> | void) {
    const { ids } = tabbed ? await tabIds() : { ids: [undefined] };
    const shown = await show(onTab(ids[0]), lng);
    for (const [i, tab] of ids.entries()) {
      if (i > 0) {
        shown.rerenderWith(onTab(tab));
        await options.ready?.[m.name]?.();
        await settle();
      }
      await check(tab, i);
    }
    shown.unmount();
  }

  test.each(LANGUAGES.map((lng) => [lng]))(`renders ${tabbed ? 'every tab ' : ''}in %s with no missing key and no English left`, async (lng) => {
    await eachTab(lng, (tab) => {
      const text = visibleText(scopeOf(m));
      expect(text.trim()).not.toBe('');
      if (lng !== 'en') {
        expect([tab, englishLeftovers(text, lng)]).toEqual([tab, []]);
        expect([tab, untranslatedEnglish(text, locales, lng)]).toEqual([tab, []]);
      }
    });
    expect(missing).toEqual([]);
  });

  // The first tab with the whole document; a later tab changes only its panel, so axe reads that.
  test(`has no axe violation${tabbed ? ' on any tab' : ''}`, async () => {
    await eachTab('en', async (tab, i) => {
      const panel = i === 0 ? undefined : within(scopeOf(m)).getAllByRole('tabpanel')[0];
      expect([tab, await axeViolations(panel)]).toEqual([tab, []]);
    });
  });
}
