// Items carry where their coordinates come from (optional, additive fields of the contract): the
// source in the requested language, and `regional` for context outside the project area.
import path from 'node:path';
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { InfrastructureItemSchema } from '@forest-city/api-contract';
import { loadDataset } from '../../../lib/dataset';
import { toApiItem } from '../to-api-item';

if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', (v) => /^\d{4}-\d{2}-\d{2}$/.test(v));

const dataset = loadDataset(path.resolve(__dirname, '../../../../data/forest-city.dataset.json'));
const item = (id: string) => dataset.items.find((i) => i.id === id)!;

test('every item answers its position source in the language asked, in the contract shape', () => {
  for (const lang of ['en', 'zh', 'ms'] as const)
    for (const i of dataset.items) {
      const answer = toApiItem(i, lang);
      expect(answer.positionSource).toBe(i.position!.source[lang]);
      expect(Value.Check(InfrastructureItemSchema, answer)).toBe(true);
    }
});

test('only regional context is marked regional; other items leave the field out', () => {
  expect(toApiItem(item('transport-gelang-patah-node'), 'zh')).toMatchObject({ regional: true, positionSource: expect.stringContaining('区域背景') });
  expect(toApiItem(item('foundation-island-1'), 'en')).not.toHaveProperty('regional');
});
