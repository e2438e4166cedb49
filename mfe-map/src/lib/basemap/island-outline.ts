// The islands as the map draws them (issue 49 point 5): each at its approved area
// (@forest-city/contracts ISLANDS, the 2015 approval). Island 1, reclaimed, is the dataset's
// approximate outline scaled about its centre to that area. A planned island, whose shape no
// available source gives, is a circle of that area round its indicative position: schematic, and
// said so on the map and in the legend.
import type { InfrastructureItem } from '@forest-city/api-contract';
import { ISLANDS, type IslandFact } from '@forest-city/contracts';
import type { LngLat as LonLat } from './basemap-data';

/** The dataset's item of each island of the approval. */
export const ISLAND_ITEMS: Readonly<Record<string, IslandFact['number']>> = {
  'foundation-island-1': 1,
  'foundation-island-2-planned': 2,
  'foundation-island-3-planned': 3,
  'foundation-island-4-planned': 4,
};

/** Metres per degree of latitude (and of longitude at the equator): the mean Earth radius's. */
const METRES_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;
const M2_PER_HA = 10_000;

/** Metres per degree of longitude at `latitude`. */
const lonMetres = (latitude: number) => METRES_PER_DEGREE * Math.cos((latitude * Math.PI) / 180);

/** The area of a closed ring of [lon, lat] in hectares (on a plane tangent at its mean latitude: islands are a few km across). */
export function ringAreaHa(ring: readonly LonLat[]): number {
  const lat0 = ring.reduce((sum, p) => sum + p[1], 0) / ring.length;
  const kx = lonMetres(lat0);
  let twice = 0;
  for (let i = 1; i < ring.length; i++) {
    const [x1, y1] = ring[i - 1]!;
    const [x2, y2] = ring[i]!;
    twice += x1 * kx * (y2 * METRES_PER_DEGREE) - x2 * kx * (y1 * METRES_PER_DEGREE);
  }
  return Math.abs(twice) / 2 / M2_PER_HA;
}

/** A closed circle of `areaHa` round `centre` ([lon, lat]), as `segments` straight sides. */
export function circleRing([lon, lat]: LonLat, areaHa: number, segments = 64): LonLat[] {
  const radius = Math.sqrt((areaHa * M2_PER_HA) / Math.PI);
  const dLat = radius / METRES_PER_DEGREE;
  const dLon = radius / lonMetres(lat);
  const ring: LonLat[] = [];
  for (let i = 0; i < segments; i++) {
    const a = (2 * Math.PI * i) / segments;
    ring.push([lon + dLon * Math.cos(a), lat + dLat * Math.sin(a)]);
  }
  ring.push(ring[0]!);
  return ring;
}

/** `ring` scaled about the centre of its bounds so that its area is `areaHa`. */
export function scaleRingToArea(ring: readonly LonLat[], areaHa: number): LonLat[] {
  const lons = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  const cx = (Math.min(...lons) + Math.max(...lons)) / 2;
  const cy = (Math.min(...lats) + Math.max(...lats)) / 2;
  const now = ringAreaHa(ring);
  const k = now > 0 ? Math.sqrt(areaHa / now) : 1;
  return ring.map(([x, y]) => [cx + (x - cx) * k, cy + (y - cy) * k] as const);
}

export interface IslandOutline {
  ring: LonLat[];
  /** A circle standing for an island whose shape is not known. */
  schematic: boolean;
  /** The approved area drawn, ha. */
  areaHa: number;
}

/** The outline the map draws for an island's item; null for an item that is not one of the approval's islands. */
export function islandOutline(item: Pick<InfrastructureItem, 'id' | 'latitude' | 'longitude' | 'extent'>): IslandOutline | null {
  const number = ISLAND_ITEMS[item.id];
  const fact = ISLANDS.find((island) => island.number === number);
  if (!fact) return null;
  if (fact.status === 'reclaimed' && item.extent) return { ring: scaleRingToArea(item.extent.ring as LonLat[], fact.approvedHa), schematic: false, areaHa: fact.approvedHa };
  const centre: LonLat = [Number(item.longitude), Number(item.latitude)];
  if (!Number.isFinite(centre[0]) || !Number.isFinite(centre[1])) return null;
  return { ring: circleRing(centre, fact.approvedHa), schematic: true, areaHa: fact.approvedHa };
}
