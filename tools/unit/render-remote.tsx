// Component tests of a remote render its modules with every provider the shell gives (so they use
// them and do not load their standalone ones): Mantine in test mode, TanStack Query, a memory router
// and an i18next instance holding the remote's real locale files, in the language asked for.
// Each remote binds it to its namespace and files (mfe-hydrology/src/__tests__/render.tsx,
// mfe-report/src/__tests__/render.tsx).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';

export type Lng = 'en' | 'zh' | 'ms';

/** A remote's namespace and its locale files, one per language. */
export interface RemoteTexts {
  namespace: string;
  texts: Record<Lng, object>;
}

/** An i18next instance with the remote's texts, ready when it returns. */
export function remoteI18n({ namespace, texts }: RemoteTexts, lng: Lng = 'en') {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: [namespace],
    defaultNS: namespace,
    resources: { en: { [namespace]: texts.en }, zh: { [namespace]: texts.zh }, ms: { [namespace]: texts.ms } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  return instance;
}

/** Renders `ui` inside the shell's providers; as a wrapper, so `rerender` (a host changing props) keeps them. */
export function renderInRemote(remote: RemoteTexts, ui: ReactElement, { lng = 'en', url = '/' }: { lng?: Lng; url?: string } = {}) {
  const i18n = remoteI18n(remote, lng);
  const result = render(ui, {
    wrapper: ({ children }) => (
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
          </I18nextProvider>
        </QueryClientProvider>
      </MantineProvider>
    ),
  });
  return { ...result, i18n };
}
