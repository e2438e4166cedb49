// Reclaimed-land parameters of the spec's Business constants, shown in the Geological Survey tab and drawn as
// the soil profile. Ranges stay ranges: the figures are design envelopes, not one measurement.
import type { Localized } from '../../../lib/localized';

export interface GeologyParameter {
  id: string;
  name: Localized;
  /** Value with its unit, as the spec gives it (numbers and units read the same in every language). */
  value: string;
}

export const RECLAIMED_LAND = {
  fillDepthM: [8, 15] as const,
  clayLensM: [2, 6] as const,
  settlementCm: [25, 50] as const,
  bearingCapacityKpa: [150, 250] as const,
  reclamationStarted: 2013,
};

export const GEOLOGY_PARAMETERS: readonly GeologyParameter[] = [
  { id: 'fill', value: '8-15 m', name: { en: 'Marine sand and clay fill depth', zh: '海砂与黏土填料深度', ms: 'Kedalaman tambakan pasir laut dan tanah liat' } },
  { id: 'compaction', value: '95% Standard Proctor', name: { en: 'Compaction', zh: '压实度', ms: 'Pemadatan' } },
  { id: 'settlement', value: '25-50 cm', name: { en: 'Expected settlement', zh: '预计沉降', ms: 'Jangkaan enapan' } },
  { id: 'salt', value: '2,800 ppm', name: { en: 'Soil salt content', zh: '土壤含盐量', ms: 'Kandungan garam tanah' } },
  { id: 'ph', value: '8.2-8.8', name: { en: 'Soil pH', zh: '土壤pH值', ms: 'pH tanah' } },
  { id: 'organic', value: '< 0.5%', name: { en: 'Organic content', zh: '有机质含量', ms: 'Kandungan organik' } },
  { id: 'clay-lens', value: '2-6 m', name: { en: 'Clay lens thickness', zh: '黏土透镜体厚度', ms: 'Ketebalan kanta tanah liat' } },
  { id: 'gw-salinity', value: '15,000-25,000 ppm', name: { en: 'Groundwater salinity', zh: '地下水盐度', ms: 'Kemasinan air bawah tanah' } },
  { id: 'bearing', value: '150-250 kPa', name: { en: 'Bearing capacity', zh: '承载力', ms: 'Keupayaan galas' } },
  { id: 'started', value: '2013', name: { en: 'Reclamation started', zh: '填海开始', ms: 'Penambakan bermula' } },
  { id: 'cn', value: '82-89', name: { en: 'SCS curve number (CN)', zh: 'SCS曲线数（CN）', ms: 'Nombor lengkung SCS (CN)' } },
  { id: 'urban-runoff', value: '0.65-0.80', name: { en: 'Runoff coefficient, urban fill', zh: '径流系数（城市填土）', ms: 'Pekali air larian, tambakan bandar' } },
  { id: 'veg-runoff', value: '0.25-0.35', name: { en: 'Runoff coefficient, vegetated fill', zh: '径流系数（植被填土）', ms: 'Pekali air larian, tambakan bertumbuhan' } },
  { id: 'ia', value: '8-15 mm', name: { en: 'Initial abstraction (Ia)', zh: '初损（Ia）', ms: 'Pelunasan awal (Ia)' } },
  { id: 'tc', value: '35-60 min', name: { en: 'Time of concentration', zh: '汇流时间', ms: 'Masa tumpuan' } },
];
