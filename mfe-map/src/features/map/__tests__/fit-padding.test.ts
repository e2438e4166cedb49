import { paddingFor, uniformPadding } from '../fit-padding';
import { fitView } from '../preview-view';
import { itemsOutside } from '../outside-view';

describe('paddingFor (fits clear of the overlays)', () => {
  it('is the spec 20 px on every side without overlays', () => {
    expect(paddingFor([], 800, 600)).toEqual(uniformPadding(20));
  });

  it('pushes a wide bottom-left legend up and a tall top-right column left only when that costs less', () => {
    const padding = paddingFor(
      [
        { corner: 'bottom-left', x: 8, y: 520, width: 260, height: 72 },
        { corner: 'top-right', x: 1000, y: 8, width: 200, height: 260 },
      ],
      1208,
      600,
    );
    // Legend: 80 px up costs 13 % of the height, 288 px right costs 24 % of the width: up.
    expect(padding.bottom).toBe(600 - 520 + 20);
    expect(padding.left).toBe(20);
    // Controls: 288 px down costs 48 % of the height, 228 px left costs 19 % of the width: left.
    expect(padding.right).toBe(1208 - 1000 + 20);
    expect(padding.top).toBe(20);
  });

  it('never leaves the items less than 40 % of a side', () => {
    const padding = paddingFor([{ corner: 'top-left', x: 0, y: 0, width: 300, height: 300 }], 320, 320);
    expect(padding.top + padding.bottom).toBeLessThanOrEqual(320 * 0.6 + 1e-9);
    expect(padding.left + padding.right).toBeLessThanOrEqual(320 * 0.6 + 1e-9);
  });

  it('a tall year panel on a short map is avoided whole, not cut down under the items (issue 49: 1024x768 with a year)', () => {
    // The map of a 1024x768 window with a year chosen: item list top-left, controls top-right, the
    // year panel with legend and readout bottom-left, the attribution bottom-right.
    const overlays = [
      { corner: 'top-left' as const, x: 8, y: 8, width: 120, height: 36 },
      { corner: 'top-right' as const, x: 540, y: 8, width: 176, height: 200 },
      { corner: 'bottom-left' as const, x: 8, y: 420, width: 420, height: 272 },
      { corner: 'bottom-right' as const, x: 560, y: 680, width: 164, height: 20 },
    ];
    const padding = paddingFor(overlays, 724, 700);
    // The panel reaches 300 px up from the bottom (with the margin): all of it is padding.
    expect(padding.bottom).toBeGreaterThanOrEqual(700 - 420 + 20);
    expect(padding.top + padding.bottom).toBeLessThanOrEqual(700 * 0.6);
  });
});

describe('fitView with uneven padding (as maplibre fitBounds)', () => {
  const bounds: [[number, number], [number, number]] = [
    [103.58, 1.33],
    [103.62, 1.36],
  ];
  it('puts every corner of the bounds inside the padded area', () => {
    const padding = { top: 60, right: 230, bottom: 110, left: 20 };
    const view = fitView(bounds, 1140, 836, { padding, maxZoom: 17, minZoom: 2 });
    const corners = [
      { id: 'sw', name: '', type: 'water', latitude: '1.33', longitude: '103.58' },
      { id: 'ne', name: '', type: 'water', latitude: '1.36', longitude: '103.62' },
    ] as never[];
    expect(itemsOutside(corners, view, 1140, 836, padding)).toHaveLength(0);
    // The same view with the overlays' padding on the other side would cut them.
    expect(itemsOutside(corners, view, 1140, 836, { top: 110, right: 20, bottom: 60, left: 230 }).length).toBeGreaterThan(0);
  });
});
