import { CONSTRUCTION_RING, ITEM_TYPES, MARKER_COLOURS, MARKER_OUTLINE, isItemType, markerColour, markerPaint, markerRadius, rgbToHex, rgbaToCss } from '../marker-style';
import { toMarkerData } from '../marker-data';

const hue = ([r, g, b]: readonly number[]) => {
  const max = Math.max(r!, g!, b!);
  const min = Math.min(r!, g!, b!);
  const d = max - min;
  if (d === 0) return 0;
  let h = max === r ? ((g! - b!) / d) % 6 : max === g ? (b! - r!) / d + 2 : (r! - g!) / d + 4;
  h *= 60;
  return h < 0 ? h + 360 : h;
};

describe('marker style by type (spec: Business constants)', () => {
  test('water markers have radius 10 px, every other type 8 px', () => {
    expect(markerRadius('water')).toBe(10);
    expect(markerRadius('drainage')).toBe(8);
    expect(markerRadius('transportation')).toBe(8);
    expect(markerRadius('infrastructure')).toBe(8);
  });

  test('colours are water blue, drainage green, transportation orange, infrastructure brown', () => {
    expect(hue(MARKER_COLOURS.water)).toBeGreaterThan(190);
    expect(hue(MARKER_COLOURS.water)).toBeLessThan(240);
    expect(hue(MARKER_COLOURS.drainage)).toBeGreaterThan(90);
    expect(hue(MARKER_COLOURS.drainage)).toBeLessThan(150);
    expect(hue(MARKER_COLOURS.transportation)).toBeGreaterThan(15);
    expect(hue(MARKER_COLOURS.transportation)).toBeLessThan(40);
    // Brown: an orange hue, but dark.
    expect(hue(MARKER_COLOURS.infrastructure)).toBeGreaterThan(15);
    expect(hue(MARKER_COLOURS.infrastructure)).toBeLessThan(45);
    expect(Math.max(...MARKER_COLOURS.infrastructure)).toBeLessThan(170);
    expect(new Set(ITEM_TYPES.map((t) => rgbToHex(markerColour(t)))).size).toBe(4);
  });

  test('an unknown type gets a neutral grey rather than throwing', () => {
    expect(markerColour('sewer')).toEqual([134, 142, 150]);
    expect(isItemType('sewer')).toBe(false);
    expect(isItemType('water')).toBe(true);
  });

  test('rgbToHex pads each channel', () => {
    expect(rgbToHex([1, 2, 255])).toBe('#0102ff');
  });

  test('marker data parses positions once and skips items without a valid position', () => {
    const base = { name: 'n', type: 'water' as const, description: '', capacity: '', technology: '', location: '', status: 'operational' as const, lastMaintenance: '2026-01-01' };
    const data = toMarkerData([
      { ...base, id: 'a', latitude: '1.3370', longitude: '103.5937' },
      { ...base, id: 'b', latitude: 'x', longitude: '103.5' },
      { ...base, id: 'c', latitude: '91', longitude: '103.5' },
    ]);
    expect(data.map((d) => d.item.id)).toEqual(['a']);
    expect(data[0]!.position).toEqual([103.5937, 1.337]);
  });
});

describe('paint by phase (the time control)', () => {
  test('built is drawn as today; under construction gets the dark ring; planned is a faint disc with a ring of its colour', () => {
    expect(markerPaint('water')).toEqual({ fill: [...MARKER_COLOURS.water, 255], line: [...MARKER_OUTLINE, 255], lineWidth: 1.5 });
    expect(markerPaint('water', 'existing')).toEqual(markerPaint('water'));
    expect(markerPaint('drainage', 'construction')).toEqual({ fill: [...MARKER_COLOURS.drainage, 255], line: [...CONSTRUCTION_RING, 255], lineWidth: 3 });
    const planned = markerPaint('transportation', 'planned');
    expect(planned.fill.slice(0, 3)).toEqual([...MARKER_COLOURS.transportation]);
    expect(planned.fill[3]).toBeLessThan(64);
    expect(planned.line.slice(0, 3)).toEqual([...MARKER_COLOURS.transportation]);
  });

  test('CSS colours: hex when opaque (as the preview always drew), rgba otherwise', () => {
    expect(rgbaToCss([25, 113, 194, 255])).toBe('#1971c2');
    expect(rgbaToCss([25, 113, 194, 51])).toBe('rgba(25, 113, 194, 0.2)');
  });
});
