import { ApiHttpError } from '../../../lib/http/api-error';
import { LIST_PARAMS, SEARCH_PARAMS, checkSearchText, filterItems, filtersKey, inBBox, parseBBox, parseQuery } from '../query-params';

const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiHttpError) return { status: err.statusCode, code: err.code, message: err.message };
    throw err;
  }
  throw new Error('expected an error');
};

describe('parseQuery', () => {
  it('parses type, status, bbox and lang', () => {
    const q = parseQuery({ type: 'water, drainage', status: 'operational', bbox: '103.58,1.32,103.61,1.35', lang: 'zh-CN' }, LIST_PARAMS);
    expect([...q.types!]).toEqual(['water', 'drainage']);
    expect([...q.statuses!]).toEqual(['operational']);
    expect(q.bbox).toEqual([103.58, 1.32, 103.61, 1.35]);
    expect(q.lang).toBe('zh-CN');
  });

  it.each([
    [{ type: 'lake' }, 'invalid_parameter', /Unknown type "lake"/],
    [{ type: '' }, 'invalid_parameter', /Unknown type ""/],
    [{ status: 'planned' }, 'invalid_parameter', /Unknown status "planned".*operational, limited, monitoring/],
    [{ bbox: '1,2,3' }, 'invalid_parameter', /Malformed bbox/],
    [{ bbox: '1,2,3,abc' }, 'invalid_parameter', /Malformed bbox/],
    [{ bbox: '1e3,1,2,3' }, 'invalid_parameter', /Malformed bbox/],
    [{ bbox: '200,1,201,2' }, 'invalid_parameter', /longitudes/],
    [{ bbox: '1,50,2,10' }, 'invalid_parameter', /minLat is greater/],
    [{ lang: '<script>' }, 'invalid_parameter', /not a language tag/],
    [{ lang: ['en', 'zh'] }, 'invalid_parameter', /given more than once/],
    [{ colour: 'red' }, 'unknown_parameter', /Unknown parameter "colour"/],
    [{ type: 'water\u0000' }, 'invalid_parameter', /control characters/],
    [{ q: 'x'.repeat(201) }, 'search_text_too_long', /longer than 200/],
  ])('rejects %j with %s', (query, code, message) => {
    const err = errorOf(() => parseQuery(query, SEARCH_PARAMS));
    expect(err.status).toBe(400);
    expect(err.code).toBe(code);
    expect(err.message).toMatch(message);
  });

  it('does not accept q on the list', () => {
    expect(errorOf(() => parseQuery({ q: 'pump' }, LIST_PARAMS)).code).toBe('unknown_parameter');
  });
});

describe('checkSearchText', () => {
  it('needs more than 2 characters, counted as characters (not UTF-16 units) after trimming', () => {
    expect(errorOf(() => checkSearchText('  ab  ')).message).toBe('Search text must be longer than 2 characters (got 2).');
    expect(errorOf(() => checkSearchText('泵站')).code).toBe('search_text_too_short');
    expect(errorOf(() => checkSearchText('😀😀')).code).toBe('search_text_too_short');
    expect(checkSearchText(' 水处理 ')).toBe('水处理');
  });
  it('says what is missing when there is no text', () => {
    expect(errorOf(() => checkSearchText(undefined)).code).toBe('missing_parameter');
  });
  it('rejects control characters and lone surrogates', () => {
    expect(errorOf(() => checkSearchText('pu\u0007mp')).code).toBe('invalid_parameter');
    expect(errorOf(() => checkSearchText('pump\uD800')).code).toBe('invalid_parameter');
  });
  it('accepts exactly 200 characters and refuses 201', () => {
    expect(checkSearchText('水'.repeat(200))).toHaveLength(200);
    expect(errorOf(() => checkSearchText('水'.repeat(201))).code).toBe('search_text_too_long');
  });
});

describe('bbox and filters', () => {
  it('parses and tests points, including a box across the antimeridian', () => {
    const box = parseBBox('103.58,1.32,103.61,1.35');
    expect(inBBox(103.5937, 1.337, box)).toBe(true);
    expect(inBBox(103.6331, 1.3509, box)).toBe(false);
    expect(inBBox(179.5, 0, parseBBox('170,-10,-170,10'))).toBe(true);
    expect(inBBox(0, 0, parseBBox('170,-10,-170,10'))).toBe(false);
  });

  it('filters by type, status and bbox together', () => {
    const items = [
      { id: 'a', type: 'water', status: 'operational', latitude: '1.3370', longitude: '103.5937' },
      { id: 'b', type: 'water', status: 'limited', latitude: '1.3370', longitude: '103.5937' },
      { id: 'c', type: 'drainage', status: 'operational', latitude: '1.3370', longitude: '103.5937' },
      { id: 'd', type: 'water', status: 'operational', latitude: '1.4491', longitude: '103.5899' },
    ] as const;
    const q = parseQuery({ type: 'water', status: 'operational', bbox: '103.58,1.32,103.61,1.35' }, LIST_PARAMS);
    expect(filterItems(items, q).map((i) => i.id)).toEqual(['a']);
    expect(filterItems(items, {}).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives the same cache key for the same filters in any order', () => {
    expect(filtersKey(parseQuery({ type: 'water,drainage' }, LIST_PARAMS))).toBe(filtersKey(parseQuery({ type: 'drainage,water' }, LIST_PARAMS)));
  });
});
