import { INITIAL_LAYERS, LAYERS, parseLayersParam, serializeLayers, toggleLayer } from '../layers';

test('four layers, one per item type, each with its own colour', () => {
  expect(LAYERS.map((l) => l.type)).toEqual(['water', 'drainage', 'transportation', 'infrastructure']);
  expect(new Set(LAYERS.map((l) => l.color)).size).toBe(4);
});

test('water and drainage are on at start (no layers parameter)', () => {
  expect(INITIAL_LAYERS).toEqual(['water', 'drainage']);
  expect(parseLayersParam(null)).toEqual(['water', 'drainage']);
});

test('an empty parameter means no layers; unknown names and duplicates are dropped; order is the panel order', () => {
  expect(parseLayersParam('')).toEqual([]);
  expect(parseLayersParam('infrastructure,bogus,water,water')).toEqual(['water', 'infrastructure']);
});

test('toggle adds an absent type and removes a present one', () => {
  expect(toggleLayer(['water', 'drainage'], 'transportation')).toEqual(['water', 'drainage', 'transportation']);
  expect(toggleLayer(['water', 'drainage'], 'water')).toEqual(['drainage']);
  expect(toggleLayer(['drainage'], 'water')).toEqual(['water', 'drainage']);
});

test('serialize round-trips through parse', () => {
  expect(serializeLayers(['infrastructure', 'water'])).toBe('water,infrastructure');
  expect(parseLayersParam(serializeLayers([]))).toEqual([]);
});
