// Real search over the dataset: case- and accent-insensitive, over name, location, type,
// technology, capacity and description in all three languages at once (so a Chinese or Malay
// query finds what its English equivalent finds), every word must match (anywhere inside a word of
// the text: a prefix, a suffix, the middle of a Chinese phrase), name matches first.
//
// An n-gram index, hand-built (docs: README, Search): a query word can only match inside one token
// of the folded text (a run without spaces; Chinese phrases are one token), so the index maps the
// character 1-, 2- and 3-grams of every distinct token to the tokens that contain them (CJK-aware
// without a word segmenter: Chinese text is matched by its character n-grams), each token to the
// distinct field texts that contain it, and each text to its items. A query finds each word's
// tokens (the word's own posting for 1-3 characters; otherwise the intersection of its trigrams'
// postings, rarest first, then a substring check), starts from the word whose tokens reach the
// fewest texts, and keeps the items of those texts in which every other word is found: the same
// test as the linear scan it replaces (linear-scan.ts, the tests' oracle), so the same items, ranked
// in the same order (a counting sort on the rank key, item order within a key).
//
// Everything is flat typed arrays (CSR: an offsets array and one postings array per relation),
// n-gram keys are numbers, and the per-query marks are reusable stamp arrays, so a query allocates
// little beyond its answer and the build makes no per-token or per-gram JS arrays.
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
/** The weight of a word found in each field (a word counts in the first field that contains it). */
export const WEIGHTS = [32, 16, 8, 4, 2, 1];

/** Which matches a search keeps (the route's type, status and bbox filters), with a stable key for the result cache. */
export interface SearchFilter {
  key: string;
  accepts(item: DatasetItem): boolean;
}

export interface SearchOptions {
  /** At most this many items, the best first (default: all). */
  limit?: number;
  /** Only matches it accepts are counted and returned. */
  filter?: SearchFilter;
}

export interface SearchResult {
  /** The best `limit` matches, best first. Shared with later calls: do not mutate it. */
  items: readonly DatasetItem[];
  /** How many items match (after the filter), however many were returned. */
  total: number;
}

export interface SearchIndex {
  readonly size: number;
  search(text: string, options?: SearchOptions): SearchResult;
}

const FIELD_COUNT = SEARCH_FIELDS.length;

export interface SearchTexts {
  /** The distinct folded field texts: one field's three languages separated by newlines. */
  texts: string[];
  /** Item i's field f is texts[textIds[i * SEARCH_FIELDS.length + f]]. */
  textIds: Int32Array;
}

/**
 * The folded fields of every item (shared with the linear scan, so both test the same text). Equal
 * texts are folded once and stored once (types, technologies, locations and descriptions repeat),
 * keyed by short ids rather than by hashing long strings again for every item.
 */
/** Numeric keys of two ids each: a * KEY_BASE + b stays an exact integer for ids under 2^26. */
const KEY_BASE = 2 ** 26;

export function searchTexts(items: readonly DatasetItem[]): SearchTexts {
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
  // A field's text is keyed by the ids of its folded languages, as numbers: (en, zh) -> a pair id,
  // (pair, ms) -> the text (no key strings to build and hash per item). A type's text depends on the type only.
  const pairIds = new Map<number, number>();
  const textIdOf = SEARCH_FIELDS.map(() => new Map<number, number>());
  const typeTextIds = new Map<string, number>();
  const texts: string[] = [];
  const textIds = new Int32Array(items.length * FIELD_COUNT);
  const [l0, l1, l2] = LANGUAGES;
  items.forEach((item, order) => {
    for (let f = 0; f < FIELD_COUNT; f++) {
      const field = SEARCH_FIELDS[f]!;
      let id: number | undefined;
      if (field === 'type') {
        id = typeTextIds.get(item.type);
        if (id === undefined) {
          typeTextIds.set(item.type, (id = texts.length));
          texts.push([item.type, ...LANGUAGES.map((l) => TYPE_LABELS[item.type][l])].map((raw) => folded[foldOnce(raw)]).join('\n'));
        }
      } else {
        const t = item[field];
        const a = foldOnce(t[l0]);
        const b = foldOnce(t[l1]);
        const c = foldOnce(t[l2]);
        let pair = pairIds.get(a * KEY_BASE + b);
        if (pair === undefined) pairIds.set(a * KEY_BASE + b, (pair = pairIds.size));
        id = textIdOf[f]!.get(pair * KEY_BASE + c);
        if (id === undefined) {
          textIdOf[f]!.set(pair * KEY_BASE + c, (id = texts.length));
          texts.push(`${folded[a]}\n${folded[b]}\n${folded[c]}`);
        }
      }
      textIds[order * FIELD_COUNT + f] = id;
    }
  });
  if (folded.length >= KEY_BASE || pairIds.size >= KEY_BASE) throw new Error('search index: too many distinct texts for numeric keys');
  return { texts, textIds };
}

