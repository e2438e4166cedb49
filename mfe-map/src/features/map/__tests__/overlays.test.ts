import type { InfrastructureItem } from '@forest-city/api-contract';
import { markerPaint, markerRadius, rgbaToCss, toMarkerData, type MarkerPhase } from '../../../lib/markers';
import type { ExtentDatum } from '../../../lib/year-items';
import { EXTENTS_FILL_LAYER, EXTENTS_OUTLINE_LAYER, MARKERS_LAYER, extentFeatures, markerFeatures, nearestMarker } from '../overlays';

const item = (id: string, type: InfrastructureItem['type'], latitude = '1.33', longitude = '103.59') => ({ id, type, name: id, latitude, longitude }) as InfrastructureItem;

describe('the markers as maplibre draws them', () => {
  test('each marker keeps its paint, and its outline ends at the marker radius (a circle stroke is drawn outside its radius)', () => {
    const phases: MarkerPhase[] = ['existing', 'construction', 'planned'];
    for (const type of ['water', 'drainage', 'transportation', 'infrastructure'] as const) {
      for (const phase of phases) {
        const [feature] = markerFeatures(toMarkerData([item('a', type)], new Map([['a', phase]]))).features;
        const paint = markerPaint(type, phase);
        expect(feature!.properties).toEqual({
          id: 'a',
          radius: markerRadius(type) - paint.lineWidth,
          outline: paint.lineWidth,
          fill: rgbaToCss(paint.fill),
          line: rgbaToCss(paint.line),
        });
        expect(feature!.properties.radius + feature!.properties.outline).toBe(markerRadius(type));
      }
    }
  });

  test('a marker stands at its item, longitude first; an item without a position has none', () => {
    const data = toMarkerData([item('a', 'water', '1.33', '103.59'), item('b', 'water', 'x', '103.6')]);
    expect(markerFeatures(data).features.map((f) => f.geometry.coordinates)).toEqual([[103.59, 1.33]]);
  });

  test("the marker layer's paint reads the properties each feature carries", () => {
    const used = JSON.stringify(MARKERS_LAYER.paint)
      .match(/"get","(\w+)"/g)!
      .map((g) => g.slice(7, -1));
    const [feature] = markerFeatures(toMarkerData([item('a', 'drainage')])).features;
    expect(used.sort()).toEqual(['fill', 'line', 'outline', 'radius']);
    for (const key of used) expect(feature!.properties).toHaveProperty(key);
  });
});

describe('the islands extents', () => {
  const extent: ExtentDatum = {
    id: 'island-1',
    ring: [
      [103.58, 1.33],
      [103.6, 1.33],
      [103.6, 1.35],
      [103.58, 1.33],
    ],
    phase: 'planned',
    schematic: false,
    fill: [47, 158, 68, 40],
    line: [47, 158, 68, 235],
    paths: [
      [
        [103.58, 1.33],
        [103.59, 1.33],
      ],
      [
        [103.6, 1.34],
        [103.6, 1.35],
      ],
    ],
  };

  test('a fill polygon per extent and a line per dash of its outline, each in its colour; the layers take one kind each', () => {
    const { features } = extentFeatures([extent]);
    expect(features.map((f) => f.geometry.type)).toEqual(['Polygon', 'LineString', 'LineString']);
    expect(features[0]!.geometry.coordinates).toEqual([extent.ring]);
    expect(features[0]!.properties.colour).toBe('rgba(47, 158, 68, 0.157)');
    expect(features[1]!.properties.colour).toBe('rgba(47, 158, 68, 0.922)');
    expect(EXTENTS_FILL_LAYER.filter).toEqual(['==', ['geometry-type'], 'Polygon']);
    expect(EXTENTS_OUTLINE_LAYER.filter).toEqual(['==', ['geometry-type'], 'LineString']);
  });

  test('no year, no extents: an empty collection', () => {
    expect(extentFeatures([]).features).toEqual([]);
  });
});

describe('picking', () => {
  test('of the markers found around the pointer, the nearest; none found, none', () => {
    const hits = [
      { id: 'far', x: 10, y: 0, datum: 'far' },
      { id: 'near', x: 3, y: 4, datum: 'near' },
      { id: 'farther', x: -9, y: -9, datum: 'farther' },
    ];
    expect(nearestMarker(hits, { x: 0, y: 0 })).toBe('near');
    expect(nearestMarker(hits, { x: 9, y: 1 })).toBe('far');
    expect(nearestMarker([], { x: 0, y: 0 })).toBeNull();
  });
});
