// Places from sources (issue 17.6): every item of the API's dataset says where its coordinates come
// from, and lies in the project area unless it is marked regional context. Islands 3 and 4 and the
// Second Link's Malaysian end were once plotted on or across the Malaysia-Singapore boundary or over
// the strait; these checks keep them on the Malaysian side and on land.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_AREA } from '@forest-city/contracts';

interface Translated {
  en: string;
  zh: string;
  ms: string;
}
interface Item {
  id: string;
  latitude: string;
  longitude: string;
  location: Translated;
  position?: { source: Translated; precision: string; regional?: boolean };
}

const DATASET = JSON.parse(readFileSync(path.resolve(__dirname, '../../../api-mock/data/forest-city.dataset.json'), 'utf8')) as { items: Item[] };
const at = (item: Item) => ({ lat: Number(item.latitude), lon: Number(item.longitude) });
const inArea = ({ lat, lon }: { lat: number; lon: number }) => lat >= PROJECT_AREA.south && lat <= PROJECT_AREA.north && lon >= PROJECT_AREA.west && lon <= PROJECT_AREA.east;
const byId = (id: string) => DATASET.items.find((i) => i.id === id)!;

/**
 * The Malaysia-Singapore boundary near Forest City, simplified to the straight line from just east
 * of Pulau Merambong (1.3150 N, 103.6130 E) to the middle of the Second Link (1.3509 N, 103.6331 E):
 * a point is on the Malaysian side when it lies west of that line at its latitude.
 */
function malaysianSide({ lat, lon }: { lat: number; lon: number }): boolean {
  const [a, b] = [
    { lat: 1.315, lon: 103.613 },
    { lat: 1.3509, lon: 103.6331 },
  ];
  const boundaryLon = a.lon + ((lat - a.lat) / (b.lat - a.lat)) * (b.lon - a.lon);
  return lon < Math.min(boundaryLon, b.lon);
}

test.each(DATASET.items.map((i) => [i.id, i] as const))('%s: coordinates carry a source in three languages and a precision', (_id, item) => {
  expect(item.position).toBeDefined();
  for (const lang of ['en', 'zh', 'ms'] as const) expect(item.position!.source[lang].length).toBeGreaterThan(20);
  expect(['approximate', 'indicative']).toContain(item.position!.precision);
});

test.each(DATASET.items.map((i) => [i.id, i] as const))('%s: inside the project area, or marked regional', (_id, item) => {
  if (item.position?.regional)
    expect(inArea(at(item))).toBe(false); // regional means outside: no stale flag
  else expect(inArea(at(item))).toBe(true);
});

test('every item lies on the Malaysian side of the boundary', () => {
  const across = DATASET.items.filter((i) => !malaysianSide(at(i))).map((i) => i.id);
  expect(across).toEqual([]);
});

test('the boundary check is real: the old positions of islands 3 and 4 and of the bridge fail it', () => {
  expect(malaysianSide({ lat: 1.31, lon: 103.62 })).toBe(false);
  expect(malaysianSide({ lat: 1.326, lon: 103.621 })).toBe(false);
  expect(malaysianSide({ lat: 1.3509, lon: 103.6331 })).toBe(false);
});

test('islands 3 and 4 lie on Merambong Shoal west or north of Pulau Merambong, and their text says so', () => {
  const merambong = { lat: 1.315, lon: 103.61 };
  for (const id of ['foundation-island-3-planned', 'foundation-island-4-planned']) {
    const p = at(byId(id));
    expect(p.lon).toBeLessThan(merambong.lon);
    expect(byId(id).location.en).not.toMatch(/east of Pulau Merambong/);
    expect(byId(id).location.en).toMatch(/Malaysian waters/);
  }
});

test('the Second Link item is its Malaysian end, on land at Kampong Ladang, not the bridge reference point over the strait', () => {
  const bridge = byId('transport-second-link-bridge');
  expect(bridge.location.en).toMatch(/Kampong Ladang/);
  expect(at(bridge)).not.toEqual({ lat: 1.3509, lon: 103.6331 });
});

test('only Gelang Patah is regional, and so left out when the map fits all items', () => {
  expect(DATASET.items.filter((i) => i.position?.regional).map((i) => i.id)).toEqual(['transport-gelang-patah-node']);
});
