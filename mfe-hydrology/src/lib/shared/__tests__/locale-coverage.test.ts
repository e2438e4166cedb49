// Every text the data refers to exists in every language, and the three files have the same keys.
import en from '../../../../locales/en/hydrology.json';
import zh from '../../../../locales/zh/hydrology.json';
import ms from '../../../../locales/ms/hydrology.json';
import { PARAMETER_GROUPS, ALL_PARAMETERS, WORD_UNITS } from '../../model/parameters';
import { ASSUMPTION_RECORDS } from '../../model/model-assumptions';
import { EQUATIONS, COLLECTION_EQUIPMENT, COLLECTION_FREQUENCIES, MODEL_APPLICATIONS, EXTERNAL_LINKS } from '../../model/model-content';
import { MASS_BALANCE_CHARTS, MONTHLY_HISTOGRAMS, NUTRIENT_CHARTS } from '../../charts/chart-definitions';
import { consistencyChecks } from '../../model/derived';

type Tree = { [k: string]: string | Tree };
const flat = (t: Tree, p = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[p + k, v]] : Object.entries(flat(v, `${p}${k}.`)))));
const E = flat(en as Tree);
const Z = flat(zh as Tree);
const M = flat(ms as Tree);

test('en, zh and ms have the same keys, no empty values, Chinese in zh', () => {
  expect(Object.keys(Z).sort()).toEqual(Object.keys(E).sort());
  expect(Object.keys(M).sort()).toEqual(Object.keys(E).sort());
  for (const v of [...Object.values(E), ...Object.values(Z), ...Object.values(M)]) expect(v.trim()).not.toBe('');
  for (const [k, v] of Object.entries(Z)) expect([k, /[\u4e00-\u9fff]/.test(v)]).toEqual([k, true]);
  for (const [k, v] of Object.entries(M)) expect([k, v === E[k]]).toEqual([k, false]);
});

test('interpolation placeholders match across languages', () => {
  const ph = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
  for (const k of Object.keys(E)) {
    expect([k, ph(Z[k]!)]).toEqual([k, ph(E[k]!)]);
    expect([k, ph(M[k]!)]).toEqual([k, ph(E[k]!)]);
  }
});

test('every id in the data has its text', () => {
  const keys = [
    ...PARAMETER_GROUPS.flatMap((g) => [`groups.${g.id}`, `massBalance.tabs.${g.id}`]),
    ...[...ALL_PARAMETERS, ...ASSUMPTION_RECORDS].flatMap((p) => [`parameters.${p.id}`, `sources.${p.source}`]),
    ...WORD_UNITS.map((u) => `units.${u}`),
    ...EQUATIONS.flatMap((e) => [`equations.${e.id}.name`, `equations.${e.id}.description`]),
    ...COLLECTION_FREQUENCIES.flatMap((f) => [`guidelines.measure.${f.id}`, `guidelines.frequency.${f.frequency}`]),
    ...COLLECTION_EQUIPMENT.map((id) => `guidelines.equipmentItems.${id}`),
    ...MODEL_APPLICATIONS.flatMap((g) => [`applications.${g.id}.title`, ...g.items.map((i) => `applications.${g.id}.${i}`)]),
    ...EXTERNAL_LINKS.map((l) => `links.${l.id}`),
    ...[...MASS_BALANCE_CHARTS, ...MONTHLY_HISTOGRAMS, ...NUTRIENT_CHARTS].flatMap((c) => [`charts.${c.id}`, c.yLabelKey, ...c.series.map((s) => `series.${s.field}`)]),
    ...consistencyChecks().flatMap((c) => [`consistency.${c.id}.title`, `consistency.${c.id}.explanation`]),
  ];
  expect(keys.filter((k) => !(k in E))).toEqual([]);
});

test('explanations quote only figures the checks provide', () => {
  for (const c of consistencyChecks()) {
    const used = [...E[`consistency.${c.id}.explanation`]!.matchAll(/{{(\w+)}}/g)].map((m) => m[1]!);
    expect([c.id, used.filter((u) => !(u in c.values))]).toEqual([c.id, []]);
  }
});
