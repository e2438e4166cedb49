// Every visitor-facing text of every part, as aligned English / Chinese / Malay triples with where
// each comes from: the five locale files, the API's dataset, the report's and the stormwater
// dialog's content modules and the API's search labels. Used by the glossary and units tests.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPORT_SECTIONS } from '../../../mfe-report/src/features/report/report-sections';
import { HISTORY_SECTIONS } from '../../../mfe-report/src/features/history/history-sections';
import { FUTURE_SECTIONS } from '../../../mfe-report/src/features/future/future-sections';
import { KEY_FACTS } from '../../../mfe-report/src/lib/facts/key-facts';
import { NOTES } from '../../../mfe-report/src/lib/notes';
import { SOURCES } from '../../../mfe-report/src/lib/sources';
import { DEVELOPMENT_PHASES } from '../../../mfe-report/src/features/future/data/development-phases';
import { SUSTAINABILITY_METRICS } from '../../../mfe-report/src/features/future/data/sustainability';
import { LAND_USE } from '../../../mfe-report/src/features/future/data/land-use';
import { GEOLOGY_PARAMETERS } from '../../../mfe-report/src/features/future/data/geology';
import { TIMELINE_EVENTS } from '../../../mfe-report/src/lib/timeline-events';
import { CONTENT } from '../../../mfe-stormwater/src/features/approaches/content';
import { TYPE_LABELS } from '../../../api-mock/src/features/search/type-labels';

export const ROOT = path.resolve(__dirname, '../../..');
export interface Text {
  where: string;
  en: string;
  zh: string;
  ms: string;
}

const isTriple = (v: unknown): v is { en: string; zh: string; ms: string } =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as Record<string, unknown>).en === 'string' &&
  typeof (v as Record<string, unknown>).zh === 'string' &&
  typeof (v as Record<string, unknown>).ms === 'string';

/** Every {en, zh, ms} object inside a value. */
function triples(value: unknown, where: string, out: Text[] = []): Text[] {
  if (isTriple(value)) out.push({ where, en: value.en, zh: value.zh, ms: value.ms });
  else if (Array.isArray(value)) value.forEach((v, i) => triples(v, `${where}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) triples(v, `${where}.${k}`, out);
  return out;
}

/** Three parallel values (one per language) walked together: strings at the same path form a triple. */
function parallel(en: unknown, zh: unknown, ms: unknown, where: string, out: Text[] = []): Text[] {
  if (typeof en === 'string' && typeof zh === 'string' && typeof ms === 'string') {
    if (!(en === zh && zh === ms)) out.push({ where, en, zh, ms }); // ids (approach keys) are not text
  } else if (en && typeof en === 'object') for (const k of Object.keys(en)) parallel((en as never)[k], (zh as never)?.[k], (ms as never)?.[k], `${where}.${k}`, out);
  return out;
}

export const LOCALE_PARTS = ['shell', 'mfe-map', 'mfe-hydrology', 'mfe-stormwater', 'mfe-report'] as const;

export function localeTexts(): Text[] {
  return LOCALE_PARTS.flatMap((part) =>
    readdirSync(path.join(ROOT, part, 'locales', 'en')).flatMap((file) => {
      const load = (lang: string) => JSON.parse(readFileSync(path.join(ROOT, part, 'locales', lang, file), 'utf8'));
      return parallel(load('en'), load('zh'), load('ms'), `${part}/locales/*/${file}`);
    }),
  );
}

export function datasetTexts(): Text[] {
  const dataset = JSON.parse(readFileSync(path.join(ROOT, 'api-mock/data/forest-city.dataset.json'), 'utf8'));
  return triples(dataset, 'dataset');
}

export function contentTexts(): Text[] {
  const keyFacts = Object.fromEntries(
    Object.entries(KEY_FACTS).map(([k, f]) => [k, { label: f.label, description: f.description, value: { en: f.value('en'), zh: f.value('zh'), ms: f.value('ms') } }]),
  );
  const geology = GEOLOGY_PARAMETERS.map((g) => ({ name: g.name, value: { en: g.value('en'), zh: g.value('zh'), ms: g.value('ms') } }));
  return [
    ...triples(
      { REPORT_SECTIONS, HISTORY_SECTIONS, FUTURE_SECTIONS, keyFacts, NOTES, SOURCES, DEVELOPMENT_PHASES, SUSTAINABILITY_METRICS, LAND_USE, geology, TIMELINE_EVENTS },
      'mfe-report',
    ),
    ...parallel(CONTENT.en, CONTENT.zh, CONTENT.ms, 'mfe-stormwater/content'),
    ...triples(TYPE_LABELS, 'api-mock/search/type-labels'),
  ];
}

export const allTexts = (): Text[] => [...localeTexts(), ...datasetTexts(), ...contentTexts()];
