import { INITIAL_VIEW, boundsOf, itemPosition } from '../view';
import { FIT_PADDING } from '../../features/map/projection';

const at = (latitude: string, longitude: string) => ({ latitude, longitude });

describe('initial view (corrections.md)', () => {
  test("centres on Island 1 at zoom 15, not the spec's point off Tuas", () => {
    expect(INITIAL_VIEW).toEqual({ latitude: 1.337, longitude: 103.5937, zoom: 15 });
    expect(FIT_PADDING).toBe(20);
  });
});

describe('itemPosition', () => {
  test("parses the API's coordinate strings to [lon, lat]", () => {
    expect(itemPosition(at('1.3392', '103.5921'))).toEqual([103.5921, 1.3392]);
  });
  test.each([at('', '103'), at('1.3', 'east'), at('95', '103'), at('1', '200')])('rejects %p', (bad) => {
    expect(itemPosition(bad)).toBeNull();
  });
});

describe('boundsOf', () => {
  test('is the box around every valid position', () => {
    expect(boundsOf([at('1.33', '103.59'), at('1.45', '103.63'), at('1.31', '103.55'), at('x', '0')])).toEqual([
      [103.55, 1.31],
      [103.63, 1.45],
    ]);
  });
  test('one item is a point box', () => {
    expect(boundsOf([at('1.3', '103.6')])).toEqual([
      [103.6, 1.3],
      [103.6, 1.3],
    ]);
  });
  test('regional context (Gelang Patah, 12 km north) is left out of the fit', () => {
    expect(boundsOf([at('1.33', '103.59'), at('1.35', '103.62'), { ...at('1.4491', '103.5899'), regional: true }])).toEqual([
      [103.59, 1.33],
      [103.62, 1.35],
    ]);
  });
  test('nothing to fit is null', () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf([at('x', 'y')])).toBeNull();
  });
});

test("an island's outline at its approved area is part of the fit, so it is in view with its marker", () => {
  const island2 = { id: 'foundation-island-2-planned', latitude: '1.3200', longitude: '103.6020' };
  const school = { id: 'school', latitude: '1.3350', longitude: '103.5800' };
  const [[west, south], [east, north]] = boundsOf([island2, school])!;
  // 767 ha: a circle of about 1.56 km radius round the island's point.
  expect(south).toBeLessThan(1.32 - 0.013);
  expect(east).toBeGreaterThan(103.602 + 0.013);
  expect(west).toBe(103.58);
  expect(north).toBe(1.335);
});
