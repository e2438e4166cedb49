// The shell's server-side render (issue 19: content in the first response; docs/architecture.md
// "Prerendered HTML"). Compiled for Node by the shell's build (rspack.config.mjs, `dist-server/`)
// and called by the shell's server for each page: the same components the browser hydrates, with
// the requested URL, the visitor's language and runtime configuration, the API's answers the frame
// shows (passed to the browser as dehydrated queries, so its first render has the same data), and
// the remotes' prerendered fragments in their slots.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { LANGUAGES, infrastructureQuery, metricsQuery, type Lang } from '@forest-city/contracts';
import { App } from '../app/App';
import { createQueryClient } from '../lib/query-client';
import type { RuntimeConfig } from '../federation/runtime-config';
import type { ModuleTables } from '../federation/module-catalog';
import { settled, type ViewportGuess } from '../app/hydration';
import { fragmentKey } from '../federation/prerendered';
import en from '../../locales/en/common.json';
import zh from '../../locales/zh/common.json';
import ms from '../../locales/ms/common.json';

const COMMON: Record<Lang, object> = { en, zh, ms };
export { LANGUAGES };
/** `<html lang>` of a language. */
export { htmlLang } from '../i18n/i18n';
import { dashboardTitle, notFoundTitle } from '../i18n/page-title';

const instances = new Map<Lang, I18n>();
/** One i18next instance per language, its texts bundled (the browser fetches the same files). */
function i18nFor(lang: Lang): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: lang,
      supportedLngs: [...LANGUAGES],
      fallbackLng: 'en',
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      resources: Object.fromEntries(LANGUAGES.map((l) => [l, { common: COMMON[l] }])),
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      initAsync: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}

/**
 * The API answers the frame shows (the infrastructure list and the metrics in `lang`), fetched
 * from `apiUrl` (the API's own address) and filed under the keys the page uses (`/api`). An answer
 * that fails or does not arrive within `timeoutMs` is left out: the page then shows its loading
 * state there, and the browser asks for it, as without prerendering.
 */
export async function prefetchFrameData(apiUrl: string, lang: Lang, timeoutMs: number): Promise<DehydratedState> {
  const client = createQueryClient();
  const signal = AbortSignal.timeout(timeoutMs);
  await Promise.all(
    [infrastructureQuery, metricsQuery].map(async (query) => {
      try {
        const data = await query(apiUrl, lang).queryFn({ signal });
        client.setQueryData(query('/api', lang).queryKey, data);
      } catch {
        // left out (see above)
      }
    }),
  );
  return dehydrate(client);
}

export interface RenderInput {
  /** Path and query of the page, e.g. `/forest-city-report?tab=water`. */
  url: string;
  lang: Lang;
  config: RuntimeConfig | null;
  /** The remotes' module tables, as read from their manifests (inlined in the page too). */
  modules?: ModuleTables | null;
  data: DehydratedState;
  viewport: ViewportGuess;
  /** Remote fragments by remote and module: `{ report: { ReportPage: '<div>…' } }`. */
  fragments: Record<string, Record<string, string>>;
  /** The style nonce Mantine's <style> elements get (a placeholder the server replaces per answer). */
  styleNonce: string;
}

/** The page's window title in `lang` (the browser sets the same one when it takes the page over). */
export function pageTitle(lang: Lang, notFound: boolean): string {
  const t = i18nFor(lang).getFixedT(lang, 'common');
  return notFound ? notFoundTitle(t) : dashboardTitle(t);
}

/** The HTML inside `#root`. */
export function renderPage({ url, lang, config, modules = null, data, viewport, fragments, styleNonce }: RenderInput): string {
  const queryClient = createQueryClient();
  hydrate(queryClient, data);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const byKey = new Map<string, string>();
  for (const [remote, modules] of Object.entries(fragments)) for (const [module, html] of Object.entries(modules)) byKey.set(fragmentKey(remote, module), html);
  const html = renderToString(
    <App
      config={config}
      moduleTables={modules}
      i18nReady={settled(i18nFor(lang))}
      queryClient={queryClient}
      Router={Router}
      prerendered={{ viewport, fragments: byKey }}
      styleNonce={styleNonce}
    />,
  );
  queryClient.clear();
  return html;
}
