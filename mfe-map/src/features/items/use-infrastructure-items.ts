import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ItemType } from '@forest-city/api-contract';
import type { Lang } from '@forest-city/contracts';
import { infrastructureQuery, searchQuery as searchQueryOf } from '@forest-city/contracts';
import { effectiveSearch, emptyReason, hiddenMatches, visibleItems } from './visible-items';

/** The whole list (for the dialog and fit), the items shown, and the loading/empty/error state. */
export function useInfrastructureItems({ apiBase, lang, activeLayers, searchText }: { apiBase: string; lang: Lang; activeLayers: readonly ItemType[]; searchText: string }) {
  const list = useQuery({
    ...infrastructureQuery(apiBase, lang),
    // A language switch keeps the previous list on the map until the new one arrives.
    placeholderData: keepPreviousData,
  });
  const search = effectiveSearch(searchText);
  const searchQuery = useQuery({
    ...searchQueryOf(apiBase, search ?? '', lang),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
  const searching = search !== null;
  // A page of the best matches (the API's default, SEARCH_PAGE_SIZE) and how many match in all:
  // every match of a broad query over a large dataset would be megabytes per keystroke (README, Search).
  const matches = searchQuery.data?.items;
  const shown = useMemo(() => visibleItems(list.data, matches, searching, activeLayers), [list.data, matches, searching, activeLayers]);
  const hidden = useMemo(() => hiddenMatches(matches, searching, activeLayers), [matches, searching, activeLayers]);
  const pending = list.isPending || (searching && searchQuery.isPending);
  const error = list.error ?? (searching ? searchQuery.error : null);
  const found = searchQuery.data;
  const matchCount = useMemo(() => (searching && found ? { page: found.items.length, total: found.total } : null), [searching, found]);
  return {
    all: list.data,
    shown,
    /** Search results in switched-off layers. */
    hidden,
    searching,
    /** While searching: the matches in the page and in all (more when the page holds only the best). */
    matchCount,
    pending,
    error,
    empty: pending || error ? null : emptyReason(shown.length, activeLayers, searching, hidden.length),
    retry: () => {
      void list.refetch();
      if (searching) void searchQuery.refetch();
    },
  };
}
