// Documents the content rests on. Titles are proper names of publications, so they are shown
// as published (not translated): the Chinese policy documents under their original Chinese titles,
// with an English gloss for readers of English and Malay; Malaysian agencies and their documents under
// their Malay names for Malay readers and in Chinese for Chinese readers; `approaches` says which
// approach each source supports.
import type { ApproachId, ContentLanguage } from './types';

export interface Source {
  /** Publisher or author. */
  publisher: string;
  /** Title as published; for a document published in Chinese, its English gloss. */
  title: string;
  /** A document published in Chinese: its publisher and title as published. */
  original?: { publisher: string; title: string };
  /** A Malaysian source: its publisher and title as a Malay and a Chinese reader know them. */
  local?: Record<'zh' | 'ms', { publisher: string; title: string }>;
  /** Year of publication, or words per language. */
  year: string | Record<ContentLanguage, string>;
  /** Approaches (or 'guidelines') the source supports. */
  supports: (ApproachId | 'guidelines')[];
}

export const SOURCES: readonly Source[] = [
  {
    publisher: 'Department of Irrigation and Drainage (DID / JPS) Malaysia',
    title: 'Urban Stormwater Management Manual for Malaysia (MSMA), 2nd edition',
    local: {
      ms: { publisher: 'Jabatan Pengairan dan Saliran (JPS) Malaysia', title: 'Manual Saliran Mesra Alam Malaysia (MSMA), Edisi Ke-2' },
      zh: { publisher: '马来西亚灌溉与排水局（JPS）', title: '《马来西亚城市雨水管理手册》（MSMA）第2版' },
    },
    year: '2012',
    supports: ['guidelines'],
  },
  {
    publisher: 'Government of Malaysia (DID) and MMC-Gamuda',
    title: 'Stormwater Management And Road Tunnel (SMART), Kuala Lumpur',
    local: {
      ms: { publisher: 'Kerajaan Malaysia (JPS) dan MMC-Gamuda', title: 'Stormwater Management And Road Tunnel (SMART), Kuala Lumpur' },
      zh: { publisher: '马来西亚政府（灌溉与排水局）与MMC-Gamuda', title: '精明隧道（SMART），吉隆坡' },
    },
    year: '2007',
    supports: ['guidelines'],
  },
  { publisher: 'CIRIA', title: 'The SuDS Manual (C753)', year: '2015', supports: ['suds'] },
  { publisher: 'UK Parliament', title: 'Flood and Water Management Act 2010, Schedule 3', year: '2010', supports: ['suds'] },
  {
    publisher: "PUB, Singapore's National Water Agency",
    title: 'Active, Beautiful, Clean Waters Design Guidelines',
    year: { en: '2006 programme; later editions', zh: '2006年启动，后续版本', ms: 'program 2006, edisi kemudian' },
    supports: ['abc-waters'],
  },
  {
    publisher: "PUB, Singapore's National Water Agency",
    title: 'Code of Practice on Surface Water Drainage',
    year: { en: 'current edition', zh: '现行版本', ms: 'edisi semasa' },
    supports: ['abc-waters'],
  },
  {
    publisher: 'General Office of the State Council, China',
    title: 'Guiding Opinions on Promoting Sponge City Construction (Guobanfa [2015] No. 75)',
    original: { publisher: '国务院办公厅', title: '《关于推进海绵城市建设的指导意见》（国办发〔2015〕75号）' },
    year: '2015',
    supports: ['sponge-city'],
  },
  {
    publisher: 'Ministry of Housing and Urban-Rural Development (MOHURD), China',
    title: 'Technical Guide for Sponge City Construction: Low Impact Development Stormwater System (trial)',
    original: { publisher: '住房和城乡建设部', title: '《海绵城市建设技术指南——低影响开发雨水系统构建（试行）》' },
    year: '2014',
    supports: ['sponge-city'],
  },
  {
    publisher: 'MOHURD, China',
    title: 'Assessment Standard for Sponge City Construction Effect (GB/T 51345-2018)',
    original: { publisher: '住房和城乡建设部', title: '《海绵城市建设评价标准》（GB/T 51345-2018）' },
    year: '2018',
    supports: ['sponge-city'],
  },
  {
    publisher: "Prince George's County, Maryland, Department of Environmental Resources",
    title: 'Low-Impact Development Design Strategies: An Integrated Design Approach',
    year: '1999',
    supports: ['lid'],
  },
  { publisher: 'US Congress', title: 'Energy Independence and Security Act of 2007, Section 438', year: '2007', supports: ['lid'] },
  { publisher: 'US Environmental Protection Agency', title: 'Green Infrastructure Statement of Intent', year: '2007', supports: ['gi'] },
  { publisher: 'Philadelphia Water Department', title: 'Green City, Clean Waters: Long Term Control Plan Update', year: '2011', supports: ['gi'] },
  { publisher: 'CSIRO (Victorian Stormwater Committee)', title: 'Urban Stormwater: Best Practice Environmental Management Guidelines', year: '1999', supports: ['wsud'] },
  { publisher: 'Council of Australian Governments', title: 'Intergovernmental Agreement on a National Water Initiative', year: '2004', supports: ['wsud'] },
  { publisher: 'European Commission', title: "Green Infrastructure (GI): Enhancing Europe's Natural Capital, COM(2013) 249", year: '2013', supports: ['bgi'] },
  { publisher: 'City of Copenhagen', title: 'Cloudburst Management Plan', year: '2012', supports: ['bgi'] },
  {
    publisher: 'Blue-Green Cities Research Consortium (EPSRC, UK)',
    title: 'Blue-Green Cities: delivering and evaluating multiple flood risk benefits',
    year: '2013-2016',
    supports: ['bgi'],
  },
];

/** How a source reads in a language: a Chinese document under its Chinese title, glossed in English outside Chinese. */
export function sourceText(s: Source, lang: ContentLanguage): { publisher: string; title: string; gloss?: string; year: string } {
  const year = typeof s.year === 'string' ? s.year : s.year[lang];
  if (s.local && lang !== 'en') return { ...s.local[lang], year };
  if (!s.original) return { publisher: s.publisher, title: s.title, year };
  return lang === 'zh'
    ? { publisher: s.original.publisher, title: s.original.title, year }
    : { publisher: `${s.original.publisher} (${s.publisher})`, title: s.original.title, gloss: s.title, year };
}
