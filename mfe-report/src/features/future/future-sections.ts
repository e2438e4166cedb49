// Future Development: six tabs, default Master Plan (spec: Screens and routes).
import type { Section } from '../../lib/content-types';
import { FIG } from '../../lib/facts';

export const FUTURE_DEFAULT_TAB = 'masterplan';

export const FUTURE_SECTIONS: readonly Section[] = [
  {
    id: 'masterplan',
    label: { en: 'Master Plan', zh: '总体规划', ms: 'Pelan Induk' },
    blocks: [
      {
        kind: 'text',
        notes: ['area'],
        text: {
          en: `The master plan divides the ${FIG.totalAreaHa.en} ha planning area into three phases. Phase 1 and Phase 2 cover Island 1 (${FIG.island1Ha.en} ha), where almost all built stock stands; Phase 3 covers the islands around Merambong Shoal, which are planned and not yet reclaimed.`,
          zh: `总体规划将${FIG.totalAreaHa.zh}公顷的规划面积分为三期。第一期和第二期覆盖一号岛（${FIG.island1Ha.zh}公顷），几乎所有已建存量都位于此；第三期覆盖美兰蓬浅滩（Merambong）周围的岛屿，仍处于规划阶段，尚未填海。`,
          ms: `Pelan induk membahagikan kawasan perancangan ${FIG.totalAreaHa.ms} ha kepada tiga fasa. Fasa 1 dan Fasa 2 meliputi Pulau 1 (${FIG.island1Ha.ms} ha), tempat hampir semua stok terbina berada; Fasa 3 meliputi pulau-pulau di sekitar Beting Merambong, yang masih dirancang dan belum ditambak.`,
        },
      },
      { kind: 'developmentPhases' },
    ],
  },
  {
    id: 'geology',
    label: { en: 'Geological Survey', zh: '地质勘察', ms: 'Tinjauan Geologi' },
    blocks: [
      {
        kind: 'text',
        text: {
          en: `The islands are built on ${FIG.fillDepthM.en} m of dredged marine sand and clay fill, compacted to ${FIG.compactionPercentProctor.en}% Standard Proctor. Clay lenses ${FIG.clayLensM.en} m thick within the fill govern long-term settlement (${FIG.settlementCm.en} cm expected), and saline, alkaline conditions affect both foundations and planting.`,
          zh: `岛屿建于${FIG.fillDepthM.zh}米厚的疏浚海砂和黏土填料之上，压实度达标准普氏${FIG.compactionPercentProctor.zh}%。填料中${FIG.clayLensM.zh}米厚的黏土透镜体决定长期沉降（预计${FIG.settlementCm.zh}厘米），高盐碱环境同时影响基础工程和绿化种植。`,
          ms: `Pulau-pulau dibina di atas ${FIG.fillDepthM.ms} m tambakan pasir laut dan tanah liat yang dikorek, dipadatkan kepada ${FIG.compactionPercentProctor.ms}% Proctor Piawai. Kanta tanah liat setebal ${FIG.clayLensM.ms} m dalam tambakan mengawal enapan jangka panjang (jangkaan ${FIG.settlementCm.ms} cm), dan keadaan masin serta beralkali menjejaskan asas bangunan dan penanaman.`,
        },
      },
      { kind: 'geology' },
      {
        kind: 'text',
        text: {
          en: `For drainage design, the fill behaves as a moderately to highly impervious surface once built over: curve numbers of ${FIG.curveNumber.en} and runoff coefficients of ${FIG.urbanFillRunoff.en} apply to urban fill, against ${FIG.vegetatedFillRunoff.en} where it is vegetated.`,
          zh: `就排水设计而言，填土在建成后表现为中高度不透水地表：城市填土的曲线数为${FIG.curveNumber.zh}、径流系数为${FIG.urbanFillRunoff.zh}，而植被覆盖处的径流系数为${FIG.vegetatedFillRunoff.zh}。`,
          ms: `Bagi reka bentuk saliran, tambakan berkelakuan sebagai permukaan sederhana hingga sangat kedap air setelah dibina: nombor lengkung ${FIG.curveNumber.ms} dan pekali air larian ${FIG.urbanFillRunoff.ms} terpakai bagi tambakan bandar, berbanding ${FIG.vegetatedFillRunoff.ms} di kawasan bertumbuhan.`,
        },
      },
    ],
  },
  {
    id: 'timeline',
    label: { en: 'Timeline', zh: '时间线', ms: 'Garis Masa' },
    blocks: [
      {
        kind: 'text',
        notes: ['completion'],
        text: {
          en: `Milestones to date, then the planned ones, marked “Planned” on a dashed line, up to completion of the full scheme, projected for ${FIG.completionYear.en}. Progress after 2024 depends on the Special Financial Zone attracting employers.`,
          zh: `先列出迄今为止的里程碑，再列出以虚线和“计划中”标示的计划节点，直至整个项目完工（预计${FIG.completionYear.zh}年）。2024年后的进展取决于特别金融区能否吸引雇主。`,
          ms: `Peristiwa penting setakat ini, diikuti peristiwa yang dirancang, bertanda “Dirancang” pada garis putus-putus, hingga penyiapan keseluruhan skim yang diunjurkan pada ${FIG.completionYear.ms}. Kemajuan selepas 2024 bergantung pada kejayaan Zon Kewangan Khas menarik majikan.`,
        },
      },
      { kind: 'timeline', planned: true },
    ],
  },
  {
    id: 'landuse',
    label: { en: 'Land Use', zh: '土地利用', ms: 'Guna Tanah' },
    blocks: [
      {
        kind: 'text',
        text: {
          en: 'Residential use takes the largest share, followed by green and open space. Green space, vegetated drainage and detention basins together form the blue-green infrastructure that keeps runoff from the fill within the capacity of the outfalls.',
          zh: '住宅用地占比最大，其次是绿地与开放空间。绿地、植被排水和调蓄池共同构成蓝绿基础设施，使填土区径流保持在排水出口的能力范围内。',
          ms: 'Guna kediaman mengambil bahagian terbesar, diikuti kawasan hijau dan lapang. Kawasan hijau, saliran bertumbuhan dan kolam tahanan bersama-sama membentuk infrastruktur biru-hijau yang mengekalkan air larian daripada tambakan dalam kapasiti alur keluar.',
        },
      },
      { kind: 'landUse' },
    ],
  },
  {
    id: 'plans',
    label: { en: 'Future Plans', zh: '未来计划', ms: 'Rancangan Masa Depan' },
    blocks: [
      {
        kind: 'cards',
        cards: [
          {
            id: 'sfz',
            title: { en: 'Special Financial Zone', zh: '特别金融区', ms: 'Zon Kewangan Khas' },
            notes: ['tax'],
            body: {
              en: 'Office space and services for family offices, fund managers and fintech firms, operational from 2025.',
              zh: '为家族办公室、基金管理人和金融科技企业提供办公空间和服务，2025年起运营。',
              ms: 'Ruang pejabat dan perkhidmatan untuk pejabat keluarga, pengurus dana dan firma teknologi kewangan, beroperasi mulai 2025.',
            },
          },
          {
            id: 'education',
            title: { en: 'Education cluster', zh: '教育集群', ms: 'Kluster pendidikan' },
            body: {
              en: 'Growth of the international school and residential programmes such as the Network School, using existing hotel and apartment stock.',
              zh: '扩大国际学校及 Network School 等驻地课程，利用现有酒店和公寓存量。',
              ms: 'Pertumbuhan sekolah antarabangsa dan program kediaman seperti Network School, menggunakan stok hotel dan pangsapuri sedia ada.',
            },
          },
          {
            id: 'transport',
            title: { en: 'Cross-border transport', zh: '跨境交通', ms: 'Pengangkutan rentas sempadan' },
            body: {
              en: 'Better road and bus links to Gelang Patah and the Second Link, within the Johor-Singapore Special Economic Zone.',
              zh: '在柔佛-新加坡经济特区框架下，改善通往振林山和马新第二通道的道路与巴士连接。',
              ms: 'Jalan raya dan perkhidmatan bas yang lebih baik ke Gelang Patah dan Laluan Kedua Malaysia-Singapura, dalam Zon Ekonomi Khas Johor-Singapura.',
            },
          },
          {
            id: 'water',
            title: { en: 'Water and drainage', zh: '供水与排水', ms: 'Air dan saliran' },
            body: {
              en: `Sponge city measures: rainwater harvesting, detention basins and sustainable drainage systems sized for ${FIG.peakIntensityMmPerH.en} mm/hr peak rainfall.`,
              zh: `海绵城市措施：雨水收集、调蓄池以及按${FIG.peakIntensityMmPerH.zh}毫米/小时峰值降雨设计的可持续排水系统。`,
              ms: `Langkah bandar span: penuaian air hujan, kolam tahanan dan sistem saliran mampan yang direka untuk hujan puncak ${FIG.peakIntensityMmPerH.ms} mm/jam.`,
            },
          },
        ],
      },
    ],
  },
  {
    id: 'sustainability',
    label: { en: 'Sustainability', zh: '可持续发展', ms: 'Kemampanan' },
    blocks: [
      {
        kind: 'text',
        text: {
          en: 'Six indicators track the sustainability commitments. Progress is the current value as a share of the target.',
          zh: '六项指标跟踪可持续发展承诺。进度为当前值占目标值的比例。',
          ms: 'Enam penunjuk menjejaki komitmen kemampanan. Kemajuan ialah nilai semasa sebagai bahagian daripada sasaran.',
        },
      },
      { kind: 'sustainability' },
    ],
  },
];