/** A sorted, duplicate-free list of ids. */
type IdList = Uint32Array | Int32Array | readonly number[];

/** First index in list[from..] whose value is >= id (galloping: 1, 2, 4... steps, then binary search). */
function gallop(list: IdList, id: number, from: number): number {
  let step = 1;
  let hi = from;
  while (hi < list.length && list[hi]! < id) {
    from = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = Math.min(hi, list.length);
  while (from < hi) {
    const mid = (from + hi) >>> 1;
    if (list[mid]! < id) from = mid + 1;
    else hi = mid;
  }
  return from;
}

/**
 * Intersection of sorted, duplicate-free id lists, from the shortest: each id of the running result
 * is looked up in the next list by galloping, so a short list against a long one costs about
 * short x log(long / short), not long.
 */
export function intersectSorted(lists: readonly IdList[]): number[] {
  if (lists.length === 0) return [];
  const order = [...lists].sort((a, b) => a.length - b.length);
  const result: number[] = Array.from(order[0]!);
  for (let k = 1; k < order.length && result.length > 0; k++) {
    const other = order[k]!;
    let kept = 0;
    let j = 0;
    for (let i = 0; i < result.length && j < other.length; i++) {
      const id = result[i]!;
      j = gallop(other, id, j);
      if (j < other.length && other[j] === id) result[kept++] = id;
    }
    result.length = kept;
  }
  return result;
}

/** Offsets and values of a one-to-many relation (compressed sparse rows): row r is values[offsets[r] .. offsets[r + 1]). */
interface Rows {
  offsets: Uint32Array;
  values: Uint32Array;
}
const row = (rows: Rows, r: number) => rows.values.subarray(rows.offsets[r]!, rows.offsets[r + 1]!);
const rowLength = (rows: Rows, r: number) => rows.offsets[r + 1]! - rows.offsets[r]!;

/** Two-pass builder of Rows: count every (row, value) pair, then fill; values arrive in increasing order per row. */
function buildRows(rowCount: number, visit: (emit: (r: number, value: number) => void) => void): Rows {
  const offsets = new Uint32Array(rowCount + 1);
  visit((r) => offsets[r + 1]!++);
  for (let r = 0; r < rowCount; r++) offsets[r + 1]! += offsets[r]!;
  const values = new Uint32Array(offsets[rowCount]!);
  const fill = offsets.slice(0, rowCount);
  visit((r, value) => (values[fill[r]!++] = value));
  return { offsets, values };
}

/**
 * Character n-grams as numbers: every distinct character of the tokens gets a small id (from 1),
 * and a gram of up to three characters is those ids as digits in base K = characters + 1 (no
 * leading zero digit, so 1-, 2- and 3-grams never share a key).
 */
class GramCoder {
  /** Ids of characters in the Basic Multilingual Plane by UTF-16 code (0: none yet); others in a map. */
  private readonly bmp = new Int32Array(0x10000);
  private readonly astral = new Map<number, number>();
  private count = 0;
  private base = 0;
  learn(token: string) {
    for (let i = 0; i < token.length; i++) {
      const code = token.codePointAt(i)!;
      if (code > 0xffff) {
        i++;
        if (!this.astral.has(code)) this.astral.set(code, ++this.count);
      } else if (this.bmp[code] === 0) this.bmp[code] = ++this.count;
    }
  }
  seal() {
    this.base = this.count + 1;
    if (this.base ** 3 > Number.MAX_SAFE_INTEGER) throw new Error(`search index: ${this.count} distinct characters is more than n-gram keys can hold`);
  }
  /** The character ids of a text into `out`; false when a character never occurs in the index (nothing can match). */
  codes(text: string, out: number[]): boolean {
    out.length = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.codePointAt(i)!;
      let id: number | undefined;
      if (code > 0xffff) {
        i++;
        id = this.astral.get(code);
      } else id = this.bmp[code];
      if (!id) return false;
      out.push(id);
    }
    return true;
  }
  key(codes: readonly number[], at: number, n: number): number {
    let key = 0;
    for (let i = at; i < at + n; i++) key = key * this.base + codes[i]!;
    return key;
  }
}

