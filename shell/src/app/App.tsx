import { Suspense, use } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { MantineProvider, Center, Loader, Tooltip, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import '@mantine/core/styles.css';
import './focus.css';
import { cssVariablesResolver, theme } from '@forest-city/remote-kit/theme';
import { pageStyleNonce } from './csp-nonce';
import { AppRoutes } from '../routes/routes';
import { RegionBoundary } from '../features/errors';
import { RuntimeConfigContext } from './runtime-config-context';
import type { RuntimeConfig } from '../federation/runtime-config';
import { ToastProvider } from '../features/toasts';
import { SettingsEffects } from '../features/settings';
import { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY } from '../components/Hint';

interface AppProps {
  config: RuntimeConfig | null;
  i18nReady: Promise<I18n>;
  queryClient: QueryClient;
}

/** Theme choice (light / dark / system) is kept by Mantine in localStorage under this key. */
export const COLOR_SCHEME_STORAGE_KEY = 'forest-city-color-scheme';
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
const styleNonce = pageStyleNonce();
const getStyleNonce = styleNonce ? () => styleNonce : undefined;

function WithI18n({ i18nReady, children }: { i18nReady: Promise<I18n>; children: React.ReactNode }) {
  const i18n = use(i18nReady);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** The shell's providers: every remote mounted inside uses these through the shared singletons. */
export function App({ config, i18nReady, queryClient }: AppProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" colorSchemeManager={colorSchemeManager} cssVariablesResolver={cssVariablesResolver} getStyleNonce={getStyleNonce}>
      <QueryClientProvider client={queryClient}>
        <RuntimeConfigContext.Provider value={config}>
          <Suspense
            fallback={
              <Center h="100vh">
                <Loader role="img" aria-label="Loading" />
              </Center>
            }
          >
            <WithI18n i18nReady={i18nReady}>
              <Tooltip.Group openDelay={TOOLTIP_DELAY} closeDelay={TOOLTIP_SKIP_DELAY}>
                <ToastProvider>
                  <SettingsEffects />
                  <BrowserRouter>
                    <RegionBoundary region="page">
                      <AppRoutes />
                    </RegionBoundary>
                  </BrowserRouter>
                </ToastProvider>
              </Tooltip.Group>
            </WithI18n>
          </Suspense>
        </RuntimeConfigContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
