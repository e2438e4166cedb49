// Which items the map shows: the server's search result when a search is on (text longer than
// 2 characters, the spec's Validation rules), else the whole list; then only the active layer types.
import type { InfrastructureItem, ItemType } from '@forest-city/api-contract';
import { isSearchable } from '@forest-city/contracts';

/** The search text the map queries with, or null when no search applies. */
export function effectiveSearch(searchText: string | undefined): string | null {
  const text = (searchText ?? '').trim();
  return isSearchable(text) ? text : null;
}

export function visibleItems(
  all: readonly InfrastructureItem[] | undefined,
  searchResult: readonly InfrastructureItem[] | undefined,
  searching: boolean,
  activeLayers: readonly ItemType[],
): InfrastructureItem[] {
  const source = searching ? searchResult : all;
  if (!source) return [];
  const active = new Set<string>(activeLayers);
  return source.filter((item) => active.has(item.type));
}

/**
 * Why nothing is shown, when nothing is: no layer switched on, or a search without a match.
 * "No item matches" only when the server found nothing: matches in switched-off layers are listed
 * instead (hiddenMatches), so `hidden` > 0 gives no reason.
 */
export type EmptyReason = 'noLayers' | 'noMatch' | 'noItems' | null;

export function emptyReason(shown: number, activeLayers: readonly ItemType[], searching: boolean, hidden = 0): EmptyReason {
  if (shown > 0 || (searching && hidden > 0)) return null;
  if (activeLayers.length === 0) return 'noLayers';
  return searching ? 'noMatch' : 'noItems';
}

/** Search results the active layers hide (the server searches every layer): listed apart, with a way to show them. */
export function hiddenMatches(searchResult: readonly InfrastructureItem[] | undefined, searching: boolean, activeLayers: readonly ItemType[]): InfrastructureItem[] {
  if (!searching || !searchResult) return [];
  const active = new Set<string>(activeLayers);
  return searchResult.filter((item) => !active.has(item.type));
}
