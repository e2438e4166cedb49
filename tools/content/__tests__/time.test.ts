// The map through time (issue 18.7): every item of the API's dataset says when it was begun,
// finished or is planned, with a source in three languages; its years lie in the time control's
// range and agree with the facts (islands 2-4 are planned and never "existing"; Island 1 is
// reclaimed), and an approximate year says so in its source.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_YEAR, ISLANDS, LAST_YEAR, RECLAIMED_LAND, timeStatusIn } from '@forest-city/contracts';

interface Translated {
  en: string;
  zh: string;
  ms: string;
}
type Status = 'planned' | 'construction' | 'existing';
interface Time {
  start?: number;
  completion?: number;
  completionPlanned?: boolean;
  preExisting?: boolean;
  history: { year: number; status: Status }[];
  approximate: boolean;
  source: Translated;
}
interface Item {
  id: string;
  status: string;
  latitude: string;
  longitude: string;
  time?: Time;
  extent?: { ring: [number, number][]; source: Translated };
}

const DATASET = JSON.parse(readFileSync(path.resolve(__dirname, '../../../api-mock/data/forest-city.dataset.json'), 'utf8')) as { version: string; items: Item[] };
/** The dataset's own "now": the year of its release (year.month.release). */
const DATASET_YEAR = Number(DATASET.version.slice(0, 4));
const ORDER: Record<Status, number> = { planned: 0, construction: 1, existing: 2 };
const LANGS = ['en', 'zh', 'ms'] as const;
const APPROXIMATE = { en: /approximat/i, zh: /大致/, ms: /anggaran/i };
const byId = (id: string) => DATASET.items.find((i) => i.id === id)!;
const items = DATASET.items.map((i) => [i.id, i] as const);
const firstYearOf = (time: Time, status: Status) => time.history.find((s) => s.status === status)?.year;

test.each(items)('%s: has a time record with a source in three languages', (_id, item) => {
  expect(item.time).toBeDefined();
  for (const lang of LANGS) expect(item.time!.source[lang].length).toBeGreaterThan(30);
});

test.each(items)('%s: its years lie in the control range, its history runs forward and ends by the dataset year', (_id, { time }) => {
  const years = time!.history.map((s) => s.year);
  for (const year of years) {
    expect(year).toBeGreaterThanOrEqual(FIRST_YEAR);
    expect(year).toBeLessThanOrEqual(DATASET_YEAR);
  }
  expect([...years].sort((a, b) => a - b)).toEqual(years);
  expect(new Set(years).size).toBe(years.length);
  const ranks = time!.history.map((s) => ORDER[s.status]);
  expect([...ranks].sort()).toEqual(ranks); // planned -> construction -> existing, never back
  for (const year of [time!.start, time!.completion]) {
    if (year === undefined) continue;
    expect(year).toBeGreaterThanOrEqual(FIRST_YEAR);
    expect(year).toBeLessThanOrEqual(LAST_YEAR);
  }
  if (time!.start !== undefined && time!.completion !== undefined) expect(time!.start).toBeLessThanOrEqual(time!.completion);
});

test.each(items)('%s: start and completion agree with the history', (_id, { time }) => {
  const t = time!;
  const built = firstYearOf(t, 'existing');
  if (t.preExisting) {
    expect(t.history[0]).toEqual({ year: FIRST_YEAR, status: 'existing' });
    expect(t.start).toBeUndefined();
    expect(t.completion).toBeUndefined();
    return;
  }
  if (t.start !== undefined) expect(t.start).toBe(firstYearOf(t, 'construction') ?? built);
  if (t.completionPlanned) {
    expect(built).toBeUndefined();
    expect(t.completion).toBeGreaterThan(DATASET_YEAR);
  } else if (built !== undefined && t.completion !== undefined) expect(t.completion).toBe(built);
  if (built === undefined) expect(t.completionPlanned || t.history.some((s) => s.status === 'construction')).toBe(true);
});

test.each(items)('%s: approximate years say so in every language', (_id, { time }) => {
  if (!time!.approximate) return;
  for (const lang of LANGS) expect(time!.source[lang]).toMatch(APPROXIMATE[lang]);
});

