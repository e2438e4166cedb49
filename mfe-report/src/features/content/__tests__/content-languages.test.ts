// Every content text exists in en, zh and ms, uses the glossary's terms, and is really
// translated (zh in Chinese script, ms different from en except numbers and proper nouns).
import { LANGS, type Localized } from '../../../lib/localized';
import { HISTORY_SECTIONS } from '../../history/history-sections';
import { FUTURE_SECTIONS } from '../../future/future-sections';
import { REPORT_SECTIONS } from '../../report/report-sections';
import { TIMELINE_EVENTS } from '../../../lib/timeline-events';
import { LAND_USE } from '../../future/data/land-use';
import { DEVELOPMENT_PHASES } from '../../future/data/development-phases';
import { SUSTAINABILITY_METRICS } from '../../future/data/sustainability';
import { GEOLOGY_PARAMETERS } from '../../future/data/geology';
import { NOTES } from '../../../lib/notes';
import { SOURCES } from '../../../lib/sources';
import { KEY_FACTS } from '../../../lib/facts/key-facts';

const CONTENT = {
  HISTORY_SECTIONS,
  FUTURE_SECTIONS,
  REPORT_SECTIONS,
  TIMELINE_EVENTS,
  LAND_USE,
  DEVELOPMENT_PHASES,
  SUSTAINABILITY_METRICS,
  GEOLOGY_PARAMETERS,
  NOTES,
  SOURCES,
  KEY_FACTS,
};

const isLocalized = (v: unknown): v is Localized => !!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).sort().join() === 'en,ms,zh';

function collect(value: unknown, path: string, out: { path: string; text: Localized }[]) {
  if (isLocalized(value)) out.push({ path, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => collect(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, `${path}.${k}`, out);
  return out;
}

const texts = Object.entries(CONTENT).flatMap(([name, value]) => collect(value, name, []));
// Same in every language by nature: years and ranges, and proper nouns.
const SAME_IN_MS = /^(?:[\d\s+\-–·.,%]+|Network School|Forest City|The Straits Times|South China Morning Post|Reuters|The Edge Malaysia|Bernama)$/;

test('the content has many texts to check (the walker finds them)', () => {
  expect(texts.length).toBeGreaterThan(150);
});

test.each(texts.map((t) => [t.path, t.text] as const))('%s is in all three languages', (_path, text) => {
  for (const lang of LANGS) expect(text[lang].trim()).not.toBe('');
  if (!/^[\d\s+\-–·.,%]+$/.test(text.en)) expect(text.zh).toMatch(/[\u4e00-\u9fff]/);
  if (!SAME_IN_MS.test(text.en)) expect(text.ms).not.toBe(text.en);
});

test('key fact values render in every language', () => {
  for (const fact of Object.values(KEY_FACTS)) for (const lang of LANGS) expect(fact.value(lang)).toMatch(/\d/);
});

// shared/spec/corrections.md glossary: where the English text uses a term, the other
// languages use the glossary's rendering of it.
const GLOSSARY: [RegExp, string, string][] = [
  [/Forest City/, '森林城市', 'Forest City'],
  [/Johor, Malaysia/, '马来西亚柔佛', 'Johor, Malaysia'],
  [/sponge city/i, '海绵城市', 'bandar span'],
  [/sustainable drainage systems/i, '可持续排水系统', 'sistem saliran mampan'],
  [/blue-green infrastructure/i, '蓝绿基础设施', 'infrastruktur biru-hijau'],
  [/runoff coefficient/i, '径流系数', 'pekali air larian'],
  [/Second Link/, '马新第二通道', 'Laluan Kedua Malaysia-Singapura'],
  [/Gelang Patah/, '振林山', 'Gelang Patah'],
];

test.each(GLOSSARY.map(([term, zh, ms]) => [term.source, term, zh, ms] as const))('glossary term "%s" is rendered with the glossary in zh and ms', (_name, term, zh, ms) => {
  const using = texts.filter((t) => term.test(t.text.en));
  expect(using.length).toBeGreaterThan(0);
  for (const t of using) {
    expect(t.text.zh).toContain(zh);
    expect(t.text.ms.toLowerCase()).toContain(ms.toLowerCase());
  }
});
