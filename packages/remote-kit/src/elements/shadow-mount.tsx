// The React side of the custom elements (elements/define.ts loads it through the remote's ./mount
// as `mountElement`): one of the remote's modules rendered in the element's shadow root with the
// product's theme and the partner's appearance. Nothing is written outside the shadow root:
// Mantine's stylesheet and the theme's variables are constructed sheets adopted by it (so the
// partner's policy needs no 'unsafe-inline'), Mantine's colour-scheme attribute goes on the
// element's own `.fc-root`, modals, popovers and tooltips portal into it, and scroll locking (which
// would style the partner's <body>) is off.
import { createRoot } from 'react-dom/client';
import type { ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import {
  DEFAULT_THEME,
  convertCssVariables,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  mergeThemeOverrides,
  type MantineColorSchemeManager,
  type MantineTheme,
  type MantineThemeOverride,
} from '@mantine/core';
import { createStandaloneI18n } from '../providers/standalone-i18n';
import { ProviderTree } from '../providers/provider-tree';
import { cssVariablesResolver, theme as productTheme } from '../theme';
import { adoptStyles, elementBaseSheet, mantineSheet } from './styles';
import { LUMINANCE_THRESHOLD, accentColors, darkLightBackgrounds, resolveColour } from './accent';
import { toLang, type ElementAppearance, type ShadowMount, type ShadowMountHandle } from '@forest-city/contracts';
import type { ModuleLoaders } from '../providers/mount';

const ALL_MISSING = { mantine: true, query: true, i18n: true, router: true };

/** The module threw while rendering (as opposed to its code or stylesheet failing to load). */
export class ModuleRenderError extends Error {
  readonly reason = 'failed';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ModuleRenderError';
  }
}

/**
 * The theme of one element: the product's, with the partner's accent (already resolved to sRGB by
 * resolveColour) as primary colour, its shades derived for the scheme shown (accent.ts).
 */
export function elementTheme(appearance: ElementAppearance, scheme: 'light' | 'dark', portalTarget: HTMLElement | null): MantineThemeOverride {
  const accent = appearance.accent;
  return mergeThemeOverrides(productTheme, {
    ...(accent
      ? {
          colors: { accent: accentColors(accent, scheme) },
          primaryColor: 'accent',
          primaryShade: { light: 9, dark: 9 },
          autoContrast: true,
          luminanceThreshold: LUMINANCE_THRESHOLD,
        }
      : {}),
    components: {
      Portal: { defaultProps: { target: portalTarget } },
      Modal: { defaultProps: { lockScroll: false } },
      ModalRoot: { defaultProps: { lockScroll: false } },
    },
  });
}

/** The theme's CSS variables by scheme: Mantine's, the product's, and the accent's dark light-variant backgrounds. */
export function elementCssVariables(theme: MantineTheme) {
  const base = defaultCssVariablesResolver(theme);
  const product = cssVariablesResolver(theme);
  const accent = theme.colors.accent;
  // A partner may give the module its page's font (docs/partners.md): an inherited custom property.
  const font = (family: string | undefined) => `var(--forest-city-font-family, ${family ?? theme.fontFamily})`;
  return {
    variables: {
      ...base.variables,
      ...product.variables,
      '--mantine-font-family': font(theme.fontFamily),
      '--mantine-font-family-headings': font(theme.headings.fontFamily),
    },
    light: { ...base.light, ...product.light, '--mantine-color-scheme': 'light' },
    dark: { ...base.dark, ...product.dark, ...(accent ? darkLightBackgrounds(accent[9]) : {}), '--mantine-color-scheme': 'dark' },
  };
}

/** The theme's CSS variables for `.fc-root`, what MantineProvider would write in a <style> element. */
export function themeVariablesCss(override: MantineThemeOverride): string {
  return convertCssVariables(elementCssVariables(mergeMantineTheme(DEFAULT_THEME, override)), '.fc-root');
}

/** Mantine keeps the colour scheme in memory here: nothing in the partner's localStorage. */
function memoryColorSchemeManager(): MantineColorSchemeManager {
  return { get: (fallback) => fallback, set: () => {}, subscribe: () => {}, unsubscribe: () => {}, clear: () => {} };
}

const darkQuery = () => (typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null);
const schemeOf = (appearance: ElementAppearance): 'light' | 'dark' => (appearance.theme === 'auto' ? (darkQuery()?.matches ? 'dark' : 'light') : appearance.theme);

