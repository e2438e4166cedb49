import { negotiateFormat } from '../negotiate-format';
import { RepresentationCache, etagMatches, representation } from '../representation';

describe('representation and ETag', () => {
  it('gives the same weak ETag for the same bytes and another for other bytes', () => {
    const a = representation('[1]', 'application/json');
    expect(a.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(representation('[1]', 'application/json').etag).toBe(a.etag);
    expect(representation('[2]', 'application/json').etag).not.toBe(a.etag);
  });

  it('matches If-None-Match weakly, in lists, and with *', () => {
    const { etag } = representation('x', 'text/plain');
    const strong = etag.slice(2);
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(strong, etag)).toBe(true);
    expect(etagMatches(`"other", ${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"other"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });

  it('keeps at most max entries, dropping the least recently used', () => {
    const cache = new RepresentationCache(2);
    let made = 0;
    const make = (s: string) => () => (made++, representation(s, 'text/plain'));
    cache.get('a', make('a'));
    cache.get('b', make('b'));
    cache.get('a', make('a'));
    cache.get('c', make('c'));
    expect(cache.size).toBe(2);
    expect(made).toBe(3);
    cache.get('a', make('a'));
    expect(made).toBe(3);
    cache.get('b', make('b'));
    expect(made).toBe(4);
  });
});

describe('negotiateFormat', () => {
  it.each([
    [undefined, 'json'],
    ['', 'json'],
    ['*/*', 'json'],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'json'],
    ['application/geo+json', 'geojson'],
    ['text/csv', 'csv'],
    ['text/*', 'csv'],
    ['application/json;q=0.5, text/csv', 'csv'],
    ['text/csv;q=0.1, application/geo+json;q=0.9', 'geojson'],
    ['image/png', undefined],
    ['application/json;q=0, */*;q=0', undefined],
    ['garbage', 'json'],
  ])('Accept %j -> %s', (accept, format) => {
    expect(negotiateFormat(accept)).toBe(format);
  });
});
