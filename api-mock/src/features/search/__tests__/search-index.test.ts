import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateDataset } from '../../../lib/dataset/validate-dataset';
import type { DatasetItem } from '../../../lib/dataset/dataset-schema';
import { buildSearchIndex, fold, queryWords } from '../search-index';

const dataset = validateDataset(JSON.parse(readFileSync(path.join(__dirname, '../../../../data/forest-city.dataset.json'), 'utf8')));
const index = buildSearchIndex(dataset.items);
const ids = (text: string) => index.search(text).items.map((i) => i.id);

const t = (en: string, zh = `中${en}`, ms = `ms ${en}`) => ({ en, zh, ms });
const item = (id: string, fields: Partial<Record<'name' | 'description' | 'location' | 'technology' | 'capacity', string>>): DatasetItem => ({
  id,
  type: 'water',
  latitude: '1.3370',
  longitude: '103.5937',
  status: 'operational',
  lastMaintenance: '2026-01-01',
  name: t(fields.name ?? 'Thing'),
  description: t(fields.description ?? 'Nothing special'),
  location: t(fields.location ?? 'Somewhere'),
  technology: t(fields.technology ?? 'Plain'),
  capacity: t(fields.capacity ?? '1 m³'),
});

describe('fold', () => {
  it('removes accents and case, maps full-width and superscripts, and turns punctuation into spaces', () => {
    expect(fold('Kolám TAHANAN')).toBe('kolam tahanan');
    expect(fold('ＰＵＭＰ')).toBe('pump');
    expect(fold('45,000 m³/day')).toBe('45 000 m3 day');
    expect(fold('一号岛，水处理站。')).toBe('一号岛 水处理站');
  });
  it('gives no words for text without letters or digits', () => {
    expect(queryWords(' ... !!! ')).toEqual([]);
  });
});

describe('search over the dataset', () => {
  it('finds the same tidal gates in English, Chinese and Malay', () => {
    const english = ids('tidal gate');
    expect(english).toEqual(['drainage-tidal-gate-west-outfall', 'drainage-tidal-gate-east-outfall']);
    expect(ids('防潮闸')).toEqual(english);
    expect(ids('pintu air pasang surut')).toEqual(english);
  });

  it('finds the four treatment stations first in every language', () => {
    const stations = dataset.items
      .filter((i) => /Treatment Station/.test(i.name.en))
      .map((i) => i.id)
      .sort();
    expect(ids('treatment station').slice(0, 4).sort()).toEqual(stations);
    expect(ids('处理站').slice(0, 4).sort()).toEqual(stations);
    expect(ids('stesen rawatan').slice(0, 4).sort()).toEqual(stations);
  });

  it('is case- and accent-insensitive', () => {
    expect(ids('RETENTION POND')).toEqual(ids('rétention pond'));
    expect(ids('RETENTION POND')[0]).toBe('drainage-retention-pond-central');
  });

  it('requires every word to match', () => {
    expect(ids('bioswale coastal')).toEqual(['drainage-bioswale-coastal-promenade']);
    expect(ids('bioswale')).toHaveLength(2);
    expect(ids('bioswale zebra')).toEqual([]);
  });

  it('searches type names (layer names) in the three languages', () => {
    const foundation = dataset.items
      .filter((i) => i.type === 'infrastructure')
      .map((i) => i.id)
      .sort();
    expect(ids('soil foundation').sort()).toEqual(foundation);
    expect(ids('土壤与地基').sort()).toEqual(foundation);
  });

  it('searches capacity and technology text', () => {
    expect(ids('inclinometers')).toEqual(['foundation-revetment-monitoring-west']);
    expect(ids('55,000')).toEqual(['water-treatment-station-island-2-planned']);
  });
});

describe('ranking', () => {
  const items = [
    item('in-description', { description: 'has a pump inside' }),
    item('in-location', { location: 'pump lane' }),
    item('in-name', { name: 'Harbour Pump' }),
    item('exact-phrase', { name: 'Pump House North' }),
  ];
  const small = buildSearchIndex(items);

  it('puts name matches first, then location before description', () => {
    expect(small.search('pump').items.map((i) => i.id)).toEqual(['in-name', 'exact-phrase', 'in-location', 'in-description']);
  });

  it('puts a name containing the whole phrase before one that matches word by word', () => {
    const two = buildSearchIndex([item('words', { name: 'House of the Pump' }), item('phrase', { name: 'Pump House' })]);
    expect(two.search('pump house').items.map((i) => i.id)).toEqual(['phrase', 'words']);
  });
});

describe('a repeated query', () => {
  it('is answered again (in any spelling that folds the same) with the same items, in an answer of its own', () => {
    const small = buildSearchIndex([item('a', { name: 'Pump House' }), item('b', { name: 'Tidal Gate' })]);
    const first = small.search('pump');
    expect(first.items.map((i) => i.id)).toEqual(['a']);
    const again = small.search('  PÜMP ');
    expect(again).toEqual(first);
    // Answers are not kept (buildSearchIndex says why): each call has its own arrays.
    expect(again).not.toBe(first);
    expect(again.positions).not.toBe(first.positions);
  });
});
