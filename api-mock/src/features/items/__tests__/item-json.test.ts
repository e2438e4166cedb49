// A search page assembled from kept item bytes is byte for byte the JSON the route made before
// (JSON.stringify of the translated items, UTF-8), in every language, whatever was kept or dropped.
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
    expect(cache.list(dataset.items).equals(expected(dataset.items, lang))).toBe(true);
    expect(cache.list(dataset.items.slice(3, 9)).equals(expected(dataset.items.slice(3, 9), lang))).toBe(true);
    expect(cache.list([]).toString()).toBe('[]');
  });

  it('gives the same bytes when it keeps fewer items than a page (old ones dropped, pages rebuilt)', () => {
    const cache = new ItemJsonCache('zh', 4);
    for (let round = 0; round < 3; round++) {
      expect(cache.list(dataset.items).equals(expected(dataset.items, 'zh'))).toBe(true);
      const some = dataset.items.filter((_, i) => i % 3 === round);
      expect(cache.list(some).equals(expected(some, 'zh'))).toBe(true);
    }
  });
});
