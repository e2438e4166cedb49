import type { InfrastructureItem, Language, SystemMetric } from '@forest-city/api-contract';
import type { DatasetItem, DatasetMetric } from '../../lib/dataset';

/** A dataset item in one language: the response shape of the spec's Entities. */
export function toApiItem(item: DatasetItem, lang: Language): InfrastructureItem {
  return {
    id: item.id,
    name: item.name[lang],
    type: item.type,
    latitude: item.latitude,
    longitude: item.longitude,
    description: item.description[lang],
    capacity: item.capacity[lang],
    technology: item.technology[lang],
    location: item.location[lang],
    status: item.status,
    lastMaintenance: item.lastMaintenance,
    ...(item.position ? { positionSource: item.position.source[lang] } : {}),
    ...(item.position?.regional ? { regional: true } : {}),
    ...(item.time ? { time: { ...item.time, source: item.time.source[lang] } } : {}),
    ...(item.extent ? { extent: { ring: item.extent.ring, source: item.extent.source[lang] } } : {}),
  };
}

export function toApiMetric(metric: DatasetMetric, lang: Language): SystemMetric {
  return { systemType: metric.systemType, metricName: metric.metricName[lang], metricValue: metric.metricValue, unit: metric.unit[lang] };
}
