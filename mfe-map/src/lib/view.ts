// The map's initial view and the fit-to-items bounds (see ../shared/spec/corrections.md:
// the spec's centre lies off Tuas in Singapore; the product opens on Forest City itself).
import { islandOutline } from './basemap';
import type { InfrastructureItem } from '@forest-city/api-contract';
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
 * Bounding box of the items' positions, and of the islands' outlines at their approved areas (drawn
 * while a year is chosen: the same view with or without one); null when there is nothing to fit.
 * Regional context (an item the API marks `regional`, such as the Gelang Patah node 12 km north)
 * is left out, so "fit to all items" frames the development rather than 15 km of Johor.
 */
export function boundsOf(
  items: readonly (Pick<InfrastructureItem, 'latitude' | 'longitude'> & Partial<Pick<InfrastructureItem, 'id' | 'extent'>> & { regional?: boolean })[],
): Bounds | null {
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  for (const item of items) {
    if (item.regional) continue;
    const pos = itemPosition(item);
    if (!pos) continue;
    for (const [lon, lat] of [pos, ...((item.id !== undefined && islandOutline({ ...item, id: item.id })?.ring) || [])]) {
      minLon = Math.min(minLon, lon);
      maxLon = Math.max(maxLon, lon);
      minLat = Math.min(minLat, lat);
      maxLat = Math.max(maxLat, lat);
    }
  }
  if (minLon === Infinity) return null;
  return [
    [minLon, minLat],
    [maxLon, maxLat],
  ];
}
