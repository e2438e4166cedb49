// The index must answer exactly what the linear scan it replaced answers (same items, same order),
// on the real dataset and on a synthetic set (the bench's, bench/index-vs-scan.ts, which bench/run.ts
// also checks at 100,000 items), for English, Chinese and Malay, single and multi-word queries,
// prefixes, suffixes, middles of words and of Chinese phrases; and a page of it (limit) must be the
// scan's first N, with the scan's count as the total, also with a filter (the route's type, status
// and bbox). On the synthetic set the broad queries' page boundary falls inside a rank key shared by
// hundreds of items (picked in one pass over item ids), on the real dataset inside a small one
// (sorted): both ways of picking are compared.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { indexVsScan, indexVsScanAt } from '../../../../bench/index-vs-scan';
import type { DatasetItem } from '../../../lib/dataset/dataset-schema';
import { validateDataset } from '../../../lib/dataset/validate-dataset';
import { linearScan } from '../linear-scan';
import { buildSearchIndex, type SearchIndex } from '../search-index';

/** The index's answer to `q` (in full, its pages, filtered) against the scan's; returns how many items the scan matched. */
function compare(index: SearchIndex, scan: (text: string) => DatasetItem[], q: string): number {
  const { differences, matched } = indexVsScan(index, scan, q);
  expect(differences).toEqual([]);
  return matched;
}

/** The synthetic set's size here: large enough for broad answers of hundreds of items, small enough for a unit run (the bench checks 100,000). */
const SYNTHETIC_SIZE = 3_000;

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

  it(`on a ${SYNTHETIC_SIZE}-item synthetic set, with numbered and multi-word queries in three languages`, () => {
    const { differences, compared, broad } = indexVsScanAt(dataset, SYNTHETIC_SIZE);
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(SYNTHETIC_SIZE / 5); // broad queries were compared too, not only empty answers
    expect(broad).toBeGreaterThan(10);
  });

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
