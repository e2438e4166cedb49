// A search page assembled from kept item bytes is byte for byte the JSON the route made before
// (JSON.stringify of the translated items, UTF-8), in every language, whatever was kept or dropped,
// and its ETag stands for those bytes alone.
import path from 'node:path';
import { LANGUAGES } from '@forest-city/api-contract';
import { loadDataset } from '../../../lib/dataset';
import { ItemJsonCache } from '../item-json';
import { toApiItem } from '../to-api-item';

const dataset = loadDataset(path.resolve(__dirname, '../../../../data/forest-city.dataset.json'));
const { items } = dataset;
const expected = (positions: readonly number[], lang: (typeof LANGUAGES)[number]) => Buffer.from(JSON.stringify(positions.map((p) => toApiItem(items[p]!, lang))), 'utf8');
const all = items.map((_, p) => p);

describe('ItemJsonCache', () => {
  it.each(LANGUAGES)('gives the bytes of JSON.stringify of the page in %s (Chinese included), also for an empty page', (lang) => {
    const cache = new ItemJsonCache(lang, items, 1000);
    expect(cache.page(all).body.equals(expected(all, lang))).toBe(true);
    expect(cache.page(all.slice(3, 9)).body.equals(expected(all.slice(3, 9), lang))).toBe(true);
    expect(cache.page([7]).body.equals(expected([7], lang))).toBe(true);
    expect(cache.page([]).body.toString()).toBe('[]');
  });

  it('gives the same bytes when it keeps fewer items than a page (old ones dropped, pages rebuilt, in any order)', () => {
    for (const size of [1, 4, 7]) {
      const cache = new ItemJsonCache('zh', items, size);
      for (let round = 0; round < 3; round++) {
        expect(cache.page(all).body.equals(expected(all, 'zh'))).toBe(true);
        const some = all.filter((p) => p % 3 === round);
        expect(cache.page(some).body.equals(expected(some, 'zh'))).toBe(true);
        // An item read again between others (kept for another turn), pages reversed, repeated.
        const mixed = [round, ...some.slice().reverse(), round, 5, 5];
        expect(cache.page(mixed).body.equals(expected(mixed, 'zh'))).toBe(true);
      }
    }
  });

  it('tags the same bytes alike and other bytes (order, items, language) differently', () => {
    const en = new ItemJsonCache('en', items, 1000);
    const tag = (cache: ItemJsonCache, positions: number[]) => cache.page(positions).etag;
    expect(tag(en, [0, 1])).toMatch(/^W\/"p[A-Za-z0-9_-]+"$/);
    // Kept or made again (a cache of 1 keeps nothing of a page of 2), the tag is the same.
    expect(tag(new ItemJsonCache('en', items, 1), [0, 1])).toBe(tag(en, [0, 1]));
    // A page longer than any before (the digests' buffer grows) is tagged as a fresh cache tags it.
    expect(tag(en, all)).toBe(tag(new ItemJsonCache('en', items, 3), all));
    const tags = [tag(en, [0, 1]), tag(en, [1, 0]), tag(en, [0, 2]), tag(en, [0]), tag(en, []), tag(new ItemJsonCache('zh', items, 1000), [0, 1])];
    expect(new Set(tags).size).toBe(tags.length);
  });
});
