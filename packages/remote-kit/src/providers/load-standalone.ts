// The standalone providers (standalone-providers.tsx) of a remote's own page and of a partner's
// ./mount, with Mantine's stylesheet adopted by the page's document before they render. The sheet
// is the page's one for this Mantine version (elements/styles.ts, `mantineSheet`): a partner page
// that mounts modules of two remotes fetches, builds and adopts it once, not once per remote.
// Both are fetched side by side.
import { adoptStyles, mantineSheet } from '../elements/styles';

export function loadStandaloneProviders(): Promise<typeof import('./standalone-providers')> {
  return Promise.all([import('./standalone-providers'), mantineSheet()]).then(([providers, sheet]) => {
    adoptStyles(document, [sheet]);
    return providers;
  });
}
