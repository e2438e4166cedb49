// Real search over the dataset: case- and accent-insensitive, over name, location, type,
// technology, capacity and description in all three languages at once (so a Chinese or Malay
// query finds what its English equivalent finds), every word must match (anywhere inside a word of
// the text: a prefix, a suffix, the middle of a Chinese phrase), name matches first.
//
// An n-gram index, hand-built (docs: README, Search): a query word can only match inside one token
// of the folded text (a run without spaces; Chinese phrases are one token), so the index maps the
// character 1-, 2- and 3-grams of every distinct token to the tokens that contain them (CJK-aware
// without a word segmenter: Chinese text is matched by its character n-grams). A word's tokens are
// its own n-gram's posting (1-3 characters) or the intersection of its trigrams' postings, then a
// substring check.
//
// Items are answered as bitsets (one bit per item), because a broad word ("a", "1", "站") matches
// most items and an exact total and a ranked page must not cost a walk through each of them:
// - names are about one per item: per word, a bitset of the items whose name holds one of its
//   tokens (token -> name texts -> items), precomputed for the n-grams whose names reach the most
//   items, so a one-letter word costs no walk at all;
// - the other five fields repeat (types, technologies, capacities, locations, descriptions): an
//   item's tuple of them is its profile, and where a word is found outside the name (the first such
//   field, for the rank) is computed once per profile from token -> field texts;
// - the matches are, per word, (name bits OR the bits of the profiles holding it), ANDed; the
//   route's filter clears bits; the total is a popcount;
// - the page: matches holding every word in the name have the best rank keys, all equal but for the
//   phrase-in-name, so a broad query's page is the first phrase holders among them, then the first
//   others, in item order; only when they are fewer than the page do the remaining matches get a rank
//   key each (from their name bits and profile), and a counting pass on the keys picks the rest.
// The same test and the same order as the linear scan it replaces (linear-scan.ts, the tests' oracle).
//
// Everything is flat typed arrays (CSR: an offsets array and one postings array per relation),
// n-gram keys are numbers, and the per-query marks and bitsets are reused, so a query allocates
// little beyond its answer (and a bitset for a common word or a set of profiles not yet kept:
// those recur across queries and are kept within keptSetsBytes) and the build makes no per-token
// or per-gram JS arrays.
import { LANGUAGES } from '@forest-city/api-contract';
import type { DatasetItem } from '../../lib/dataset';
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

/** Which matches a search keeps (the route's type, status and bbox filters). */
export interface SearchFilter {
  accepts(item: DatasetItem): boolean;
}

export interface SearchOptions {
  /** At most this many items, the best first (default: all). */
  limit?: number;
  /** Only matches it accepts are counted and returned. */
  filter?: SearchFilter;
}

