// The search as it was before the index: one pass over every item with a substring test per word,
// then a comparison sort of the matches (the ranking code as it was, kept here unchanged). Kept as
// the oracle the index is tested against (same results, same order) and as the bench's baseline;
// the server does not use it. It reads the same folded texts as the index (searchTexts).
import type { DatasetItem } from '../../lib/dataset';
import { queryWords, searchTexts, SEARCH_FIELDS, WEIGHTS } from './search-index';

interface Entry {
  item: DatasetItem;
  order: number;
  /** One folded text per SEARCH_FIELDS entry, the three languages separated by newlines. */
  fields: string[];
}

/** Every word is in some field of the entry (a word has no space or newline, so no match spans two fields). */
const hasEvery = (entry: Entry, words: readonly string[]) => words.every((word) => entry.fields.some((field) => field.includes(word)));

/** Ranks the entries that contain every word: phrase in the name, words in the name, field weights, item order. */
function rank(candidates: Iterable<Entry>, words: string[]): DatasetItem[] {
  const phrase = words.join(' ');
  const hits: { entry: Entry; phraseInName: boolean; nameWords: number; score: number }[] = [];
  for (const entry of candidates) {
    let score = 0;
    let nameWords = 0;
    for (const word of words) {
      let field = 0;
      while (!entry.fields[field]!.includes(word)) field++;
      score += WEIGHTS[field]!;
      if (field === 0) nameWords++;
    }
    hits.push({ entry, phraseInName: entry.fields[0]!.includes(phrase), nameWords, score });
  }
  hits.sort((a, b) => Number(b.phraseInName) - Number(a.phraseInName) || b.nameWords - a.nameWords || b.score - a.score || a.entry.order - b.entry.order);
  return hits.map((h) => h.entry.item);
}

export function linearScan(items: readonly DatasetItem[]): (text: string) => DatasetItem[] {
  const { texts, textIds } = searchTexts(items);
  const n = SEARCH_FIELDS.length;
  const entries = items.map((item, order): Entry => ({ item, order, fields: SEARCH_FIELDS.map((_, f) => texts[textIds[order * n + f]!]!) }));
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
