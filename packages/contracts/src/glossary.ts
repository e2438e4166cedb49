// The product's terminology as data: how each term is written in English, Chinese (Simplified) and
// Malay, in every part. It holds every term of the corrections' glossary (docs/content.md) and every term the
// content review (November 2026) found rendered two ways. tools/content's glossary test reads every
// part's locale files and content modules and fails when a term is rendered otherwise: a text whose
// English contains `en` must contain `zh` and `ms` in its translations, and no text may contain a
// `avoid` rendering. See docs/content.md.

export interface GlossaryTerm {
  /** English, matched case-insensitively on word boundaries in the English text. */
  en: string;
  zh: string;
  ms: string;
  /** Alternative English forms that must be rendered the same way (plural, hyphenation). */
  enForms?: readonly string[];
  /** Renderings that must not appear (the review's findings), per language. */
  avoid?: { zh?: readonly (string | RegExp)[]; ms?: readonly (string | RegExp)[] };
  /** Only the `avoid` list is checked (the term is translated freely in running text). */
  avoidOnly?: boolean;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  // The corrections' glossary, every row
  { en: 'Forest City', zh: '森林城市', ms: 'Forest City' },
  { en: 'Johor, Malaysia', zh: '马来西亚柔佛', ms: 'Johor, Malaysia' },
  { en: 'sponge city', zh: '海绵城市', ms: 'bandar span', enForms: ['sponge cities', 'sponge-city'] },
  { en: 'water sensitive urban design', zh: '水敏性城市设计', ms: 'reka bentuk bandar sensitif air', enForms: ['water-sensitive urban design'] },
  { en: 'low impact development', zh: '低影响开发', ms: 'pembangunan berimpak rendah', enForms: ['low-impact development'] },
  { en: 'sustainable drainage systems', zh: '可持续排水系统', ms: 'sistem saliran mampan' },
  { en: 'blue-green infrastructure', zh: '蓝绿基础设施', ms: 'infrastruktur biru-hijau' },
  { en: 'Active, Beautiful, Clean Waters', zh: 'ABC水源计划（活跃、优美、清洁的水源）', ms: 'Program ABC Waters (Air Aktif, Indah, Bersih)' },
  { en: 'evapotranspiration', zh: '蒸散发', ms: 'sejatpeluhan' },
  { en: 'infiltration', zh: '入渗', ms: 'penyusupan' },
  { en: 'runoff coefficient', zh: '径流系数', ms: 'pekali air larian', enForms: ['runoff coefficients'] },
  { en: 'groundwater recharge', zh: '地下水补给', ms: 'imbuhan air bawah tanah' },
  { en: 'Second Link', zh: '马新第二通道', ms: 'Laluan Kedua Malaysia-Singapura', avoid: { zh: ['丹戎帕拉帕斯'] } },
  { en: 'Gelang Patah', zh: '振林山', ms: 'Gelang Patah' },
  // Terms the content review found rendered two ways
  { en: 'detention basin', zh: '调蓄池', ms: 'kolam tahanan', enForms: ['detention basins'], avoid: { zh: ['滞洪池', '滞留池'] } },
  { en: 'retention pond', zh: '湿塘', ms: 'kolam takungan', enForms: ['retention ponds'], avoid: { ms: ['Kolam Tahanan Pusat', 'Simpanan Tahanan'] } },
  { en: 'bioretention', zh: '生物滞留', ms: 'biotakungan', avoid: { ms: ['biotahanan'] } },
  { en: 'bioswale', zh: '植草沟', ms: 'swale bio', enForms: ['bioswales'], avoid: { zh: ['生物洼地', '生态植草沟'], ms: [/\bbioswale/i, 'Parit Bio'] } },
  { en: 'initial abstraction', zh: '初损量', ms: 'pelelasan awal', avoid: { ms: ['pelunasan awal'] } },
  { en: 'time of concentration', zh: '汇流时间', ms: 'masa penumpuan', avoid: { ms: ['masa tumpuan'] } },
  { en: 'piezometer', zh: '测压管', ms: 'piezometer', enForms: ['piezometers'], avoid: { zh: ['测压计'] } },
  { en: 'Storm Water Management Model', zh: '美国环保署暴雨洪水管理模型（SWMM）', ms: 'SWMM', avoid: { zh: ['暴雨管理模型', '雨洪管理模型'] } },
  { en: 'Island 1', zh: '一号岛', ms: 'Pulau 1', avoid: { zh: ['1号岛', '2号岛', '3号岛', '4号岛'] } },
  { en: 'Merambong Shoal', zh: '美兰蓬浅滩', ms: 'Beting Merambong', avoid: { zh: ['Merambong浅滩'] } },
  { en: 'Stormwater Approaches', zh: '雨洪管理方法', ms: 'Pendekatan Pengurusan Air Ribut', avoid: { ms: ['Pendekatan Air Ribut'] } },
  { en: 'Water Systems', zh: '供水系统', ms: 'Sistem Air', avoid: { zh: [/(?<![供排])水系统/] }, avoidOnly: true },
  { en: 'mass balance', zh: '平衡', ms: 'imbangan', avoid: { zh: ['质量平衡'] } },
  { en: 'State Council', zh: '国务院', ms: 'Majlis Negara', avoid: { ms: ['Majlis Negeri'] } },
  { en: 'Port of Tanjung Pelepas', zh: '丹绒柏勒巴斯港', ms: 'Pelabuhan Tanjung Pelepas' },
  { en: 'MSMA', zh: 'MSMA', ms: 'Manual Saliran Mesra Alam', avoid: { ms: ['manual air ribut Malaysia'] }, avoidOnly: true },
  // Words the review found mistranslated, or Indonesian rather than Malay, wherever they occur
  { en: 'headline', zh: '', ms: '', avoid: { zh: ['标题数字', '标题税率'] }, avoidOnly: true },
  { en: 'specification', zh: '', ms: '', avoid: { zh: ['产品规范', '规范中的', '规范未给出'] }, avoidOnly: true },
  { en: 'volume', zh: '', ms: '', avoid: { ms: ['isipadu'] }, avoidOnly: true },
  { en: 'pan', zh: '', ms: '', avoid: { ms: [/\bpanci\b/i] }, avoidOnly: true },
  { en: 'serving', zh: '', ms: '', avoid: { ms: [/\bmelayani\b/i, /terekayasa/i, /\bair minum\b/i] }, avoidOnly: true },
];
