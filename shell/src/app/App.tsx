import { Suspense, use } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { MantineProvider, Center, Loader } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import '@mantine/core/styles.css';
import { theme } from './theme';
import { AppRoutes } from './routes';
import { RuntimeConfigContext } from './runtime-config-context';
import type { RuntimeConfig } from '../federation/runtime-config';

interface AppProps {
  config: RuntimeConfig | null;
  i18nReady: Promise<I18n>;
  queryClient: QueryClient;
}

function WithI18n({ i18nReady, children }: { i18nReady: Promise<I18n>; children: React.ReactNode }) {
  const i18n = use(i18nReady);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** The shell's providers: every remote mounted inside uses these through the shared singletons. */
export function App({ config, i18nReady, queryClient }: AppProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <RuntimeConfigContext.Provider value={config}>
          <Suspense
            fallback={
              <Center h="100vh">
                <Loader aria-label="Loading" />
              </Center>
            }
          >
            <WithI18n i18nReady={i18nReady}>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </WithI18n>
          </Suspense>
        </RuntimeConfigContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
