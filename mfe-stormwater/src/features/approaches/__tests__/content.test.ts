import { approachOrDefault, CONTENT, contentFor, contentLanguage } from '../content';
import { siteFigures } from '../content/figures';
import { SOURCES } from '../content/sources';
import { APPROACH_IDS, CONTENT_LANGUAGES, type StormwaterContent } from '../content/types';
import enLocale from '../../../../locales/en/stormwater.json';
import zhLocale from '../../../../locales/zh/stormwater.json';
import msLocale from '../../../../locales/ms/stormwater.json';

const CJK = /[\u4e00-\u9fff]/;

/** Every string in a value, with its path, for parity checks. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

// Language-neutral values (approach ids referenced by the phases) are not text to translate.
const textOf = (c: StormwaterContent) => strings(c).filter(([p]) => !/\.draws\[/.test(p));

describe('stormwater content', () => {
  test('has the seven approaches of the spec, blue-green infrastructure first', () => {
    expect(APPROACH_IDS).toEqual(['bgi', 'gi', 'wsud', 'suds', 'lid', 'abc-waters', 'sponge-city']);
    for (const lng of CONTENT_LANGUAGES) expect(Object.keys(CONTENT[lng].approaches).sort()).toEqual([...APPROACH_IDS].sort());
  });

  test('every language has the same fields and list lengths, with no empty text', () => {
    const shape = (c: StormwaterContent) => textOf(c).map(([p]) => p);
    const en = shape(CONTENT.en);
    expect(shape(CONTENT.zh)).toEqual(en);
    expect(shape(CONTENT.ms)).toEqual(en);
    for (const lng of CONTENT_LANGUAGES) for (const [path, text] of textOf(CONTENT[lng])) expect({ path, empty: text.trim() === '' }).toEqual({ path, empty: false });
  });

  test('each approach has at least three key features, examples, benefits and implementation steps', () => {
    for (const id of APPROACH_IDS) {
      const a = CONTENT.en.approaches[id];
      for (const list of [a.keyFeatures, a.examples, a.benefits, a.implementation]) expect(list.length).toBeGreaterThanOrEqual(3);
    }
  });

  test('Chinese text is Chinese and Malay text is not the English text', () => {
    const en = new Map(textOf(CONTENT.en));
    for (const [path, text] of textOf(CONTENT.zh)) if (/\.(name|summary|description|forestCity)$/.test(path)) expect({ path, cjk: CJK.test(text) }).toEqual({ path, cjk: true });
    const msSame = textOf(CONTENT.ms).filter(([path, text]) => en.get(path) === text && text.length > 25 && !/policyFramework|examples\[\d\]\.name/.test(path));
    expect(msSame).toEqual([]);
  });

  test('approach names use the glossary terms of corrections.md', () => {
    const glossary: Record<string, [string, string]> = {
      bgi: ['蓝绿基础设施', 'infrastruktur biru-hijau'],
      wsud: ['水敏性城市设计', 'reka bentuk bandar sensitif air'],
      suds: ['可持续排水系统', 'sistem saliran mampan'],
      lid: ['低影响开发', 'pembangunan berimpak rendah'],
      'abc-waters': ['ABC水源计划（活跃、优美、清洁的水源）', 'Program ABC Waters (Air Aktif, Indah, Bersih)'],
      'sponge-city': ['海绵城市', 'bandar span'],
    };
    for (const [id, [zh, ms]] of Object.entries(glossary)) {
      expect(CONTENT.zh.approaches[id as keyof typeof glossary & keyof StormwaterContent['approaches']].name).toContain(zh);
      expect(CONTENT.ms.approaches[id as 'bgi'].name.toLowerCase()).toContain(ms.toLowerCase());
    }
  });

  test('the guidelines tie to Forest City: three phases, the monsoon peak intensity of the facts, MSMA 2nd edition', () => {
    for (const lng of CONTENT_LANGUAGES) {
      const g = CONTENT[lng].guidelines;
      expect(g.phases).toHaveLength(3);
      expect(g.criteria.length).toBeGreaterThanOrEqual(5);
      expect(strings(g).some(([, s]) => s.includes(siteFigures(lng).peakIntensity))).toBe(true);
      expect(g.intro).toContain('MSMA');
      for (const phase of g.phases) for (const id of phase.draws) expect(APPROACH_IDS).toContain(id);
    }
  });

  test('every approach and the guidelines have at least one source', () => {
    for (const id of [...APPROACH_IDS, 'guidelines' as const]) expect(SOURCES.filter((s) => s.supports.includes(id)).length).toBeGreaterThan(0);
  });

  test('content language follows the i18next language, English for anything else', () => {
    expect(contentLanguage('zh-CN')).toBe('zh');
    expect(contentLanguage('ms')).toBe('ms');
    expect(contentLanguage('fr')).toBe('en');
    expect(contentLanguage(undefined)).toBe('en');
    expect(contentFor('zh')).toBe(CONTENT.zh);
  });

  test('an unknown or missing approach id falls back to the first approach', () => {
    expect(approachOrDefault('lid')).toBe('lid');
    expect(approachOrDefault('nope')).toBe('bgi');
    expect(approachOrDefault(null)).toBe('bgi');
  });
});

describe('stormwater locale files', () => {
  const keys = (o: object) =>
    strings(o)
      .map(([p]) => p)
      .sort();
  test('en, zh and ms have the same keys, none empty', () => {
    expect(keys(zhLocale)).toEqual(keys(enLocale));
    expect(keys(msLocale)).toEqual(keys(enLocale));
    for (const l of [enLocale, zhLocale, msLocale]) for (const [, v] of strings(l)) expect(v.trim()).not.toBe('');
  });
  test('zh values contain Chinese and ms values differ from en', () => {
    const en = new Map(strings(enLocale));
    for (const [p, v] of strings(zhLocale)) expect({ p, cjk: CJK.test(v) }).toEqual({ p, cjk: true });
    for (const [p, v] of strings(msLocale)) expect({ p, same: v === en.get(p) }).toEqual({ p, same: false });
  });
});
