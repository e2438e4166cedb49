import type { InfrastructureItem, ItemFeatureCollection } from '@forest-city/api-contract';

/** RFC 7946 FeatureCollection: one Point per item, [longitude, latitude], the item as properties. */
export function toGeoJson(items: readonly InfrastructureItem[]): ItemFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: items.map((item) => ({
      type: 'Feature',
      id: item.id,
      geometry: { type: 'Point', coordinates: [Number(item.longitude), Number(item.latitude)] },
      properties: item,
    })),
  };
}
