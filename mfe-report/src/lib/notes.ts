// Where public reporting differs from the figure the product shows (spec: Business constants), a note gives
// the other figure and its source: the list of the corrections ("Facts where public reporting
// differs", docs/data-notes.md). Notes are numbered by their position here, so a number never changes
// between the dialog, the page and the printout.
import { FIG, RESIDENTS_OF_TARGET } from './facts';
import type { Localized } from './localized';
import type { SourceId } from './sources';

export interface DataNote {
  id: string;
  text: Localized;
  sources: readonly SourceId[];
}

export const NOTES = [
  {
    id: 'investment',
    text: {
      en: `${FIG.investment.en} is a headline "committed" figure repeated in 2017-2023 reporting; about RM17 billion had actually been invested by 2019.`,
      zh: `${FIG.investment.zh}是2017-2023年报道中反复引用的“承诺投资”宣传数字；截至2019年实际投资约为170亿令吉。`,
      ms: `${FIG.investment.ms} ialah angka utama "komitmen" yang diulang dalam laporan 2017-2023; kira-kira RM17 bilion sebenarnya telah dilaburkan menjelang 2019.`,
    },
    sources: ['developer', 'reuters', 'edge'],
  },
  {
    id: 'area',
    text: {
      en: `The approved reclamation (2015) is ${FIG.approvedReclamationHa.en} ha across four islands; the developer has also quoted 30 km². The ${FIG.totalAreaKm2.en} km² (${FIG.totalAreaHa.en} ha) figure is the planning area used throughout this product.`,
      zh: `2015年批准的填海面积为四个岛屿共${FIG.approvedReclamationHa.zh}公顷；开发商亦曾引用30平方公里。${FIG.totalAreaKm2.zh}平方公里（${FIG.totalAreaHa.zh}公顷）是本产品通用的规划面积。`,
      ms: `Penambakan yang diluluskan (2015) ialah ${FIG.approvedReclamationHa.ms} ha merentasi empat pulau; pemaju juga pernah menyebut 30 km². Angka ${FIG.totalAreaKm2.ms} km² (${FIG.totalAreaHa.ms} ha) ialah kawasan perancangan yang digunakan di seluruh produk ini.`,
    },
    sources: ['doe', 'developer'],
  },
  {
    id: 'completion',
    text: {
      en: `${FIG.completionYear.en} is the developer’s 2015 projection; other reports give 2035.`,
      zh: `${FIG.completionYear.zh}年是开发商在2015年的预测；其他报道称2035年。`,
      ms: `${FIG.completionYear.ms} ialah unjuran pemaju pada 2015; laporan lain menyebut 2035.`,
    },
    sources: ['developer', 'edge'],
  },
  {
    id: 'conception',
    text: {
      en: `A 2006 conception is doubtful: the land was acquired in ${FIG.landAcquired.en} (the year some summaries give as the start of reclamation), reclamation began in ${FIG.reclamationStarted.en}, approval followed in January 2015 and the project was unveiled in January 2016.`,
      zh: `2006年构想的说法存疑：土地于${FIG.landAcquired.zh}取得（部分摘要以该年份作为填海开始年份），${FIG.reclamationStarted.zh}开始填海，2015年1月获批，2016年1月正式亮相。`,
      ms: `Konsep pada 2006 diragui: tanah diperoleh pada ${FIG.landAcquired.ms} (tahun yang diberikan oleh sesetengah ringkasan sebagai permulaan penambakan), penambakan bermula ${FIG.reclamationStarted.ms}, kelulusan diberi Januari 2015 dan projek dilancarkan Januari 2016.`,
    },
    sources: ['straits-times', 'doe'],
  },
  {
    id: 'buyers',
    text: {
      en: '2018 reporting: Chinese buyers made up about 80% of sales before 2017 and 55% in the first quarter of 2018.',
      zh: '2018年报道：2017年前中国买家约占销售的80%，2018年第一季度为55%。',
      ms: 'Laporan 2018: pembeli China merangkumi kira-kira 80% jualan sebelum 2017 dan 55% pada suku pertama 2018.',
    },
    sources: ['reuters', 'scmp'],
  },
  {
    id: 'sand',
    text: {
      en: '2016 reporting gives about 162 million m³ of sand.',
      zh: '2016年报道称海沙量约为1.62亿立方米。',
      ms: 'Laporan 2016 menyebut kira-kira 162 juta m³ pasir.',
    },
    sources: ['scmp'],
  },
  {
    id: 'tax',
    text: {
      en: `The incentives announced in September 2024 set ${FIG.sfzCorporateTaxPercent.en}-5% corporate tax (${FIG.sfzCorporateTaxPercent.en}% for family offices, 5% for some financial services) and 15% personal income tax for knowledge workers, operational from 2025.`,
      zh: `2024年9月公布的优惠措施规定企业所得税为${FIG.sfzCorporateTaxPercent.zh}-5%（家族办公室${FIG.sfzCorporateTaxPercent.zh}%，部分金融服务5%），知识型员工个人所得税为15%，2025年起实施。`,
      ms: `Insentif yang diumumkan pada September 2024 menetapkan cukai korporat ${FIG.sfzCorporateTaxPercent.ms}-5% (${FIG.sfzCorporateTaxPercent.ms}% bagi pejabat keluarga, 5% bagi sesetengah perkhidmatan kewangan) dan cukai pendapatan peribadi 15% bagi pekerja berpengetahuan, beroperasi mulai 2025.`,
    },
    sources: ['sfz', 'bernama'],
  },
  {
    id: 'occupancy',
    text: {
      en: `${FIG.currentResidents.en} residents against the ${FIG.targetPopulation.en} target is ${RESIDENTS_OF_TARGET.en}: a ratio of residents to target population, not a measured unit occupancy rate.`,
      zh: `${FIG.currentResidents.zh}名居民相对于${FIG.targetPopulation.zh}目标人口为${RESIDENTS_OF_TARGET.zh}：这是居民与目标人口之比，而非实测的单位入住率。`,
      ms: `${FIG.currentResidents.ms} penduduk berbanding sasaran ${FIG.targetPopulation.ms} ialah ${RESIDENTS_OF_TARGET.ms}: nisbah penduduk kepada sasaran penduduk, bukan kadar penghunian unit yang diukur.`,
    },
    sources: ['bernama', 'developer'],
  },
] as const satisfies readonly DataNote[];

export type NoteId = (typeof NOTES)[number]['id'];

/** The note's number as shown beside a figure and in the notes list (1-based, stable). */
export function noteNumber(id: NoteId): number {
  return NOTES.findIndex((n) => n.id === id) + 1;
}

/** Sources in the order the notes first cite them, each exactly once; sources no note cites follow. */
export function sourcesInCitationOrder<S extends { id: string }>(notes: readonly { sources: readonly string[] }[], sources: readonly S[]): S[] {
  const order: string[] = [];
  for (const note of notes) for (const id of note.sources) if (!order.includes(id)) order.push(id);
  for (const s of sources) if (!order.includes(s.id)) order.push(s.id);
  return order.map((id) => {
    const source = sources.find((s) => s.id === id);
    if (!source) throw new Error(`A note cites the unknown source "${id}"`);
    return source;
  });
}
