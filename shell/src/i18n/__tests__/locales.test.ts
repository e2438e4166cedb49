// Every part's namespace has the same keys in en, zh and ms, no empty strings, Chinese text in
// zh, and no zh or ms value left identical to English unless it is a proper noun, a number or a
// unit on the short allow-list below.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const PARTS = ['shell', 'mfe-map', 'mfe-hydrology', 'mfe-stormwater', 'mfe-report'];
const LANGS = ['en', 'zh', 'ms'] as const;

/** Values that are the same in every language: proper nouns, acronyms, units, numbers. */
const SAME_IN_ALL_LANGUAGES = new Set([
  'Forest City',
  'Parameter', // Malay uses the same word (review M20, as the hydrology dialog)
  'Network School', // a proper name (content review Z28, M40: no added 学校 / Sekolah)
  'Johor, Malaysia',
  'Johor',
  'Malaysia',
  'Gelang Patah',
  // Place names on the map's basemap that Malay writes as English does.
  'Johor Bahru',
  'Tanjung Kupang',
  'Tuas',
  'MSMA',
  'SuDS',
  'WSUD',
  'LID',
  'BGI',
  'GI',
  'ABC Waters',
  'SCS',
  'CN',
  'Ia',
  'S',
  'Kc',
  'pH',
  'ET',
  'CSV',
  'JSON',
  'GeoJSON',
  'SVG',
  'OpenStreetMap',
  'Esri',
  'English',
  '中文',
  'Bahasa Melayu',
  'v2.1.0',
  'N/A',
]);
const isUnitOrNumber = (v: string) =>
  /^[\d\s.,:%+\-–/×x()°]*$/.test(v) ||
  /^[\d.,\s]*(mm|cm|m|km|ha|km²|m³|m³\/s|m\/s|kPa|ppm|g\/cm³|kg\/ha|t\/yr|mm\/yr|mm\/day|mm\/hr|mm\/h|L|%|°C|min|h)(\/[a-z]+)?$/i.test(v.trim()) ||
  /^\{\{[^}]+\}\}[\s%]*$/.test(v.trim());

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else if (v && typeof v === 'object') Object.assign(out, flatten(v, key));
    else throw new Error(`${key}: ${JSON.stringify(v)} is neither text nor a group`);
  }
  return out;
}

const namespaces = PARTS.flatMap((part) => {
  const dir = path.join(ROOT, part, 'locales', 'en');
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => ({ part, ns: f.replace(/\.json$/, '') }))
    : [];
});

const load = (part: string, lng: string, ns: string) => flatten(JSON.parse(readFileSync(path.join(ROOT, part, 'locales', lng, `${ns}.json`), 'utf8')) as Tree);

test('every part owns exactly one namespace, in all three languages', () => {
  expect(namespaces.map((n) => n.ns).sort()).toEqual(['common', 'hydrology', 'map', 'report', 'stormwater']);
  for (const { part, ns } of namespaces) for (const lng of LANGS) expect(existsSync(path.join(ROOT, part, 'locales', lng, `${ns}.json`))).toBe(true);
});

describe.each(namespaces)('namespace $ns ($part)', ({ part, ns }) => {
  const en = load(part, 'en', ns);
  const zh = load(part, 'zh', ns);
  const ms = load(part, 'ms', ns);

  test('has the same keys in en, zh and ms', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(ms).sort()).toEqual(Object.keys(en).sort());
  });

  test('has no empty strings', () => {
    for (const [lng, values] of Object.entries({ en, zh, ms }))
      for (const [key, value] of Object.entries(values)) expect(`${lng}:${key}=${value.trim() ? 'ok' : 'EMPTY'}`).toBe(`${lng}:${key}=ok`);
  });

  test('has Chinese text in zh wherever English has words', () => {
    const missing = Object.entries(zh).filter(
      ([key, value]) => /[A-Za-z]{3,}/.test(en[key] ?? '') && !/\p{Script=Han}/u.test(value) && !SAME_IN_ALL_LANGUAGES.has(value) && !isUnitOrNumber(value),
    );
    expect(missing).toEqual([]);
  });

  test('leaves no zh or ms value identical to English unless allow-listed', () => {
    const same = (values: Record<string, string>) =>
      Object.entries(values).filter(([key, value]) => value === en[key] && !SAME_IN_ALL_LANGUAGES.has(value) && !isUnitOrNumber(value));
    expect(same(zh)).toEqual([]);
    expect(same(ms)).toEqual([]);
  });

  test('keeps the same interpolation variables in every language', () => {
    const vars = (s: string) => (s.match(/\{\{\s*[\w.]+[^}]*\}\}/g) ?? []).map((v) => v.replace(/\s/g, '').replace(/,.*\}\}$/, '}}')).sort();
    for (const key of Object.keys(en)) {
      expect([key, vars(zh[key] ?? '')]).toEqual([key, vars(en[key]!)]);
      expect([key, vars(ms[key] ?? '')]).toEqual([key, vars(en[key]!)]);
    }
  });
});
