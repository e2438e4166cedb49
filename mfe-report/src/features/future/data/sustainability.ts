// Sustainability metrics (spec: Entities). The spec fixes only the progress values (35, 45, 68,
// 78, 52, 42); targets and current values are this product's indicative decomposition, and
// progress is derived from them (current / target), never typed in.
import { INDICATORS } from '@forest-city/contracts';
import type { Localized } from '../../../lib/localized';

export interface SustainabilityMetric {
  id: string;
  metric: Localized;
  /** Unit of target and current: '%' of the quantity described by the metric. */
  target: number;
  current: number;
}

export const SUSTAINABILITY_METRICS: readonly SustainabilityMetric[] = [
  { id: 'green-buildings', target: 100, current: 35, metric: { en: 'Buildings with green certification', zh: '获绿色认证的建筑', ms: 'Bangunan dengan pensijilan hijau' } },
  { id: 'renewable', target: 30, current: 13.5, metric: { en: 'Electricity from renewable sources', zh: '可再生能源发电占比', ms: 'Elektrik daripada sumber boleh baharu' } },
  {
    id: 'rainwater',
    // The sidebar's Rainwater Reuse card (API metric) shows the same current value: one source.
    target: INDICATORS.rainwaterReuse.targetPercent,
    current: INDICATORS.rainwaterReuse.currentPercent,
    metric: { en: 'Non-potable demand met by rainwater reuse', zh: '雨水回用满足的非饮用水需求', ms: 'Permintaan bukan minuman dipenuhi oleh guna semula air hujan' },
  },
  {
    id: 'green-space',
    target: 25,
    current: 19.5,
    metric: { en: 'Land area as green and open space', zh: '绿地与开放空间占地比例', ms: 'Keluasan tanah sebagai kawasan hijau dan lapang' },
  },
  {
    id: 'transit',
    target: 40,
    current: 20.8,
    metric: { en: 'Trips by public transport, walking or cycling', zh: '公共交通、步行或骑行出行比例', ms: 'Perjalanan dengan pengangkutan awam, berjalan kaki atau berbasikal' },
  },
  {
    id: 'waste',
    target: 60,
    current: 25.2,
    metric: { en: 'Waste diverted from landfill', zh: '垃圾填埋分流率（不进入填埋场的比例）', ms: 'Sisa dialihkan daripada tapak pelupusan' },
  },
];

/** Progress towards the target in whole percent (spec, Business constants: 35, 45, 68, 78, 52, 42). */
export function metricProgress(m: Pick<SustainabilityMetric, 'target' | 'current'>): number {
  return m.target > 0 ? Math.round((m.current / m.target) * 100) : 0;
}
