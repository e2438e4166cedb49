// What the first render in the browser must agree on with the HTML the server sent (issue 19,
// docs/architecture.md "Prerendered HTML"), so that hydration finds the same tree.
import { createContext, useContext } from 'react';
import { useMediaQuery } from '@mantine/hooks';

/**
 * The server's guess at the screen the page is for (a phone's user agent: small). It is written
 * on the root element (`data-viewport`) so the browser's first render uses the same guess; effects
 * then correct it to the real screen.
 */
export type ViewportGuess = 'small' | 'large';
export const ViewportGuessContext = createContext<ViewportGuess | null>(null);

let hydrating = false;
/** Set by bootstrap around hydrateRoot: components mounted until the first commit take the server's values. */
export const setHydrating = (value: boolean): void => {
  hydrating = value;
};

/** A viewport media query: the live answer, except in a prerendered page's first render, which takes the server's guess. */
export function useViewportQuery(query: string, whenSmall: boolean, fallback: boolean): boolean {
  const guess = useContext(ViewportGuessContext);
  const fromGuess = hydrating || typeof window === 'undefined' ? guess : null;
  const initial = fromGuess === null ? fallback : fromGuess === 'small' ? whenSmall : !whenSmall;
  return useMediaQuery(query, initial, { getInitialValueInEffect: fromGuess !== null }) ?? initial;
}

/** A promise React's `use` reads at once (already settled), so neither the server nor hydration suspends on it. */
export function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}
