// The six timeline events of the spec's Entities, with the spec's years and statuses.
import type { Localized } from '../../lib/localized';
import type { NoteId } from '../sources';

export interface TimelineEvent {
  id: string;
  year: number;
  title: Localized;
  description: Localized;
  /** One of the six statuses of status-colour.ts; any other value renders grey. */
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
    year: 2014,
    status: 'construction',
    notes: ['sand'],
    title: { en: 'Land reclamation', zh: '填海造地', ms: 'Penambakan tanah' },
    description: {
      en: 'Dredging and sand filling begin off Gelang Patah, near the Second Link; works pause while the detailed environmental assessment is completed.',
      zh: '在振林山外海、马新第二通道附近开始疏浚和填沙；在详细环境评估完成前工程一度暂停。',
      ms: 'Pengorekan dan penambakan pasir bermula di luar Gelang Patah, berhampiran Laluan Kedua Malaysia-Singapura; kerja dihentikan sementara sehingga penilaian alam sekitar terperinci selesai.',
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
];
