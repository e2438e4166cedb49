// The timeline events: the six of the spec's Entities, with the spec's years and statuses, then
// the planned milestones the product's own sources support (issue 18.6), with status `planned`.
// No date is invented: a milestone the sources give no year for has none.
import { DEVELOPMENT_FACTS, RECLAMATION } from '@forest-city/contracts';
import type { Localized } from './localized';
import { FIG } from './facts';
import type { NoteId } from './notes';

export interface TimelineEvent {
  id: string;
  /** Missing when the sources give no date (shown as such). */
  year?: number;
  title: Localized;
  description: Localized;
  /** One of the statuses of status-colour.ts; any other value renders grey. */
  status: string;
  notes?: readonly NoteId[];
}

export const TIMELINE_EVENTS: readonly TimelineEvent[] = [
  {
    id: 'conception',
    year: 2006,
    status: 'planning',
    notes: ['conception'],
    title: { en: 'Conception', zh: '构想', ms: 'Pencetusan konsep' },
    description: {
      en: 'An island city in the western Johor Strait is first proposed, within the Iskandar Malaysia growth corridor.',
      zh: '在依斯干达马来西亚经济特区范围内，首次提出在柔佛海峡西部建设岛屿城市的构想。',
      ms: 'Bandar pulau di Selat Johor barat mula dicadangkan, dalam koridor pertumbuhan Iskandar Malaysia.',
    },
  },
  {
    id: 'reclamation',
    year: RECLAMATION.started.year,
    status: 'construction',
    notes: ['conception', 'sand'],
    title: { en: 'Land reclamation', zh: '填海造地', ms: 'Penambakan tanah' },
    description: {
      en: `Dredging and sand filling begin in ${FIG.reclamationStarted.en} off Gelang Patah, near the Second Link; works pause while the detailed environmental assessment is completed.`,
      zh: `${FIG.reclamationStarted.zh}在振林山外海、马新第二通道附近开始疏浚和填沙；在详细环境评估完成前工程一度暂停。`,
      ms: `Pengorekan dan penambakan pasir bermula pada ${FIG.reclamationStarted.ms} di luar Gelang Patah, berhampiran Laluan Kedua Malaysia-Singapura; kerja dihentikan sementara sehingga penilaian alam sekitar terperinci selesai.`,
    },
  },
  {
    id: 'opening',
    year: 2016,
    status: 'milestone',
    title: { en: 'Grand opening', zh: '盛大开幕', ms: 'Pembukaan rasmi' },
    description: {
      en: 'The sales gallery and first show units open on Island 1 and the project is marketed chiefly to buyers in mainland China.',
      zh: '一号岛的销售中心和首批样板房开放，项目主要面向中国内地买家推广。',
      ms: 'Galeri jualan dan unit pameran pertama dibuka di Pulau 1, dan projek dipasarkan terutamanya kepada pembeli dari tanah besar China.',
    },
  },
  {
    id: 'education',
    year: 2018,
    status: 'operational',
    title: { en: 'Educational hub', zh: '教育中心', ms: 'Hab pendidikan' },
    description: {
      en: 'An international school opens on Island 1, the first community facility beyond hotels, golf and retail.',
      zh: '一所国际学校在一号岛开学，成为酒店、高尔夫和零售之外的首个社区设施。',
      ms: 'Sebuah sekolah antarabangsa dibuka di Pulau 1, kemudahan komuniti pertama selain hotel, golf dan runcit.',
    },
  },
  {
    id: 'sfz',
    year: 2024,
    status: 'milestone',
    notes: ['tax'],
    title: { en: 'Special Financial Zone', zh: '特别金融区', ms: 'Zon Kewangan Khas' },
    description: {
      en: 'Forest City is designated a Special Financial Zone, with tax incentives aimed at family offices and financial services.',
      zh: '森林城市被定为特别金融区，并推出面向家族办公室和金融服务的税收优惠。',
      ms: 'Forest City diisytiharkan sebagai Zon Kewangan Khas, dengan insentif cukai untuk pejabat keluarga dan perkhidmatan kewangan.',
    },
  },
  {
    id: 'network-school',
    year: 2024,
    status: 'education',
    title: { en: 'Network School launch', zh: 'Network School 启动', ms: 'Pelancaran Network School' },
    description: {
      en: 'The Network School, a residential programme for technology founders and remote workers, opens in the Marina (Phoenix) Hotel area.',
      zh: 'Network School 在滨海（凤凰）酒店一带开办，这是面向科技创业者和远程工作者的驻地课程。',
      ms: 'Network School, program kediaman untuk pengasas teknologi dan pekerja jarak jauh, dibuka di kawasan Hotel Marina (Phoenix).',
    },
  },
  // Planned (announced or projected), after the past events.
  {
    id: 'sfz-incentives',
    year: 2025,
    status: 'planned',
    notes: ['tax'],
    title: { en: 'Special Financial Zone incentives take effect', zh: '特别金融区优惠措施生效', ms: 'Insentif Zon Kewangan Khas berkuat kuasa' },
    description: {
      en: 'The tax incentives announced in September 2024 are set to apply from 2025: lower corporate tax for family offices and financial services, and a lower personal income tax rate for knowledge workers.',
      zh: '2024年9月公布的税收优惠定于2025年起实施：家族办公室和金融服务适用较低的企业所得税，知识型员工适用较低的个人所得税税率。',
      ms: 'Insentif cukai yang diumumkan pada September 2024 dijadualkan berkuat kuasa mulai 2025: cukai korporat yang lebih rendah bagi pejabat keluarga dan perkhidmatan kewangan, serta kadar cukai pendapatan peribadi yang lebih rendah bagi pekerja berpengetahuan.',
    },
  },
  {
    id: 'islands-2-4',
    status: 'planned',
    notes: ['area'],
    title: { en: 'Islands 2-4', zh: '二至四号岛', ms: 'Pulau 2-4' },
    description: {
      en: 'Islands 2-4 of the 2015 approval are planned and unbuilt, with seabed surveys only; the sources give no date for building them.',
      zh: '2015年获批的二至四号岛仍处于规划阶段，尚未建设，仅进行过海床勘测；资料来源未给出其建设日期。',
      ms: 'Pulau 2-4 dalam kelulusan 2015 masih dirancang dan belum dibina, dengan tinjauan dasar laut sahaja; sumber tidak memberikan tarikh pembinaannya.',
    },
  },
  {
    id: 'completion',
    year: DEVELOPMENT_FACTS.completionYear,
    status: 'planned',
    notes: ['completion'],
    title: { en: 'Completion of the full scheme (projected)', zh: '整个项目完工（预计）', ms: 'Penyiapan keseluruhan skim (unjuran)' },
    description: {
      en: 'The developer’s 2015 projection for completing the scheme on all four islands, which depends on islands 2-4 being built.',
      zh: '开发商于2015年对四个岛屿整体完工的预测，前提是二至四号岛得以建设。',
      ms: 'Unjuran pemaju pada 2015 bagi penyiapan skim di keempat-empat pulau, yang bergantung pada pembinaan Pulau 2-4.',
    },
  },
];

/** The timeline a block shows: past events only (the spec's six), or with the planned milestones. */
export function timelineEvents({ planned = false }: { planned?: boolean } = {}): readonly TimelineEvent[] {
  return planned ? TIMELINE_EVENTS : TIMELINE_EVENTS.filter((e) => e.status !== 'planned');
}
