// Items carry their time record and, for islands, their extent (optional, additive fields of
// contract 1.2.0): the years as they are, the sources in the requested language.
import path from 'node:path';
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { InfrastructureItemSchema } from '@forest-city/api-contract';
import { loadDataset } from '../../../lib/dataset';
import { toApiItem } from '../to-api-item';

if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', (v) => /^\d{4}-\d{2}-\d{2}$/.test(v));

const dataset = loadDataset(path.resolve(__dirname, '../../../../data/forest-city.dataset.json'));
const item = (id: string) => dataset.items.find((i) => i.id === id)!;

test('every item answers its time record with the source in the language asked, in the contract shape', () => {
  for (const lang of ['en', 'zh', 'ms'] as const)
    for (const i of dataset.items) {
      const answer = toApiItem(i, lang);
      expect(answer.time).toEqual({ ...i.time, source: i.time!.source[lang] });
      expect(Value.Check(InfrastructureItemSchema, answer)).toBe(true);
    }
});

test('islands answer their extent; other items leave the field out', () => {
  expect(toApiItem(item('foundation-island-1'), 'zh').extent).toEqual({ ring: item('foundation-island-1').extent!.ring, source: expect.stringContaining('矩形') });
  expect(toApiItem(item('foundation-island-2-planned'), 'ms').extent!.source).toMatch(/Skematik/);
  expect(toApiItem(item('water-treatment-station-island-1'), 'en')).not.toHaveProperty('extent');
});

test('the contract refuses a time status it does not know', () => {
  const answer = toApiItem(item('foundation-island-1'), 'en');
  expect(Value.Check(InfrastructureItemSchema, { ...answer, time: { ...answer.time, history: [{ year: 2015, status: 'reclaimed' }] } })).toBe(false);
});
