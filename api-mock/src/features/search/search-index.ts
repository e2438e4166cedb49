// Real search over the dataset: case- and accent-insensitive, over name, location, type,
// technology, capacity and description in all three languages at once (so a Chinese or Malay
// query finds what its English equivalent finds), every word must match (anywhere inside a word of
// the text: a prefix, a suffix, the middle of a Chinese phrase), name matches first.
//
// An n-gram index, hand-built (docs: README, Search): a query word can only match inside one token
// of the folded text (a run without spaces; Chinese phrases are one token), so the index maps the
// character bigrams and trigrams of every distinct token to the tokens that contain them (CJK-aware
// without a word segmenter: Chinese text is matched by its character n-grams), each token to the
// distinct field texts that contain it, and each text to its items. A query takes its most
// selective word, finds its tokens by intersecting n-gram postings and checking them, collects
// the items of those tokens' texts, and keeps those whose text contains every other word: the
// same test as the linear scan it replaces (linear-scan.ts, the tests' oracle), over a few
// candidates instead of every item.
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
  /** One folded text per SEARCH_FIELDS entry, the three languages separated by newlines; equal texts are one string. */
  fields: string[];
  /** The same fields as ids into the table of distinct texts. */
  textIds: number[];
}

export interface SearchIndex {
  readonly size: number;
  /** Matching items, best first. The array is shared with later calls: do not mutate it. */
  search(text: string): readonly DatasetItem[];
}

/**
 * The folded fields of every item (shared with the linear scan, so both test the same text). Equal
 * texts are folded once and stored once (types, technologies, locations and descriptions repeat),
 * keyed by short ids rather than by hashing long strings again for every item.
 */
export function searchEntries(items: readonly DatasetItem[]): { entries: Entry[]; texts: string[] } {
  const foldedIds = new Map<string, number>();
  const folded: string[] = [];
  const foldOnce = (text: string) => {
    let id = foldedIds.get(text);
    if (id === undefined) {
      foldedIds.set(text, (id = folded.length));
      folded.push(fold(text));
    }
    return id;
  };
  const textIdOf = new Map<string, number>();
  const texts: string[] = [];
  const entries = items.map((item, order) => {
    const textIds = SEARCH_FIELDS.map((field, f) => {
      const raw = field === 'type' ? [item.type, ...LANGUAGES.map((l) => TYPE_LABELS[item.type][l])] : LANGUAGES.map((l) => item[field][l]);
      const ids = raw.map(foldOnce);
      const key = `${f}:${ids.join(',')}`;
      let id = textIdOf.get(key);
      if (id === undefined) {
        textIdOf.set(key, (id = texts.length));
        texts.push(ids.map((i) => folded[i]).join('\n'));
      }
      return id;
    });
    return { item, order, textIds, fields: textIds.map((id) => texts[id]!) };
  });
  return { entries, texts };
}

/** Every word is in some field of the entry (a word has no space or newline, so no match spans two fields). */
export const hasEvery = (entry: Entry, words: readonly string[]) => words.every((word) => entry.fields.some((field) => field.includes(word)));

