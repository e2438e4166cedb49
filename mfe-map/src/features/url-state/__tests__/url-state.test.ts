import { DEFAULT_BASE_LAYER, formatView, parseBaseLayer, parseItemId, parseView, withMapParams } from '../url-state';

describe('view parameter', () => {
  test('round-trips with 5 decimals of a degree and 2 of zoom', () => {
    const text = formatView({ latitude: 1.3370012, longitude: 103.59371234, zoom: 15.456 });
    expect(text).toBe('1.33700,103.59371,15.46');
    expect(parseView(text)).toEqual({ latitude: 1.337, longitude: 103.59371, zoom: 15.46 });
  });

  test('negative zero is written without a sign', () => {
    expect(formatView({ latitude: -0.000001, longitude: 0, zoom: 3 })).toBe('0.00000,0.00000,3.00');
  });

  test.each(['', 'abc', '1,2', '1,2,3,4', '91,103,15', '1,181,15', '1,103,25', '1,103,-1', '1e2,103,15', '1,,15'])('rejects %p', (bad) => {
    expect(parseView(bad)).toBeNull();
  });

  test('missing is null', () => {
    expect(parseView(null)).toBeNull();
  });
});

describe('base parameter', () => {
  test.each(['street', 'satellite', 'hybrid', 'terrain'])('%s is a base layer', (b) => {
    expect(parseBaseLayer(b)).toBe(b);
  });
  test('anything else is the street map', () => {
    expect(parseBaseLayer('moon')).toBe('street');
    expect(parseBaseLayer(null)).toBe(DEFAULT_BASE_LAYER);
  });
});

describe('item parameter', () => {
  test('accepts API ids only', () => {
    expect(parseItemId('water-treatment-station-island-1')).toBe('water-treatment-station-island-1');
    expect(parseItemId('<script>')).toBeNull();
    expect(parseItemId('')).toBeNull();
  });
});

describe('withMapParams', () => {
  test('changes only the map parameters and keeps the shell\'s', () => {
    const current = new URLSearchParams('dialog=history&tab=overview&layers=water&q=pump');
    const next = withMapParams(current, { view: { latitude: 1.3, longitude: 103.6, zoom: 14 }, base: 'hybrid', item: 'a-b' });
    expect(Object.fromEntries(next)).toEqual({
      dialog: 'history',
      tab: 'overview',
      layers: 'water',
      q: 'pump',
      view: '1.30000,103.60000,14.00',
      base: 'hybrid',
      item: 'a-b',
    });
    expect(current.get('view')).toBeNull();
  });

  test('null removes, undefined keeps, the default base layer is not written', () => {
    const current = new URLSearchParams('view=1,103,14&base=hybrid&item=a');
    const next = withMapParams(current, { item: null, base: 'street' });
    expect(next.get('item')).toBeNull();
    expect(next.get('base')).toBeNull();
    expect(next.get('view')).toBe('1,103,14');
  });
});
