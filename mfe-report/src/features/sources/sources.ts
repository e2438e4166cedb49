// Publications the notes rely on, each listed once in the "Sources" section. Publications are
// named by outlet and period, as in shared/spec/corrections.md; no URLs are given because none
// has been verified from here (see mfe-report/README.md, "Data notes and sources").
import type { Localized } from '../../lib/localized';

export interface Source {
  id: string;
  /** Publisher or authority: a proper noun, the same in every language. */
  publisher: string;
  /** Period of the reporting or date of the announcement. */
  date: string;
  /** What this product takes from it. */
  covers: Localized;
}

export const SOURCES = [
  {
    id: 'developer',
    publisher: 'Country Garden Pacificview Sdn Bhd (developer)',
    date: '2015-2016',
    covers: {
      en: 'Project announcements: headline investment, target population, completion year, island plan and the 30 km² area figure.',
      zh: '项目公告：总投资标题数字、目标人口、预计完工年份、岛屿规划及30平方公里面积数字。',
      ms: 'Pengumuman projek: angka utama pelaburan, sasaran penduduk, tahun siap, pelan pulau dan angka keluasan 30 km².',
    },
  },
  {
    id: 'doe',
    publisher: 'Malaysian Department of Environment',
    date: 'January 2015',
    covers: {
      en: 'Approval of the detailed environmental impact assessment: reclamation of 1,386 ha in four islands (Island 1 396 ha, Island 2 767 ha, Island 3 164 ha, Island 4 59 ha).',
      zh: '详细环境影响评估批准：四个岛屿共填海1,386公顷（1号岛396公顷、2号岛767公顷、3号岛164公顷、4号岛59公顷）。',
      ms: 'Kelulusan penilaian kesan alam sekitar terperinci: penambakan 1,386 ha bagi empat pulau (Pulau 1 396 ha, Pulau 2 767 ha, Pulau 3 164 ha, Pulau 4 59 ha).',
    },
  },
  {
    id: 'straits-times',
    publisher: 'The Straits Times',
    date: '2014-2016',
    covers: {
      en: 'Reporting on the reclamation: land acquired November 2013, works from March 2014, suspension pending the detailed assessment, public unveiling in January 2016.',
      zh: '关于填海的报道：2013年11月取得土地，2014年3月动工，在详细评估完成前暂停施工，2016年1月公开亮相。',
      ms: 'Laporan tentang penambakan: tanah diperoleh November 2013, kerja bermula Mac 2014, digantung sementara menunggu penilaian terperinci, dilancarkan kepada umum Januari 2016.',
    },
  },
  {
    id: 'scmp',
    publisher: 'South China Morning Post',
    date: '2016-2018',
    covers: {
      en: 'Reporting on dredged sand volumes (about 162 million m³, 2016) and on the share of buyers from mainland China (2018).',
      zh: '关于疏浚海沙量（约1.62亿立方米，2016年）及中国内地买家比例（2018年）的报道。',
      ms: 'Laporan tentang isipadu pasir yang dikorek (kira-kira 162 juta m³, 2016) dan bahagian pembeli dari tanah besar China (2018).',
    },
  },
  {
    id: 'reuters',
    publisher: 'Reuters',
    date: '2017-2023',
    covers: {
      en: 'Reporting on buyer mix (Chinese buyers about 80% before 2017, 55% in Q1 2018), the 2018 federal stance on foreign buyers, the headline investment figure and the developer’s 2023 debt crisis.',
      zh: '关于买家构成（2017年前中国买家约占80%，2018年第一季度为55%）、2018年联邦政府对外国买家的立场、总投资标题数字及开发商2023年债务危机的报道。',
      ms: 'Laporan tentang komposisi pembeli (pembeli China kira-kira 80% sebelum 2017, 55% pada S1 2018), pendirian kerajaan persekutuan 2018 terhadap pembeli asing, angka utama pelaburan dan krisis hutang pemaju pada 2023.',
    },
  },
  {
    id: 'edge',
    publisher: 'The Edge Malaysia',
    date: '2019',
    covers: {
      en: 'Reporting on investment actually made to date: about RM17 billion by 2019, and an expected completion of 2035.',
      zh: '关于实际投资的报道：截至2019年约170亿令吉，以及预计2035年完工。',
      ms: 'Laporan tentang pelaburan sebenar setakat ini: kira-kira RM17 bilion menjelang 2019, dan jangkaan siap pada 2035.',
    },
  },
  {
    id: 'sfz',
    publisher: 'Government of Malaysia and Johor State Government',
    date: 'September 2024',
    covers: {
      en: 'Announcement of the Forest City Special Financial Zone incentives: 0-5% corporate tax (0% for family offices, 5% for some financial services), 15% personal income tax for knowledge workers, operational from 2025.',
      zh: '森林城市特别金融区优惠措施公告：0-5%企业所得税（家族办公室0%，部分金融服务5%），知识型员工个人所得税15%，2025年起实施。',
      ms: 'Pengumuman insentif Zon Kewangan Khas Forest City: cukai korporat 0-5% (0% bagi pejabat keluarga, 5% bagi sesetengah perkhidmatan kewangan), cukai pendapatan peribadi 15% bagi pekerja berpengetahuan, beroperasi mulai 2025.',
    },
  },
  {
    id: 'bernama',
    publisher: 'Bernama',
    date: '2024',
    covers: {
      en: 'Reporting on resident numbers (about 9,000 in 2024) and on the Special Financial Zone announcement.',
      zh: '关于居民人数（2024年约9,000人）及特别金融区公告的报道。',
      ms: 'Laporan tentang bilangan penduduk (kira-kira 9,000 pada 2024) dan pengumuman Zon Kewangan Khas.',
    },
  },
] as const satisfies readonly Source[];

export type SourceId = (typeof SOURCES)[number]['id'];
