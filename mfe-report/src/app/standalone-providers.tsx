import { Suspense, type ReactNode } from 'react';
import { MantineProvider, Loader, Center } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
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

export default function StandaloneProviders({ missing, children }: { missing: MissingProviders; children: ReactNode }) {
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
  if (missing.router) tree = <BrowserRouter>{tree}</BrowserRouter>;
  if (missing.i18n) tree = <I18nextProvider i18n={standaloneI18n}>{tree}</I18nextProvider>;
  if (missing.query) tree = <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>;
  if (missing.mantine) tree = <MantineProvider getStyleNonce={getStyleNonce}>{tree}</MantineProvider>;
  return tree;
}
