import { startTransition } from 'react';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { collectionQueryUrl, toLang } from '@forest-city/contracts';
import { QUERY_STATE_ID } from '@forest-city/contracts/prerender';
import { createQueryClient } from './lib/query-client';
import { settled, type ViewportGuess } from './app/hydration';
import { createI18n, type NamespaceBases } from './i18n/i18n';
import { fetchRuntimeConfig, remoteBase, REMOTE_KEYS, REMOTE_NAMESPACES, type RuntimeConfig } from './federation/runtime-config';
import { registerRemotesFromConfig } from './federation/registry';
import { takeInlineModuleTables } from './federation/module-catalog';
import { FRAGMENT_ATTRIBUTE, fragmentsInPage } from './federation/prerendered';
import { listenForFragmentTaps } from './federation/fragment-taps';
import { rememberEarlyPresses } from './app/early-presses';
import { linkFullStylesheets } from './app/full-stylesheets';
import { showStartFailure } from './app/start-failure';
import { nextTask } from './app/first-paint';

// `#root[data-rendered]` says, once the page's content is committed and its effects have run, whether the page was
// hydrated ('hydrated') or rendered by the browser alone ('client'): for support and the tests.

function readQueryState(): DehydratedState | null {
  const text = document.getElementById(QUERY_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
}

async function start() {
  // A tap on a prerendered fragment's tab before its module is live is carried out once it is.
  if (document.querySelector(`[${FRAGMENT_ATTRIBUTE}]`)) listenForFragmentTaps();
  // A press on the prerendered header or sidebar before the page is live is carried out once it is.
  const rootElement = document.getElementById('root');
  const earlyPresses = rootElement?.dataset.prerenderedLang && rootElement.firstChild ? rememberEarlyPresses(rootElement) : null;
  // The whole stylesheets of a page that came with only its own rules inline, linked first so the
  // app's chunk finds them (app/full-stylesheets.ts); `app` settles once they are there too.
  const styles = linkFullStylesheets();
  // Linking a stylesheet costs the main thread (about 9 ms on the report page, unthrottled): the
  // app's import and the runtime's share loading follow in a task of their own (issue 19).
  if (document.querySelector('style[data-fc-sheet]')) await nextTask();
  // The app's module graph (Mantine's surface, the router, every screen) is fetched and run beside
  // the configuration and the texts, in a task of its own: evaluated with this module, it made one
  // task of about 150 ms at a phone's 4x CPU slowdown, all of it blocking (issue 19, TBT on `/`).
  const app = Promise.all([import('./app/App'), styles]).then(([{ App }]) => App);
  // React's DOM renderer likewise: evaluated in its own task, not in this module's (issue 19).
  const reactDom = import('react-dom/client');
  // Awaited below; a failure to load them (showStartFailure) must not count as unhandled meanwhile.
  app.catch(() => undefined);
  reactDom.catch(() => undefined);
  let config: RuntimeConfig | null = null;
  try {
    config = await fetchRuntimeConfig();
    registerRemotesFromConfig(config.remotes, { timeoutMs: config.remoteTimeoutMs });
  } catch (err) {
    config = null;
    // The page still renders; every remote slot shows its fallback with the reason.
    console.error('runtime-config.json could not be loaded', err);
  }
  // The configuration is usually inlined in the page: what follows (the texts' start) runs in a
  // task of its own rather than lengthening this one.
  await nextTask();
  const moduleTables = takeInlineModuleTables();
  const bases: NamespaceBases = { common: '' };
  if (config) for (const key of REMOTE_KEYS) bases[REMOTE_NAMESPACES[key]] = remoteBase(config.remotes[key].manifest);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  const queryClient = createQueryClient();
  let inlinedUrls: string[] = [];
  const prerenderedLang = root.dataset.prerenderedLang;
  if (prerenderedLang && root.firstChild) {
    // The server sent the page with its content (docs/architecture.md "Prerendered HTML"): the
    // same components take it over once the texts are loaded. If this browser's language is not
    // the one the server guessed (a choice stored before the language cookie existed), the page is
    // rendered anew in the right one instead.
    const i18n = await createI18n(bases);
    const App = await app;
    const { createRoot, hydrateRoot } = await reactDom;
    if (toLang(i18n.resolvedLanguage ?? i18n.language) === prerenderedLang) {
      const state = readQueryState();
      if (state) {
        hydrate(queryClient, state);
        inlinedUrls = state.queries.map((q) => collectionQueryUrl(q.queryKey)).filter((u): u is string => u !== null);
      }
      const prerendered = { viewport: (root.dataset.viewport === 'small' ? 'small' : 'large') as ViewportGuess, fragments: fragmentsInPage(root) };
      earlyPresses?.handOver();
      // In a transition, hydration yields to the browser every few milliseconds instead of holding
      // the main thread for the whole page (a phone's long task); a visitor's input still goes first,
      // and React hydrates what the input needs at once.
      startTransition(() => {
        hydrateRoot(
          root,
          <App
            config={config}
            moduleTables={moduleTables}
            i18nReady={settled(i18n)}
            queryClient={queryClient}
            prerendered={prerendered}
            onCommitted={() => {
              root.dataset.rendered = 'hydrated';
              earlyPresses?.replay();
            }}
          />,
          {
            onRecoverableError(error) {
              // Logged under a name the end-to-end tests look for: every mismatch is a defect.
              console.error('[hydration] the page did not match the prerendered HTML', error);
            },
          },
        );
      });
    } else {
      root.textContent = '';
      // Its buttons are gone: nothing to carry out.
      earlyPresses?.replay();
      createRoot(root).render(
        <App config={config} moduleTables={moduleTables} i18nReady={settled(i18n)} queryClient={queryClient} onCommitted={() => (root.dataset.rendered = 'client')} />,
      );
    }
  } else {
    const App = await app;
    const { createRoot } = await reactDom;
    createRoot(root).render(
      <App config={config} moduleTables={moduleTables} i18nReady={createI18n(bases)} queryClient={queryClient} onCommitted={() => (root.dataset.rendered = 'client')} />,
    );
  }
  // Offline reading (docs/deploying.md "Offline"); back online, the data is asked for again. Loaded
  // beside the first render, not before it: the worker registers after the page's load anyway.
  void import('./features/offline').then(({ startServiceWorker }) =>
    startServiceWorker(config, { onOnline: () => void queryClient.invalidateQueries(), inlinedUrls, inlinedAt: root.dataset.dataAt }),
  );
}

// A chunk that does not arrive or an error before the first render: the visitor is told, in the
// page's language, with a way out (app/start-failure.ts), instead of a blank or frozen page.
start().catch((error: unknown) => showStartFailure(error));