test.each(items.filter(([, i]) => i.status !== 'monitoring'))('%s: operational or limited, so in service in the dataset year', (_id, item) => {
  expect(timeStatusIn(item.time, DATASET_YEAR)).toBe('existing');
});

test.each(items.filter(([id]) => id.endsWith('-planned')))('%s: planned, never "existing", completion a planned year', (_id, { time }) => {
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) expect(timeStatusIn(time, year)).not.toBe('existing');
  expect(time!.completionPlanned).toBe(true);
});

describe('islands, as the facts say', () => {
  test.each(ISLANDS.map((i) => [i.number, i] as const))('Island %s', (number, island) => {
    const item = byId(island.status === 'planned' ? `foundation-island-${number}-planned` : `foundation-island-${number}`);
    const t = item.time!;
    if (island.status === 'planned') {
      expect(t.history.map((s) => s.status)).toEqual(['planned']);
      expect(t.start).toBeUndefined();
    } else {
      expect(t.start).toBeGreaterThanOrEqual(RECLAIMED_LAND.reclamationStarted);
      expect(timeStatusIn(t, DATASET_YEAR)).toBe('existing');
      expect(t.source.en).toMatch(/March 2014/);
    }
    // Every island has an extent, labelled as approximate (Island 1) or schematic (planned islands).
    const extent = item.extent!;
    expect(extent.ring.length).toBeGreaterThanOrEqual(5);
    expect(extent.ring[0]).toEqual(extent.ring[extent.ring.length - 1]);
    for (const lang of LANGS) expect(extent.source[lang].length).toBeGreaterThan(30);
    if (island.status === 'planned') {
      // The ring is a circle of the approved area (the map draws the same), and the text says so.
      expect(extent.source.en).toMatch(/^Schematic: a circle of the approved area/);
      expect(extent.source.zh).toMatch(/^示意：.*获批面积/);
      expect(extent.source.ms).toMatch(/^Skematik: bulatan seluas keluasan yang diluluskan/);
      for (const lang of LANGS) expect(extent.source[lang]).not.toMatch(/250/);
      expect(extent.source.en).toMatch(new RegExp(`${island.approvedHa} ha`));
      expect(extent.source.en).not.toMatch(/reclaimed/i);
    } else expect(extent.source.en).toMatch(/not the coastline/);
    // The item's point lies inside its extent's bounding box.
    const lons = extent.ring.map(([lon]) => lon);
    const lats = extent.ring.map(([, lat]) => lat);
    expect(Number(item.longitude)).toBeGreaterThan(Math.min(...lons));
    expect(Number(item.longitude)).toBeLessThan(Math.max(...lons));
    expect(Number(item.latitude)).toBeGreaterThan(Math.min(...lats));
    expect(Number(item.latitude)).toBeLessThan(Math.max(...lats));
  });

  test('only islands carry an extent', () => {
    expect(DATASET.items.filter((i) => i.extent).map((i) => i.id)).toEqual([
      'foundation-island-1',
      'foundation-island-2-planned',
      'foundation-island-3-planned',
      'foundation-island-4-planned',
    ]);
  });

  test('nothing on or for islands 2-4 is built: only the Island 2 seabed surveys exist, and they say they are surveys', () => {
    const island2to4 = DATASET.items.filter((i) => /island-[234]/.test(i.id));
    const existing = island2to4.filter((i) => timeStatusIn(i.time, DATASET_YEAR) === 'existing').map((i) => i.id);
    expect(existing).toEqual(['foundation-seabed-survey-point-island-2']);
    expect(byId('foundation-seabed-survey-point-island-2').time!.source.en).toMatch(/not a structure/);
  });
});

test('the check is real: a planned island that became "existing" fails it', () => {
  const broken: Time = {
    ...byId('foundation-island-2-planned').time!,
    history: [
      { year: 2015, status: 'planned' },
      { year: 2020, status: 'existing' },
    ],
  };
  expect(timeStatusIn(broken, 2021)).toBe('existing');
});
