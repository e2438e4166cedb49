// Documents the content rests on. Titles are proper names of publications, so they are shown
// as published (not translated); `approaches` says which approach each source supports.
import type { ApproachId } from './types';

export interface Source {
  /** Publisher or author. */
  publisher: string;
  /** Title as published. */
  title: string;
  year: string;
  /** Approaches (or 'guidelines') the source supports. */
  supports: (ApproachId | 'guidelines')[];
}

export const SOURCES: readonly Source[] = [
  {
    publisher: 'Department of Irrigation and Drainage (DID / JPS) Malaysia',
    title: 'Urban Stormwater Management Manual for Malaysia (MSMA), 2nd edition',
    year: '2012',
    supports: ['guidelines'],
  },
  { publisher: 'Government of Malaysia (DID) and MMC-Gamuda', title: 'Stormwater Management And Road Tunnel (SMART), Kuala Lumpur', year: '2007', supports: ['guidelines'] },
  { publisher: 'CIRIA', title: 'The SuDS Manual (C753)', year: '2015', supports: ['suds'] },
  { publisher: 'UK Parliament', title: 'Flood and Water Management Act 2010, Schedule 3', year: '2010', supports: ['suds'] },
  {
    publisher: "PUB, Singapore's National Water Agency",
    title: 'Active, Beautiful, Clean Waters Design Guidelines',
    year: '2006 programme; later editions',
    supports: ['abc-waters'],
  },
  { publisher: "PUB, Singapore's National Water Agency", title: 'Code of Practice on Surface Water Drainage', year: 'current edition', supports: ['abc-waters'] },
  {
    publisher: 'General Office of the State Council, China',
    title: 'Guiding Opinions on Promoting Sponge City Construction (Guobanfa [2015] No. 75)',
    year: '2015',
    supports: ['sponge-city'],
  },
  {
    publisher: 'Ministry of Housing and Urban-Rural Development (MOHURD), China',
    title: 'Technical Guide for Sponge City Construction: Low Impact Development Stormwater System',
    year: '2014',
    supports: ['sponge-city'],
  },
  { publisher: 'MOHURD, China', title: 'Assessment Standard for Sponge City Construction Effect (GB/T 51345-2018)', year: '2018', supports: ['sponge-city'] },
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
