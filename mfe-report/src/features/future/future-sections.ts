// Future Development: six tabs, default Master Plan (spec: Screens and routes).
import type { Section } from '../content';

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
          en: 'The master plan divides the 2,025 ha planning area into three phases. Phase 1 and Phase 2 cover Island 1, where almost all built stock stands; Phase 3 covers the islands around Merambong Shoal, which remain largely unbuilt.',
          zh: '总体规划将2,025公顷的规划面积分为三期。第一期和第二期覆盖一号岛，几乎所有已建存量都位于此；第三期覆盖美兰蓬浅滩（Merambong）周围的岛屿，目前大部分尚未建设。',
          ms: 'Pelan induk membahagikan kawasan perancangan 2,025 ha kepada tiga fasa. Fasa 1 dan Fasa 2 meliputi Pulau 1, tempat hampir semua stok terbina berada; Fasa 3 meliputi pulau-pulau di sekitar Beting Merambong, yang sebahagian besarnya belum dibina.',
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
          en: 'The islands are built on 8-15 m of dredged marine sand and clay fill, compacted to 95% Standard Proctor. Clay lenses 2-6 m thick within the fill govern long-term settlement (25-50 cm expected), and saline, alkaline conditions affect both foundations and planting.',
          zh: '岛屿建于8-15米厚的疏浚海砂和黏土填料之上，压实度达标准普氏95%。填料中2-6米厚的黏土透镜体决定长期沉降（预计25-50厘米），高盐碱环境同时影响基础工程和绿化种植。',
          ms: 'Pulau-pulau dibina di atas 8-15 m tambakan pasir laut dan tanah liat yang dikorek, dipadatkan kepada 95% Proctor Piawai. Kanta tanah liat setebal 2-6 m dalam tambakan mengawal enapan jangka panjang (jangkaan 25-50 cm), dan keadaan masin serta beralkali menjejaskan asas bangunan dan penanaman.',
        },
      },
      { kind: 'geology' },
      {
        kind: 'text',
        text: {
          en: 'For drainage design, the fill behaves as a moderately to highly impervious surface once built over: curve numbers of 82-89 and runoff coefficients of 0.65-0.80 apply to urban fill, against 0.25-0.35 where it is vegetated.',
          zh: '就排水设计而言，填土在建成后表现为中高度不透水地表：城市填土的曲线数为82-89、径流系数为0.65-0.80，而植被覆盖处的径流系数为0.25-0.35。',
          ms: 'Bagi reka bentuk saliran, tambakan berkelakuan sebagai permukaan sederhana hingga sangat kedap air setelah dibina: nombor lengkung 82-89 dan pekali air larian 0.65-0.80 terpakai bagi tambakan bandar, berbanding 0.25-0.35 di kawasan bertumbuhan.',
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
          en: 'Milestones to date, with completion of the full scheme projected for 2045. Progress after 2024 depends on the Special Financial Zone attracting employers.',
          zh: '迄今为止的里程碑；整个项目预计于2045年完工。2024年后的进展取决于特别金融区能否吸引雇主。',
          ms: 'Peristiwa penting setakat ini, dengan penyiapan keseluruhan skim diunjurkan pada 2045. Kemajuan selepas 2024 bergantung pada kejayaan Zon Kewangan Khas menarik majikan.',
        },
      },
      { kind: 'timeline' },
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
              en: 'Sponge city measures: rainwater harvesting, detention basins and sustainable drainage systems sized for 150 mm/hr peak rainfall.',
              zh: '海绵城市措施：雨水收集、调蓄池以及按150毫米/小时峰值降雨设计的可持续排水系统。',
              ms: 'Langkah bandar span: penuaian air hujan, kolam tahanan dan sistem saliran mampan yang direka untuk hujan puncak 150 mm/jam.',
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