/** The distinct n-gram keys (1 to 3 characters) of a token's character ids, into `out`. */
function indexGramKeys(coder: GramCoder, codes: readonly number[], out: number[]) {
  out.length = 0;
  for (let n = 1; n <= 3; n++) {
    for (let i = 0; i + n <= codes.length; i++) {
      const key = coder.key(codes, i, n);
      if (!out.includes(key)) out.push(key);
    }
  }
}

const TOKEN_SPLIT = /[ \n]+/;

/**
 * Rank keys are counted in a table of this size: a key (higher first) is whether the name holds
 * the whole phrase, then how many query words are found in the name, then the sum of the weights of
 * the fields each word was found in; for a query of W words, 2 (W + 1) (32 W + 1) keys, which fits
 * for the route's longest queries (200 characters, at most 100 words). Longer ones sort by comparison.
 */
const RANK_KEYS = 1 << 20;

/** Candidates at a page's threshold key are sorted when at most this many, else picked in one pass over item ids. */
const SORT_AT_MOST = 4096;

const NOTHING = { ids: [], total: 0 };

/** From this many names holding every word of a multi-word query, the phrase test is narrowed by the index first (phraseFilter). */
const PHRASE_FILTER_FROM = 256;

export function buildSearchIndex(items: readonly DatasetItem[], { cacheSize = 512, cacheItems = 2_000_000 } = {}): SearchIndex {
  const { texts, textIds } = searchTexts(items);
  const itemCount = items.length;

  // Texts -> items, and tokens: distinct runs without spaces, numbered in order of first appearance.
  const textItems = buildRows(texts.length, (emit) => {
    for (let i = 0; i < textIds.length; i++) emit(textIds[i]!, (i / FIELD_COUNT) | 0);
  });
  const tokenIds = new Map<string, number>();
  const tokens: string[] = [];
  /** Each text's distinct token ids, flattened (temporary: inverted into tokenTexts). */
  const textTokenOffsets = new Uint32Array(texts.length + 1);
  let textTokens = new Uint32Array(Math.max(16, texts.length * 4));
  let pairs = 0;
  const lastText: number[] = [];
  texts.forEach((text, textId) => {
    for (const token of text.split(TOKEN_SPLIT)) {
      if (!token) continue;
      let tokenId = tokenIds.get(token);
      if (tokenId === undefined) {
        tokenIds.set(token, (tokenId = tokens.length));
        tokens.push(token);
        lastText.push(-1);
      }
      if (lastText[tokenId] === textId) continue;
      lastText[tokenId] = textId;
      if (pairs === textTokens.length) {
        const grown = new Uint32Array(pairs * 2);
        grown.set(textTokens);
        textTokens = grown;
      }
      textTokens[pairs++] = tokenId;
    }
    textTokenOffsets[textId + 1] = pairs;
  });
  tokenIds.clear();
  lastText.length = 0;
  const tokenTexts = buildRows(tokens.length, (emit) => {
    for (let t = 0; t < texts.length; t++) for (let p = textTokenOffsets[t]!; p < textTokenOffsets[t + 1]!; p++) emit(textTokens[p]!, t);
  });
  textTokens = new Uint32Array(0);

  // N-grams -> tokens.
  const coder = new GramCoder();
  for (const token of tokens) coder.learn(token);
  coder.seal();
  const gramIds = new Map<number, number>();
  const codes: number[] = [];
  const keys: number[] = [];
  for (const token of tokens) {
    coder.codes(token, codes);
    indexGramKeys(coder, codes, keys);
    for (const key of keys) if (!gramIds.has(key)) gramIds.set(key, gramIds.size);
  }
  const gramTokens = buildRows(gramIds.size, (emit) => {
    tokens.forEach((token, tokenId) => {
      coder.codes(token, codes);
      indexGramKeys(coder, codes, keys);
      for (const key of keys) emit(gramIds.get(key)!, tokenId);
    });
  });
  /** Per token: the items its texts hold (with repeats across texts): how many candidates starting from it gives, at most. */
  const tokenReach = new Float64Array(tokens.length);
  for (let t = 0; t < tokens.length; t++) {
    let reach = 0;
    for (let p = tokenTexts.offsets[t]!; p < tokenTexts.offsets[t + 1]!; p++) reach += rowLength(textItems, tokenTexts.values[p]!);
    tokenReach[t] = reach;
  }
  /** Per n-gram: how many (token, text) pairs its tokens have (the cost of marking a 1-3 character word's texts), and their reach. */
  const gramCost = new Float64Array(gramIds.size);
  const gramReach = new Float64Array(gramIds.size);
  for (let g = 0; g < gramIds.size; g++) {
    let cost = 0;
    let reach = 0;
    for (let p = gramTokens.offsets[g]!; p < gramTokens.offsets[g + 1]!; p++) {
      cost += rowLength(tokenTexts, gramTokens.values[p]!);
      reach += tokenReach[gramTokens.values[p]!]!;
    }
    gramCost[g] = cost;
    gramReach[g] = reach;
  }

  // Per-query scratch, reused: stamps mark texts and items for the current word without clearing.
  const textMark = new Uint32Array(texts.length);
  const itemMark = new Uint32Array(itemCount);
  const candidates = new Int32Array(itemCount);
  /** Per candidate: its rank parts so far (words found in the name x nameUnit + field weights). */
  const candidateKey = new Float64Array(itemCount);
  /** Per item: its rank key in the current answer. */
  const itemKey = new Int32Array(itemCount);
  /** The answer's item ids, best first. */
  const ranked = new Int32Array(itemCount);
  /** Per rank key: how many results have it, then its next slot in the answer (zero between queries). */
  const keyCount = new Int32Array(RANK_KEYS);
  let stamp = 0;
  const nextStamp = () => {
    if (stamp === 0xffffffff) {
      textMark.fill(0);
      itemMark.fill(0);
      stamp = 0;
    }
    return ++stamp;
  };

  /** The tokens that contain a word, the (token, text) pairs they have and the items they reach. */
  function tokensWith(word: string): { tokens: IdList; cost: number; reach: number } {
    const none = { tokens: [], cost: 0, reach: 0 };
    if (!coder.codes(word, codes)) return none;
    if (codes.length <= 3) {
      // The word is an n-gram of the index: its posting is exactly the tokens that contain it.
      const g = gramIds.get(coder.key(codes, 0, codes.length));
      return g === undefined ? none : { tokens: row(gramTokens, g), cost: gramCost[g]!, reach: gramReach[g]! };
    }
    const lists: Uint32Array[] = [];
    for (let i = 0; i + 3 <= codes.length; i++) {
      const g = gramIds.get(coder.key(codes, i, 3));
      if (g === undefined) return none;
      lists.push(row(gramTokens, g));
    }
    const found = intersectSorted(lists).filter((tokenId) => tokens[tokenId]!.includes(word));
    let cost = 0;
    let reach = 0;
    for (const tokenId of found) {
      cost += rowLength(tokenTexts, tokenId);
      reach += tokenReach[tokenId]!;
    }
    return { tokens: found, cost, reach };
  }

  /** Stamps the texts that contain one of the tokens. */
  function markTexts(found: IdList, mark: number) {
    const { offsets, values } = tokenTexts;
    for (let i = 0; i < found.length; i++) {
      const token = found[i]!;
      for (let p = offsets[token]!, end = offsets[token + 1]!; p < end; p++) textMark[values[p]!] = mark;
    }
  }

  function find(words: string[], limit: number, filter: SearchFilter | undefined): { ids: ArrayLike<number>; total: number } {
    const times = new Map<string, number>();
    for (const word of words) times.set(word, (times.get(word) ?? 0) + 1);
    const perWord: { word: string; times: number; tokens: IdList; cost: number; reach: number }[] = [];
    for (const [word, n] of times) {
      const found = tokensWith(word);
      if (found.cost === 0) return NOTHING;
      perWord.push({ word, times: n, ...found });
    }
    // Start from the word whose tokens reach the fewest items: the items of their texts are the candidates.
    perWord.sort((a, b) => a.reach - b.reach || a.cost - b.cost);
    const start = perWord[0]!;
    const textStamp = nextStamp();
    const itemStamp = nextStamp();
    let count = 0;
    const { offsets: tokenAt, values: tokenText } = tokenTexts;
    const { offsets: textAt, values: textItem } = textItems;
    for (let i = 0; i < start.tokens.length; i++) {
      const token = start.tokens[i]!;
      for (let p = tokenAt[token]!, end = tokenAt[token + 1]!; p < end; p++) {
        const textId = tokenText[p]!;
        if (textMark[textId] === textStamp) continue;
        textMark[textId] = textStamp;
        for (let q = textAt[textId]!, qEnd = textAt[textId + 1]!; q < qEnd; q++) {
          const item = textItem[q]!;
          if (itemMark[item] === itemStamp) continue;
          itemMark[item] = itemStamp;
          candidates[count++] = item;
        }
      }
    }
    // Every word, the start included: the first field (rank order) whose text contains it, from the
    // index (a stamped text) or, when the candidates are fewer than the word's texts, by substring;
    // a candidate without it is dropped. Rank parts are accumulated in candidateKey.
    candidateKey.fill(0, 0, count);
    const nameUnit = WEIGHTS[0]! * words.length + 1;
    for (let w = 0; w < perWord.length && count > 0; w++) {
      const { word, times: n, tokens: found, cost } = perWord[w]!;
      let mark = textStamp;
      const bySubstring = w > 0 && cost > count * FIELD_COUNT;
      if (w > 0 && !bySubstring) markTexts(found, (mark = nextStamp()));
      let kept = 0;
      for (let c = 0; c < count; c++) {
        const item = candidates[c]!;
        const base = item * FIELD_COUNT;
        let f = 0;
        if (bySubstring) while (f < FIELD_COUNT && !texts[textIds[base + f]!]!.includes(word)) f++;
        else while (f < FIELD_COUNT && textMark[textIds[base + f]!] !== mark) f++;
        if (f === FIELD_COUNT) continue;
        candidates[kept] = item;
        candidateKey[kept++] = candidateKey[c]! + n * (WEIGHTS[f]! + (f === 0 ? nameUnit : 0));
      }
      count = kept;
    }
    // The route's filters (type, status, bbox): the total and the page count only what they accept.
    if (filter) {
      let kept = 0;
      for (let c = 0; c < count; c++) {
        const item = candidates[c]!;
        if (!filter.accepts(items[item]!)) continue;
        candidates[kept] = item;
        candidateKey[kept++] = candidateKey[c]!;
      }
      count = kept;
    }
    const total = count;
    if (count === 0 || limit <= 0) return { ids: [], total };

    // Rank keys; a name holding every word may hold the whole phrase.
    const phrase = words.join(' ');
    const phraseUnit = (words.length + 1) * nameUnit;
    const mayHold = words.length > 1 ? phraseFilter(words, perWord, count, nameUnit) : -1;
    for (let c = 0; c < count; c++) {
      const packed = candidateKey[c]!;
      if (Math.floor(packed / nameUnit) !== words.length) continue;
      const name = textIds[candidates[c]! * FIELD_COUNT]!;
      if (words.length === 1 || ((mayHold === -1 || textMark[name] === mayHold) && texts[name]!.includes(phrase))) candidateKey[c] = packed + phraseUnit;
    }
    if (2 * phraseUnit > RANK_KEYS) {
      const byRank = Array.from({ length: count }, (_, c) => c).sort((a, b) => candidateKey[b]! - candidateKey[a]! || candidates[a]! - candidates[b]!);
      return { ids: byRank.slice(0, limit).map((c) => candidates[c]!), total };
    }
    const keys: number[] = [];
    for (let c = 0; c < count; c++) {
      const key = candidateKey[c]!;
      itemKey[candidates[c]!] = key;
      if (keyCount[key]!++ === 0) keys.push(key);
    }
    keys.sort((a, b) => b - a);
    if (limit < count) {
      const ids = topOf(keys, count, limit);
      for (const key of keys) keyCount[key] = 0;
      return { ids, total };
    }
    // Counting sort: each key's first slot in the answer, best key first; within a key, item order.
    let at = 0;
    for (const key of keys) {
      const n = keyCount[key]!;
      keyCount[key] = at; // from here on, the key's next free slot
      at += n;
    }
    // Slots are filled out of order in a typed array; the answer is then pushed in order (a large
    // JS array written out of order would be a slow dictionary).
    if (count * 16 > itemCount) {
      // Many results: one pass over all items in order finds them already sorted.
      const finalStamp = nextStamp();
      for (let c = 0; c < count; c++) itemMark[candidates[c]!] = finalStamp;
      for (let item = 0; item < itemCount; item++) if (itemMark[item] === finalStamp) ranked[keyCount[itemKey[item]!]!++] = item;
    } else {
      const sorted = candidates.subarray(0, count).sort();
      for (let c = 0; c < count; c++) ranked[keyCount[itemKey[sorted[c]!]!]!++] = sorted[c]!;
    }
    for (const key of keys) keyCount[key] = 0;
    return { ids: ranked.subarray(0, count), total };
  }

  /**
   * A text holds the phrase "w1 ... wn" only if one of its tokens ends with w1 and one starts with
   * wn (a query word has no space, and the text's tokens are separated by single spaces). When many
   * names hold every word (a broad multi-word query), this test from the index (tokens -> texts)
   * spares most of the substring tests: the texts that pass get the returned stamp in textMark.
   * -1 (test every name) when few names hold every word.
   */
  function phraseFilter(words: readonly string[], perWord: readonly { word: string; tokens: IdList }[], count: number, nameUnit: number): number {
    let inName = 0;
    for (let c = 0; c < count; c++) if (Math.floor(candidateKey[c]! / nameUnit) === words.length) inName++;
    if (inName < PHRASE_FILTER_FROM) return -1;
    const first = words[0]!;
    const last = words[words.length - 1]!;
    const tokensOf = (word: string) => perWord.find((p) => p.word === word)!.tokens;
    const { offsets, values } = tokenTexts;
    const ends = nextStamp();
    const firstTokens = tokensOf(first);
    for (let i = 0; i < firstTokens.length; i++) {
      const token = firstTokens[i]!;
      if (!tokens[token]!.endsWith(first)) continue;
      for (let p = offsets[token]!, end = offsets[token + 1]!; p < end; p++) textMark[values[p]!] = ends;
    }
    const both = nextStamp();
    const lastTokens = tokensOf(last);
    for (let i = 0; i < lastTokens.length; i++) {
      const token = lastTokens[i]!;
      if (!tokens[token]!.startsWith(last)) continue;
      for (let p = offsets[token]!, end = offsets[token + 1]!; p < end; p++) if (textMark[values[p]!] === ends) textMark[values[p]!] = both;
    }
    return both;
  }

  /**
   * The first `limit` of `count` ranked candidates (limit < count) without sorting them all: the
   * key counts (keyCount, best key first in `keys`) give the threshold key at which the page fills;
   * every candidate above it is in, and of those at it, the `need` first in item order (a sort when
   * they are few, else one pass over item ids that stops once `need` are found). Then only the page
   * is sorted. Same order as the full counting sort.
   */
  function topOf(keys: readonly number[], count: number, limit: number): number[] {
    let above = 0;
    let threshold = keys[keys.length - 1]!;
    for (const key of keys) {
      const n = keyCount[key]!;
      if (above + n >= limit) {
        threshold = key;
        break;
      }
      above += n;
    }
    const need = limit - above;
    const page: number[] = [];
    let atThreshold = 0;
    for (let c = 0; c < count; c++) {
      const key = candidateKey[c]!;
      if (key > threshold) {
        const item = candidates[c]!;
        itemKey[item] = key;
        page.push(item);
      } else if (key === threshold) ranked[atThreshold++] = candidates[c]!;
    }
    page.sort((a, b) => itemKey[b]! - itemKey[a]! || a - b);
    if (atThreshold <= SORT_AT_MOST) {
      const sorted = ranked.subarray(0, atThreshold).sort();
      for (let i = 0; i < need; i++) page.push(sorted[i]!);
    } else {
      const mark = nextStamp();
      for (let i = 0; i < atThreshold; i++) itemMark[ranked[i]!] = mark;
      for (let item = 0, found = 0; found < need; item++) {
        if (itemMark[item] === mark) {
          page.push(item);
          found++;
        }
      }
    }
    return page;
  }

  // The dataset never changes while the server runs, so answers are kept per folded query text,
  // limit and filter (bounded in queries and in items held, least recently used out): popular
  // searches cost a lookup.
  const results = new Map<string, SearchResult>();
  let cachedItems = 0;

  return {
    size: itemCount,
    search(text: string, { limit = Infinity, filter }: SearchOptions = {}): SearchResult {
      const words = queryWords(text);
      if (words.length === 0) return { items: [], total: 0 };
      const key = `${limit}|${filter?.key ?? ''}|${words.join(' ')}`;
      const cached = results.get(key);
      if (cached) {
        results.delete(key);
        results.set(key, cached);
        return cached;
      }
      const { ids, total } = find(words, Math.min(limit, itemCount), filter);
      const found: DatasetItem[] = [];
      for (let r = 0; r < ids.length; r++) found.push(items[ids[r]!]!);
      const result = { items: found, total };
      if (cacheSize > 0 && found.length <= cacheItems) {
        results.set(key, result);
        cachedItems += found.length;
        while (results.size > cacheSize || cachedItems > cacheItems) {
          const [oldKey, old] = results.entries().next().value!;
          results.delete(oldKey);
          cachedItems -= old.items.length;
        }
      }
      return result;
    },
  };
}
