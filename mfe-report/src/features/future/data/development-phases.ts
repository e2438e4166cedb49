// Development phases (spec: Entities) with the spec's progress values (Completed 100%, In Progress
// 65%, Planned 15%). Phase areas split the planning area (DEVELOPMENT_FACTS.totalAreaHa): phases 1
// and 2 are Island 1 (its approved area, ISLANDS), phase 3 is everything beyond it.
import { DEVELOPMENT_FACTS, ISLANDS } from '@forest-city/contracts';
import type { Localized } from '../../../lib/localized';
import { FIG } from '../../../lib/facts';

/** Island 1's approved area (2015), ha: phases 1 and 2 together. */
const ISLAND_1_HA = ISLANDS.find((i) => i.number === 1)!.approvedHa;
/** Phase 1, the island's core (ha); phase 2 is the rest of Island 1. */
const PHASE_1_HA = 250;

export type PhaseStatus = 'completed' | 'inProgress' | 'planned';

export interface DevelopmentPhase {
  id: string;
  phase: Localized;
  status: PhaseStatus;
  /** Progress of this phase's own works, percent of a maximum of 100. */
  progress: number;
  areaHa: number;
  description: Localized;
  keyAchievements: readonly Localized[];
}

export const PHASE_COLOURS: Record<PhaseStatus, string> = { completed: '#237032', inProgress: '#1864ab', planned: '#495057' };

export const DEVELOPMENT_PHASES: readonly DevelopmentPhase[] = [
  {
    id: 'phase-1',
    status: 'completed',
    progress: 100,
    areaHa: PHASE_1_HA,
    phase: {
      en: `Phase 1: Island 1 core (${FIG.reclamationYear.en}-2019)`,
      zh: `第一期：一号岛核心区（${FIG.reclamationYear.zh}-2019）`,
      ms: `Fasa 1: Teras Pulau 1 (${FIG.reclamationYear.ms}-2019)`,
    },
    description: {
      en: 'Reclamation of Island 1, the first residential towers, hotel, sales gallery and main road link.',
      zh: '一号岛填海、首批住宅塔楼、酒店、销售中心和主干道连接。',
      ms: 'Penambakan Pulau 1, menara kediaman pertama, hotel, galeri jualan dan jalan penghubung utama.',
    },
    keyAchievements: [
      { en: 'Island 1 reclaimed and settled', zh: '一号岛完成填海与沉降', ms: 'Pulau 1 ditambak dan mendap' },
      { en: 'Two hotels and two golf courses open', zh: '两家酒店和两个高尔夫球场开业', ms: 'Dua hotel dan dua padang golf dibuka' },
      { en: 'International school operating since 2018', zh: '国际学校自2018年起运营', ms: 'Sekolah antarabangsa beroperasi sejak 2018' },
    ],
  },
  {
    id: 'phase-2',
    status: 'inProgress',
    progress: 65,
    areaHa: ISLAND_1_HA - PHASE_1_HA,
    phase: { en: 'Phase 2: Island 1 completion (2020-2030)', zh: '第二期：一号岛收尾（2020-2030）', ms: 'Fasa 2: Penyiapan Pulau 1 (2020-2030)' },
    description: {
      en: 'Remaining towers and amenities on Island 1, the Special Financial Zone offices and civic services.',
      zh: '一号岛其余塔楼和配套设施、特别金融区办公楼及公共服务。',
      ms: 'Menara dan kemudahan selebihnya di Pulau 1, pejabat Zon Kewangan Khas dan perkhidmatan sivik.',
    },
    keyAchievements: [
      { en: `${FIG.unitsBuilt.en} residential units built`, zh: `已建成${FIG.unitsBuilt.zh}套住宅`, ms: `${FIG.unitsBuilt.ms} unit kediaman dibina` },
      { en: 'Special Financial Zone designated (2024)', zh: '特别金融区获批（2024）', ms: 'Zon Kewangan Khas diisytiharkan (2024)' },
      { en: 'Network School opened (2024)', zh: 'Network School 开办（2024）', ms: 'Network School dibuka (2024)' },
    ],
  },
  {
    id: 'phase-3',
    status: 'planned',
    progress: 15,
    areaHa: DEVELOPMENT_FACTS.totalAreaHa - ISLAND_1_HA,
    phase: { en: 'Phase 3: Islands 2-4 (after 2030)', zh: '第三期：二至四号岛（2030年后）', ms: 'Fasa 3: Pulau 2-4 (selepas 2030)' },
    description: {
      en: 'The remaining islands around Merambong Shoal, planned and unbuilt; progress reflects seabed surveys and design only.',
      zh: '位于美兰蓬浅滩（Merambong）周围的其余岛屿，仍处于规划阶段，尚未建设；进度仅反映海床勘测和设计工作。',
      ms: 'Pulau-pulau selebihnya di sekitar Beting Merambong, dirancang dan belum dibina; kemajuan hanya mencerminkan tinjauan dasar laut dan reka bentuk.',
    },
    keyAchievements: [
      {
        en: 'Seabed surveys at the Island 2 site; reclamation not started',
        zh: '二号岛场地海床勘测；尚未开始填海',
        ms: 'Tinjauan dasar laut di tapak Pulau 2; penambakan belum bermula',
      },
      { en: 'Island layouts subject to review', zh: '岛屿布局仍在审议中', ms: 'Susun atur pulau masih dikaji semula' },
    ],
  },
];

/** The phases' total area; it must equal the planning area (tested). */
export function phaseAreaTotal(phases: readonly DevelopmentPhase[] = DEVELOPMENT_PHASES): number {
  return phases.reduce((sum, p) => sum + p.areaHa, 0);
}
