// Where a place label goes (label-placement.ts): wrapped at its width, centred on its place or
// beside it, whole inside the map and clear of the panels over it, or not drawn at all.
import { LABEL_MARGIN, placeLabel, wrapLabel } from '../label-placement';

/** A monospace measure: 7 px a character. */
const measure = (line: string) => line.length * 7;

describe('wrapLabel', () => {
  test('a name that fits stays on one line', () => {
    expect(wrapLabel('Johor Bahru', measure, 120)).toEqual(['Johor Bahru']);
  });

  test('a long name breaks at spaces into lines no wider than the width', () => {
    const lines = wrapLabel('Laluan Kedua Malaysia-Singapura', measure, 120);
    expect(lines).toEqual(['Laluan Kedua', 'Malaysia-Singapura']);
    // A word longer than the width keeps its own line rather than being cut.
    expect(lines.map(measure)).toEqual([84, 126]);
  });

  test('a name without spaces (Chinese) is one line', () => {
    expect(wrapLabel('马来西亚-新加坡第二通道', measure, 60)).toEqual(['马来西亚-新加坡第二通道']);
  });
});

describe('placeLabel', () => {
  const map = { width: 800, height: 600 };

  test('centred on its place when that is clear', () => {
    expect(placeLabel(400, 300, 100, 20, map.width, map.height, [])).toEqual({ x: 350, y: 290, width: 100, height: 20 });
  });

  test("near the map's right edge the text ends at the place instead of being cut", () => {
    const box = placeLabel(760, 300, 100, 20, map.width, map.height, [])!;
    expect(box).toEqual({ x: 660, y: 290, width: 100, height: 20 });
    expect(box.x + box.width).toBeLessThanOrEqual(map.width - LABEL_MARGIN);
  });

  test('near the left edge it starts at the place', () => {
    expect(placeLabel(30, 300, 100, 20, map.width, map.height, [])).toEqual({ x: 30, y: 290, width: 100, height: 20 });
  });

  test('a panel over the map pushes it aside', () => {
    const controls = { x: 430, y: 250, width: 60, height: 120 };
    const box = placeLabel(420, 300, 100, 20, map.width, map.height, [controls])!;
    expect(box).toEqual({ x: 320, y: 290, width: 100, height: 20 });
  });

  test('with no clear place (under a panel, or past the top or bottom) it is not drawn', () => {
    const panel = { x: 300, y: 250, width: 250, height: 100 };
    expect(placeLabel(420, 300, 100, 20, map.width, map.height, [panel])).toBeNull();
    expect(placeLabel(400, 5, 100, 20, map.width, map.height, [])).toBeNull();
    expect(placeLabel(400, 598, 100, 20, map.width, map.height, [])).toBeNull();
  });
});
