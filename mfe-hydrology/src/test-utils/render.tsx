// Component tests render with the real English (or other) locale files, Mantine in test mode
// (no transitions, no portals) and a memory router, as the shell would provide them.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import en from '../../locales/en/hydrology.json';
import zh from '../../locales/zh/hydrology.json';
import ms from '../../locales/ms/hydrology.json';
import { NAMESPACE } from '../contract';

export function testI18n(lng: 'en' | 'zh' | 'ms' = 'en') {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { en: { [NAMESPACE]: en }, zh: { [NAMESPACE]: zh }, ms: { [NAMESPACE]: ms } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}

export function renderWithProviders(ui: ReactElement, { lng = 'en', url = '/' }: { lng?: 'en' | 'zh' | 'ms'; url?: string } = {}) {
  // As a wrapper, so `rerender` (a host changing props) keeps the providers.
  const i18n = testI18n(lng);
  return render(ui, {
    wrapper: ({ children }) => (
      <MantineProvider env="test">
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
        </I18nextProvider>
      </MantineProvider>
    ),
  });
}
