// Whether a media query matches, known at the first render in the browser. Mantine's useMediaQuery
// reads it in an effect by default: a dialog on a phone then rendered its whole tree twice as it
// opened (once laid out for a large screen, then full-screen), at every open.
import { useMediaQuery } from '@mantine/hooks';

const resolvedNow = { getInitialValueInEffect: false };

export function useScreenQuery(query: string): boolean {
  return useMediaQuery(query, false, resolvedNow);
}
