import { DEFAULT_BASE_LAYER, formatBaseLayer, formatView, parseBaseLayer, parseItemId, parseView } from '../index';

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

describe('formatBaseLayer', () => {
  test('the default base layer is not written, so plain links stay short; the others round-trip', () => {
    expect(formatBaseLayer('street')).toBeNull();
    expect(parseBaseLayer(formatBaseLayer('street'))).toBe('street');
    for (const base of ['satellite', 'hybrid', 'terrain'] as const) expect(parseBaseLayer(formatBaseLayer(base))).toBe(base);
  });
});
