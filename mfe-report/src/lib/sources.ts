// Publications the notes rely on, each listed once in the "Sources" section. Publications are
// named by outlet and period, as in shared/spec/corrections.md; no URLs are given because none
// has been verified from here (see mfe-report/README.md, "Behaviour").
// Publishers are named as each language's readers know them (路透社, Jabatan Alam Sekitar);
// dates are numbers, written by the product's formatter (2015年1月, Januari 2015).
import { formatMonthYear, formatYears } from '@forest-city/remote-kit';
import type { Localized } from './localized';
import { FIG } from './facts';

/** When: a month of a year, or a year or span of years. */
export type SourceDate = { year: number; month: number } | { from: number; to?: number };

export interface Source {
  id: string;
  /** Publisher or authority, as each language names it. */
  publisher: Localized;
  /** Period of the reporting or date of the announcement. */
  date: SourceDate;
  /** What this product takes from it. */
  covers: Localized;
}

export const SOURCES = [
  {
    id: 'developer',
    publisher: {
      en: 'Country Garden Pacificview Sdn Bhd (developer)',
      zh: '碧桂园（Country Garden Pacificview Sdn Bhd，开发商）',
      ms: 'Country Garden Pacificview Sdn Bhd (pemaju)',
    },
    date: { from: 2015, to: 2016 },
    covers: {
      en: 'Project announcements: headline investment, target population, completion year, island plan and the 30 km² area figure.',
      zh: '项目公告：对外公布的总投资数字、目标人口、预计完工年份、岛屿规划及30平方公里面积数字。',
      ms: 'Pengumuman projek: angka utama pelaburan, sasaran penduduk, tahun siap, pelan pulau dan angka keluasan 30 km².',
    },
  },
  {
    id: 'doe',
    publisher: { en: 'Malaysian Department of Environment', zh: '马来西亚环境局', ms: 'Jabatan Alam Sekitar Malaysia' },
    date: { year: 2015, month: 1 },
    covers: {
      en: `Approval of the detailed environmental impact assessment: reclamation of ${FIG.approvedReclamationHa.en} ha in four islands (Island 1 ${FIG.island1Ha.en} ha, Island 2 ${FIG.island2Ha.en} ha, Island 3 ${FIG.island3Ha.en} ha, Island 4 ${FIG.island4Ha.en} ha).`,
      zh: `详细环境影响评估批准：四个岛屿共填海${FIG.approvedReclamationHa.zh}公顷（一号岛${FIG.island1Ha.zh}公顷、二号岛${FIG.island2Ha.zh}公顷、三号岛${FIG.island3Ha.zh}公顷、四号岛${FIG.island4Ha.zh}公顷）。`,
      ms: `Kelulusan penilaian kesan alam sekitar terperinci: penambakan ${FIG.approvedReclamationHa.ms} ha bagi empat pulau (Pulau 1 ${FIG.island1Ha.ms} ha, Pulau 2 ${FIG.island2Ha.ms} ha, Pulau 3 ${FIG.island3Ha.ms} ha, Pulau 4 ${FIG.island4Ha.ms} ha).`,
    },
  },
  {
    id: 'straits-times',
    publisher: { en: 'The Straits Times', zh: '《海峡时报》（The Straits Times）', ms: 'The Straits Times' },
    date: { from: 2014, to: 2016 },
    covers: {
      en: 'Reporting on the reclamation: land acquired November 2013, works from March 2014, suspension pending the detailed assessment, public unveiling in January 2016.',
      zh: '关于填海的报道：2013年11月取得土地，2014年3月动工，在详细评估完成前暂停施工，2016年1月公开亮相。',
      ms: 'Laporan tentang penambakan: tanah diperoleh November 2013, kerja bermula Mac 2014, digantung sementara menunggu penilaian terperinci, dilancarkan kepada umum Januari 2016.',
    },
  },
  {
    id: 'scmp',
    publisher: { en: 'South China Morning Post', zh: '《南华早报》（South China Morning Post）', ms: 'South China Morning Post' },
    date: { from: 2016, to: 2018 },
    covers: {
      en: 'Reporting on dredged sand volumes (about 162 million m³, 2016) and on the share of buyers from mainland China (2018).',
      zh: '关于疏浚海沙量（约1.62亿立方米，2016年）及中国内地买家比例（2018年）的报道。',
      ms: 'Laporan tentang isi padu pasir yang dikorek (kira-kira 162 juta m³, 2016) dan bahagian pembeli dari tanah besar China (2018).',
    },
  },
  {
    id: 'reuters',
    publisher: { en: 'Reuters', zh: '路透社', ms: 'Reuters' },
    date: { from: 2017, to: 2023 },
    covers: {
      en: 'Reporting on buyer mix (Chinese buyers about 80% before 2017, 55% in Q1 2018), the 2018 federal stance on foreign buyers, the headline investment figure and the developer’s 2023 debt crisis.',
      zh: '关于买家构成（2017年前中国买家约占80%，2018年第一季度为55%）、2018年联邦政府对外国买家的立场、对外公布的总投资数字及开发商2023年债务危机的报道。',
      ms: 'Laporan tentang komposisi pembeli (pembeli China kira-kira 80% sebelum 2017, 55% pada S1 2018), pendirian kerajaan persekutuan 2018 terhadap pembeli asing, angka utama pelaburan dan krisis hutang pemaju pada 2023.',
    },
  },
  {
    id: 'edge',
    publisher: { en: 'The Edge Malaysia', zh: '《The Edge》马来西亚版', ms: 'The Edge Malaysia' },
    date: { from: 2019 },
    covers: {
      en: 'Reporting on investment actually made to date: about RM17 billion by 2019, and an expected completion of 2035.',
      zh: '关于实际投资的报道：截至2019年约170亿令吉，以及预计2035年完工。',
      ms: 'Laporan tentang pelaburan sebenar setakat ini: kira-kira RM17 bilion menjelang 2019, dan jangkaan siap pada 2035.',
    },
  },
  {
    id: 'sfz',
    publisher: { en: 'Government of Malaysia and Johor State Government', zh: '马来西亚政府与柔佛州政府', ms: 'Kerajaan Malaysia dan Kerajaan Negeri Johor' },
    date: { year: 2024, month: 9 },
    covers: {
      en: `Announcement of the Forest City Special Financial Zone incentives: ${FIG.sfzCorporateTaxPercent.en}-5% corporate tax (${FIG.sfzCorporateTaxPercent.en}% for family offices, 5% for some financial services), 15% personal income tax for knowledge workers, operational from 2025.`,
      zh: `森林城市特别金融区优惠措施公告：${FIG.sfzCorporateTaxPercent.zh}-5%企业所得税（家族办公室${FIG.sfzCorporateTaxPercent.zh}%，部分金融服务5%），知识型员工个人所得税15%，2025年起实施。`,
      ms: `Pengumuman insentif Zon Kewangan Khas Forest City: cukai korporat ${FIG.sfzCorporateTaxPercent.ms}-5% (${FIG.sfzCorporateTaxPercent.ms}% bagi pejabat keluarga, 5% bagi sesetengah perkhidmatan kewangan), cukai pendapatan peribadi 15% bagi pekerja berpengetahuan, beroperasi mulai 2025.`,
    },
  },
  {
    id: 'bernama',
    publisher: { en: 'Bernama', zh: '马新社（Bernama）', ms: 'Bernama' },
    date: { from: 2024 },
    covers: {
      en: `Reporting on resident numbers (about ${FIG.currentResidents.en} in ${FIG.currentResidentsYear.en}) and on the Special Financial Zone announcement.`,
      zh: `关于居民人数（${FIG.currentResidentsYear.zh}年约${FIG.currentResidents.zh}人）及特别金融区公告的报道。`,
      ms: `Laporan tentang bilangan penduduk (kira-kira ${FIG.currentResidents.ms} pada ${FIG.currentResidentsYear.ms}) dan pengumuman Zon Kewangan Khas.`,
    },
  },
] as const satisfies readonly Source[];

export type SourceId = (typeof SOURCES)[number]['id'];

/** A source's date in the language, through the product's one formatter. */
export function sourceDate(date: SourceDate, lang: string): string {
  return 'month' in date ? formatMonthYear(date.year, date.month, lang) : formatYears(date.from, date.to, lang);
}
