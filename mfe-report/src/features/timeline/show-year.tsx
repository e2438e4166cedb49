// What a timeline event can do on a page with a map: "Show <year> on the map" (issue 18.7). The
// history dialog provides its host's `onShowYear`; without one (the report page, a standalone or
// partner page, the custom elements) no event offers the button.
import { createContext, useContext } from 'react';
import { FIRST_YEAR, LAST_YEAR } from '@forest-city/contracts';

export const ShowYearContext = createContext<((year: number) => void) | undefined>(undefined);

/** The handler for an event of `year`, when there is one and the map's time control covers the year. */
export function useShowYear(year: number | undefined): (() => void) | undefined {
  const onShowYear = useContext(ShowYearContext);
  if (!onShowYear || year === undefined || year < FIRST_YEAR || year > LAST_YEAR) return undefined;
  return () => onShowYear(year);
}
