// The index must answer exactly what the linear scan it replaced answers (same items, same order),
// on the real dataset and on the bench's 100,000-item synthetic set, for English, Chinese and Malay,
// single and multi-word queries, prefixes, suffixes, middles of words and of Chinese phrases.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { searchQueries } from '../../../../bench/search-queries';
import { syntheticDataset } from '../../../../bench/synthetic-dataset';
import { validateDataset } from '../../dataset/validate-dataset';
import { linearScan } from '../linear-scan';
import { buildSearchIndex } from '../search-index';

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
    const index = buildSearchIndex(dataset.items, { cacheSize: 0 });
    const scan = linearScan(dataset.items);
    expect(index.search(q).map((i) => i.id)).toEqual(scan(q).map((i) => i.id));
  });

  it('on the 100,000-item synthetic set, with numbered and multi-word queries in three languages', () => {
    const big = syntheticDataset(dataset, 100_000);
    const index = buildSearchIndex(big.items, { cacheSize: 0 });
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
    ];
    let compared = 0;
    for (const q of queries) {
      const expected = scan(q).map((i) => i.id);
      expect({ q, ids: index.search(q).map((i) => i.id) }).toEqual({ q, ids: expected });
      compared += expected.length;
    }
    expect(compared).toBeGreaterThan(20_000); // broad queries were compared too, not only empty answers
    // The bench's distinct queries (selective, whole words, fragments down to single letters and
    // Chinese characters, multi-word): a sample, each compared item by item.
    let broad = 0;
    for (const { text } of searchQueries(dataset, 100_000, 700).filter((_, i) => i % 5 === 0)) {
      const expected = scan(text).map((i) => i.id);
      expect({ text, ids: index.search(text).map((i) => i.id) }).toEqual({ text, ids: expected });
      if (expected.length > 10_000) broad++;
    }
    expect(broad).toBeGreaterThan(10);
    // Building two structures over 100,000 items and scanning: a limit on waiting on a shared CI machine, not a timing assertion.
  }, 300_000);

  it('on edge cases: words shorter than a gram, single CJK characters, repeated words, unknown characters, very long queries', () => {
    const index = buildSearchIndex(dataset.items, { cacheSize: 0 });
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
      // More than 100 words: past the rank-key table, sorted by comparison.
      Array.from({ length: 130 }, (_, i) => ['a', 'e', 'o', 'n', 's', 't'][i % 6]).join(' '),
      Array.from({ length: 101 }, () => 'pump').join(' '),
    ];
    for (const q of edge) expect({ q, ids: index.search(q).map((i) => i.id) }).toEqual({ q, ids: scan(q).map((i) => i.id) });
    expect(index.search('a').length).toBeGreaterThan(20);
  });
});
