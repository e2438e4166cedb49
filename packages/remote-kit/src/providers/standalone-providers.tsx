import { Suspense, type ReactNode } from 'react';
import { MantineProvider, Loader, Center } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import '@mantine/core/styles.css';
import { standaloneI18n } from './standalone-i18n';
import type { MissingProviders } from './self-providers';

// The standalone page's nonce for Mantine's <style> elements: its Content-Security-Policy allows
// no other inline style (root README, "Security"). Absent on the dev server.
const styleNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
const getStyleNonce = styleNonce ? () => styleNonce : undefined;

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, staleTime: Infinity, retry: false } },
});

export interface StandaloneProvidersProps {
  missing: MissingProviders;
  children: ReactNode;
  /** The remote's i18next namespace (its standalone instance loads it). */
  namespace: string;
  /** The i18next instance to provide when i18n is missing (mount passes one per mounted module). Default: the remote's standalone instance. */
  i18n?: i18n;
  /**
   * Where the router (when missing) keeps URL state: 'browser' on the remote's own standalone page;
   * 'memory' for a module mounted on a partner page, whose address bar is never touched (a partner
   * who wants the state elsewhere passes the module's value/callback props).
   */
  router?: 'browser' | 'memory';
}

export default function StandaloneProviders({ missing, children, namespace, i18n, router = 'browser' }: StandaloneProvidersProps) {
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
  if (missing.i18n) tree = <I18nextProvider i18n={i18n ?? standaloneI18n(namespace)}>{tree}</I18nextProvider>;
  if (missing.query) tree = <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>;
  if (missing.mantine) tree = <MantineProvider getStyleNonce={getStyleNonce}>{tree}</MantineProvider>;
  return tree;
}
