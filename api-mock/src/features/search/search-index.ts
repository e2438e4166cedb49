// Real search over the dataset: case- and accent-insensitive, over name, location, type,
// technology, capacity and description in all three languages at once (so a Chinese or Malay
// query finds what its English equivalent finds), every word must match, name matches first.
// The folded text is computed once per item when the index is built, so a query is one linear
// pass of substring tests (about 100,000 items in tens of milliseconds; see bench/).
import { LANGUAGES } from '../../contract/index';
import type { DatasetItem } from '../dataset';
import { TYPE_LABELS } from './type-labels';

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Folds text for comparison: compatibility decomposition (full-width letters, superscripts),
 * combining marks removed (é -> e), lower case, punctuation and symbols as spaces.
 */
export function fold(text: string): string {
  // Fast path for printable ASCII (most English and Malay text): the same result, without Unicode tables.
  if (PRINTABLE_ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\p{P}\p{S}\s]+/gu, ' ')
    .trim();
}

/** The words of a query, folded; empty when the text has no letters or digits. */
export const queryWords = (text: string): string[] => fold(text).split(' ').filter(Boolean);

/** Field order is rank order: a match in an earlier field ranks higher. */
export const SEARCH_FIELDS = ['name', 'location', 'type', 'technology', 'capacity', 'description'] as const;
const WEIGHTS = [32, 16, 8, 4, 2, 1];

interface Entry {
  item: DatasetItem;
  order: number;
  /** One folded string per SEARCH_FIELDS entry, the three languages separated by newlines. */
  fields: string[];
  /** All fields joined: one substring test per word rejects most items before any ranking. */
  all: string;
}

export interface SearchIndex {
  readonly size: number;
  /** Matching items, best first. The array is shared with later calls: do not mutate it. */
  search(text: string): readonly DatasetItem[];
}

export function buildSearchIndex(items: readonly DatasetItem[], { cacheSize = 512 } = {}): SearchIndex {
  // Types, technologies and locations repeat across items: fold each distinct text once.
  const folded = new Map<string, string>();
  const foldOnce = (text: string) => {
    let f = folded.get(text);
    if (f === undefined) folded.set(text, (f = fold(text)));
    return f;
  };
  const entries: Entry[] = items.map((item, order) => {
    const fields = SEARCH_FIELDS.map((field) => {
      const texts = field === 'type' ? [item.type, ...LANGUAGES.map((l) => TYPE_LABELS[item.type][l])] : LANGUAGES.map((l) => item[field][l]);
      return texts.map(foldOnce).join('\n');
    });
    return { item, order, fields, all: fields.join('\n') };
  });

  // The dataset never changes while the server runs, so results are kept per folded query text
  // (bounded, least recently used out): popular searches cost a lookup, new ones one linear scan.
  const results = new Map<string, DatasetItem[]>();

  function remember(key: string, found: DatasetItem[]): DatasetItem[] {
    results.set(key, found);
    if (results.size > cacheSize) results.delete(results.keys().next().value!);
    return found;
  }

  return {
    size: entries.length,
    search(text: string): readonly DatasetItem[] {
      const words = queryWords(text);
      if (words.length === 0) return [];
      const key = words.join(' ');
      const cached = results.get(key);
      if (cached) {
        results.delete(key);
        results.set(key, cached);
        return cached;
      }
      return remember(key, scan(words));
    },
  };

  function scan(words: string[]): DatasetItem[] {
    const phrase = words.join(' ');
    const hits: { entry: Entry; phraseInName: boolean; nameWords: number; score: number }[] = [];
    // The longest word first: it is the most selective, so most items are rejected by one test.
    const byLength = [...words].sort((a, b) => b.length - a.length);
    outer: for (const entry of entries) {
      for (const word of byLength) if (!entry.all.includes(word)) continue outer;
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
}
