import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SystemMetric } from '@forest-city/api-contract';
import { findMetric, OVERVIEW_CARDS } from '../overview-cards';

const root = path.resolve(__dirname, '../../../../..');
const dataset = JSON.parse(readFileSync(path.join(root, 'api-mock/data/forest-city.dataset.json'), 'utf8')) as {
  metrics: { systemType: string; metricName: Record<string, string>; metricValue: string | null; unit: Record<string, string> }[];
};
const common = (lng: string) => JSON.parse(readFileSync(path.join(root, 'shell/locales', lng, 'common.json'), 'utf8'));
const lookup = (obj: Record<string, unknown>, key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], obj) as string;

test('the four cards of the spec, in order', () => {
  expect(OVERVIEW_CARDS.map((c) => `${c.systemType}/${lookup(common('en'), c.nameKey)}`)).toEqual([
    'water/Total Treatment Capacity',
    'drainage/Rainwater Reuse',
    'infrastructure/Current Population',
    'infrastructure/Total Area',
  ]);
});

test.each(['en', 'zh', 'ms'])('in %s every card finds its metric in the API dataset by its translated name', (lng) => {
  const metrics: SystemMetric[] = dataset.metrics.map((m) => ({
    systemType: m.systemType,
    metricName: m.metricName[lng] ?? '',
    metricValue: m.metricValue,
    unit: m.unit[lng] ?? '',
  }));
  for (const card of OVERVIEW_CARDS) {
    const found = findMetric(metrics, card, lookup(common(lng), card.nameKey));
    expect(found?.metricName).toBe(dataset.metrics.find((m) => m.systemType === card.systemType && m.metricName.en === lookup(common('en'), card.nameKey))?.metricName[lng]);
  }
});

test('a missing metric or a different system type finds nothing', () => {
  const card = OVERVIEW_CARDS[0]!;
  expect(findMetric(undefined, card, 'Total Treatment Capacity')).toBeNull();
  expect(findMetric([{ systemType: 'drainage', metricName: 'Total Treatment Capacity', metricValue: '1', unit: '' }], card, 'Total Treatment Capacity')).toBeNull();
  expect(findMetric([{ systemType: 'water', metricName: ' total treatment capacity ', metricValue: null, unit: '' }], card, 'Total Treatment Capacity')?.metricValue).toBeNull();
});
