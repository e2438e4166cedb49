import { sameLabels, type PlaceLabel } from '../basemap-paint';

const label = (text: string, lon = 103.6, lat = 1.33): PlaceLabel => ({ text, position: [lon, lat], kind: 'island' });

test('labels with the same texts, places and kinds in the same order draw the same, whatever the arrays', () => {
  expect(sameLabels([label('A'), label('B')], [label('A'), label('B')])).toBe(true);
  expect(sameLabels([], [])).toBe(true);
});

test('a label added, renamed, moved, of another kind or in another order draws differently', () => {
  const a = [label('A'), label('B')];
  expect(sameLabels(a, [label('A')])).toBe(false);
  expect(sameLabels(a, [label('A'), label('C')])).toBe(false);
  expect(sameLabels(a, [label('A'), label('B', 103.7)])).toBe(false);
  expect(sameLabels(a, [label('A'), label('B', 103.6, 1.34)])).toBe(false);
  expect(sameLabels(a, [label('A'), { ...label('B'), kind: 'town' as PlaceLabel['kind'] }])).toBe(false);
  expect(sameLabels(a, [label('B'), label('A')])).toBe(false);
});
