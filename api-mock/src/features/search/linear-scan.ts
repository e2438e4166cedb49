// The search as it was before the index: one pass over every item with a substring test per word.
// Kept as the oracle the index is tested against (same results, same order) and as the bench's
// baseline; the server does not use it.
import type { DatasetItem } from '../dataset';
import { hasEvery, queryWords, rank, searchEntries } from './search-index';

export function linearScan(items: readonly DatasetItem[]): (text: string) => DatasetItem[] {
  const { entries } = searchEntries(items);
  return (text) => {
    const words = queryWords(text);
    if (words.length === 0) return [];
    const byLength = [...words].sort((a, b) => b.length - a.length);
    return rank(
      entries.filter((entry) => hasEvery(entry, byLength)),
      words,
    );
  };
}
