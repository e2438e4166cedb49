import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { createI18n, type NamespaceBases } from './i18n/i18n';
import { fetchRuntimeConfig, remoteBase, REMOTE_KEYS, REMOTE_NAMESPACES, type RuntimeConfig } from './federation/runtime-config';
import { registerRemotesFromConfig } from './federation/registry';
import { checkRuntimeConfig } from './app/runtime-config-schema';

async function start() {
  let config: RuntimeConfig | null = null;
  try {
    config = await checkRuntimeConfig(await fetchRuntimeConfig());
    registerRemotesFromConfig(config.remotes, { timeoutMs: config.remoteTimeoutMs });
  } catch (err) {
    config = null;
    // The page still renders; every remote slot shows its fallback with the reason.
    console.error('runtime-config.json could not be loaded', err);
  }
  const bases: NamespaceBases = { common: '' };
  if (config) for (const key of REMOTE_KEYS) bases[REMOTE_NAMESPACES[key]] = remoteBase(config.remotes[key].manifest);
  const i18n = createI18n(bases);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  const queryClient = createQueryClient();
  createRoot(root).render(<App config={config} i18nReady={i18n} queryClient={queryClient} />);
  // Offline reading (docs/deploying.md "Offline"); back online, the data is asked for again. Loaded
  // beside the first render, not before it: the worker registers after the page's load anyway.
  void import('./features/offline').then(({ startServiceWorker }) => startServiceWorker(config, { onOnline: () => void queryClient.invalidateQueries() }));
}

void start();
