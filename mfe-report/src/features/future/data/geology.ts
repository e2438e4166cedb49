// Reclaimed-land parameters of the spec's Business constants, shown in the Geological Survey tab and drawn as
// the soil profile. Ranges stay ranges: the figures are design envelopes, not one measurement. The numbers
// are @forest-city/contracts' (the hydrology model shows the same ones); values are written by the
// product's formatter in the visitor's language (毫米, 千帕, mm/tahun), never typed as display strings.
import { RECLAIMED_LAND, formatNumber, formatRange, formatWithUnit, type Lang, type UnitId } from '@forest-city/contracts';
import type { Localized } from '../../../lib/localized';
import { FIG } from '../../../lib/facts';

export interface GeologyParameter {
  id: string;
  name: Localized;
  /** Value with its unit, in the visitor's language. */
  value: (lang: Lang) => string;
}

export { RECLAIMED_LAND };

const RL = RECLAIMED_LAND;
const span = (r: readonly [number, number], unit: UnitId | null, digits?: number) => (lang: Lang) => {
  const text = formatRange(r[0], r[1], lang, digits === undefined ? {} : { digits });
  return unit ? formatWithUnit(text, unit, lang) : text;
};
const one = (value: number, unit: UnitId) => (lang: Lang) => formatWithUnit(formatNumber(value, lang), unit, lang);

export const GEOLOGY_PARAMETERS: readonly GeologyParameter[] = [
  { id: 'fill', value: span(RL.fillDepthM, 'm'), name: { en: 'Marine sand and clay fill depth', zh: '海砂与黏土填料深度', ms: 'Kedalaman tambakan pasir laut dan tanah liat' } },
  {
    id: 'compaction',
    value: (lang) =>
      ({ en: `${RL.compactionPercentProctor}% Standard Proctor`, zh: `标准普氏击实 ${RL.compactionPercentProctor}%`, ms: `${RL.compactionPercentProctor}% Proctor Piawai` })[lang],
    name: { en: 'Compaction', zh: '压实度', ms: 'Pemadatan' },
  },
  { id: 'settlement', value: span(RL.settlementCm, 'cm'), name: { en: 'Expected settlement', zh: '预计沉降', ms: 'Jangkaan enapan' } },
  { id: 'salt', value: one(RL.saltContentPpm, 'ppm'), name: { en: 'Soil salt content', zh: '土壤含盐量', ms: 'Kandungan garam tanah' } },
  { id: 'ph', value: span(RL.soilPh, null, 1), name: { en: 'Soil pH', zh: '土壤pH值', ms: 'pH tanah' } },
  {
    id: 'organic',
    value: (lang) => `< ${formatNumber(RL.organicContentBelowPercent, lang, { digits: 1 })}%`,
    name: { en: 'Organic content', zh: '有机质含量', ms: 'Kandungan organik' },
  },
  { id: 'clay-lens', value: span(RL.clayLensM, 'm'), name: { en: 'Clay lens thickness', zh: '黏土透镜体厚度', ms: 'Ketebalan kanta tanah liat' } },
  { id: 'gw-salinity', value: span(RL.groundwaterSalinityPpm, 'ppm'), name: { en: 'Groundwater salinity', zh: '地下水盐度', ms: 'Kemasinan air bawah tanah' } },
  { id: 'bearing', value: span(RL.bearingCapacityKpa, 'kPa'), name: { en: 'Bearing capacity', zh: '承载力', ms: 'Keupayaan galas' } },
  {
    // Reclamation began in March 2014; some summaries give 2013, the year the land was acquired: the row says so.
    id: 'started',
    value: (lang) =>
      ({
        en: `${FIG.reclamationStarted.en} (land acquired ${FIG.landAcquired.en})`,
        zh: `${FIG.reclamationStarted.zh}（土地于${FIG.landAcquired.zh}取得）`,
        ms: `${FIG.reclamationStarted.ms} (tanah diperoleh ${FIG.landAcquired.ms})`,
      })[lang],
    name: { en: 'Reclamation started', zh: '填海开始', ms: 'Penambakan bermula' },
  },
  { id: 'cn', value: span(RL.curveNumber, null), name: { en: 'SCS curve number (CN)', zh: 'SCS曲线数（CN）', ms: 'Nombor lengkung SCS (CN)' } },
  {
    id: 'urban-runoff',
    value: span(RL.urbanFillRunoff, null, 2),
    name: { en: 'Runoff coefficient, urban fill', zh: '径流系数（城市填土）', ms: 'Pekali air larian, tambakan bandar' },
  },
  {
    id: 'veg-runoff',
    value: span(RL.vegetatedFillRunoff, null, 2),
    name: { en: 'Runoff coefficient, vegetated fill', zh: '径流系数（植被填土）', ms: 'Pekali air larian, tambakan bertumbuhan' },
  },
  { id: 'ia', value: span(RL.initialAbstractionMm, 'mm'), name: { en: 'Initial abstraction (Ia)', zh: '初损量（Ia）', ms: 'Pelelasan awal (Ia)' } },
  { id: 'tc', value: span(RL.timeOfConcentrationMin, 'min'), name: { en: 'Time of concentration', zh: '汇流时间', ms: 'Masa penumpuan' } },
];