export interface SearchResult {
  /** The best `limit` matches, best first. */
  items: readonly DatasetItem[];
  /** Their positions in the dataset (the items index), in the same order. */
  positions: readonly number[];
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
  /**
   * Text t's lines (one per language) are folded[lines[3 t]], folded[lines[3 t + 1]] and
   * folded[lines[3 t + 2]] (-1 for the type texts): flat strings, cheaper to search than the joined
   * text (a concatenation V8 would flatten into a copy on its first search).
   */
  lines: Int32Array;
  folded: string[];
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
  const lines: number[] = [];
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
          lines.push(-1, -1, -1);
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
          lines.push(a, b, c);
        }
      }
      textIds[order * FIELD_COUNT + f] = id;
    }
  });
  if (folded.length >= KEY_BASE || pairIds.size >= KEY_BASE) throw new Error('search index: too many distinct texts for numeric keys');
  return { texts, textIds, lines: Int32Array.from(lines), folded };
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
  if (order.length === 1) return Array.from(order[0]!);
  // The shortest list against the next, into a new list (not a copy of the shortest first: it can
  // hold thousands of ids where the intersection holds a few), then that against the others, in place.
  const [shortest, next] = order as [IdList, IdList];
  const result: number[] = [];
  for (let i = 0, j = 0; i < shortest.length && j < next.length; i++) {
    const id = shortest[i]!;
    j = gallop(next, id, j);
    if (j < next.length && next[j] === id) result.push(id);
  }
  for (let k = 2; k < order.length && result.length > 0; k++) {
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

/**
 * Rank keys are counted in a table of this size: a key (higher first) is whether the name holds
 * the whole phrase, then how many query words are found in the name, then the sum of the weights of
 * the fields each word was found in. The keys counted are those of matches that miss a word in the
 * name: for a query of W words under (W - 1 + 1) (32 W + 1), which fits for the route's longest
 * queries (200 characters, at most 100 words). Larger keys sort by comparison.
 */
const RANK_KEYS = 1 << 20;

/** Bytes of kept bitsets of each kind (profileHolders, wordNameBits) by default; at most KEPT_SETS_MAX sets of a kind. */
const KEPT_SETS_BYTES = 16 * 2 ** 20;
const KEPT_SETS_MAX = 4096;

/** After this many names tested for the phrase without filling the page, the index's phrase pre-test (phraseBits) is built. */
const PHRASE_TESTS_BEFORE_FILTER = 512;

/** A 1-3 character n-gram gets a bitset of the items whose name holds it when its names reach this share of the items or more, */
const DENSE_GRAM_SHARE = 1 / 16;
/** within this many bytes per item for all of them together (the most reaching first). */
const DENSE_GRAM_BYTES_PER_ITEM = 32;

const NOTHING = { ids: [] as number[], total: 0 };

/** How many bits of a 32-bit word are set. */
function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** How many bits are set (item i is bit i & 31 of word i >>> 5). */
function popcount(bits: Uint32Array): number {
  let n = 0;
  for (let j = 0; j < bits.length; j++) {
    const x = bits[j]! | 0;
    if (x !== 0) n += bitCount(x);
  }
  return n;
}

/**
 * keptSetsBytes bounds each kind of kept bitset (a word's name matches, a set of profiles' items).
 * Answers are not kept: a query costs about a tenth of a millisecond at 100,000 items, and kept
 * answers (a least-recently-used Map, from 8 to 512 of them) had V8 promote about a kilobyte per
 * distinct query to the old generation, whose full collections were the search's latency tail
 * over HTTP (api-mock/README.md, "Tests and benchmark").
 */
export function buildSearchIndex(items: readonly DatasetItem[], { keptSetsBytes = KEPT_SETS_BYTES } = {}): SearchIndex {
  const { texts, textIds, lines, folded } = searchTexts(items);
  const itemCount = items.length;
  /** Whether the item's name holds the phrase (a phrase has no newline: one of the name's lines holds it). */
  const nameHolds = (item: number, phrase: string) => {
    const at = 3 * textIds[item * FIELD_COUNT]!;
    return folded[lines[at]!]!.includes(phrase) || folded[lines[at + 1]!]!.includes(phrase) || folded[lines[at + 2]!]!.includes(phrase);
  };
  /** Words of an item bitset. */
  const blocks = (itemCount + 31) >>> 5;
  /** How many bitsets of each kept kind. */
  const setsKept = Math.max(1, Math.min(KEPT_SETS_MAX, Math.floor(keptSetsBytes / (blocks * 4))));

  // Names are about one per item; the other five fields repeat (types, technologies, capacities,
  // locations, descriptions). An item's profile is its tuple of those five texts: whether and where
  // a word is found outside the name is a question per profile, not per item.
  const isName = new Uint8Array(texts.length);
  for (let i = 0; i < itemCount; i++) isName[textIds[i * FIELD_COUNT]!] = 1;
  const profileIds = new Map<string, number>();
  const profileOf = new Uint32Array(itemCount);
  const profileTextList: number[] = [];
  for (let i = 0; i < itemCount; i++) {
    const b = i * FIELD_COUNT;
    const key = `${textIds[b + 1]} ${textIds[b + 2]} ${textIds[b + 3]} ${textIds[b + 4]} ${textIds[b + 5]}`;
    let p = profileIds.get(key);
    if (p === undefined) {
      profileIds.set(key, (p = profileIds.size));
      for (let f = 1; f < FIELD_COUNT; f++) profileTextList.push(textIds[b + f]!);
    }
    profileOf[i] = p;
  }
  const profileCount = profileIds.size;
  profileIds.clear();
  /** Profile p's field f (1 to 5) is texts[profileTexts[p * (FIELD_COUNT - 1) + f - 1]]. */
  const profileTexts = Uint32Array.from(profileTextList);
  const profileItems = buildRows(profileCount, (emit) => {
    for (let i = 0; i < itemCount; i++) emit(profileOf[i]!, i);
  });
  /** A bitset of the profile's items when smaller than their list. */
  const profileBits: (Uint32Array | undefined)[] = [];
  for (let p = 0; p < profileCount; p++) {
    if (rowLength(profileItems, p) <= blocks) {
      profileBits.push(undefined);
      continue;
    }
    const bits = new Uint32Array(blocks);
    for (let q = profileItems.offsets[p]!; q < profileItems.offsets[p + 1]!; q++) bits[profileItems.values[q]! >>> 5]! |= 1 << (profileItems.values[q]! & 31);
    profileBits.push(bits);
  }

  // Name texts -> items, and tokens: distinct runs without spaces, numbered in order of first
  // appearance in the other fields' texts, then in the names: the tokens below fieldTokenCount are
  // all those the other fields hold (a word's postings are in token order, so its tokens in the other
  // fields are a prefix of them).
  const textItems = buildRows(texts.length, (emit) => {
    for (let i = 0; i < itemCount; i++) emit(textIds[i * FIELD_COUNT]!, i);
  });
  const tokenIds = new Map<string, number>();
  const tokens: string[] = [];
  /** Each text's distinct token ids, flattened (temporary: inverted into tokenNameTexts and tokenFieldTexts). */
  const order = new Uint32Array(texts.length);
  {
    let k = 0;
    for (let t = 0; t < texts.length; t++) if (isName[t] === 0) order[k++] = t;
    for (let t = 0; t < texts.length; t++) if (isName[t] === 1) order[k++] = t;
  }
  let fieldTokenCount = -1;
  /** Per text, in `order`: its distinct token ids from textTokenOffsets[k]. */
  const textTokenOffsets = new Uint32Array(texts.length + 1);
  let textTokens = new Uint32Array(Math.max(16, texts.length * 4));
  let pairs = 0;
  const lastText: number[] = [];
  /** Adjacent tokens of a name line (duplicates mostly skipped: lastNext holds each token's last successor). */
  let nextFrom = new Uint32Array(Math.max(16, itemCount * 4));
  let nextTo = new Uint32Array(nextFrom.length);
  let nextPairs = 0;
  const lastNext: number[] = [];
  for (let k = 0; k < texts.length; k++) {
    const textId = order[k]!;
    const name = isName[textId] === 1;
    if (name && fieldTokenCount === -1) fieldTokenCount = tokens.length;
    // The folded lines themselves (flat strings), not the joined text: splitting that would make V8
    // keep a flat copy of every text.
    const at = 3 * textId;
    const textLines = lines[at] === -1 ? texts[textId]!.split('\n') : [folded[lines[at]!]!, folded[lines[at + 1]!]!, folded[lines[at + 2]!]!];
    for (const line of textLines) {
      let previous = -1;
      for (const token of line.split(' ')) {
        if (!token) continue;
        let tokenId = tokenIds.get(token);
        if (tokenId === undefined) {
          tokenIds.set(token, (tokenId = tokens.length));
          tokens.push(token);
          lastText.push(-1);
          lastNext.push(-1);
        }
        if (name && previous !== -1 && lastNext[previous] !== tokenId) {
          lastNext[previous] = tokenId;
          if (nextPairs === nextFrom.length) {
            const from = new Uint32Array(nextPairs * 2);
            from.set(nextFrom);
            nextFrom = from;
            const to = new Uint32Array(nextPairs * 2);
            to.set(nextTo);
            nextTo = to;
          }
          nextFrom[nextPairs] = previous;
          nextTo[nextPairs++] = tokenId;
        }
        previous = tokenId;
        if (lastText[tokenId] === textId) continue;
        lastText[tokenId] = textId;
        if (pairs === textTokens.length) {
          const grown = new Uint32Array(pairs * 2);
          grown.set(textTokens);
          textTokens = grown;
        }
        textTokens[pairs++] = tokenId;
      }
    }
    textTokenOffsets[k + 1] = pairs;
  }
  if (fieldTokenCount === -1) fieldTokenCount = tokens.length;
  tokenIds.clear();
  lastText.length = 0;
  lastNext.length = 0;
  // Renumbered: after the other fields' tokens, the name tokens that are followed by another (words
  // of the names' common part), then the rest (mostly numbers, last in their line): the tokens with
  // a successor are below headTokenCount, a prefix of any word's postings.
  let headTokenCount = fieldTokenCount;
  {
    const followed = new Uint8Array(tokens.length);
    for (let k = 0; k < nextPairs; k++) followed[nextFrom[k]!] = 1;
    for (let t = fieldTokenCount; t < tokens.length; t++) headTokenCount += followed[t]!;
    const newId = new Uint32Array(tokens.length);
    let head = fieldTokenCount;
    let tail = headTokenCount;
    for (let t = 0; t < tokens.length; t++) newId[t] = t < fieldTokenCount ? t : followed[t] ? head++ : tail++;
    const old = tokens.slice();
    for (let t = 0; t < old.length; t++) tokens[newId[t]!] = old[t]!;
    for (let p = 0; p < pairs; p++) textTokens[p] = newId[textTokens[p]!]!;
    for (let k = 0; k < nextPairs; k++) {
      nextFrom[k] = newId[nextFrom[k]!]!;
      nextTo[k] = newId[nextTo[k]!]!;
    }
  }
  /** Name tokens -> the tokens that follow them in some name line, and -> those that precede them (for the phrase pre-test). */
  const successors = buildRows(tokens.length, (emit) => {
    for (let k = 0; k < nextPairs; k++) emit(nextFrom[k]!, nextTo[k]!);
  });
  const predecessors = buildRows(tokens.length, (emit) => {
    for (let k = 0; k < nextPairs; k++) emit(nextTo[k]!, nextFrom[k]!);
  });
  nextFrom = nextTo = new Uint32Array(0);
  const invert = (names: boolean) =>
    buildRows(tokens.length, (emit) => {
      for (let k = 0; k < texts.length; k++) {
        if ((isName[order[k]!] === 1) !== names) continue;
        for (let p = textTokenOffsets[k]!; p < textTokenOffsets[k + 1]!; p++) emit(textTokens[p]!, order[k]!);
      }
    });
  /** Tokens -> the name texts that hold them, and -> the other fields' texts that hold them. */
  const tokenNameTexts = invert(true);
  const tokenFieldTexts = invert(false);
  textTokens = new Uint32Array(0);

  /** Sets the bits of the items whose name holds one of the tokens. */
  function orNameItems(found: IdList, bits: Uint32Array) {
    const { offsets: tokenAt, values: tokenText } = tokenNameTexts;
    const { offsets: textAt, values: textItem } = textItems;
    for (let i = 0; i < found.length; i++) {
      const token = found[i]!;
      for (let p = tokenAt[token]!, end = tokenAt[token + 1]!; p < end; p++) {
        const text = tokenText[p]!;
        for (let q = textAt[text]!, qEnd = textAt[text + 1]!; q < qEnd; q++) {
          const item = textItem[q]!;
          bits[item >>> 5]! |= 1 << (item & 31);
        }
      }
    }
  }

  // N-grams -> tokens.
  const coder = new GramCoder();
  for (const token of tokens) coder.learn(token);
  coder.seal();
  const gramIds = new Map<number, number>();
  const codes: number[] = [];
  const keys: number[] = [];
  /** Each token's first and last character ids: a cheap first test of startsWith and endsWith. */
  const firstCode = new Uint32Array(tokens.length);
  const lastCode = new Uint32Array(tokens.length);
  tokens.forEach((token, tokenId) => {
    coder.codes(token, codes);
    firstCode[tokenId] = codes[0]!;
    lastCode[tokenId] = codes[codes.length - 1]!;
    indexGramKeys(coder, codes, keys);
    for (const key of keys) if (!gramIds.has(key)) gramIds.set(key, gramIds.size);
  });
  const gramTokens = buildRows(gramIds.size, (emit) => {
    tokens.forEach((token, tokenId) => {
      coder.codes(token, codes);
      indexGramKeys(coder, codes, keys);
      for (const key of keys) emit(gramIds.get(key)!, tokenId);
    });
  });
  // The n-grams whose names reach the most items (letters, digits, common syllables and Chinese
  // characters) get their name bitset now: a one- to three-character query word then costs no
  // walk through its tens of thousands of names.
  const gramNameBits: (Uint32Array | undefined)[] = new Array<Uint32Array | undefined>(gramIds.size);
  /** Per token: how many items its names have. */
  const tokenReach = new Float64Array(tokens.length);
  {
    for (let t = 0; t < tokens.length; t++) {
      let reach = 0;
      for (let p = tokenNameTexts.offsets[t]!; p < tokenNameTexts.offsets[t + 1]!; p++) reach += rowLength(textItems, tokenNameTexts.values[p]!);
      tokenReach[t] = reach;
    }
    const dense: { g: number; reach: number }[] = [];
    for (let g = 0; g < gramIds.size; g++) {
      let reach = 0;
      for (let p = gramTokens.offsets[g]!; p < gramTokens.offsets[g + 1]!; p++) reach += tokenReach[gramTokens.values[p]!]!;
      if (reach >= Math.max(blocks, itemCount * DENSE_GRAM_SHARE)) dense.push({ g, reach });
    }
    dense.sort((a, b) => b.reach - a.reach);
    const most = Math.floor((DENSE_GRAM_BYTES_PER_ITEM * itemCount) / (blocks * 4));
    for (const { g } of dense.slice(0, most)) orNameItems(row(gramTokens, g), (gramNameBits[g] = new Uint32Array(blocks)));
  }

  // Per-query scratch, reused: stamps mark texts and items without clearing.
  const textMark = new Uint32Array(texts.length);
  const itemMark = new Uint32Array(itemCount);
  let stamp = 0;
  const nextStamp = () => {
    if (stamp === 0xffffffff) {
      textMark.fill(0);
      itemMark.fill(0);
      stamp = 0;
    }
    return ++stamp;
  };
  const allItems = new Uint32Array(blocks).fill(0xffffffff);
  if (itemCount & 31) allItems[blocks - 1] = 2 ** (itemCount & 31) - 1;
  /** The matches (every word found), those with every word in the name, and scratch. */
  const matchBits = new Uint32Array(blocks);
  const inNameBits = new Uint32Array(blocks);
  const someNameBits = new Uint32Array(blocks);
  const spareBits = new Uint32Array(blocks);
  const phraseBits = new Uint32Array(blocks);
  /** Per distinct query word: a bitset of the items whose name holds it (when it has no precomputed one), and of those whose profile holds it (when that set is not kept). */
  const wordBits: Uint32Array[] = [];
  const holderBits: Uint32Array[] = [];
  /** No item: the holders of a word no profile holds. */
  const noItems = new Uint32Array(blocks);
  /** Matches that miss a word in the name, with their rank keys. */
  const candidates = new Int32Array(itemCount);
  const candidateKey = new Int32Array(itemCount);
  /** Per rank key: how many candidates have it (zero between queries). */
  const keyCount = new Int32Array(RANK_KEYS);
  /** Per profile: the rank key of a candidate whose name holds none of the query's words. */
  const profileKey = new Int32Array(profileCount);

  /** The tokens that contain a word, and the word's n-gram when it is one (1 to 3 characters), else -1. */
  function tokensWith(word: string): { tokens: IdList; gram: number } {
    const none = { tokens: [], gram: -1 };
    if (!coder.codes(word, codes)) return none;
    if (codes.length <= 3) {
      // The word is an n-gram of the index: its posting is exactly the tokens that contain it.
      const g = gramIds.get(coder.key(codes, 0, codes.length));
      return g === undefined ? none : { tokens: row(gramTokens, g), gram: g };
    }
    const lists: Uint32Array[] = [];
    for (let i = 0; i + 3 <= codes.length; i++) {
      const g = gramIds.get(coder.key(codes, i, 3));
      if (g === undefined) return none;
      lists.push(row(gramTokens, g));
    }
    return { tokens: intersectSorted(lists).filter((tokenId) => tokens[tokenId]!.includes(word)), gram: -1 };
  }

  /** Per profile: the first of fields 1-5 (rank order) whose text holds one of the tokens, FIELD_COUNT if none. */
  function firstFields(found: IdList): Uint8Array {
    const mark = nextStamp();
    const { offsets, values } = tokenFieldTexts;
    for (let i = 0; i < found.length && found[i]! < fieldTokenCount; i++) {
      const token = found[i]!;
      for (let p = offsets[token]!, end = offsets[token + 1]!; p < end; p++) textMark[values[p]!] = mark;
    }
    const first = new Uint8Array(profileCount);
    for (let p = 0; p < profileCount; p++) {
      const at = p * (FIELD_COUNT - 1) - 1;
      let f = 1;
      while (f < FIELD_COUNT && textMark[profileTexts[at + f]!] !== mark) f++;
      first[p] = f;
    }
    return first;
  }

  function orProfile(p: number, bits: Uint32Array) {
    const own = profileBits[p];
    if (own) {
      for (let j = 0; j < blocks; j++) bits[j]! |= own[j]!;
      return;
    }
    for (let q = profileItems.offsets[p]!, end = profileItems.offsets[p + 1]!; q < end; q++) {
      const item = profileItems.values[q]!;
      bits[item >>> 5]! |= 1 << (item & 31);
    }
  }

  /**
   * The items whose profile holds the word (`first`): every item, none, or a bitset from the
   * cheaper side (`scratch` when the set is not kept).
   */
  function outsideName(first: Uint8Array, scratch: Uint32Array, inUse: readonly Uint32Array[]): Uint32Array {
    let has = 0;
    let withCost = 0;
    let withoutCost = 0;
    for (let p = 0; p < profileCount; p++) {
      const cost = profileBits[p] ? blocks : rowLength(profileItems, p);
      if (first[p]! < FIELD_COUNT) {
        has++;
        withCost += cost;
      } else withoutCost += cost;
    }
    if (has === profileCount) return allItems;
    if (has === 0) return noItems;
    return profileHolders(first, withCost <= withoutCost, scratch, inUse);
  }

  /**
   * matchBits: the items holding every word, each in the name or outside it (AND over the words of
   * name OR holders); inNameBits: those holding every word in the name; someNameBits (two words
   * or more): the items whose name holds one of them. One pass over the blocks
   * for both and their counts, unrolled for the usual one to three words (a pass per word and per
   * set was about a fifth of a query's time). Returns the two counts.
   */
  function combine(names: readonly Uint32Array[], holders: readonly Uint32Array[]): [number, number] {
    let total = 0;
    let inName = 0;
    if (names.length === 1) {
      const [n0] = names as [Uint32Array];
      const [h0] = holders as [Uint32Array];
      for (let j = 0; j < blocks; j++) {
        const a = n0[j]! | 0;
        const m = a | h0[j]!;
        matchBits[j] = m;
        inNameBits[j] = a;
        if (m !== 0) {
          total += bitCount(m);
          if (a !== 0) inName += bitCount(a);
        }
      }
    } else if (names.length === 2) {
      const [n0, n1] = names as [Uint32Array, Uint32Array];
      const [h0, h1] = holders as [Uint32Array, Uint32Array];
      for (let j = 0; j < blocks; j++) {
        const a = n0[j]! | 0;
        const b = n1[j]! | 0;
        const m = (a | h0[j]!) & (b | h1[j]!);
        const k = m & a & b;
        matchBits[j] = m;
        inNameBits[j] = k;
        someNameBits[j] = a | b;
        if (m !== 0) {
          total += bitCount(m);
          if (k !== 0) inName += bitCount(k);
        }
      }
    } else if (names.length === 3) {
      const [n0, n1, n2] = names as [Uint32Array, Uint32Array, Uint32Array];
      const [h0, h1, h2] = holders as [Uint32Array, Uint32Array, Uint32Array];
      for (let j = 0; j < blocks; j++) {
        const a = n0[j]! | 0;
        const b = n1[j]! | 0;
        const c = n2[j]! | 0;
        const m = (a | h0[j]!) & (b | h1[j]!) & (c | h2[j]!);
        const k = m & a & b & c;
        matchBits[j] = m;
        inNameBits[j] = k;
        someNameBits[j] = a | b | c;
        if (m !== 0) {
          total += bitCount(m);
          if (k !== 0) inName += bitCount(k);
        }
      }
    } else {
      matchBits.set(allItems);
      inNameBits.set(allItems);
      someNameBits.fill(0);
      for (let d = 0; d < names.length; d++) {
        const name = names[d]!;
        const held = holders[d]!;
        for (let j = 0; j < blocks; j++) {
          matchBits[j]! &= name[j]! | held[j]!;
          inNameBits[j]! &= name[j]!;
          someNameBits[j]! |= name[j]!;
        }
      }
      for (let j = 0; j < blocks; j++) inNameBits[j]! &= matchBits[j]!;
      total = popcount(matchBits);
      inName = popcount(inNameBits);
    }
    return [total, inName];
  }

  /**
   * Per word kept (least recently used out, within keptSetsBytes): the bitset of the items whose
   * name holds it, for words whose names reach at least a bitset's worth of items. Common whole
   * words ("island", "pulau", "station") recur across queries and each costs a walk through tens
   * of thousands of names (in the bench's mixed queries, four fifths of that walking was for words
   * seen before). A kept bitset is never written again: one dropped is left to the collector.
   */
  const wordNameSets = new Map<string, Uint32Array>();
  function wordNameBits(word: string, tokenList: IdList, d: number): Uint32Array {
    const kept = wordNameSets.get(word);
    if (kept) {
      wordNameSets.delete(word);
      wordNameSets.set(word, kept);
      return kept;
    }
    let reach = 0;
    for (let i = 0; i < tokenList.length && reach < blocks; i++) reach += tokenReach[tokenList[i]!]!;
    if (reach < blocks) {
      // A rare word: its walk is short, so it goes into this query's scratch bitset.
      const scratch = (wordBits[d] ??= new Uint32Array(blocks));
      scratch.fill(0);
      orNameItems(tokenList, scratch);
      return scratch;
    }
    const bits = new Uint32Array(blocks);
    orNameItems(tokenList, bits);
    if (wordNameSets.size >= setsKept) wordNameSets.delete(wordNameSets.keys().next().value!);
    wordNameSets.set(word, bits);
    return bits;
  }

  /**
   * The bitset of the items whose profile holds a word, by the set of such profiles: OR-ing profile
   * bitsets costs a pass per profile, and the same sets recur across words and queries (a word found
   * in every description but one, in the water profiles...), so recent ones are kept when the
   * profiles are few enough for the set to make a short key: as many as keptSetsBytes holds
   * (at 100,000 items about 1,300 sets; the bench's 3,000 mixed queries use fewer than 1,024, and
   * with 64 kept half of their words missed, each miss a walk through up to half the items).
   */
  const holderSets = new Map<string, Uint32Array>();
  const HOLDER_KEY_PROFILES = 256;
  function profileHolders(first: Uint8Array, withSide: boolean, scratch: Uint32Array, inUse: readonly Uint32Array[]): Uint32Array {
    let key = '';
    if (profileCount <= HOLDER_KEY_PROFILES) {
      for (let p = 0; p < profileCount; p++) key += first[p]! < FIELD_COUNT ? '1' : '0';
      const kept = holderSets.get(key);
      if (kept) {
        holderSets.delete(key);
        holderSets.set(key, kept);
        return kept;
      }
    }
    // The profiles' items from the cheaper side: those with the word, or (complemented) those without.
    // A kept set's bitset is reused when it is dropped (no allocation once setsKept are kept),
    // unless another word of this query holds it.
    let bits: Uint32Array = scratch;
    if (key && holderSets.size >= setsKept) {
      const oldest = holderSets.keys().next().value!;
      bits = holderSets.get(oldest)!;
      holderSets.delete(oldest);
      if (inUse.includes(bits)) bits = new Uint32Array(blocks);
    } else if (key) bits = new Uint32Array(blocks);
    bits.fill(0);
    for (let p = 0; p < profileCount; p++) if (first[p]! < FIELD_COUNT === withSide) orProfile(p, bits);
    if (!withSide) {
      for (let j = 0; j < blocks; j++) bits[j] = ~bits[j]!;
      bits[blocks - 1]! &= allItems[blocks - 1]!; // no bits past the last item
    }
    if (key) holderSets.set(key, bits);
    return bits;
  }

  /**
   * The answer in four steps, each over bitsets of items: the matches (per word, the items whose
   * name holds it or whose profile does; ANDed), the filter, the total (a popcount), then the page.
   * Matches holding every word in the name rank first (phrase holders first, then item order; their
   * keys are otherwise equal), and a broad query's page is found among them without touching the
   * rest; only when they are fewer than the page do the others get a rank key each.
   */
  function find(words: string[], limit: number, filter: SearchFilter | undefined): { ids: number[]; total: number } {
    const times = new Map<string, number>();
    for (const word of words) times.set(word, (times.get(word) ?? 0) + 1);
    const distinct = [...times.keys()];
    const found: IdList[] = [];
    const nameOf: Uint32Array[] = [];
    const firstOf: Uint8Array[] = [];
    for (let d = 0; d < distinct.length; d++) {
      const { tokens: tokenList, gram } = tokensWith(distinct[d]!);
      if (tokenList.length === 0) return NOTHING;
      found.push(tokenList);
      nameOf.push((gram === -1 ? undefined : gramNameBits[gram]) ?? wordNameBits(distinct[d]!, tokenList, d));
      firstOf.push(firstFields(tokenList));
    }
    const holderOf: Uint32Array[] = [];
    for (let d = 0; d < distinct.length; d++) holderOf.push(outsideName(firstOf[d]!, (holderBits[d] ??= new Uint32Array(blocks)), holderOf));
    let [total, inName] = combine(nameOf, holderOf);
    // The route's filters (type, status, bbox): the total and the page count only what they accept.
    if (filter && total > 0) {
      for (let j = 0; j < blocks; j++) {
        let x = matchBits[j]! | 0;
        while (x !== 0) {
          const low = x & -x;
          x ^= low;
          if (!filter.accepts(items[(j << 5) | (31 - Math.clz32(low))]!)) {
            matchBits[j]! &= ~low;
            inNameBits[j]! &= ~low;
          }
        }
      }
      total = popcount(matchBits);
      inName = popcount(inNameBits);
    }
    if (total === 0 || limit <= 0) return { ids: [], total };

    // Every word in the name: the best keys, the phrase holders first.
    const page: number[] = [];
    if (inName > 0) {
      if (words.length === 1)
        takeBits(inNameBits, limit, page, 0); // one word: every name holding it holds the "phrase"
      else {
        const phrase = words.join(' ');
        const held = nextStamp();
        let tested = 0;
        let preTested = false;
        walk: for (let j = 0; j < blocks; j++) {
          let x = inNameBits[j]! | 0;
          if (preTested) x &= phraseBits[j]!;
          while (x !== 0) {
            const low = x & -x;
            x ^= low;
            const item = (j << 5) | (31 - Math.clz32(low));
            if (nameHolds(item, phrase)) {
              itemMark[item] = held;
              if (page.push(item) === limit) break walk;
            }
            if (!preTested && ++tested === PHRASE_TESTS_BEFORE_FILTER && inName > 2 * PHRASE_TESTS_BEFORE_FILTER) {
              buildPhraseBits(words, distinct, found);
              preTested = true;
              x &= phraseBits[j]!;
            }
          }
        }
        if (page.length < limit) takeBits(inNameBits, limit, page, held);
      }
    }
    if (page.length >= limit || inName === total) return { ids: page, total };

    // The rest miss a word in the name: a rank key each (words in the name, then the field weights).
    const nameUnit = WEIGHTS[0]! * words.length + 1;
    const inNameWeight = WEIGHTS[0]! + nameUnit;
    const weightOf = distinct.map((word) => Array.from(WEIGHTS, (w) => w * times.get(word)!));
    /** Per distinct word: its key when found in the name (looked up once, not per candidate). */
    const nameWeightOf = distinct.map((word) => inNameWeight * times.get(word)!);
    // A candidate with none of the words in its name has its profile's key: computed once per
    // profile, not once per word per candidate (a broad query has tens of thousands of candidates).
    for (let p = 0; p < profileCount; p++) {
      let key = 0;
      for (let d = 0; d < distinct.length; d++) {
        const f = firstOf[d]![p]!;
        if (f < FIELD_COUNT) key += weightOf[d]![f]!;
      }
      profileKey[p] = key;
    }
    // The keys are counted as they are made when every possible one fits the table (the route's queries).
    const counted = nameWeightOf.reduce((sum, w) => sum + w, 0) < RANK_KEYS;
    const keys: number[] = [];
    let count = 0;
    for (let j = 0; j < blocks; j++) {
      let x = matchBits[j]! & ~inNameBits[j]!;
      if (x === 0) continue;
      // (one word: a candidate misses it in the name)
      const named = distinct.length === 1 ? 0 : someNameBits[j]!;
      while (x !== 0) {
        const low = x & -x;
        x ^= low;
        const item = (j << 5) | (31 - Math.clz32(low));
        const profile = profileOf[item]!;
        let key = profileKey[profile]!;
        if (named & low) {
          key = 0;
          for (let d = 0; d < distinct.length; d++) key += nameOf[d]![j]! & low ? nameWeightOf[d]! : weightOf[d]![firstOf[d]![profile]!]!;
        }
        candidates[count] = item;
        candidateKey[count++] = key;
        if (counted && keyCount[key]!++ === 0) keys.push(key);
      }
    }
    bestOf(count, limit - page.length, page, counted ? keys : undefined);
    return { ids: page, total };
  }

  /** Appends to `page` the set bits of `bits` in order, skipping items marked `skip`, until it holds `limit`. */
  function takeBits(bits: Uint32Array, limit: number, page: number[], skip: number) {
    for (let j = 0; j < blocks && page.length < limit; j++) {
      let x = bits[j]! | 0;
      while (x !== 0) {
        const low = x & -x;
        x ^= low;
        const item = (j << 5) | (31 - Math.clz32(low));
        if (skip !== 0 && itemMark[item] === skip) continue;
        if (page.push(item) === limit) return;
      }
    }
  }

  /** Per token: whether its names were already scattered for the current pair of the phrase pre-test. */
  const tokenDone = new Uint32Array(tokens.length);
  let tokenStamp = 0;

  /**
   * A name holds the phrase "w1 w2 ... wn" only if one of its lines has adjacent tokens: one ending
   * with w1, then tokens equal to w2 ... w(n-1), then one starting with wn (a query word has no space,
   * and a line's tokens are separated by single spaces). phraseBits gets the items whose name passes
   * that test pair by pair: for each two adjacent words, the items whose name holds the rarer token
   * of a matching adjacent token pair, found from the side with fewer tokens through the names'
   * token successors (or predecessors); the pairs' bitsets are ANDed. So a broad multi-word query
   * spares most substring tests even when few names hold its phrase.
   */
  function buildPhraseBits(words: readonly string[], distinct: readonly string[], found: readonly IdList[]) {
    const last = words.length - 1;
    /** A test of a token against words[i]: ends with it (first word), starts with it (last), equals it (between). */
    const test = (i: number): ((t: number) => boolean) => {
      const word = words[i]!;
      coder.codes(word, codes);
      if (i === 0) {
        const end = codes[codes.length - 1]!;
        return (t) => lastCode[t] === end && (word.length === 1 || tokens[t]!.endsWith(word));
      }
      const start = codes[0]!;
      if (i === last) return (t) => firstCode[t] === start && (word.length === 1 || tokens[t]!.startsWith(word));
      return (t) => firstCode[t] === start && tokens[t]!.length === word.length && tokens[t] === word;
    };
    const pair = [0];
    for (let i = 0; i < last; i++) {
      const listA = found[distinct.indexOf(words[i]!)]!;
      const listB = found[distinct.indexOf(words[i + 1]!)]!;
      // Forward, only the head of A's tokens can have a successor.
      const forward = gallop(listA, headTokenCount, 0) <= listB.length;
      const [list, own, other, next] = forward ? [listA, test(i), test(i + 1), successors] : [listB, test(i + 1), test(i), predecessors];
      if (tokenStamp === 0xffffffff) {
        tokenDone.fill(0);
        tokenStamp = 0;
      }
      const done = ++tokenStamp;
      const bits = i === 0 ? phraseBits : spareBits;
      bits.fill(0);
      let pairs = 0;
      for (let k = 0; k < list.length && (!forward || list[k]! < headTokenCount); k++) {
        const a = list[k]!;
        if (next.offsets[a] === next.offsets[a + 1] || !own(a)) continue;
        for (let p = next.offsets[a]!, end = next.offsets[a + 1]!; p < end; p++) {
          const b = next.values[p]!;
          if (!other(b)) continue;
          pairs++;
          // The pair's rarer token: its names are scattered once.
          const t = tokenReach[a]! <= tokenReach[b]! ? a : b;
          if (tokenDone[t] === done) continue;
          tokenDone[t] = done;
          pair[0] = t;
          orNameItems(pair, bits);
        }
      }
      if (pairs === 0) {
        phraseBits.fill(0);
        return;
      }
      if (i > 0) for (let j = 0; j < blocks; j++) phraseBits[j]! &= spareBits[j]!;
    }
  }

  /**
   * Appends to `page` the best `need` of `count` candidates (in item order, keys in candidateKey),
   * best key first, item order within a key, without sorting them all: the key counts (made with
   * the keys, `keys` their distinct values) give the threshold key at which the page fills; every
   * candidate above it is in (sorted, they are fewer than `need`), and of those at it, the first in
   * item order. Without counts (keys beyond the table), a comparison sort.
   */
  function bestOf(count: number, wanted: number, page: number[], keys: number[] | undefined) {
    const need = Math.min(wanted, count);
    if (!keys) {
      const order = Array.from({ length: count }, (_, c) => c).sort((a, b) => candidateKey[b]! - candidateKey[a]! || a - b);
      for (let i = 0; i < need; i++) page.push(candidates[order[i]!]!);
      return;
    }
    keys.sort((a, b) => b - a);
    let above = 0;
    let threshold = keys[keys.length - 1]!;
    for (const key of keys) {
      const n = keyCount[key]!;
      if (above + n >= need) {
        threshold = key;
        break;
      }
      above += n;
    }
    for (const key of keys) keyCount[key] = 0;
    if (need <= 0) return;
    const better: number[] = [];
    const atThreshold: number[] = [];
    for (let c = 0; c < count; c++) {
      const key = candidateKey[c]!;
      if (key > threshold) better.push(c);
      else if (key === threshold && atThreshold.length < need - above) atThreshold.push(c);
    }
    better.sort((a, b) => candidateKey[b]! - candidateKey[a]! || a - b);
    for (const c of better) page.push(candidates[c]!);
    for (const c of atThreshold) page.push(candidates[c]!);
  }

  return {
    size: itemCount,
    search(text: string, { limit = Infinity, filter }: SearchOptions = {}): SearchResult {
      const words = queryWords(text);
      if (words.length === 0) return { items: [], positions: [], total: 0 };
      const { ids, total } = find(words, Math.min(limit, itemCount), filter);
      const found: DatasetItem[] = [];
      for (let r = 0; r < ids.length; r++) found.push(items[ids[r]!]!);
      return { items: found, positions: ids, total };
    },
  };
}
