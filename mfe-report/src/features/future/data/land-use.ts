// Land-use breakdown of the 2,025 ha planning area (spec: Entities). The spec gives the fields but
// no figures: these hectares are this product's indicative allocation of the planning area, not a
// published developer plan (see the README's data notes). Percentages are derived, never typed.
import type { Lang, Localized } from '../../../lib/localized';
import { formatNumber, roundDecimal } from '../../../lib/format';
import { FIG } from '../../../lib/facts';
import { SUSTAINABILITY_METRICS } from './sustainability';

export interface LandUseCategory {
  id: string;
  category: Localized;
  hectares: number;
  /** Fill colour in the chart; dark enough for the 3:1 non-text contrast against white. */
  colour: string;
  description: Localized;
  /** How this class relates to other figures of the product, shown under the table. */
  note?: Localized;
}

const CATEGORIES: readonly LandUseCategory[] = [
  {
    id: 'residential',
    hectares: 610,
    colour: '#1864ab',
    category: { en: 'Residential', zh: '住宅', ms: 'Kediaman' },
    description: {
      en: 'High-rise and mid-rise housing, the largest built use on Island 1.',
      zh: '高层和中层住宅，是一号岛最大的建成用地。',
      ms: 'Perumahan bertingkat tinggi dan sederhana, guna tanah terbina terbesar di Pulau 1.',
    },
  },
  {
    id: 'green',
    hectares: 510,
    colour: '#2b8a3e',
    category: { en: 'Green and open space', zh: '绿地与开放空间', ms: 'Kawasan hijau dan lapang' },
    description: {
      en: 'Parks, vertical greenery, coastal buffers and vegetated drainage corridors (blue-green infrastructure).',
      zh: '公园、立体绿化、海岸缓冲带和植被排水廊道（蓝绿基础设施）。',
      ms: 'Taman, kehijauan menegak, zon penampan pantai dan koridor saliran bertumbuhan (infrastruktur biru-hijau).',
    },
  },
  {
    id: 'transport',
    hectares: 305,
    colour: '#5f3dc4',
    category: { en: 'Transport and utilities', zh: '交通与公用设施', ms: 'Pengangkutan dan utiliti' },
    description: {
      en: 'Roads, the link to the mainland, water treatment, drainage outfalls and detention basins.',
      zh: '道路、连接大陆的通道、水处理、排水出口和调蓄池。',
      ms: 'Jalan raya, penghubung ke tanah besar, rawatan air, alur keluar saliran dan kolam tahanan.',
    },
  },
  {
    id: 'commercial',
    hectares: 300,
    colour: '#9c3d00',
    category: { en: 'Commercial and mixed use', zh: '商业与混合用途', ms: 'Komersial dan guna campuran' },
    description: {
      en: 'Offices, retail and the Special Financial Zone core.',
      zh: '办公、零售以及特别金融区核心区。',
      ms: 'Pejabat, runcit dan teras Zon Kewangan Khas.',
    },
  },
  {
    id: 'tourism',
    hectares: 200,
    colour: '#a61e4d',
    category: { en: 'Tourism and leisure', zh: '旅游与休闲', ms: 'Pelancongan dan rekreasi' },
    description: {
      en: 'Two hotels, two golf courses, the water park and the beachfront.',
      zh: '两家酒店、两个高尔夫球场、水上乐园和海滨。',
      ms: 'Dua hotel, dua padang golf, taman air dan kawasan tepi pantai.',
    },
  },
  {
    id: 'education',
    hectares: 100,
    colour: '#0b7285',
    category: { en: 'Education and civic', zh: '教育与公共服务', ms: 'Pendidikan dan sivik' },
    description: {
      en: 'The international school, the Network School and sites for clinics and public services.',
      zh: '国际学校、Network School 以及诊所和公共服务用地。',
      ms: 'Sekolah antarabangsa, Network School dan tapak untuk klinik serta perkhidmatan awam.',
    },
  },
];

/**
 * Three green shares, three measures (issue 17, F3): this class of the indicative allocation, the
 * hydrology model's pervious (green) cover and the sustainability indicator's current value. Every
 * figure is read from where it is kept: the class's share from the breakdown, the model's from
 * MODEL_ASSUMPTIONS.greenShare, the indicator's from SUSTAINABILITY_METRICS.
 */