/** The remote's mountElement(), for its i18next `namespace` and its modules' loaders (those of ./mount). */
export function createShadowMount<Modules extends object>(namespace: string, loaders: ModuleLoaders<Modules>): ShadowMount {
  return function mountElement<P extends object>(host: HTMLElement, options: Parameters<ShadowMount>[1]): ShadowMountHandle<P> {
    const shadow = host.shadowRoot;
    if (!shadow) throw new Error('mountElement(host): the host needs a shadow root.');
    const loader = (loaders as Record<string, () => Promise<{ default: ComponentType<object> }>>)[options.module];
    if (!loader) throw new Error(`mountElement(): unknown module "${options.module}".`);

    const root = document.createElement('div');
    root.className = 'fc-root';
    const container = document.createElement('div');
    container.className = 'fc-mount';
    const portal = document.createElement('div');
    portal.className = 'fc-portal';
    root.append(container, portal);

    const i18n = createStandaloneI18n(namespace, options.lang);
    const onLanguageChanged = (lng: string) => {
      root.lang = toLang(lng);
      options.onLanguageChange?.(toLang(lng));
    };
    root.lang = toLang(i18n.language);
    i18n.on('languageChanged', onLanguageChanged);

    let props = { ...(options.props as object) } as P;
    let appearance = options.appearance;
    let mounted = true;
    let Component: ComponentType<object> | null = null;
    const themeSheet = new CSSStyleSheet();
    const ownSheet = new CSSStyleSheet();
    if (options.css) ownSheet.replaceSync(options.css);
    const reactRoot = createRoot(container);

    const colorSchemeManager = memoryColorSchemeManager();
    // The theme and its variables change only with the appearance or the scheme, not with every prop update.
    let styled: { key: string; scheme: 'light' | 'dark'; theme: ReturnType<typeof elementTheme> } | null = null;
    const themeNow = () => {
      const scheme = schemeOf(appearance);
      const key = `${scheme} ${appearance.accent ?? ''}`;
      if (styled?.key !== key) {
        const theme = elementTheme({ ...appearance, accent: appearance.accent ? resolveColour(appearance.accent) : null }, scheme, portal);
        themeSheet.replaceSync(themeVariablesCss(theme));
        styled = { key, scheme, theme };
      }
      return styled;
    };

    // The module's own error boundary: a module that throws while rendering (a shared copy without
    // a name it needs, React #130) is reported to the element, which shows its translated line and
    // Retry in its place (define.ts), never an empty box. Reported after React's commit, since the
    // element unmounts this root.
    const renderFailed = (error: unknown) => {
      queueMicrotask(() => mounted && options.onError?.(new ModuleRenderError(error)));
    };

    const render = () => {
      if (!mounted || !Component) return;
      const { scheme, theme } = themeNow();
      const View = Component;
      reactRoot.render(
        <ProviderTree
          missing={ALL_MISSING}
          namespace={namespace}
          i18n={i18n}
          router="memory"
          mantine={{
            theme,
            cssVariablesResolver: undefined,
            withCssVariables: false,
            withGlobalClasses: false,
            getRootElement: () => root,
            colorSchemeManager,
            forceColorScheme: scheme,
          }}
        >
          <ErrorBoundary fallbackRender={() => null} onError={renderFailed}>
            <View {...props} />
          </ErrorBoundary>
        </ProviderTree>,
      );
    };

    const media = darkQuery();
    const onSchemeChange = () => appearance.theme === 'auto' && render();
    media?.addEventListener('change', onSchemeChange);

    // The stylesheets first, then the module: no unstyled first paint.
    void Promise.all([mantineSheet(), elementBaseSheet(), loader()]).then(
      ([mantine, base, module]) => {
        if (!mounted) return;
        shadow.adoptedStyleSheets = [];
        adoptStyles(shadow, [mantine, base, themeSheet, ownSheet]);
        shadow.replaceChildren(root);
        Component = module.default;
        render();
      },
      (error: unknown) => {
        if (mounted) options.onError?.(error);
      },
    );

    return {
      update(next) {
        if (!mounted) return;
        props = { ...props, ...next };
        render();
      },
      setAppearance(next) {
        appearance = next;
        render();
      },
      async setLanguage(lang) {
        if (!mounted) return;
        await i18n.changeLanguage(lang);
      },
      unmount() {
        if (!mounted) return;
        mounted = false;
        media?.removeEventListener('change', onSchemeChange);
        i18n.off('languageChanged', onLanguageChanged);
        reactRoot.unmount();
        shadow.replaceChildren();
      },
    };
  };
}
