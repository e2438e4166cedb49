import { Suspense, use, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { MantineProvider, Center, Loader, localStorageColorSchemeManager, type MantineColorScheme, type MantineColorSchemeManager } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import '../lib/mantine-styles';
import './focus.css';
import { cssVariablesResolver, theme } from '@forest-city/remote-kit/theme';
import { COLOR_SCHEME_COOKIE } from '@forest-city/contracts/prerender';
import { pageStyleNonce } from './csp-nonce';
import { AppRoutes } from '../routes/routes';
import { RegionBoundary } from '../lib/errors';
import { RuntimeConfigContext } from '../lib/runtime-config-context';
import type { RuntimeConfig } from '../federation/runtime-config';
import { ToastProvider } from '../lib/toasts';
import { SettingsEffects } from '../features/settings';
import { ViewportGuessContext, type ViewportGuess } from './hydration';
import { PrerenderedFragments } from '../federation/prerendered';
import type { ModuleTables } from '../federation/module-catalog';
import { ModuleCatalogProvider } from './module-catalog-provider';

const NO_FRAGMENTS: ReadonlyMap<string, string> = new Map();

interface AppProps {
  config: RuntimeConfig | null;
  /** The remotes' module tables the server inlined (or rendered with); null: read from the manifests. */
  moduleTables?: ModuleTables | null;
  i18nReady: Promise<I18n>;
  queryClient: QueryClient;
  /** The router: the browser's address bar, or on the server the requested URL (src/prerender/render.tsx). */
  Router?: ComponentType<{ children: ReactNode }>;
  /** The prerendered page's guess at the screen, and the remotes' fragments in it (app/hydration.ts). */
  prerendered?: { viewport: ViewportGuess; fragments: ReadonlyMap<string, string> } | null;
  /** The nonce of Mantine's <style> elements; by default the page's (csp-nonce.ts). */
  styleNonce?: string;
  /** Called once the page's content is committed and its effects have run (hydrated, when the page was prerendered). */
  onCommitted?: () => void;
}

/** Theme choice (light / dark / system) is kept by Mantine in localStorage under this key. */
export const COLOR_SCHEME_STORAGE_KEY = 'forest-city-color-scheme';
const storedScheme = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
const mirrorScheme = (value: MantineColorScheme) => {
  if (typeof document !== 'undefined' && !document.cookie.includes(`${COLOR_SCHEME_COOKIE}=${value}`)) {
    document.cookie = `${COLOR_SCHEME_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
};
const colorSchemeManager: MantineColorSchemeManager = {
  ...storedScheme,
  get(defaultValue) {
    const value = storedScheme.get(defaultValue);
    mirrorScheme(value);
    return value;
  },
  set(value) {
    storedScheme.set(value);
    mirrorScheme(value);
  },
};
const pageNonce = pageStyleNonce();

/**
 * Calls `onCommitted` once, after the effects of everything before it. It sits inside the Suspense
 * boundary: React hydrates a boundary's content in a render of its own after the root's first
 * commit, so an effect of `App` itself runs while the header and the sidebar are still the
 * server's inert HTML (a press carried out then went through React's selective hydration, and was
 * lost under load: app/early-presses.ts).
 */
function Committed({ onCommitted }: { onCommitted?: () => void }) {
  useEffect(() => {
    onCommitted?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first commit
  }, []);
  return null;
}

function WithI18n({ i18nReady, children }: { i18nReady: Promise<I18n>; children: React.ReactNode }) {
  const i18n = use(i18nReady);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** The shell's providers: every remote mounted inside uses these through the shared singletons. */
export function App({ config, moduleTables = null, i18nReady, queryClient, Router = BrowserRouter, prerendered = null, styleNonce = pageNonce, onCommitted }: AppProps) {
  const getStyleNonce = useMemo(() => (styleNonce ? () => styleNonce : undefined), [styleNonce]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" colorSchemeManager={colorSchemeManager} cssVariablesResolver={cssVariablesResolver} getStyleNonce={getStyleNonce}>
      <ViewportGuessContext.Provider value={prerendered?.viewport ?? null}>
        <PrerenderedFragments.Provider value={prerendered?.fragments ?? NO_FRAGMENTS}>
          <QueryClientProvider client={queryClient}>
            <RuntimeConfigContext.Provider value={config}>
              <ModuleCatalogProvider config={config} tables={moduleTables}>
                <Suspense
                  fallback={
                    <Center h="100vh">
                      <Loader role="img" aria-label="Loading" />
                    </Center>
                  }
                >
                  <WithI18n i18nReady={i18nReady}>
                    <ToastProvider>
                      <SettingsEffects />
                      <Router>
                        <RegionBoundary region="page">
                          <AppRoutes />
                        </RegionBoundary>
                      </Router>
                    </ToastProvider>
                    <Committed onCommitted={onCommitted} />
                  </WithI18n>
                </Suspense>
              </ModuleCatalogProvider>
            </RuntimeConfigContext.Provider>
          </QueryClientProvider>
        </PrerenderedFragments.Provider>
      </ViewportGuessContext.Provider>
    </MantineProvider>
  );
}
