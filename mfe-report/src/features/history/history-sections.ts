// Development History & Research Analysis: four tabs, default Overview (spec: Screens and routes).
import type { Section } from '../../lib/content-types';
import { FIG, KEY_FACTS as K } from '../../lib/facts';

export const HISTORY_DEFAULT_TAB = 'overview';

export const HISTORY_SECTIONS: readonly Section[] = [
  {
    id: 'overview',
    label: { en: 'Overview', zh: '概览', ms: 'Gambaran keseluruhan' },
    blocks: [
      {
        kind: 'text',
        text: {
          en: `Forest City is a privately developed township on reclaimed islands in the western Johor Strait, Johor, Malaysia, about ${FIG.distanceFromSingaporeKm.en} km from Singapore. It was planned by Country Garden with a local Johor partner as a "sustainable smart city" of four islands for up to ${FIG.targetPopulation.en} people.`,
          zh: `森林城市是位于马来西亚柔佛、柔佛海峡西部填海岛屿上的私人开发城镇，距新加坡约${FIG.distanceFromSingaporeKm.zh}公里。该项目由碧桂园与柔佛本地伙伴规划，定位为可容纳最多${FIG.targetPopulation.zh}人、由四个岛屿组成的“可持续智慧城市”。`,
          ms: `Forest City ialah perbandaran pembangunan swasta di atas pulau tambakan di Selat Johor barat, Johor, Malaysia, kira-kira ${FIG.distanceFromSingaporeKm.ms} km dari Singapura. Ia dirancang oleh Country Garden bersama rakan kongsi tempatan Johor sebagai "bandar pintar mampan" empat pulau untuk sehingga ${FIG.targetPopulation.ms} orang.`,
        },
        notes: ['area'],
      },
      {
        kind: 'text',
        text: {
          en: 'A decade after reclamation began, only part of Island 1 is built and occupied. The project is now being repositioned around a Special Financial Zone, and its record is widely studied as a case of supply-led, export-oriented property development.',
          zh: '填海开始十年后，仅一号岛部分建成并有人入住。项目目前正围绕特别金融区重新定位，其历程被广泛作为供给驱动、面向海外市场的房地产开发案例加以研究。',
          ms: 'Sedekad selepas penambakan bermula, hanya sebahagian Pulau 1 dibina dan didiami. Projek ini kini diposisikan semula di sekitar Zon Kewangan Khas, dan rekodnya dikaji secara meluas sebagai kes pembangunan hartanah berorientasikan eksport yang didorong oleh penawaran.',
        },
      },
      {
        kind: 'keyFacts',
        title: { en: 'Key facts', zh: '关键事实', ms: 'Fakta utama' },
        facts: [K.investment, K.area, K.population, K.units, K.completion, K.distance],
      },
      { kind: 'timeline', title: { en: 'Timeline', zh: '时间线', ms: 'Garis masa' } },
    ],
  },
  {
    id: 'evolution',
    label: { en: 'Evolution', zh: '演变', ms: 'Evolusi' },
    blocks: [
      {
        kind: 'cards',
        title: { en: 'Four phases', zh: '四个阶段', ms: 'Empat fasa' },
        cards: [
          {
            id: 'vision',
            title: { en: 'Original Vision', zh: '最初愿景', ms: 'Visi Asal' },
            meta: { en: '2006-2016', zh: '2006-2016', ms: '2006-2016' },
            notes: ['conception'],
            body: {
              en: 'A green, car-light island city with vertical gardens, underground roads and rail, marketed to buyers in mainland China as a second home beside Singapore.',
              zh: '一座绿色、少车的岛屿城市，设有垂直花园、地下道路和轨道交通，以新加坡旁的第二居所为卖点面向中国内地买家推广。',
              ms: 'Bandar pulau hijau yang kurang kenderaan dengan taman menegak, jalan dan rel bawah tanah, dipasarkan kepada pembeli tanah besar China sebagai kediaman kedua di sebelah Singapura.',
            },
          },
          {
            id: 'market',
            title: { en: 'Market Reality', zh: '市场现实', ms: 'Realiti Pasaran' },
            meta: { en: '2016-2020', zh: '2016-2020', ms: '2016-2020' },
            notes: ['buyers'],
            body: {
              en: 'Sales peaked early, then slowed after China tightened capital outflows in 2017 and Malaysia’s federal government signalled in 2018 that it opposed sales to foreign buyers.',
              zh: '销售早期达到高峰，随后在2017年中国收紧资本外流、2018年马来西亚联邦政府表态反对向外国买家出售后放缓。',
              ms: 'Jualan memuncak awal, kemudian perlahan selepas China mengetatkan aliran keluar modal pada 2017 dan kerajaan persekutuan Malaysia menyatakan pada 2018 bahawa ia tidak menyokong jualan kepada pembeli asing.',
            },
          },
          {
            id: 'crisis',
            title: { en: 'Crisis Period', zh: '危机时期', ms: 'Tempoh Krisis' },
            meta: { en: '2020-2023', zh: '2020-2023', ms: '2020-2023' },
            body: {
              en: 'Border closures in the pandemic stopped visits and handovers; in 2023 the developer defaulted on offshore bonds, and reports of empty towers made the project a byword for overbuilding.',
              zh: '疫情期间边境关闭，看房和交房中断；2023年开发商境外债券违约，空置楼宇的报道使项目成为过度开发的代名词。',
              ms: 'Penutupan sempadan semasa pandemik menghentikan lawatan dan penyerahan unit; pada 2023 pemaju gagal membayar bon luar pesisir, dan laporan menara kosong menjadikan projek ini simbol pembinaan berlebihan.',
            },
          },
          {
            id: 'pivot',
            title: { en: 'Strategic Pivot', zh: '战略转向', ms: 'Peralihan Strategik' },
            meta: { en: '2024+', zh: '2024年起', ms: '2024+' },
            notes: ['tax'],
            body: {
              en: 'Government designation of a Special Financial Zone, education ventures such as the Network School and links to the Johor-Singapore Special Economic Zone aim to bring employers rather than only buyers.',
              zh: '政府设立特别金融区，Network School 等教育项目以及与柔佛-新加坡经济特区的联系，旨在引入雇主而不仅是买家。',
              ms: 'Penetapan Zon Kewangan Khas oleh kerajaan, usaha pendidikan seperti Network School dan hubungan dengan Zon Ekonomi Khas Johor-Singapura bertujuan menarik majikan, bukan hanya pembeli.',
            },
          },
        ],
      },
      { kind: 'heading', text: { en: 'Current status', zh: '现状', ms: 'Status semasa' } },
      {
        kind: 'text',
        text: {
          en: `Physical progress: Island 1 is reclaimed and largely built; islands 2-4 are planned and unbuilt (seabed surveys only). Construction of the whole scheme is put at about ${FIG.constructionCompletePercent.en}%.`,
          zh: `实际进展：一号岛已完成填海并大部分建成；二至四号岛仍处于规划阶段，尚未建设（仅进行海床勘测）。整体工程完成度约为${FIG.constructionCompletePercent.zh}%。`,
          ms: `Kemajuan fizikal: Pulau 1 telah ditambak dan sebahagian besarnya dibina; Pulau 2-4 masih dirancang dan belum dibina (tinjauan dasar laut sahaja). Pembinaan keseluruhan skim dianggarkan kira-kira ${FIG.constructionCompletePercent.ms}%.`,
        },
      },
      {
        kind: 'keyFacts',
        facts: [K.units, K.occupancy, K.sand, K.amenities],
      },
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
            id: 'ecosystem',
            title: { en: 'Ecosystem destruction', zh: '生态系统破坏', ms: 'Kemusnahan ekosistem' },
            body: {
              en: 'Reclamation covered intertidal mudflats and seagrass beds near Merambong Shoal, among the largest seagrass meadows in Malaysia, and affected mangroves and inshore fisheries.',
              zh: '填海覆盖了美兰蓬浅滩（Merambong）附近的潮间带泥滩和海草床（马来西亚最大的海草草甸之一），并影响了红树林和近岸渔业。',
              ms: 'Penambakan menimbus dataran lumpur pasang surut dan padang rumput laut berhampiran Beting Merambong, antara padang rumput laut terbesar di Malaysia, serta menjejaskan paya bakau dan perikanan pantai.',
            },
            points: [
              { en: 'Loss of habitat for dugong and seahorses', zh: '儒艮和海马栖息地丧失', ms: 'Kehilangan habitat dugong dan kuda laut' },
              { en: 'Turbidity and changed currents in the strait', zh: '海峡浑浊度上升、水流改变', ms: 'Kekeruhan dan perubahan arus di selat' },
              { en: 'Reduced catches reported by local fishers', zh: '当地渔民报告渔获减少', ms: 'Nelayan tempatan melaporkan hasil tangkapan berkurangan' },
            ],
          },
          {
            id: 'overhang',
            title: { en: 'Property overhang', zh: '房产积压', ms: 'Lambakan hartanah' },
            notes: ['occupancy'],
            body: {
              en: `Supply was built ahead of demand: ${FIG.unitsBuilt.en} units against about ${FIG.currentResidents.en} residents, in a Johor market that already held a large stock of unsold high-rise homes.`,
              zh: `供给先于需求：建成${FIG.unitsBuilt.zh}套住宅，而居民仅约${FIG.currentResidents.zh}人，且柔佛市场本已存在大量未售高层住宅。`,
              ms: `Penawaran dibina mendahului permintaan: ${FIG.unitsBuilt.ms} unit berbanding kira-kira ${FIG.currentResidents.ms} penduduk, dalam pasaran Johor yang sudah mempunyai stok besar kediaman bertingkat yang tidak terjual.`,
            },
            points: [
              { en: 'Few local jobs to anchor residents', zh: '本地就业机会少，难以留住居民', ms: 'Sedikit pekerjaan tempatan untuk menarik penduduk' },
              {
                en: 'Prices set for foreign buyers, above local incomes',
                zh: '价格面向外国买家，高于本地收入水平',
                ms: 'Harga ditetapkan untuk pembeli asing, melebihi pendapatan tempatan',
              },
            ],
          },
          {
            id: 'regulation',
            title: { en: 'Regulatory oversight', zh: '监管不足', ms: 'Pengawasan kawal selia' },
            notes: ['conception'],
            body: {
              en: 'Reclamation started before the detailed environmental impact assessment was approved; works were suspended in 2014 and resumed under conditions in 2015, after concerns raised by Singapore.',
              zh: '填海在详细环境影响评估获批前即已开始；在新加坡表达关切后，工程于2014年暂停，2015年在附加条件下恢复。',
              ms: 'Penambakan bermula sebelum penilaian kesan alam sekitar terperinci diluluskan; kerja digantung pada 2014 dan disambung semula dengan syarat pada 2015, selepas kebimbangan dibangkitkan oleh Singapura.',
            },
            points: [
              {
                en: `Approved area (${FIG.approvedReclamationHa.en} ha) smaller than marketed`,
                zh: `批准面积（${FIG.approvedReclamationHa.zh}公顷）小于宣传面积`,
                ms: `Keluasan diluluskan (${FIG.approvedReclamationHa.ms} ha) lebih kecil daripada yang dipasarkan`,
              },
              {
                en: 'Federal and state positions on foreign buyers diverged',
                zh: '联邦与州政府对外国买家的立场不一',
                ms: 'Pendirian persekutuan dan negeri terhadap pembeli asing berbeza',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'future',
    label: { en: 'Future Vision', zh: '未来愿景', ms: 'Visi Masa Depan' },
    blocks: [
      { kind: 'heading', text: { en: 'Special Financial Zone strategy', zh: '特别金融区战略', ms: 'Strategi Zon Kewangan Khas' } },
      {
        kind: 'text',
        notes: ['tax'],
        text: {
          en: `The Special Financial Zone offers a ${FIG.sfzCorporateTaxPercent.en}% corporate tax headline rate to family offices and financial firms, and a reduced personal tax rate to knowledge workers. The aim is to create demand from employers and their staff, filling built but empty stock.`,
          zh: `特别金融区为家族办公室和金融企业提供低至${FIG.sfzCorporateTaxPercent.zh}%的企业所得税优惠税率，并为知识型员工提供优惠个人所得税率，目的是通过雇主及其员工创造需求，消化已建成但空置的存量。`,
          ms: `Zon Kewangan Khas menawarkan kadar cukai korporat serendah ${FIG.sfzCorporateTaxPercent.ms}% kepada pejabat keluarga dan firma kewangan, serta kadar cukai peribadi yang dikurangkan kepada pekerja berpengetahuan. Tujuannya mewujudkan permintaan daripada majikan dan kakitangan mereka, bagi mengisi stok yang telah dibina tetapi kosong.`,
        },
      },
      {
        kind: 'list',
        title: { en: 'Critical success factors', zh: '关键成功因素', ms: 'Faktor kejayaan kritikal' },
        items: [
          {
            en: 'Employers that actually relocate staff, not only register entities',
            zh: '雇主真正迁入员工，而不仅仅是注册实体',
            ms: 'Majikan yang benar-benar memindahkan kakitangan, bukan sekadar mendaftar entiti',
          },
          {
            en: 'Fast, reliable crossings to Singapore, including the Second Link',
            zh: '快速可靠的新加坡通道，包括马新第二通道',
            ms: 'Laluan pantas dan boleh dipercayai ke Singapura, termasuk Laluan Kedua Malaysia-Singapura',
          },
          {
            en: 'Schools, healthcare and retail at the scale of a resident population',
            zh: '与常住人口规模相称的学校、医疗和零售',
            ms: 'Sekolah, penjagaan kesihatan dan runcit pada skala penduduk tetap',
          },
          { en: 'Stable policy on foreign ownership and incentives', zh: '外国人持有房产和优惠政策保持稳定', ms: 'Dasar yang stabil tentang pemilikan asing dan insentif' },
          {
            en: 'Developer finances able to complete and maintain what is built',
            zh: '开发商财务状况足以完成并维护已建设施',
            ms: 'Kewangan pemaju yang mampu menyiapkan dan menyelenggara apa yang telah dibina',
          },
        ],
      },
      { kind: 'heading', text: { en: 'Research source', zh: '研究来源', ms: 'Sumber penyelidikan' } },
      {
        kind: 'text',
        text: {
          en: 'This analysis draws on the developer’s announcements, the 2015 environmental approval, Malaysian government announcements on the Special Financial Zone (September 2024) and press reporting from 2014 to 2024. The figures shown are this dashboard’s reference figures; where public reporting differs, the notes below give the other figure and its source.',
          zh: '本分析依据开发商公告、2015年环境审批、马来西亚政府关于特别金融区的公告（2024年9月）以及2014至2024年的新闻报道。所示数字为本仪表板采用的参考数字；如公开报道有所不同，下方注释列出其他数字及其来源。',
          ms: 'Analisis ini berdasarkan pengumuman pemaju, kelulusan alam sekitar 2015, pengumuman kerajaan Malaysia tentang Zon Kewangan Khas (September 2024) dan laporan akhbar dari 2014 hingga 2024. Angka yang ditunjukkan ialah angka rujukan papan pemuka ini; jika laporan awam berbeza, nota di bawah memberikan angka lain dan sumbernya.',
        },
      },
    ],
  },
];
