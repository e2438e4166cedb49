// Terminology as data (issue 17.3): every part renders each glossary term (packages/contracts
// glossary.ts) the one way, and the API's search finds items by the layer names visitors see.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GLOSSARY, type GlossaryTerm } from '@forest-city/contracts';
import { TYPE_LABELS } from '../../../api-mock/src/features/search/type-labels';
import { ROOT, allTexts, type Text } from './collect-texts';

const TEXTS = allTexts();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mentions = (term: GlossaryTerm, english: string) => [term.en, ...(term.enForms ?? [])].some((form) => new RegExp(`\\b${escape(form)}\\b`, 'i').test(english));
const contains = (text: string, wanted: string) => text.toLowerCase().includes(wanted.toLowerCase());
// Case-insensitive: a rendering to avoid is found at a sentence's start too ("Isipadu air larian…").
const hits = (text: string, avoid: string | RegExp) => (typeof avoid === 'string' ? contains(text, avoid) : avoid.test(text));

test('the collection reaches every part (a glossary test over nothing would pass)', () => {
  for (const where of [
    'shell/locales',
    'mfe-map/locales',
    'mfe-hydrology/locales',
    'mfe-stormwater/locales',
    'mfe-report/locales',
    'dataset',
    'mfe-report.',
    'mfe-stormwater/content',
    'api-mock/search',
  ])
    expect(TEXTS.filter((t) => t.where.startsWith(where)).length).toBeGreaterThan(3);
});

test('the check is real: an avoided rendering is found whatever its case or place', () => {
  expect(hits('Isipadu air larian dikurangkan.', 'isipadu')).toBe(true);
  expect(hits('Mengurangkan isipadu air larian.', 'isipadu')).toBe(true);
  expect(hits('Isi padu air larian dikurangkan.', 'isipadu')).toBe(false);
});

test("the glossary holds every term of the corrections' glossary, rendered as it says", () => {
  const corrections: [string, string, string][] = [
    ['Forest City', '森林城市', 'Forest City'],
    ['Johor, Malaysia', '马来西亚柔佛', 'Johor, Malaysia'],
    ['sponge city', '海绵城市', 'bandar span'],
    ['water sensitive urban design', '水敏性城市设计', 'reka bentuk bandar sensitif air'],
    ['low impact development', '低影响开发', 'pembangunan berimpak rendah'],
    ['sustainable drainage systems', '可持续排水系统', 'sistem saliran mampan'],
    ['blue-green infrastructure', '蓝绿基础设施', 'infrastruktur biru-hijau'],
    ['Active, Beautiful, Clean Waters', 'ABC水源计划（活跃、优美、清洁的水源）', 'Program ABC Waters (Air Aktif, Indah, Bersih)'],
    ['evapotranspiration', '蒸散发', 'sejatpeluhan'],
    ['infiltration', '入渗', 'penyusupan'],
    ['runoff coefficient', '径流系数', 'pekali air larian'],
    ['groundwater recharge', '地下水补给', 'imbuhan air bawah tanah'],
    ['Second Link', '马新第二通道', 'Laluan Kedua Malaysia-Singapura'],
    ['Gelang Patah', '振林山', 'Gelang Patah'],
  ];
  for (const [en, zh, ms] of corrections) expect(GLOSSARY.find((term) => term.en === en)).toMatchObject({ en, zh, ms });
});

describe.each(GLOSSARY.map((term) => [term.en, term] as const))('%s', (_en, term) => {
  test('no part uses a rendering the glossary avoids', () => {
    const found: string[] = [];
    for (const text of TEXTS)
      for (const lang of ['zh', 'ms'] as const) for (const avoid of term.avoid?.[lang] ?? []) if (hits(text[lang], avoid)) found.push(`${text.where} (${lang}): ${text[lang]}`);
    expect(found).toEqual([]);
  });

  if (!term.avoidOnly)
    test(`where the English says "${term.en}", Chinese says ${term.zh} and Malay says ${term.ms}`, () => {
      const wrong = TEXTS.filter((t: Text) => mentions(term, t.en)).flatMap((t) => [
        ...(contains(t.zh, term.zh) ? [] : [`${t.where} (zh): ${t.zh}`]),
        ...(contains(t.ms, term.ms) ? [] : [`${t.where} (ms): ${t.ms}`]),
      ]);
      expect(wrong).toEqual([]);
    });
});

test("the API's search labels are the layer names visitors see (searching 供水系统 finds the water items)", () => {
  const load = (part: string, file: string, lang: string) => JSON.parse(readFileSync(path.join(ROOT, part, 'locales', lang, file), 'utf8'));
  for (const lang of ['en', 'zh', 'ms'] as const) {
    const shell = load('shell', 'common.json', lang).layers;
    const map = load('mfe-map', 'map.json', lang).types;
    for (const type of Object.keys(TYPE_LABELS) as (keyof typeof TYPE_LABELS)[]) {
      expect(TYPE_LABELS[type][lang]).toBe(shell[type].name);
      expect(TYPE_LABELS[type][lang]).toBe(map[type]);
    }
  }
});
