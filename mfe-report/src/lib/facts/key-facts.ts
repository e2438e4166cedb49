// Key facts (label, value, description) built from DEVELOPMENT_FACTS: values are formatted per
// language from the numbers, so a figure is typed once.
import { formatNumber } from '../format';
import type { Lang, Localized } from '../localized';
import type { KeyFact } from '../content-types';
import { DEVELOPMENT_FACTS as F, derivedFacts } from './development-facts';

const n = (v: number, lang: Lang, d = 0) => formatNumber(v, lang, d);
const by = (lang: Lang, v: Localized) => v[lang];

export const KEY_FACTS = {
  investment: {
    id: 'investment',
    notes: ['investment'],
    label: { en: 'Total investment', zh: '总投资', ms: 'Jumlah pelaburan' },
    value: (lang) =>
      by(lang, {
        en: `US$${n(F.totalInvestmentUsdBillion, lang)} billion`,
        zh: `${n(F.totalInvestmentUsdBillion * 10, lang)}亿美元`,
        ms: `US$${n(F.totalInvestmentUsdBillion, lang)} bilion`,
      }),
    description: { en: 'Headline commitment announced by the developer', zh: '开发商公布的总体承诺投资', ms: 'Komitmen utama yang diumumkan oleh pemaju' },
  },
  area: {
    id: 'area',
    notes: ['area'],
    label: { en: 'Total area', zh: '总面积', ms: 'Jumlah keluasan' },
    value: (lang) =>
      by(lang, {
        en: `${n(F.totalAreaKm2, lang, 2)} km² (${n(F.totalAreaHa, lang)} ha)`,
        zh: `${n(F.totalAreaKm2, lang, 2)}平方公里（${n(F.totalAreaHa, lang)}公顷）`,
        ms: `${n(F.totalAreaKm2, lang, 2)} km² (${n(F.totalAreaHa, lang)} ha)`,
      }),
    description: {
      en: `Planning area across ${F.islands} artificial islands`,
      zh: `${F.islands}个人工岛的规划面积`,
      ms: `Kawasan perancangan merentasi ${F.islands} pulau buatan`,
    },
  },
  population: {
    id: 'population',
    notes: ['occupancy'],
    label: { en: 'Residents / target', zh: '居民 / 目标人口', ms: 'Penduduk / sasaran' },
    value: (lang) => `${n(F.currentResidents, lang)} / ${n(F.targetPopulation, lang)}`,
    description: {
      en: `About ${formatNumber(derivedFacts().residentsOfTarget, 'en', 1)}% of the target population (${F.currentResidentsYear})`,
      zh: `约为目标人口的${formatNumber(derivedFacts().residentsOfTarget, 'zh', 1)}%（${F.currentResidentsYear}年）`,
      ms: `Kira-kira ${formatNumber(derivedFacts().residentsOfTarget, 'ms', 1)}% daripada sasaran penduduk (${F.currentResidentsYear})`,
    },
  },
  units: {
    id: 'units',
    label: { en: 'Residential units', zh: '住宅单位', ms: 'Unit kediaman' },
    value: (lang) => by(lang, { en: `${n(F.unitsBuilt, lang)} built`, zh: `已建${n(F.unitsBuilt, lang)}套`, ms: `${n(F.unitsBuilt, lang)} dibina` }),
    description: {
      en: `${n(F.unitsSoldDec2023, 'en')} sold by December 2023 (${n(derivedFacts().soldShareDec2023, 'en')}%); ${n(F.unitsSold2019, 'en')} by 2019`,
      zh: `截至2023年12月已售${n(F.unitsSoldDec2023, 'zh')}套（${n(derivedFacts().soldShareDec2023, 'zh')}%）；2019年为${n(F.unitsSold2019, 'zh')}套`,
      ms: `${n(F.unitsSoldDec2023, 'ms')} terjual menjelang Disember 2023 (${n(derivedFacts().soldShareDec2023, 'ms')}%); ${n(F.unitsSold2019, 'ms')} menjelang 2019`,
    },
  },
  completion: {
    id: 'completion',
    notes: ['completion'],
    label: { en: 'Expected completion', zh: '预计完工', ms: 'Jangkaan siap' },
    value: () => String(F.completionYear),
    description: {
      en: `Construction about ${F.constructionCompletePercent}% complete`,
      zh: `工程完成约${F.constructionCompletePercent}%`,
      ms: `Pembinaan kira-kira ${F.constructionCompletePercent}% siap`,
    },
  },
  distance: {
    id: 'distance',
    label: { en: 'Distance from Singapore', zh: '距新加坡', ms: 'Jarak dari Singapura' },
    value: (lang) => by(lang, { en: `${F.distanceFromSingaporeKm} km`, zh: `${F.distanceFromSingaporeKm}公里`, ms: `${F.distanceFromSingaporeKm} km` }),
    description: {
      en: 'Across the western Johor Strait, beside the Second Link',
      zh: '隔柔佛海峡西部相望，毗邻马新第二通道',
      ms: 'Merentasi Selat Johor barat, bersebelahan Laluan Kedua Malaysia-Singapura',
    },
  },
  buyers: {
    id: 'buyers',
    notes: ['buyers'],
    label: { en: 'Buyer mix', zh: '买家构成', ms: 'Komposisi pembeli' },
    value: (lang) =>
      by(lang, {
        en: `~${F.buyersChinesePercent}% Chinese, ${F.buyersMalaysianPercent}% Malaysian`,
        zh: `中国买家约${F.buyersChinesePercent}%，马来西亚买家${F.buyersMalaysianPercent}%`,
        ms: `~${F.buyersChinesePercent}% China, ${F.buyersMalaysianPercent}% Malaysia`,
      }),
    description: { en: 'Share of buyers by origin over the sales period', zh: '销售期内按来源划分的买家比例', ms: 'Bahagian pembeli mengikut asal sepanjang tempoh jualan' },
  },
  price: {
    id: 'price',
    label: { en: 'Entry price', zh: '入门价格', ms: 'Harga permulaan' },
    value: (lang) =>
      by(lang, { en: `from US$${n(F.twoRoomPriceFromUsd, lang)}`, zh: `${n(F.twoRoomPriceFromUsd, lang)}美元起`, ms: `bermula US$${n(F.twoRoomPriceFromUsd, lang)}` }),
    description: { en: 'Two-room apartment', zh: '两房公寓', ms: 'Pangsapuri dua bilik' },
  },
  sand: {
    id: 'sand',
    notes: ['sand'],
    label: { en: 'Sand dredged', zh: '疏浚海沙', ms: 'Pasir dikorek' },
    value: (lang) =>
      by(lang, {
        en: `${n(F.sandDredgedMillionM3, lang)} million m³`,
        zh: `${n(F.sandDredgedMillionM3 / 100, lang, 1)}亿立方米`,
        ms: `${n(F.sandDredgedMillionM3, lang)} juta m³`,
      }),
    description: { en: 'Fill for the reclaimed islands', zh: '用于人工岛填筑', ms: 'Bahan tambak untuk pulau tambakan' },
  },
  occupancy: {
    id: 'occupancy',
    notes: ['occupancy'],
    label: { en: 'Occupancy', zh: '入住率', ms: 'Kadar penghunian' },
    value: () => `~${F.occupancyPercentRange[0]}-${F.occupancyPercentRange[1]}%`,
    description: { en: 'As commonly reported', zh: '常见报道数字', ms: 'Seperti yang biasa dilaporkan' },
  },
  tax: {
    id: 'tax',
    notes: ['tax'],
    label: { en: 'Corporate tax in the SFZ', zh: '特别金融区企业所得税', ms: 'Cukai korporat dalam ZKK' },
    value: () => `${F.sfzCorporateTaxPercent}%`,
    description: { en: 'Special Financial Zone headline rate', zh: '特别金融区公布的最低税率（名义税率）', ms: 'Kadar terendah yang diumumkan bagi Zon Kewangan Khas' },
  },
  amenities: {
    id: 'amenities',
    label: { en: 'Amenities', zh: '配套设施', ms: 'Kemudahan' },
    value: (lang) =>
      by(lang, {
        en: `${F.amenities.hotels} hotels, ${F.amenities.golfCourses} golf courses`,
        zh: `${F.amenities.hotels}家酒店、${F.amenities.golfCourses}个高尔夫球场`,
        ms: `${F.amenities.hotels} hotel, ${F.amenities.golfCourses} padang golf`,
      }),
    description: {
      en: 'Plus an international school, a water park and a prefabrication factory',
      zh: '另有一所国际学校、一个水上乐园和一座预制构件工厂',
      ms: 'Serta sebuah sekolah antarabangsa, taman air dan kilang pasang siap',
    },
  },
} satisfies Record<string, KeyFact>;