/** Ranks the entries that contain every word (the order of the old scan, kept). */
export function rank(candidates: Iterable<Entry>, words: string[]): DatasetItem[] {
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

const TOKEN_SPLIT = /[ \n]+/;
const EMPTY = new Uint32Array(0);

/** Sorted, duplicate-free postings, frozen into typed arrays once the index is built. */
class Postings<K extends string | number = string | number> {
  private readonly building = new Map<K, number[]>();
  private readonly frozen = new Map<K, Uint32Array>();
  add(key: K, id: number) {
    let list = this.building.get(key);
    if (!list) this.building.set(key, (list = []));
    if (list[list.length - 1] !== id) list.push(id); // ids arrive in increasing order
  }
  freeze() {
    for (const [key, list] of this.building) this.frozen.set(key, Uint32Array.from(list));
    this.building.clear();
  }
  get(key: K): Uint32Array {
    return this.frozen.get(key) ?? EMPTY;
  }
}

/** The n-grams a word is looked up by: its trigrams (bigrams for a 2-character word, the word itself for 1). */
function lookupGrams(word: string): string[] {
  const chars = [...word];
  const n = Math.min(3, chars.length);
  const grams = new Set<string>();
  for (let i = 0; i + n <= chars.length; i++) grams.add(chars.slice(i, i + n).join(''));
  return [...grams];
}

/** Every n-gram (1 to 3 characters) of a token, for the index. */
function indexGrams(token: string): Set<string> {
  const chars = [...token];
  const grams = new Set<string>();
  for (let n = 1; n <= 3; n++) for (let i = 0; i + n <= chars.length; i++) grams.add(chars.slice(i, i + n).join(''));
  return grams;
}

/** Intersection of sorted postings, smallest first. */
function intersect(lists: Uint32Array[]): Uint32Array | number[] {
  if (lists.length === 0) return EMPTY;
  lists.sort((a, b) => a.length - b.length);
  let result: Uint32Array | number[] = lists[0]!;
  for (let k = 1; k < lists.length && result.length > 0; k++) {
    const other = lists[k]!;
    const next: number[] = [];
    let j = 0;
    for (const id of result) {
      while (j < other.length && other[j]! < id) j++;
      if (j === other.length) break;
      if (other[j] === id) next.push(id);
    }
    result = next;
  }
  return result;
}

export function buildSearchIndex(items: readonly DatasetItem[], { cacheSize = 512 } = {}): SearchIndex {
  const { entries, texts } = searchEntries(items);

  // Each distinct text's items, and its tokens.
  const textItems: number[][] = texts.map(() => []);
  for (const entry of entries) {
    for (const id of entry.textIds) {
      const list = textItems[id]!;
      if (list[list.length - 1] !== entry.order) list.push(entry.order);
    }
  }
  const tokenIds = new Map<string, number>();
  const tokens: string[] = [];
  const tokenTexts = new Postings();
  texts.forEach((text, textId) => {
    for (const token of text.split(TOKEN_SPLIT)) {
      if (!token) continue;
      let tokenId = tokenIds.get(token);
      if (tokenId === undefined) {
        tokenIds.set(token, (tokenId = tokens.length));
        tokens.push(token);
      }
      tokenTexts.add(tokenId, textId);
    }
  });
  tokenTexts.freeze();
  const grams = new Postings();
  tokens.forEach((token, id) => {
    for (const gram of indexGrams(token)) grams.add(gram, id);
  });
  grams.freeze();

  /** Ids of the tokens that contain the word. */
  function tokensWith(word: string): ArrayLike<number> {
    const found = intersect(lookupGrams(word).map((g) => grams.get(g)));
    if ([...word].length <= 3) return found; // the gram is the word: no check needed
    const checked: number[] = [];
    for (const id of found as Iterable<number>) if (tokens[id]!.includes(word)) checked.push(id);
    return checked;
  }

  /** Marks the texts that contain one of the tokens. */
  function textsOf(found: ArrayLike<number>): Uint8Array {
    const mark = new Uint8Array(texts.length);
    for (let i = 0; i < found.length; i++) for (const textId of tokenTexts.get(found[i]!)) mark[textId] = 1;
    return mark;
  }

  function find(words: string[]): DatasetItem[] {
    // Start from the word whose tokens appear in the fewest texts: its items are the candidates.
    const perWord: { word: string; tokens: ArrayLike<number>; cost: number }[] = [];
    for (const word of new Set(words)) {
      const found = tokensWith(word);
      let cost = 0;
      for (let i = 0; i < found.length; i++) cost += tokenTexts.get(found[i]!).length;
      if (cost === 0) return [];
      perWord.push({ word, tokens: found, cost });
    }
    perWord.sort((a, b) => a.cost - b.cost);
    const [start, ...rest] = perWord;
    const seenText = new Uint8Array(texts.length);
    const candidate = new Set<number>();
    for (let i = 0; i < start!.tokens.length; i++) {
      for (const textId of tokenTexts.get(start!.tokens[i]!)) {
        if (seenText[textId]) continue;
        seenText[textId] = 1;
        for (const order of textItems[textId]!) candidate.add(order);
      }
    }
    // Every other word: one of the candidate's texts must contain one of the word's tokens (the same
    // test as a substring search of its fields, answered from the index), or, when the candidates
    // are fewer than the word's texts, the substring test itself on the candidates.
    const checks = rest.map((w): ((entry: Entry) => boolean) => {
      if (w.cost > candidate.size * SEARCH_FIELDS.length) return (entry) => entry.fields.some((field) => field.includes(w.word));
      const mark = textsOf(w.tokens);
      return (entry) => entry.textIds.some((id) => mark[id] === 1);
    });
    const matching: Entry[] = [];
    outer: for (const order of candidate) {
      const entry = entries[order]!;
      for (const check of checks) if (!check(entry)) continue outer;
      matching.push(entry);
    }
    return rank(matching, words);
  }

  // The dataset never changes while the server runs, so results are kept per folded query text
  // (bounded, least recently used out): popular searches cost a lookup.
  const results = new Map<string, DatasetItem[]>();

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
      const found = find(words);
      if (cacheSize > 0) {
        results.set(key, found);
        if (results.size > cacheSize) results.delete(results.keys().next().value!);
      }
      return found;
    },
  };
}