function greenShareNote(categories: readonly LandUseCategory[]): Localized {
  const green = landUseBreakdown(categories).rows.find((r) => r.id === 'green');
  const indicator = SUSTAINABILITY_METRICS.find((m) => m.id === 'green-space');
  if (!green || !indicator) throw new Error('The green-share note needs the green land-use class and the green-space indicator');
  const share = (lang: Lang) => formatNumber(green.percentage, lang, 1);
  const current = (lang: Lang) => formatNumber(indicator.current, lang, 1);
  const target = (lang: Lang) => formatNumber(indicator.target, lang, 0);
  const name = indicator.metric;
  return {
    en: `Green shares differ by what they count. Green and open space here (${share('en')}%) is one class of this indicative allocation (parks, greenery, coastal buffers and vegetated drainage); it is narrower than the hydrology model’s ${FIG.modelGreenPercent.en}% green cover, which counts all pervious land, green or otherwise unsealed. The Sustainability tab’s ${current('en')}% is the current value of the indicator "${name.en}", against its ${target('en')}% target.`,
    zh: `各处绿地比例的统计口径不同。此处的绿地与开放空间（${share('zh')}%）是本指示性分配中的一个用地类别（公园、绿化、海岸缓冲带和植被排水廊道），口径窄于水文模型中${FIG.modelGreenPercent.zh}%的绿地覆盖；后者涵盖全部透水地表，即绿地及其他未硬化的地面。“可持续发展”页中的${current('zh')}%是“${name.zh}”指标的当前值，目标为${target('zh')}%。`,
    ms: `Bahagian kawasan hijau berbeza mengikut apa yang dikira. Kawasan hijau dan lapang di sini (${share('ms')}%) ialah satu kelas dalam peruntukan indikatif ini (taman, kehijauan, zon penampan pantai dan saliran bertumbuhan); ia lebih sempit daripada litupan hijau ${FIG.modelGreenPercent.ms}% dalam model hidrologi, yang merangkumi semua tanah telap air, sama ada hijau atau permukaan lain yang tidak berturap. Angka ${current('ms')}% dalam tab Kemampanan ialah nilai semasa penunjuk "${name.ms}", berbanding sasaran ${target('ms')}%.`,
  };
}

/** The categories, the green class carrying the note on the other green shares. */
export const LAND_USE: readonly LandUseCategory[] = CATEGORIES.map((c) => (c.id === 'green' ? { ...c, note: greenShareNote(CATEGORIES) } : c));

export interface LandUseRow extends LandUseCategory {
  /** Share of the total, rounded to `decimals` so that the shares add up to exactly 100. */
  percentage: number;
}

/**
 * Totals and percentages of a land-use breakdown. Percentages are rounded by the largest-remainder
 * method, so the rounded column still adds up to 100 (plain rounding can give 99.9 or 100.1).
 */
export function landUseBreakdown(rows: readonly LandUseCategory[], decimals = 1) {
  const totalHa = rows.reduce((sum, r) => sum + r.hectares, 0);
  const unit = 10 ** decimals;
  const exact = rows.map((r) => (totalHa > 0 ? (r.hectares / totalHa) * 100 * unit : 0));
  const floors = exact.map(Math.floor);
  let missing = Math.round(100 * unit) - floors.reduce((a, b) => a + b, 0);
  if (totalHa === 0) missing = 0;
  const byRemainder = exact.map((e, i) => ({ i, rem: e - Math.floor(e) })).sort((a, b) => b.rem - a.rem);
  for (const { i } of byRemainder) {
    if (missing <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    missing -= 1;
  }
  const withShares: LandUseRow[] = rows.map((r, i) => ({ ...r, percentage: roundDecimal((floors[i] ?? 0) / unit, decimals) }));
  const totalPercentage = roundDecimal(
    withShares.reduce((sum, r) => sum + r.percentage, 0),
    decimals,
  );
  return { rows: withShares, totalHa, totalPercentage };
}
