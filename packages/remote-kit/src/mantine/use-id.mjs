// Stands in for @mantine/hooks' `useId` in every build of every part (rspack.base.mjs,
// MANTINE_USE_ID). Mantine's version keeps React's id for the first render and then, in a layout
// effect, replaces it with a random one: every Switch, input, Chip and AppShell renders twice when
// it mounts, synchronously, inside the commit that put the page on screen. On a hydrated page that
// second render was one of the longest tasks of a phone's start (issue 19). React's id is already
// unique within a root and the same in the prerendered HTML and the browser; roots that share a
// page get a prefix of their own (`identifierPrefix`: the mounts and the fragments).
import { useId as useReactId } from 'react';

/**
 * Mantine's `useId(staticId?)`: the given id, or one derived from React's.
 * @param {string | undefined} [staticId]
 * @returns {string}
 */
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
