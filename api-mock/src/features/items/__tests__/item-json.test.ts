// A search page assembled from kept item bytes is byte for byte the JSON the route made before
// (JSON.stringify of the translated items, UTF-8), in every language, whatever was kept or dropped,
// and its ETag stands for those bytes alone.
import path from 'node:path';
import { LANGUAGES } from '../../../contract/index';
import { loadDataset } from '../../dataset';
import { ItemJsonCache } from '../item-json';
import { toApiItem } from '../to-api-item';

const dataset = loadDataset(path.resolve(__dirname, '../../../../data/forest-city.dataset.json'));
const expected = (items: typeof dataset.items, lang: (typeof LANGUAGES)[number]) => Buffer.from(JSON.stringify(items.map((i) => toApiItem(i, lang))), 'utf8');

describe('ItemJsonCache', () => {
  it.each(LANGUAGES)('gives the bytes of JSON.stringify of the page in %s (Chinese included), also for an empty page', (lang) => {
    const cache = new ItemJsonCache(lang, 1000);
    expect(cache.page(dataset.items).body.equals(expected(dataset.items, lang))).toBe(true);
    expect(cache.page(dataset.items.slice(3, 9)).body.equals(expected(dataset.items.slice(3, 9), lang))).toBe(true);
    expect(cache.page([]).body.toString()).toBe('[]');
  });

  it('gives the same bytes when it keeps fewer items than a page (old ones dropped, pages rebuilt)', () => {
    const cache = new ItemJsonCache('zh', 4);
    for (let round = 0; round < 3; round++) {
      expect(cache.page(dataset.items).body.equals(expected(dataset.items, 'zh'))).toBe(true);
      const some = dataset.items.filter((_, i) => i % 3 === round);
      expect(cache.page(some).body.equals(expected(some, 'zh'))).toBe(true);
    }
  });

  it('tags the same bytes alike and other bytes (order, items, language) differently', () => {
    const [a, b, c] = dataset.items;
    const en = new ItemJsonCache('en', 1000);
    const tag = (cache: ItemJsonCache, items: typeof dataset.items) => cache.page(items).etag;
    expect(tag(en, [a!, b!])).toMatch(/^W\/"p[A-Za-z0-9_-]+"$/);
    // Kept or made again (a cache of 1 keeps nothing of a page of 2), the tag is the same.
    expect(tag(new ItemJsonCache('en', 1), [a!, b!])).toBe(tag(en, [a!, b!]));
    const tags = [tag(en, [a!, b!]), tag(en, [b!, a!]), tag(en, [a!, c!]), tag(en, [a!]), tag(en, []), tag(new ItemJsonCache('zh', 1000), [a!, b!])];
    expect(new Set(tags).size).toBe(tags.length);
  });
});
