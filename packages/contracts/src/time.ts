// The map through time (issue 18.7): which year the map shows, and what an item was in that year.
//   year = 2013..DEVELOPMENT_FACTS.completionYear (absent: today, every item as it is now)
// Pure functions shared by the shell (the `year` URL parameter), the map's standalone page and the
// map itself, so a shared link restores the same year everywhere and bad input is ignored.
import type { ItemTime, TimeStatus } from '@forest-city/api-contract';
import { DEVELOPMENT_FACTS, RECLAIMED_LAND } from './facts';

/** The first year the time control offers: reclamation started (facts). */
export const FIRST_YEAR: number = RECLAIMED_LAND.reclamationStarted;
/** The last year: the planned completion of the whole project (facts). */
export const LAST_YEAR: number = DEVELOPMENT_FACTS.completionYear;

/** `year` as the URL carries it: a whole year in FIRST_YEAR..LAST_YEAR, else null (today: no time filter). */
export function parseYear(value: string | null | undefined): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= FIRST_YEAR && year <= LAST_YEAR ? year : null;
}

/** The `year` parameter's value: null (not written) for today. */
export function formatYear(year: number | null): string | null {
  return year === null ? null : String(year);
}

/** What an item was in a year: its status from the history, or null before its first recorded year (it did not exist, not even as a plan). */
export function timeStatusIn(time: Pick<ItemTime, 'history'> | undefined, year: number): TimeStatus | null {
  // An item without a time record has no history to go by: it is shown as it is now.
  if (!time) return 'existing';
  let status: TimeStatus | null = null;
  for (const step of time.history) {
    if (step.year <= year) status = step.status;
    else break;
  }
  return status;
}

export type { ItemTime, TimeStatus };
