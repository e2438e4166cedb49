// The map's initial view and the fit-to-items bounds (see ../shared/spec/corrections.md:
// the spec's centre lies off Tuas in Singapore; the product opens on Forest City itself).
import type { InfrastructureItem } from 'api-mock/contract';
import type { MapView } from '@forest-city/contracts';

/** Island 1, before the items load. */
export const INITIAL_VIEW: MapView = { latitude: 1.337, longitude: 103.5937, zoom: 15 };

export type LngLat = [longitude: number, latitude: number];
export type Bounds = [southWest: LngLat, northEast: LngLat];

/** An item's position; null when the API's coordinate strings are not numbers in range. */
export function itemPosition(item: Pick<InfrastructureItem, 'latitude' | 'longitude'>): LngLat | null {
  const latitude = Number.parseFloat(item.latitude);
  const longitude = Number.parseFloat(item.longitude);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 85.0511 || Math.abs(longitude) > 180) return null;
  return [longitude, latitude];
}

/**
 * Bounding box of the items' positions; null when there is nothing to fit. Regional context (an item
 * the API marks `regional`, such as the Gelang Patah node 12 km north) is left out, so "fit to all
 * items" frames the development rather than 15 km of Johor.
 */
export function boundsOf(items: readonly (Pick<InfrastructureItem, 'latitude' | 'longitude'> & { regional?: boolean })[]): Bounds | null {
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  for (const item of items) {
    if (item.regional) continue;
    const pos = itemPosition(item);
    if (!pos) continue;
    minLon = Math.min(minLon, pos[0]);
    maxLon = Math.max(maxLon, pos[0]);
    minLat = Math.min(minLat, pos[1]);
    maxLat = Math.max(maxLat, pos[1]);
  }
  if (minLon === Infinity) return null;
  return [
    [minLon, minLat],
    [maxLon, maxLat],
  ];
}
