// Distinct search queries for the in-process search benchmark (bench/search.ts) and the index's
// equivalence test: English, Chinese and Malay, from the real dataset's own words, every one a text
// the route accepts (3 to 200 characters after trimming). Deterministic (seeded), so two runs and
// two versions of the index answer the same queries.
//   selective: numbers, a name's words plus its number ("tidal gate 3410", "防潮闸 20410号"), no match;
//   word: one whole word or Chinese phrase of the dataset ("station", "stesen", "处理站");
//   fragment: part of a word or phrase, 3+ characters ("tat", "eatm", "处理"), or short parts
//     as several words ("st at", "站 号", "a 1");
//   multi-word: two or three words of one language, often matching thousands of items.
import type { Dataset } from '../src/lib/dataset/dataset-schema';
import { fold } from '../src/features/search/search-index';

export type QueryKind = 'selective' | 'word' | 'fragment' | 'multi-word';
export interface BenchQuery {
  kind: QueryKind;
  text: string;
}

/** Mulberry32: a small seeded generator, so the queries do not change between runs. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function searchQueries(base: Dataset, size: number, count: number, seed = 19): BenchQuery[] {
  const next = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const vocabulary = { en: new Set<string>(), zh: new Set<string>(), ms: new Set<string>() };
  for (const item of base.items) {
    for (const field of ['name', 'location', 'technology', 'capacity', 'description'] as const) {
      for (const lang of ['en', 'zh', 'ms'] as const) for (const w of fold(item[field][lang]).split(' ')) if (w) vocabulary[lang].add(w);
    }
  }
  const words = { en: [...vocabulary.en], zh: [...vocabulary.zh], ms: [...vocabulary.ms] };
  const common = ['station', 'stesen', '站', 'pump', 'pam', 'gate', 'water', 'air', '水', 'no', '号', 'system', 'sistem', 'island', 'pulau', '岛'];
  const langs = ['en', 'zh', 'ms'] as const;
  const valid = (text: string) => [...text.trim()].length >= 3;
  const fragment = (w: string, min: number, max: number) => {
    const chars = [...w];
    const n = Math.min(chars.length, min + Math.floor(next() * (max - min + 1)));
    const at = Math.floor(next() * (chars.length - n + 1));
    return chars.slice(at, at + n).join('');
  };
  const number = () => String(Math.floor(next() * size));
  const make: Record<QueryKind, () => string> = {
    selective: () => {
      const src = base.items[Math.floor(next() * base.items.length)]!;
      const copy = Math.floor(next() * Math.floor(size / base.items.length));
      const n = copy * base.items.length + base.items.indexOf(src);
      const lang = pick(langs);
      const nameWords = fold(src.name[lang]).split(' ');
      return pick([
        () => number(),
        () => `${pick(nameWords)} ${n}`,
        () => (lang === 'zh' ? `${nameWords.join(' ')} ${n}号` : `${nameWords.slice(0, 2).join(' ')} no ${n}`),
        () => `${fragment(pick(words[lang]), 2, 4)}${pick(['qx', 'zz', 'xq'])}${next().toString(36).slice(2, 5)}`,
      ])();
    },
    word: () => (next() < 0.3 ? pick(common) : pick(words[pick(langs)])),
    fragment: () => {
      const lang = pick(langs);
      if (next() < 0.5) return fragment(pick(words[lang]), 3, 5);
      const parts = 2 + Math.floor(next() * 2);
      return Array.from({ length: parts }, () => (next() < 0.3 ? number().slice(0, 1) : fragment(pick(words[lang]), 1, 2))).join(' ');
    },
    'multi-word': () => {
      const lang = pick(langs);
      const parts = 2 + Math.floor(next() * 2);
      return Array.from({ length: parts }, () => (next() < 0.25 ? pick(common) : pick(words[lang]))).join(' ');
    },
  };
  const kinds: QueryKind[] = ['selective', 'selective', 'word', 'fragment', 'fragment', 'multi-word', 'multi-word'];
  const seen = new Set<string>();
  const out: BenchQuery[] = [];
  for (let tries = 0; out.length < count && tries < count * 50; tries++) {
    const kind = kinds[tries % kinds.length]!;
    const text = make[kind]();
    const key = fold(text);
    if (!valid(text) || !key || seen.has(key)) continue;
    seen.add(key);
    out.push({ kind, text });
  }
  return out;
}
