// Component-test helper: every provider the shell gives (so the exposed modules use them and do
// not load their standalone ones): Mantine, TanStack Query, a memory router and an i18next instance with this remote's
// real locale files, in the language asked for.
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import en from '../../locales/en/report.json';
import zh from '../../locales/zh/report.json';
import ms from '../../locales/ms/report.json';
import { NAMESPACE } from '../contract';

export async function makeI18n(lng: 'en' | 'zh' | 'ms' = 'en') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { en: { [NAMESPACE]: en }, zh: { [NAMESPACE]: zh }, ms: { [NAMESPACE]: ms } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

export async function renderWithProviders(ui: ReactElement, { lng = 'en' as 'en' | 'zh' | 'ms' } = {}) {
  const i18n = await makeI18n(lng);
  const result = render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>{ui}</MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, i18n };
}
