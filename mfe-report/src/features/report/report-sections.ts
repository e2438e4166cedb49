// The Analytical Report: six tabs, default Executive Summary (spec: Screens and routes). The dialog and the
// /forest-city-report page render these same sections.
import type { Section } from '../../lib/content-types';
import { FIG, KEY_FACTS as K, RESIDENTS_OF_TARGET } from '../../lib/facts';

export const REPORT_DEFAULT_TAB = 'executive';

export const REPORT_SECTIONS: readonly Section[] = [
  {
    id: 'executive',
    label: { en: 'Executive Summary', zh: '执行摘要', ms: 'Ringkasan Eksekutif' },
    blocks: [
      {
        kind: 'text',
        notes: ['investment'],
        text: {
          en: `Forest City was launched as a ${FIG.investment.en} island city for ${FIG.targetPopulation.en} people. About a decade on, roughly ${FIG.constructionCompletePercent.en}% of the scheme is built, ${FIG.unitsBuilt.en} homes stand mostly on Island 1, and some ${FIG.currentResidents.en} people live there.`,
          zh: `森林城市以投资${FIG.investment.zh}、容纳${FIG.targetPopulation.zh}人的岛屿城市之名推出。约十年后，项目约完成${FIG.constructionCompletePercent.zh}%，${FIG.unitsBuilt.zh}套住宅主要位于一号岛，常住人口约${FIG.currentResidents.zh}人。`,
          ms: `Forest City dilancarkan sebagai bandar pulau bernilai ${FIG.investment.ms} untuk ${FIG.targetPopulation.ms} orang. Kira-kira sedekad kemudian, lebih kurang ${FIG.constructionCompletePercent.ms}% skim telah dibina, ${FIG.unitsBuilt.ms} kediaman berdiri kebanyakannya di Pulau 1, dan kira-kira ${FIG.currentResidents.ms} orang tinggal di sana.`,
        },
      },
      {
        kind: 'text',
        text: {
          en: 'The gap between plan and outcome follows from a model that depended on one foreign buyer market, which policy changes in China and Malaysia closed. The 2024 Special Financial Zone shifts the strategy from selling homes to attracting employers; its effect is not yet measurable.',
          zh: '规划与结果之间的差距源于依赖单一海外买家市场的模式，而中国和马来西亚的政策变化关闭了这一市场。2024年的特别金融区将战略从销售住宅转向吸引雇主，其效果尚无法衡量。',
          ms: 'Jurang antara rancangan dan hasil berpunca daripada model yang bergantung pada satu pasaran pembeli asing, yang ditutup oleh perubahan dasar di China dan Malaysia. Zon Kewangan Khas 2024 mengalihkan strategi daripada menjual rumah kepada menarik majikan; kesannya belum dapat diukur.',
        },
      },
      { kind: 'keyFacts', title: { en: 'Key figures', zh: '关键数字', ms: 'Angka utama' }, facts: [K.investment, K.area, K.population, K.units, K.completion, K.occupancy] },
    ],
  },
  {
    id: 'vision',
    label: { en: 'Original Vision', zh: '最初愿景', ms: 'Visi Asal' },
    blocks: [
      {
        kind: 'text',
        notes: ['conception', 'area'],
        text: {
          en: `The 2016 plan described a sustainable smart city on four reclaimed islands totalling ${FIG.totalAreaKm2.en} km², ${FIG.distanceFromSingaporeKm.en} km from Singapore, with completion in ${FIG.completionYear.en}.`,
          zh: `2016年的规划描述了一座位于四个填海岛屿、总面积${FIG.totalAreaKm2.zh}平方公里、距新加坡${FIG.distanceFromSingaporeKm.zh}公里的可持续智慧城市，预计${FIG.completionYear.zh}年完工。`,
          ms: `Pelan 2016 menggambarkan bandar pintar mampan di atas empat pulau tambakan seluas ${FIG.totalAreaKm2.ms} km², ${FIG.distanceFromSingaporeKm.ms} km dari Singapura, dengan tarikh siap pada ${FIG.completionYear.ms}.`,
        },
      },
      {
        kind: 'list',
        title: { en: 'Planned features', zh: '规划特色', ms: 'Ciri yang dirancang' },
        items: [
          {
            en: 'Layered city: roads and parking underground, parks and walkways on top',
            zh: '分层城市：道路和停车位于地下，地面为公园和步道',
            ms: 'Bandar berlapis: jalan dan tempat letak kereta di bawah tanah, taman dan laluan pejalan kaki di atas',
          },
          { en: 'Vertical greenery on façades and roofs', zh: '建筑立面和屋顶立体绿化', ms: 'Kehijauan menegak pada fasad dan bumbung' },
          { en: 'Blue-green infrastructure and sponge city drainage', zh: '蓝绿基础设施与海绵城市排水', ms: 'Infrastruktur biru-hijau dan saliran bandar span' },
          {
            en: 'Industrialised building system from an on-site prefabrication factory',
            zh: '采用现场预制构件工厂的工业化建筑体系',
            ms: 'Sistem binaan berindustri daripada kilang pasang siap di tapak',
          },
          {
            en: 'Homes priced for international, mainly Chinese, buyers',
            zh: '住宅定价面向国际（主要为中国）买家',
            ms: 'Kediaman yang dihargakan untuk pembeli antarabangsa, terutamanya dari China',
          },
        ],
      },
    ],
  },
  {
    id: 'status',
    label: { en: 'Current Status', zh: '现状', ms: 'Status Semasa' },
    blocks: [
      {
        kind: 'text',
        notes: ['occupancy'],
        text: {
          en: `Built so far: residential towers on Island 1 and, on the island or its mainland frontage, two hotels, two golf courses, an international school, a water park and a prefabrication factory. Residents are about ${RESIDENTS_OF_TARGET.en} of the target population; many sold units are held as investments or second homes and stand empty.`,
          zh: `目前已建成：一号岛上的住宅塔楼，以及位于岛上或对岸大陆地段的两家酒店、两个高尔夫球场、一所国际学校、一个水上乐园和一座预制构件工厂。居民约为目标人口的${RESIDENTS_OF_TARGET.zh}；许多已售单位作为投资或第二居所持有，处于空置状态。`,
          ms: `Setakat ini telah dibina: menara kediaman di Pulau 1 dan, di pulau itu atau kawasan tanah besar bertentangan, dua hotel, dua padang golf, sebuah sekolah antarabangsa, taman air dan kilang pasang siap. Penduduk adalah kira-kira ${RESIDENTS_OF_TARGET.ms} daripada sasaran; banyak unit yang dijual dipegang sebagai pelaburan atau kediaman kedua dan kosong.`,
        },
      },
      { kind: 'keyFacts', facts: [K.units, K.buyers, K.price, K.sand, K.amenities, K.distance] },
    ],
  },
  {
    id: 'challenges',
    label: { en: 'Challenges', zh: '挑战', ms: 'Cabaran' },
    blocks: [
      {
        kind: 'cards',
        cards: [
          {
            id: 'demand',
            title: { en: 'Demand', zh: '需求', ms: 'Permintaan' },
            notes: ['buyers'],
            body: {
              en: 'Sales relied on buyers from mainland China; capital controls from 2017 and Malaysia’s 2018 stance on foreign buyers cut that market without a domestic substitute.',
              zh: '销售依赖中国内地买家；2017年起的资本管制和马来西亚2018年对外国买家的立场切断了这一市场，且缺乏国内替代需求。',
              ms: 'Jualan bergantung pada pembeli tanah besar China; kawalan modal mulai 2017 dan pendirian Malaysia pada 2018 terhadap pembeli asing memotong pasaran itu tanpa pengganti domestik.',
            },
          },
          {
            id: 'finance',
            title: { en: 'Developer finances', zh: '开发商财务', ms: 'Kewangan pemaju' },
            body: {
              en: 'The developer’s 2023 default limits new investment; completion of later phases depends on partners or state support.',
              zh: '开发商2023年违约限制了新投资；后续各期的完成取决于合作伙伴或政府支持。',
              ms: 'Kegagalan bayar pemaju pada 2023 mengehadkan pelaburan baharu; penyiapan fasa seterusnya bergantung pada rakan kongsi atau sokongan kerajaan.',
            },
          },
          {
            id: 'environment',
            title: { en: 'Environment and ground', zh: '环境与地基', ms: 'Alam sekitar dan tanah' },
            body: {
              en: `Seagrass and mudflat habitat was lost; on the fill, settlement of ${FIG.settlementCm.en} cm, saline groundwater and high runoff coefficients raise maintenance and drainage costs.`,
              zh: `海草和泥滩栖息地丧失；填土区${FIG.settlementCm.zh}厘米的沉降、含盐地下水和较高的径流系数增加了维护和排水成本。`,
              ms: `Habitat rumput laut dan dataran lumpur hilang; di atas tambakan, enapan ${FIG.settlementCm.ms} cm, air bawah tanah masin dan pekali air larian yang tinggi meningkatkan kos penyelenggaraan dan saliran.`,
            },
          },
        ],
      },
    ],
  },
  {
    id: 'analysis',
    label: { en: 'Analysis', zh: '分析', ms: 'Analisis' },
    blocks: [
      {
        kind: 'text',
        text: {
          en: 'Three features explain most of the outcome. First, supply was sized to a marketing target rather than to local employment: a city needs jobs before residents. Second, a single buyer market made the project sensitive to policy outside its control. Third, the headline figures (investment, area, completion) were aspirations that public reporting later revised downward.',
          zh: '三个因素可以解释大部分结果。其一，供给规模依据营销目标而非本地就业确定：城市需要先有就业，才有居民。其二，单一买家市场使项目易受其无法控制的政策影响。其三，对外宣传的主要数字（投资、面积、完工年份）只是愿景，后来的公开报道均将其下调。',
          ms: 'Tiga ciri menerangkan sebahagian besar hasil. Pertama, penawaran ditetapkan mengikut sasaran pemasaran dan bukannya pekerjaan tempatan: bandar memerlukan pekerjaan sebelum penduduk. Kedua, satu pasaran pembeli menjadikan projek peka terhadap dasar di luar kawalannya. Ketiga, angka utama (pelaburan, keluasan, tarikh siap) ialah aspirasi yang kemudiannya diturunkan dalam laporan awam.',
        },
        notes: ['investment', 'area', 'completion'],
      },
      {
        kind: 'list',
        title: { en: 'Lessons for planned cities', zh: '对规划城市的启示', ms: 'Pengajaran untuk bandar terancang' },
        items: [
          {
            en: 'Phase housing to employment and transport capacity',
            zh: '住宅分期应与就业和交通容量相匹配',
            ms: 'Fasakan perumahan mengikut kapasiti pekerjaan dan pengangkutan',
          },
          { en: 'Complete environmental approval before reclamation', zh: '在填海前完成环境审批', ms: 'Selesaikan kelulusan alam sekitar sebelum penambakan' },
          { en: 'Diversify demand across local and foreign buyers', zh: '买家来源应兼顾本地和海外', ms: 'Pelbagaikan permintaan antara pembeli tempatan dan asing' },
          {
            en: 'Report progress in measured terms: residents, jobs, occupied units',
            zh: '以可衡量的指标报告进展：居民、就业、入住单位',
            ms: 'Laporkan kemajuan dengan angka yang boleh diukur: penduduk, pekerjaan, unit yang didiami',
          },
        ],
      },
    ],
  },
  {
    id: 'outlook',
    label: { en: 'Future Outlook', zh: '未来展望', ms: 'Tinjauan Masa Depan' },
    blocks: [
      {
        kind: 'text',
        notes: ['tax', 'completion'],
        text: {
          en: `The Special Financial Zone, operational from 2025, is the project’s main lever. If it brings firms that employ staff on site, the existing stock on Island 1 can fill over the next decade; the remaining islands are unlikely to be built before demand on Island 1 is proven, which makes completion by ${FIG.completionYear.en} uncertain.`,
          zh: `2025年起运营的特别金融区是项目的主要抓手。如果它能吸引在当地雇用员工的企业，一号岛的现有存量可在未来十年内逐步入住；在一号岛需求得到验证之前，其余岛屿不太可能动工，因此${FIG.completionYear.zh}年完工存在不确定性。`,
          ms: `Zon Kewangan Khas, yang beroperasi mulai 2025, ialah pengungkit utama projek. Jika ia membawa firma yang menggaji kakitangan di tapak, stok sedia ada di Pulau 1 boleh diisi dalam dekad akan datang; pulau-pulau selebihnya tidak mungkin dibina sebelum permintaan di Pulau 1 terbukti, menjadikan penyiapan menjelang ${FIG.completionYear.ms} tidak pasti.`,
        },
      },
      {
        kind: 'list',
        title: { en: 'Indicators to watch', zh: '值得关注的指标', ms: 'Penunjuk untuk dipantau' },
        items: [
          {
            en: 'Firms licensed in the zone and staff based on site',
            zh: '特区内获发牌照的企业数量及驻地员工人数',
            ms: 'Firma berlesen dalam zon dan kakitangan yang berpangkalan di tapak',
          },
          {
            en: `Resident population against the ${FIG.currentResidents.en} of ${FIG.currentResidentsYear.en}`,
            zh: `常住人口相对于${FIG.currentResidentsYear.zh}年${FIG.currentResidents.zh}人的变化`,
            ms: `Penduduk tetap berbanding ${FIG.currentResidents.ms} pada ${FIG.currentResidentsYear.ms}`,
          },
          { en: 'Transfers of built units to owner-occupiers and tenants', zh: '已建单位转为自住或出租的情况', ms: 'Pemindahan unit terbina kepada pemilik-penghuni dan penyewa' },
          {
            en: 'Progress on cross-border transport within the Johor-Singapore Special Economic Zone',
            zh: '柔佛-新加坡经济特区内跨境交通的进展',
            ms: 'Kemajuan pengangkutan rentas sempadan dalam Zon Ekonomi Khas Johor-Singapura',
          },
        ],
      },
    ],
  },
];
