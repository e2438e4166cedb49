// The index must answer exactly what the linear scan it replaced answers (same items, same order),
// on the real dataset and on the bench's 100,000-item synthetic set, for English, Chinese and Malay,
// single and multi-word queries, prefixes, suffixes, middles of words and of Chinese phrases; and a
// page of it (limit) must be the scan's first N, with the scan's count as the total, also with a
// filter (the route's type, status and bbox). At 100,000 items the broad queries' page boundary
// falls inside a rank key shared by thousands of items (picked in one pass over item ids), on the
// real dataset inside a small one (sorted): both ways of picking are compared.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { searchQueries } from '../../../../bench/search-queries';
import { syntheticDataset } from '../../../../bench/synthetic-dataset';
import type { DatasetItem } from '../../dataset/dataset-schema';
import { validateDataset } from '../../dataset/validate-dataset';
import { linearScan } from '../linear-scan';
import { buildSearchIndex, type SearchIndex } from '../search-index';

const LIMITS = [0, 1, 2, 7, 20, 100, 1000];
/** A filter as the route makes one (type and status): it cuts through rank keys, so a page is not a prefix of the unfiltered one. */
const FILTER = { accepts: (item: DatasetItem) => item.type !== 'drainage' && item.status !== 'limited' };

/**
 * The index's answer to `q` in full, its pages and totals, with and without a filter, against the
 * scan's; returns how many items the scan matched.
 */
function compare(index: SearchIndex, scan: (text: string) => DatasetItem[], q: string): number {
  const expected = scan(q).map((i) => i.id);
  const full = index.search(q);
  expect({ q, ids: full.items.map((i) => i.id), total: full.total }).toEqual({ q, ids: expected, total: expected.length });
  const filtered = scan(q)
    .filter(FILTER.accepts)
    .map((i) => i.id);
  for (const limit of LIMITS) {
    const page = index.search(q, { limit });
    expect({ q, limit, ids: page.items.map((i) => i.id), total: page.total }).toEqual({ q, limit, ids: expected.slice(0, limit), total: expected.length });
    const pageFiltered = index.search(q, { limit, filter: FILTER });
    expect({ q, limit, filtered: pageFiltered.items.map((i) => i.id), total: pageFiltered.total }).toEqual({
      q,
      limit,
      filtered: filtered.slice(0, limit),
      total: filtered.length,
    });
  }
  return expected.length;
}

const dataset = validateDataset(JSON.parse(readFileSync(path.join(__dirname, '../../../../data/forest-city.dataset.json'), 'utf8')));

const QUERIES = [
  // English, whole words, prefixes, suffixes, middles, several words, no match
  'tidal gate',
  'treatment station',
  'treat',
  'ation',
  'eatm',
  'pump station north',
  'soil foundation',
  'bioswale zebra',
  'zzqqxx',
  'RETENTION POND',
  'rétention',
  '55,000',
  'm3',
  'no 1',
  'a b c',
  'x y',
  'planned island',
  // Chinese: phrases, parts of phrases, with numbers
  '防潮闸',
  '处理站',
  '水处理',
  '一号岛',
  '土壤与地基',
  '排水 系统',
  '规划中',
  '岛 站',
  // Malay
  'pintu air pasang surut',
  'stesen rawatan',
  'stesen pam',
  'kolam tahanan',
  'dirancang',
  'sistem saliran',
];

