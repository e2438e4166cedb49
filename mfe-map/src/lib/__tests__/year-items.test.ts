// The map feature first, as in the app: the markers and map features import each other.
import '../../features/map';
import type { InfrastructureItem } from '@forest-city/api-contract';
import { ISLANDS } from '@forest-city/contracts';
import { ringAreaHa } from '../basemap';
import { dashedRing, extentsInYear, itemsInYear, phaseCounts, sameExtents } from '../year-items';

const base = { latitude: '1.33', longitude: '103.59', description: '', capacity: '', technology: '', location: '', status: 'operational', lastMaintenance: '2026-01-01' } as const;
const island1: InfrastructureItem = {
  ...base,
  id: 'foundation-island-1',
  name: 'Island 1',
  type: 'infrastructure',
  time: {
    start: 2014,
    completion: 2015,
    history: [
      { year: 2013, status: 'planned' },
      { year: 2014, status: 'construction' },
      { year: 2015, status: 'existing' },
    ],
    approximate: true,
    source: 's',
  },
  extent: {
    ring: [
      [103.587, 1.331],
      [103.6, 1.331],
      [103.6, 1.343],
      [103.587, 1.343],
      [103.587, 1.331],
    ],
    source: 'rectangle',
  },
};
const school: InfrastructureItem = {
  ...base,
  id: 'school',
  name: 'School',
  type: 'drainage',
  time: {
    start: 2017,
    completion: 2018,
    history: [
      { year: 2017, status: 'construction' },
      { year: 2018, status: 'existing' },
    ],
    approximate: true,
    source: 's',
  },
};
const island2: InfrastructureItem = {
  ...base,
  id: 'foundation-island-2-planned',
  name: 'Island 2',
  type: 'infrastructure',
  status: 'monitoring',
  time: { completion: 2045, completionPlanned: true, history: [{ year: 2015, status: 'planned' }], approximate: true, source: 's' },
  extent: {
    ring: [
      [103.6, 1.32],
      [103.61, 1.32],
      [103.61, 1.33],
      [103.6, 1.32],
    ],
    source: 'schematic',
  },
};
const untimed: InfrastructureItem = { ...base, id: 'untimed', name: 'No record', type: 'water' };
const ALL = [island1, school, island2, untimed];

test('today (no year) shows every item, unfiltered and without phases', () => {
  const today = itemsInYear(ALL, null);
  expect(today.items).toEqual(ALL);
  expect(today.phases.size).toBe(0);
  expect(extentsInYear(today)).toEqual([]);
});

test('a year shows what existed, was being built or was planned then, and leaves out what had not begun', () => {
  const y2014 = itemsInYear(ALL, 2014);
  expect(y2014.items.map((i) => i.id)).toEqual(['foundation-island-1', 'untimed']);
  expect(y2014.phases.get('foundation-island-1')).toBe('construction');
  const y2015 = itemsInYear(ALL, 2015);
  expect(y2015.items.map((i) => i.id)).toEqual(['foundation-island-1', 'foundation-island-2-planned', 'untimed']);
  expect(phaseCounts(y2015.phases)).toEqual({ existing: 2, construction: 0, planned: 1 });
  expect(phaseCounts(itemsInYear(ALL, 2017).phases)).toEqual({ existing: 2, construction: 1, planned: 1 });
  expect(phaseCounts(itemsInYear(ALL, 2045).phases)).toEqual({ existing: 3, construction: 0, planned: 1 });
});

test('islands get their extent in the phase of the year: reclaimed solid at its approved area, planned a dashed schematic circle', () => {
  const extents = extentsInYear(itemsInYear(ALL, 2016));
  expect(extents.map((e) => [e.id, e.phase, e.schematic])).toEqual([
    ['foundation-island-1', 'existing', false],
    ['foundation-island-2-planned', 'planned', true],
  ]);
  expect(extents[0]!.paths).toEqual([extents[0]!.ring]);
  expect(ringAreaHa(extents[0]!.ring)).toBeCloseTo(ISLANDS[0]!.approvedHa, 2);
  expect(ringAreaHa(extents[1]!.ring) / ISLANDS[1]!.approvedHa).toBeGreaterThan(0.995);
  expect(extents[1]!.paths.length).toBe(32);
  expect(extents[1]!.fill[3]).toBeLessThan(extents[0]!.fill[3]);
});

test('two years in which every island keeps its phase draw the same extents; a phase that changes draws differently', () => {
  expect(sameExtents(extentsInYear(itemsInYear(ALL, 2016)), extentsInYear(itemsInYear(ALL, 2017)))).toBe(true);
  expect(sameExtents(extentsInYear(itemsInYear(ALL, 2014)), extentsInYear(itemsInYear(ALL, 2016)))).toBe(false);
  const [first, second] = extentsInYear(itemsInYear(ALL, 2016));
  expect(sameExtents([first!, second!], [second!, first!])).toBe(false);
  expect(sameExtents([first!], [{ ...first!, ring: [...first!.ring.slice(1), first!.ring[0]!] }])).toBe(false);
  expect(sameExtents([first!], [])).toBe(false);
});

test('a dashed ring: equal dashes with equal gaps, each following the ring round its corners', () => {
  const square = [
    [0, 0],
    [4, 0],
    [4, 4],
    [0, 4],
    [0, 0],
  ] as const;
  const dashes = dashedRing(square, 4); // perimeter 16: dashes of 2 at 0, 4, 8, 12
  expect(dashes).toEqual([
    [
      [0, 0],
      [2, 0],
    ],
    [
      [4, 0],
      [4, 2],
    ],
    [
      [4, 4],
      [2, 4],
    ],
    [
      [0, 4],
      [0, 2],
    ],
  ]);
  const corner = dashedRing(square, 2); // dashes of 4 at 0 and 8, no corner inside them
  expect(corner[0]).toEqual([
    [0, 0],
    [4, 0],
  ]);
  const turning = dashedRing(
    [
      [0, 0],
      [1, 0],
      [1, 3],
      [0, 0],
    ].map(([x, y]) => [x!, y!] as const),
    1,
  );
  expect(turning[0]).toContainEqual([1, 0]);
});

test('a status this map does not know (a later API) is drawn as built', () => {
  const later = { ...school, id: 'later', time: { history: [{ year: 2020, status: 'decommissioned' as 'existing' }], approximate: false, source: 's' } };
  expect(itemsInYear([later], 2021).phases.get('later')).toBe('existing');
});
