// Component-test wrapper: Mantine, a fresh QueryClient, a router at a given URL, and an i18next
// instance holding this remote's real locale files (so tests see the texts visitors see).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import en from '../../locales/en/map.json';
import zh from '../../locales/zh/map.json';
import ms from '../../locales/ms/map.json';

export function createTestI18n(lng: 'en' | 'zh' | 'ms' = 'en') {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: ['map'],
    defaultNS: 'map',
    resources: { en: { map: en }, zh: { map: zh }, ms: { map: ms } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}

/** Renders the current location into the DOM so tests can read the URL state. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderWithProviders(ui: ReactNode, { url = '/', lng = 'en' as 'en' | 'zh' | 'ms' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const i18n = createTestI18n(lng);
  const result = render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[url]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, client, i18n };
}
