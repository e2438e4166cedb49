// Exposed modules are self-sufficient: inside the shell they use the shell's providers (the
// contexts cross the federation boundary because the libraries are shared singletons); mounted
// alone — the remote's standalone page or a partner's page — they bring their own.
import { Suspense, lazy, memo, useContext, type ComponentType } from 'react';
import { MantineContext } from '@mantine/core';
import { QueryClientContext } from '@tanstack/react-query';
import { I18nContext } from 'react-i18next';
import { useInRouterContext } from 'react-router';
import { loadStandaloneProviders } from './load-standalone';

export interface MissingProviders {
  mantine: boolean;
  query: boolean;
  i18n: boolean;
  router: boolean;
}

// Loaded only when something is missing, so the composed page never loads a second Mantine stylesheet.
const StandaloneProviders = lazy(loadStandaloneProviders);

/** `Component` with the providers it misses; `namespace` is the remote's i18next namespace (its standalone texts). */
export function withSelfProviders<P extends object>(Component: ComponentType<P>, displayName: string, namespace: string): ComponentType<P> {
  // Memoized: the router's check reads its location, so every change of address (a dialog opened,
  // the map moved) renders this wrapper again; the module renders only when its props change.
  const Module = memo(Component);
  function SelfProvided(props: P) {
    const missing: MissingProviders = {
      mantine: useContext(MantineContext) === null,
      query: useContext(QueryClientContext) === undefined,
      i18n: !useContext(I18nContext)?.i18n,
      router: !useInRouterContext(),
    };
    if (!Object.values(missing).some(Boolean)) return <Module {...props} />;
    return (
      <Suspense fallback={null}>
        <StandaloneProviders missing={missing} namespace={namespace}>
          <Module {...props} />
        </StandaloneProviders>
      </Suspense>
    );
  }
  SelfProvided.displayName = `WithSelfProviders(${displayName})`;
  return SelfProvided;
}
