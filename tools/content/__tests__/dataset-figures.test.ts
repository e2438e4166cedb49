// The dataset is JSON, so its text cannot interpolate the shared figures; this test holds every
// figure its text states to @forest-city/contracts' facts instead (issue 50.7): island areas in every
// language (Island 1's 396 ha included), the project's completion year, the reclamation dates, and the
// counts the layer panel states. A fact that changes without its copies fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEVELOPMENT_FACTS, ISLANDS, NETWORK, RECLAMATION, formatMonthYear } from '@forest-city/contracts';
import { ROOT } from './collect-texts';

type Lang = 'en' | 'zh' | 'ms';
type Translated = Record<Lang, string>;
interface Item {
  id: string;
  capacity: Translated;
  description: Translated;
  position?: { source: Translated };
  time?: { completion?: number; completionPlanned?: boolean; history: { year: number; status: string }[]; source: Translated };
  extent?: { source: Translated };
}
const DATASET = JSON.parse(readFileSync(path.join(ROOT, 'api-mock/data/forest-city.dataset.json'), 'utf8')) as {
  sources: string[];
  items: Item[];
  metrics: { id: string; metricValue: string | null }[];
};
const LANGS: Lang[] = ['en', 'zh', 'ms'];
const textsOf = (item: Item): Translated[] => [item.capacity, item.description, item.position?.source, item.time?.source, item.extent?.source].filter((t): t is Translated => !!t);
const allTexts = (): Translated[] => DATASET.items.flatMap(textsOf);

/** Every area in hectares a text states: "767 ha", "767公顷", "767 公顷". */
const hectares = (text: string) => [...text.matchAll(/(\d[\d,]*)\s?(?:ha\b|公顷)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
/** Every year from 2030 on a text states (the completion year and the other reports' year). */
const lateYears = (text: string) => [...text.matchAll(/(?<!\d)(20[3-9]\d)(?!\d)/g)].map((m) => Number(m[1]));

test('the checks are real: they read areas and years in every language', () => {
  expect(hectares('767 ha (approved 2015); 1,386 ha')).toEqual([767, 1386]);
  expect(hectares('获批面积为767公顷；396 公顷')).toEqual([767, 396]);
  expect(lateYears('2045年是开发商公布的完工年份（另有报道称2035年）')).toEqual([2045, 2035]);
});

test.each(ISLANDS.map((i) => [i.number, i.approvedHa] as const))('Island %s: every area its texts state is its approved %s ha, in every language', (number, approvedHa) => {
  const item = DATASET.items.find((i) => i.id === `foundation-island-${number}` || i.id === `foundation-island-${number}-planned`)!;
  for (const lang of LANGS) {
    expect([lang, hectares(item.capacity[lang])]).toEqual([lang, [approvedHa]]);
    for (const text of textsOf(item)) expect([lang, hectares(text[lang]).filter((ha) => ha !== approvedHa)]).toEqual([lang, []]);
  }
});

test("the dataset's sources list each island's approved area as the facts give it", () => {
  for (const island of ISLANDS) expect(DATASET.sources.join(' ')).toContain(`Island ${island.number} ${island.approvedHa} ha`);
});

test('every completion year the dataset states is the project’s (or the other reports’ 2035 beside it)', () => {
  const planned = DATASET.items.filter((i) => i.time?.completionPlanned);
  expect(planned.length).toBeGreaterThan(0);
  for (const item of planned) expect([item.id, item.time!.completion]).toEqual([item.id, DEVELOPMENT_FACTS.completionYear]);
  for (const text of allTexts())
    for (const lang of LANGS)
      for (const year of lateYears(text[lang]))
        expect([text.en.slice(0, 60), lang, [DEVELOPMENT_FACTS.completionYear, 2035]]).toEqual([text.en.slice(0, 60), lang, expect.arrayContaining([year])]);
});

test('Island 1 was reclaimed from RECLAMATION.started, and its source says so with the land acquisition, in every language', () => {
  const island1 = DATASET.items.find((i) => i.id === 'foundation-island-1')!;
  expect(island1.time!.history.find((s) => s.status === 'construction')!.year).toBe(RECLAMATION.started.year);
  for (const lang of LANGS) {
    expect(island1.time!.source[lang]).toContain(formatMonthYear(RECLAMATION.started.year, RECLAMATION.started.month, lang));
    expect(island1.time!.source[lang]).toContain(formatMonthYear(RECLAMATION.landAcquired.year, RECLAMATION.landAcquired.month, lang));
  }
});

test('the counts the layer panel states are the dataset’s: treatment stations and islands', () => {
  const metric = (id: string) => Number(DATASET.metrics.find((m) => m.id === id)!.metricValue);
  const stations = DATASET.items.filter((i) => /^water-(?:sewage-)?(?:treatment|reclamation)-station/.test(i.id));
  expect(stations.length).toBe(NETWORK.treatmentStations);
  expect(metric('water-treatment-stations')).toBe(NETWORK.treatmentStations);
  const islands = DATASET.items.filter((i) => /^foundation-island-\d(?:-planned)?$/.test(i.id));
  expect(islands.length).toBe(DEVELOPMENT_FACTS.islands);
  expect(ISLANDS.length).toBe(DEVELOPMENT_FACTS.islands);
  expect(metric('infrastructure-artificial-islands')).toBe(DEVELOPMENT_FACTS.islands);
});

test('the layer panel writes those counts from the facts, not typed into its locale text', () => {
  for (const lang of LANGS) {
    const layers = (JSON.parse(readFileSync(path.join(ROOT, 'shell/locales', lang, 'common.json'), 'utf8')) as { layers: Record<string, { description: string }> }).layers;
    expect(layers.water!.description).toContain('{{stations}}');
    expect(layers.infrastructure!.description).toContain('{{islands}}');
    for (const type of ['water', 'drainage', 'transportation', 'infrastructure'])
      expect([lang, type, /\d/.test(layers[type]!.description.replace(/\{\{\w+\}\}/g, ''))]).toEqual([lang, type, false]);
  }
});
