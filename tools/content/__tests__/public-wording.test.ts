// Public wording is public (issue 49.4, issue 50.5): no text a visitor reads, in any language, names a
// file of this repository or talks about "the spec". Sources name public documents instead. Scans every
// locale file, the dataset's text (items, sources, metric notes), the report's and the stormwater
// dialog's content modules, the search labels and the stormwater source list.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SOURCES as STORMWATER_SOURCES, sourceText } from '../../../mfe-stormwater/src/features/approaches/content/sources';
import { ROOT, allTexts } from './collect-texts';

/** Repository paths and internal words, per language. */
const INTERNAL: Record<'en' | 'zh' | 'ms', RegExp[]> = {
  en: [/\bcorrections\.md\b/i, /\bshared\/spec\b/i, /\b[\w-]+\.(?:md|mjs|tsx?)\b/, /\b(?:[\w-]+\/)+[\w-]+\.json\b/, /\bspec(?:'s|s)?\b/i, /\bspecification/i],
  zh: [/corrections\.md/i, /更正说明/, /需求说明/, /产品规范/, /规范中的/, /规范未给出/, /\bspec\b/i],
  ms: [/corrections\.md/i, /\bspesifikasi\b/i, /\bspec\b/i, /\b[\w-]+\.(?:md|mjs|tsx?)\b/],
};

function internalWords(text: string, lang: 'en' | 'zh' | 'ms'): string[] {
  return INTERNAL[lang].flatMap((re) => text.match(re) ?? []);
}

interface Visible {
  where: string;
  en: string;
  zh: string;
  ms: string;
}

function visibleTexts(): Visible[] {
  const dataset = JSON.parse(readFileSync(path.join(ROOT, 'api-mock/data/forest-city.dataset.json'), 'utf8')) as {
    sources: string[];
    metrics: { id: string; note?: string }[];
  };
  // English-only dataset text (its sources and the metrics' notes), checked as English.
  const english = [
    ...dataset.sources.map((s, i) => ({ where: `dataset.sources[${i}]`, s })),
    ...dataset.metrics.map((m) => ({ where: `dataset.metrics.${m.id}.note`, s: m.note ?? '' })),
  ];
  const stormwater = STORMWATER_SOURCES.map((s, i) => {
    const text = (lang: 'en' | 'zh' | 'ms') => Object.values(sourceText(s, lang)).join(' ');
    return { where: `mfe-stormwater/sources[${i}]`, en: text('en'), zh: text('zh'), ms: text('ms') };
  });
  return [...allTexts(), ...stormwater, ...english.map(({ where, s }) => ({ where, en: s, zh: '', ms: '' }))];
}

test('the scan reaches every kind of visible text (a scan over nothing would pass)', () => {
  const texts = visibleTexts();
  for (const where of [
    'shell/locales',
    'mfe-map/locales',
    'mfe-hydrology/locales',
    'mfe-stormwater/locales',
    'mfe-report/locales',
    'dataset.items',
    'dataset.sources',
    'dataset.metrics',
    'mfe-report.',
    'mfe-stormwater/content',
    'mfe-stormwater/sources',
  ])
    expect([where, texts.filter((t) => t.where.startsWith(where)).length > 0]).toEqual([where, true]);
});

test('the check is real: a repository path or "spec" talk is found in any language', () => {
  expect(internalWords('Extent from shared/spec/corrections.md; not surveyed.', 'en')).not.toEqual([]);
  expect(internalWords("the spec's formula, kg/ha × 20.25", 'en')).not.toEqual([]);
  expect(internalWords('Figures follow the product specification.', 'en')).not.toEqual([]);
  expect(internalWords('see docs/content.md', 'en')).not.toEqual([]);
  expect(internalWords('据更正说明 corrections.md', 'zh')).not.toEqual([]);
  expect(internalWords('原始需求说明的公式', 'zh')).not.toEqual([]);
  expect(internalWords('formula spesifikasi, kg/ha', 'ms')).not.toEqual([]);
  expect(internalWords('Approved January 2015 (Department of Environment); position from OpenStreetMap.', 'en')).toEqual([]);
});

test('no text a visitor reads names a repository file or talks about the spec, in any language', () => {
  const found = visibleTexts().flatMap((t) =>
    (['en', 'zh', 'ms'] as const).flatMap((lang) => (internalWords(t[lang], lang).length ? [`${t.where} (${lang}): ${t[lang].slice(0, 160)}`] : [])),
  );
  expect(found).toEqual([]);
});
