import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True in the server's render and while React hydrates it, false in the browser's own renders.
 * What the server cannot know or wait for (a module named by the link, a dialog the visitor opened
 * before) is rendered only in the browser's render after hydration, so both agree on the page
 * (docs/architecture.md "Prerendered HTML").
 */
export const useServerPass = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
