// A remote's prerendered fragments (issue 19, docs/architecture.md "Prerendered HTML"): the first
// view of some of its exposed modules, rendered at build time in each language with the providers
// the shell gives them, and published beside the remote's entry (`prerender/<Module>.<lang>.html`).
// The shell's server puts a fragment in its page, so a visitor reads the remote's content before
// any script has run, and a remote release updates it without a shell release.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { LANGUAGES, type Lang } from '@forest-city/contracts';
import { FRAGMENT_DIR, NONCE_PLACEHOLDER, fragmentFile } from '@forest-city/contracts/prerender';
import { cssVariablesResolver, theme } from '../theme';

export interface FragmentModule<P extends object> {
  /** The exposed module's name, e.g. 'ReportPage'. */
  module: string;
  /** Its component (the exposed default export). */
  Component: ComponentType<P>;
  /** The props its first view gets from the shell, in `lang`. */
  props: (lang: Lang) => P;
}

export interface FragmentSet {
  /** The remote's i18next namespace and its texts in each language (bundled: the build has them). */
  namespace: string;
  texts: Record<Lang, object>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of modules with different props
  modules: FragmentModule<any>[];
}

const getStyleNonce = () => NONCE_PLACEHOLDER;

/** Every fragment of `set` in every language, as files of the remote's `prerender/` folder. */
export function renderFragments({ namespace, texts, modules }: FragmentSet): { file: string; html: string }[] {
  const files: { file: string; html: string }[] = [];
  for (const lang of LANGUAGES) {
    const i18n = i18next.createInstance();
    void i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: 'en',
      ns: [namespace],
      defaultNS: namespace,
      resources: Object.fromEntries(LANGUAGES.map((l) => [l, { [namespace]: texts[l] }])),
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    for (const { module, Component, props } of modules) {
      const queryClient = new QueryClient();
      // The shell's theme; its CSS variables and global classes are already on the page.
      const html = renderToString(
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withCssVariables={false} withGlobalClasses={false} getStyleNonce={getStyleNonce}>
          <QueryClientProvider client={queryClient}>
            <I18nextProvider i18n={i18n}>
              <MemoryRouter>
                <Component {...props(lang)} />
              </MemoryRouter>
            </I18nextProvider>
          </QueryClientProvider>
        </MantineProvider>,
        // Shown in the shell's page beside the shell's own prerendered ids (React's, and Mantine's
        // made from them): a prefix of its own keeps them apart until the live module replaces it.
        { identifierPrefix: `${namespace}-${module}-` },
      );
      files.push({ file: `${FRAGMENT_DIR}/${fragmentFile(module, lang)}`, html });
    }
  }
  return files;
}
