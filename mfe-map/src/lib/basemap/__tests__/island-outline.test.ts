// Islands drawn at their approved areas (issue 49 point 5): the areas come from
// @forest-city/contracts, the positions and Island 1's outline from the dataset.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ISLANDS } from '@forest-city/contracts';
import { ISLAND_ITEMS, circleRing, islandOutline, ringAreaHa, scaleRingToArea } from '../island-outline';

interface DatasetItem {
  id: string;
  latitude: string;
  longitude: string;
  capacity: { en: string };
  extent?: { ring: [number, number][] };
}
const dataset = JSON.parse(readFileSync(path.join(__dirname, '../../../../../api-mock/data/forest-city.dataset.json'), 'utf8')) as { items: DatasetItem[] };
const asItem = (d: DatasetItem) => ({ id: d.id, latitude: d.latitude, longitude: d.longitude, extent: d.extent ? { ring: d.extent.ring, source: '' } : undefined });

test('the area of a ring: a 0.01 degree square at the equator is about 123.6 ha', () => {
  const square = [
    [0, 0],
    [0.01, 0],
    [0.01, 0.01],
    [0, 0.01],
    [0, 0],
  ] as const;
  expect(ringAreaHa(square)).toBeCloseTo(123.6, 0);
});

test('a circle of an area has that area, round its centre', () => {
  const ring = circleRing([103.6, 1.32], 767);
  expect(ringAreaHa(ring)).toBeCloseTo(767, -1); // 64 sides: within 0.2 %
  expect(ringAreaHa(ring) / 767).toBeGreaterThan(0.995);
  expect(ring[0]).toEqual(ring[ring.length - 1]);
  const lons = ring.map((p) => p[0]);
  expect((Math.min(...lons) + Math.max(...lons)) / 2).toBeCloseTo(103.6, 6);
});

test('a ring scaled to an area keeps its centre and shape', () => {
  const rect = [
    [103.587, 1.331],
    [103.6, 1.331],
    [103.6, 1.343],
    [103.587, 1.343],
    [103.587, 1.331],
  ] as const;
  const scaled = scaleRingToArea(rect, 396);
  expect(ringAreaHa(scaled)).toBeCloseTo(396, 2);
  expect((scaled[0]![0] + scaled[1]![0]) / 2).toBeCloseTo(103.5935, 9);
  expect((scaled[1]![1] + scaled[2]![1]) / 2).toBeCloseTo(1.337, 9);
  // The same proportions: width / height unchanged.
  expect((scaled[1]![0] - scaled[0]![0]) / (scaled[2]![1] - scaled[1]![1])).toBeCloseTo(0.013 / 0.012, 9);
});

test("every island of the approval has its item in the dataset, which states the contracts' area", () => {
  for (const island of ISLANDS) {
    const id = Object.keys(ISLAND_ITEMS).find((key) => ISLAND_ITEMS[key] === island.number);
    const item = dataset.items.find((i) => i.id === id);
    expect(item).toBeDefined();
    expect(item!.capacity.en).toContain(`${island.approvedHa} ha`);
  }
});

test("each island is drawn at its approved area: Island 1 from the dataset's outline, the planned ones as schematic circles round their positions", () => {
  for (const island of ISLANDS) {
    const id = Object.keys(ISLAND_ITEMS).find((key) => ISLAND_ITEMS[key] === island.number)!;
    const item = dataset.items.find((i) => i.id === id)!;
    const outline = islandOutline(asItem(item))!;
    expect(outline.areaHa).toBe(island.approvedHa);
    expect(ringAreaHa(outline.ring) / island.approvedHa).toBeGreaterThan(0.995);
    expect(ringAreaHa(outline.ring) / island.approvedHa).toBeLessThan(1.001);
    expect(outline.schematic).toBe(island.status === 'planned');
    if (island.status === 'planned') {
      const lats = outline.ring.map((p) => p[1]);
      expect((Math.min(...lats) + Math.max(...lats)) / 2).toBeCloseTo(Number(item.latitude), 5);
    }
  }
});

test("the dataset's ring of each planned island is the circle the map draws: its approved area round its position", () => {
  for (const island of ISLANDS.filter((i) => i.status === 'planned')) {
    const id = Object.keys(ISLAND_ITEMS).find((key) => ISLAND_ITEMS[key] === island.number)!;
    const item = dataset.items.find((i) => i.id === id)!;
    const ring = item.extent!.ring;
    const drawn = islandOutline(asItem(item))!.ring;
    expect(ring).toHaveLength(drawn.length);
    // Written to 5 decimals (about a metre).
    ring.forEach((p, i) => {
      expect(p[0]).toBeCloseTo(drawn[i]![0], 5);
      expect(p[1]).toBeCloseTo(drawn[i]![1], 5);
    });
    expect(ringAreaHa(ring) / island.approvedHa).toBeGreaterThan(0.995);
    expect(ringAreaHa(ring) / island.approvedHa).toBeLessThan(1.001);
  }
});

test('an item that is not an island of the approval has no island outline', () => {
  expect(islandOutline({ id: 'school', latitude: '1.33', longitude: '103.59' })).toBeNull();
});
