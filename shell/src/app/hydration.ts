// What the first render in the browser must agree on with the HTML the server sent (issue 19,
// docs/architecture.md "Prerendered HTML"), so that hydration finds the same tree.
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/**
 * The server's guess at the screen the page is for (a phone's user agent: small). It is written
 * on the root element (`data-viewport`) so the browser's first render uses the same guess; effects
 * then correct it to the real screen.
 */
export type ViewportGuess = 'small' | 'large';
export const ViewportGuessContext = createContext<ViewportGuess | null>(null);

const noMatchMedia = typeof window === 'undefined' || typeof window.matchMedia !== 'function';

/**
 * A viewport media query: the live answer, except where React hydrates the prerendered page, which
 * takes the server's guess. React's own server snapshot decides that (useSyncExternalStore), not a
 * flag around the first commit: a part of the page that hydrates later (a Suspense boundary that
 * waited) still hydrates with the guess, and React renders it again with the live answer after.
 */
export function useViewportQuery(query: string, whenSmall: boolean, fallback: boolean): boolean {
  const guess = useContext(ViewportGuessContext);
  const serverValue = guess === null ? fallback : guess === 'small' ? whenSmall : !whenSmall;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (noMatchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (noMatchMedia ? fallback : window.matchMedia(query).matches),
    () => serverValue,
  );
}

/** A promise React's `use` reads at once (already settled), so neither the server nor hydration suspends on it. */
export function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}
