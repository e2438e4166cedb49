// The n-gram index against the linear scan it replaced, on a synthetic set of any size: same items,
// same order, every page (limit) the scan's first N with the scan's count as the total, also with a
// filter as the route makes one. At 100,000 items the broad queries' page boundary falls inside a
// rank key shared by thousands of items (picked in one pass over item ids). The unit test
// (src/features/search/__tests__/index-vs-scan.test.ts) runs it on a small set; bench/run.ts runs it
// at 100,000 items and stops when the index and the scan disagree.
import type { Dataset, DatasetItem } from '../src/lib/dataset/dataset-schema';
import { linearScan } from '../src/features/search/linear-scan';
import { buildSearchIndex, type SearchIndex, type SearchResult } from '../src/features/search/search-index';
import { searchQueries } from './search-queries';
import { syntheticDataset } from './synthetic-dataset';

const LIMITS = [0, 1, 2, 7, 20, 100, 1000];
/** A filter as the route makes one (type and status): it cuts through rank keys, so a page is not a prefix of the unfiltered one. */
const FILTER = { accepts: (item: DatasetItem) => item.type !== 'drainage' && item.status !== 'limited' };

const same = (a: string[], b: string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The index's answer to `q` in full, its pages and totals, with and without a filter, against the
 * scan's: the differences (none when they agree) and how many items the scan matched.
 */
export function indexVsScan(index: SearchIndex, scan: (text: string) => DatasetItem[], q: string): { differences: string[]; matched: number } {
  const differences: string[] = [];
  const differ = (what: string, got: { ids: string[]; total: number }, want: string[], total: number) => {
    if (!same(got.ids, want) || got.total !== total) {
      differences.push(`${JSON.stringify(q)} ${what}: index ${got.total} [${got.ids.slice(0, 5).join(', ')}...], scan ${total} [${want.slice(0, 5).join(', ')}...]`);
    }
  };
  const matches = scan(q);
  const expected = matches.map((i) => i.id);
  const filtered = matches.filter(FILTER.accepts).map((i) => i.id);
  const ids = (r: SearchResult) => ({ ids: r.items.map((i) => i.id), total: r.total });
  differ('in full', ids(index.search(q)), expected, expected.length);
  for (const limit of LIMITS) {
    differ(`limit ${limit}`, ids(index.search(q, { limit })), expected.slice(0, limit), expected.length);
    const page = ids(index.search(q, { limit, filter: FILTER }));
    differ(`limit ${limit}, filtered`, page, filtered.slice(0, limit), filtered.length);
  }
  return { differences, matched: expected.length };
}

/**
 * Numbered and multi-word queries in three languages for a synthetic set of `size` items. The
 * numbers scale with the size (at 100,000 items they are "48213", "防潮闸 20410号", ...): tidal gates
 * are items 10 and 11 of each copy of the 34 real items.
 */
export function syntheticQueries(size: number): string[] {
  const scaled = (n: number) => String(Math.round((n * size) / 100_000));
  const tidalGate = (copy: number) => String(34 * Math.round((copy * size) / 100_000) + 10);
  const n = scaled(48213);
  const gate = tidalGate(600);
  return [
    'tidal gate',
    '处理站',
    'stesen pam',
    'eatm',
    n,
    n.slice(0, -1),
    n.slice(-3),
    String(size - 1),
    `防潮闸 ${gate}号`,
    `防潮闸 ${gate.slice(0, -1)}`,
    `${gate}号`,
    'stesen pam no 1234',
    `tidal gate no ${tidalGate(100)}`,
    'pump 777',
    '号',
    'no 5 gate',
    // Phrases inside broad answers (thousands of names hold every word): the first word a suffix
    // of a name's word, the last a prefix, so the index's phrase pre-test decides the first ranks.
    'ation no',
    'ate no 1',
    'pump st',
    'no 12',
    'air pas',
    // The phrase pre-test pair by pair: middle words must be whole tokens ("b", "s", "n" are
    // none, "no" is one), digits on both sides of a pair, and many names holding every word.
    'n b an',
    't s 7',
    '2 n 5',
    '3 6',
    'station no 1',
    'treatment station no 12',
  ];
}

/**
 * The index against the scan on a synthetic set of `size` items: the numbered and multi-word
 * queries, then a sample of the bench's distinct queries (selective, whole words, fragments down to
 * single letters and Chinese characters, multi-word). `compared`: items the scan matched in all;
 * `broad`: bench queries matching more than a tenth of the items.
 */
export function indexVsScanAt(base: Dataset, size: number): { differences: string[]; compared: number; broad: number } {
  const { items } = syntheticDataset(base, size);
  const index = buildSearchIndex(items);
  const scan = linearScan(items);
  const differences: string[] = [];
  let compared = 0;
  let broad = 0;
  for (const q of syntheticQueries(size)) {
    const r = indexVsScan(index, scan, q);
    differences.push(...r.differences);
    compared += r.matched;
  }
  for (const { text } of searchQueries(base, size, 700).filter((_, i) => i % 5 === 0)) {
    const r = indexVsScan(index, scan, text);
    differences.push(...r.differences);
    if (r.matched > size / 10) broad++;
  }
  return { differences, compared, broad };
}