describe('the n-gram index gives the linear scan results', () => {
  it.each(QUERIES)('on the real dataset: %s', (q) => {
    const index = buildSearchIndex(dataset.items);
    compare(index, linearScan(dataset.items), q);
  });

  it('on the 100,000-item synthetic set, with numbered and multi-word queries in three languages', () => {
    const big = syntheticDataset(dataset, 100_000);
    const index = buildSearchIndex(big.items);
    const scan = linearScan(big.items);
    const queries = [
      'tidal gate',
      '处理站',
      'stesen pam',
      'eatm',
      '48213',
      '4821',
      '821',
      '99999',
      '防潮闸 20410号',
      '防潮闸 2041',
      '20410号',
      'stesen pam no 1234',
      'tidal gate no 3410',
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
    let compared = 0;
    for (const q of queries) compared += compare(index, scan, q);
    expect(compared).toBeGreaterThan(20_000); // broad queries were compared too, not only empty answers
    // The bench's distinct queries (selective, whole words, fragments down to single letters and
    // Chinese characters, multi-word): a sample, each compared item by item.
    let broad = 0;
    for (const { text } of searchQueries(dataset, 100_000, 700).filter((_, i) => i % 5 === 0)) {
      if (compare(index, scan, text) > 10_000) broad++;
    }
    expect(broad).toBeGreaterThan(10);
    // Building two structures over 100,000 items and scanning: a limit on waiting on a shared CI machine, not a timing assertion.
  }, 300_000);

  it('when it answers from kept bitsets (words seen before, sets of profiles), however few it keeps', () => {
    // Words recur across queries in both orders and positions; a kept bitset written again, or a
    // dropped one still answered from, would give another query's matches.
    const queries = ['station', 'pump station', 'station pump', 'tidal gate', 'gate station', 'treatment', 'stesen pam', 'pam stesen', '处理站', '站 水', 'island', 'pulau stesen'];
    const scan = linearScan(dataset.items);
    for (const keptSetsBytes of [undefined, 8, 16]) {
      const index = buildSearchIndex(dataset.items, { keptSetsBytes });
      for (const q of [...queries, ...queries.slice().reverse(), ...queries]) compare(index, scan, q);
    }
  });

  it('when items have more profiles than it keeps sets of (each description its own), several words at once', () => {
    // Over 256 profiles, a word's profile holders are built per query into that word's own bitset:
    // two words sharing one would answer with the other's holders.
    const items = Array.from({ length: 8 }, (_, batch) =>
      dataset.items.map((item, i) => {
        const tail = ` batch${batch} unit${batch * dataset.items.length + i}`;
        return { ...item, id: `${item.id}-${batch}`, description: { en: item.description.en + tail, zh: item.description.zh + tail, ms: item.description.ms + tail } };
      }),
    ).flat();
    const scan = linearScan(items);
    const index = buildSearchIndex(items);
    const queries = [
      'unit1 station',
      'station unit1',
      'batch3 pump',
      'pump batch3 unit2',
      'unit1 a',
      'a unit2 e',
      'n unit3',
      'batch1 e station',
      'stesen batch1',
      '站 unit4',
      'unit2 batch2 water air',
    ];
    let compared = 0;
    for (const q of [...queries, ...queries]) compared += compare(index, scan, q);
    expect(compared).toBeGreaterThan(500);
  });

  it('on edge cases: words shorter than a gram, single CJK characters, repeated words, unknown characters, very long queries', () => {
    const index = buildSearchIndex(dataset.items);
    const scan = linearScan(dataset.items);
    const edge = [
      'a',
      'a a',
      'o n',
      '1 2',
      'st',
      '站',
      '号 岛',
      '水 站 水',
      '处理 处理站',
      'station station',
      'pump pump station',
      'ation station',
      'λ',
      'pump λ',
      '𝔭𝔲𝔪𝔭',
      'ｓｔａｔｉｏｎ',
      'no',
      'e',
      // More than the route's 100 words: 130 within the rank-key table, 200 past it (sorted by comparison).
      Array.from({ length: 130 }, (_, i) => ['a', 'e', 'o', 'n', 's', 't'][i % 6]).join(' '),
      Array.from({ length: 200 }, (_, i) => ['a', 'e', 'o', 'n', 's', 't'][i % 6]).join(' '),
      Array.from({ length: 101 }, () => 'pump').join(' '),
    ];
    for (const q of edge) compare(index, scan, q);
    expect(index.search('a').items.length).toBeGreaterThan(20);
  });
});
