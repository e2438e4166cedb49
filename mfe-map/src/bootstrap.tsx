// mfe-map's standalone page, for its team's work without the shell: the map with a small stand-in
// for the shell's layer switches and search. It reads the API at /api (`npm run dev -w mfe-map`
// proxies it) or at `?api=<base url>` (the built static page has no /api of its own).
import { createRoot } from 'react-dom/client';
import { loadStandaloneProviders } from '@forest-city/remote-kit';
import { NAMESPACE } from './contract';
import { StandaloneApp } from './app/StandaloneApp';

void loadStandaloneProviders().then(({ default: StandaloneProviders }) =>
  createRoot(document.getElementById('root')!).render(
    <StandaloneProviders missing={{ mantine: true, query: true, i18n: true, router: true }} namespace={NAMESPACE}>
      <StandaloneApp />
    </StandaloneProviders>,
  ),
);
