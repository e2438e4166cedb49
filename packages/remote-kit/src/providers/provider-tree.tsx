// The providers a module needs when no host gives them, written once for the remote's standalone
// page, a partner's ./mount and the custom elements (which differ only in Mantine's settings: the
// elements render in a shadow root). No stylesheet is imported here: each caller brings Mantine's
// its own way (a <link> for pages, a constructed sheet in a shadow root for elements).
import { Suspense, type ComponentProps, type ReactNode } from 'react';
import { MantineProvider, Loader, Center } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { cssVariablesResolver, theme } from '../theme';
import { standaloneI18n } from './standalone-i18n';
import { OwnsDocumentContext } from './page-document';
import type { MissingProviders } from './self-providers';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: Infinity, retry: false } },
});

export interface ProviderTreeProps {
  missing: MissingProviders;
  children: ReactNode;
  /** The remote's i18next namespace (its standalone instance loads it). */
  namespace: string;
  /** The i18next instance to provide when i18n is missing (mount passes one per mounted module). Default: the remote's standalone instance. */
  i18n?: i18n;
  /**
   * Where the router (when missing) keeps URL state: 'browser' on the remote's own standalone page;
   * 'memory' for a module mounted on a partner page, whose address bar is never touched (a partner
   * who wants the state elsewhere passes the module's value/callback props) and whose document the
   * module does not own (useOwnsDocument).
   */
  router?: 'browser' | 'memory';
  /** Mantine's settings; default: the product's theme on the page's document. */
  mantine?: Omit<ComponentProps<typeof MantineProvider>, 'children'>;
}

export function ProviderTree({ missing, children, namespace, i18n, router = 'browser', mantine }: ProviderTreeProps) {
  let tree = (
    <Suspense
      fallback={
        <Center p="xl">
          <Loader size="sm" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
  if (missing.router) tree = router === 'browser' ? <BrowserRouter>{tree}</BrowserRouter> : <MemoryRouter>{tree}</MemoryRouter>;
  if (router === 'memory') tree = <OwnsDocumentContext.Provider value={false}>{tree}</OwnsDocumentContext.Provider>;
  if (missing.i18n) tree = <I18nextProvider i18n={i18n ?? standaloneI18n(namespace)}>{tree}</I18nextProvider>;
  if (missing.query) tree = <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>;
  if (missing.mantine)
    tree = (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} {...mantine}>
        {tree}
      </MantineProvider>
    );
  return tree;
}
