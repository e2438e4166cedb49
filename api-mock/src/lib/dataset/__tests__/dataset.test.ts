import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ITEM_TYPES, LANGUAGES } from '@forest-city/api-contract';
import { datasetJsonSchemaText } from '../dataset-json-schema';
import { loadDataset } from '../load-dataset';
import { DatasetError, validateDataset } from '../validate-dataset';

const DATA_DIR = path.join(__dirname, '../../../../data');
const FILE = path.join(DATA_DIR, 'forest-city.dataset.json');
const raw = () => JSON.parse(readFileSync(FILE, 'utf8'));
const dataset = loadDataset(FILE);
const en = (id: string) => dataset.items.find((i) => i.id === id)!;

describe('the Forest City dataset file', () => {
  it('is valid and has at least 30 items across the four types', () => {
    expect(dataset.items.length).toBeGreaterThanOrEqual(30);
    for (const type of ITEM_TYPES) expect(dataset.items.filter((i) => i.type === type).length).toBeGreaterThanOrEqual(5);
  });

  it('places every item in and around Forest City (Gelang Patah to Merambong, Tanjung Pelepas to the Second Link)', () => {
    for (const item of dataset.items) {
      const lat = Number(item.latitude);
      const lon = Number(item.longitude);
      expect({ id: item.id, inRegion: lat >= 1.3 && lat <= 1.46 && lon >= 103.54 && lon <= 103.64 }).toEqual({ id: item.id, inRegion: true });
    }
  });

  it('has the four treatment stations the layer panel names', () => {
    const stations = dataset.items.filter((i) => i.type === 'water' && /Treatment Station/.test(i.name.en));
    expect(stations).toHaveLength(4);
    expect(stations.every((s) => s.name.zh.includes('处理站') && s.name.ms.startsWith('Stesen Rawatan'))).toBe(true);
  });

  it('has the sponge-city network, the transport network and the soil-and-foundation items', () => {
    const names = dataset.items.map((i) => i.name.en).join('\n');
    for (const word of [
      'Retention Pond',
      'Bioswale',
      'Tidal Gate',
      'Pump Station',
      'Rain Gardens',
      'Second Link',
      'Bus Depot',
      'Ferry Jetty',
      'Junction',
      'Settlement Monitoring',
      'Groundwater Monitoring Well',
    ]) {
      expect(names).toContain(word);
    }
    for (const n of [1, 2, 3, 4]) expect(dataset.items.some((i) => i.type === 'infrastructure' && i.name.en.startsWith(`Island ${n} (`))).toBe(true);
  });

  it('marks everything on islands 2-4 and every planned item as monitoring, and says "planned" in the name', () => {
    const planned = dataset.items.filter((i) => /Island [234]|planned/i.test(i.name.en) || /^Island [234]/.test(i.location.en));
    expect(planned.length).toBeGreaterThanOrEqual(7);
    for (const item of planned) {
      expect({ id: item.id, status: item.status }).toEqual({ id: item.id, status: 'monitoring' });
      if (item.id.endsWith('-planned')) expect(item.name.en).toMatch(/\(planned\)/);
    }
  });

  it('has distinct Chinese and Malay text for every name (no copy of the English)', () => {
    for (const item of dataset.items) {
      expect(item.name.zh).toMatch(/\p{Script=Han}/u);
      expect(item.name.ms).not.toBe(item.name.en);
      for (const l of LANGUAGES) expect(item.description[l].length).toBeGreaterThan(15);
    }
  });

  it('has the metrics the dashboard uses, with plain decimal values', () => {
    const metric = (systemType: string, name: string) => dataset.metrics.find((m) => m.systemType === systemType && m.metricName.en === name);
    expect(metric('water', 'Total Treatment Capacity')?.metricValue).toBe('65000');
    expect(metric('drainage', 'Rainwater Reuse')?.metricValue).toBe('34');
    expect(metric('infrastructure', 'Current Population')?.metricValue).toBe('9000');
    expect(metric('infrastructure', 'Total Area')?.metricValue).toBe('20.25');
    expect(metric('infrastructure', 'Total Area')?.unit).toEqual({ en: 'km²', zh: '平方公里', ms: 'km²' });
  });

  // Built capacity (content review F5): the planned Island 2 station is listed and counted as a
  // station, but its capacity is not added to what the card calls treatment capacity.
  it('derives Total Treatment Capacity from the built stations and the station count from all four', () => {
    const stations = dataset.items.filter((i) => i.type === 'water' && /Treatment Station/.test(i.name.en));
    const built = stations.filter((s) => !s.id.endsWith('-planned'));
    expect(built).toHaveLength(3);
    const sum = built.reduce((acc, s) => acc + Number(/^([\d,]+) m³\/day/.exec(s.capacity.en)![1]!.replace(/,/g, '')), 0);
    expect(String(sum)).toBe(dataset.metrics.find((m) => m.id === 'water-total-treatment-capacity')?.metricValue);
    expect(String(stations.length)).toBe(dataset.metrics.find((m) => m.id === 'water-treatment-stations')?.metricValue);
    expect(en('drainage-retention-pond-central').capacity.en).toBe('45,000 m³');
  });

  it('ships a JSON Schema file that matches the validator', () => {
    expect(readFileSync(path.join(DATA_DIR, 'forest-city.dataset.schema.json'), 'utf8')).toBe(datasetJsonSchemaText());
  });
});

describe('validateDataset: an invalid dataset names the record and the field', () => {
  const expectError = (mutate: (d: any) => void, message: RegExp) => {
    const d = raw();
    mutate(d);
    expect(() => validateDataset(d)).toThrow(DatasetError);
    expect(() => validateDataset(d)).toThrow(message);
  };

  it('rejects an unknown status', () => {
    expectError((d) => (d.items[3].status = 'planned'), /items\[3\] \(id "water-treatment-station-island-2-planned"\), field "status"/);
  });
  it('rejects a missing translation', () => {
    expectError((d) => delete d.items[5].name.ms, /items\[5\] \(id "[a-z0-9-]+"\), field "name\.ms"/);
  });
  it('rejects a numeric latitude (the spec wants strings)', () => {
    expectError((d) => (d.items[0].latitude = 1.33), /items\[0\] .*field "latitude"/);
  });
  it('rejects a latitude out of range', () => {
    expectError((d) => (d.items[1].latitude = '95.0000'), /items\[1\] .*field "latitude": latitude outside -90\.\.90/);
  });
  it('rejects a date that is not on the calendar', () => {
    expectError((d) => (d.items[2].lastMaintenance = '2026-02-30'), /items\[2\] .*field "lastMaintenance": not a calendar date/);
  });
  it('rejects a duplicate id', () => {
    expectError((d) => (d.items[4].id = d.items[0].id), /items\[4\] \(id "water-treatment-station-island-1"\), field "id": duplicate id \(already used by items\[0\]\)/);
    expectError((d) => (d.metrics[2].id = d.metrics[1].id), /metrics\[2\] .*field "id": duplicate id \(already used by metrics\[1\]\)/);
  });
  it('rejects an unknown field and a bad metric value', () => {
    expectError((d) => (d.items[0].colour = 'red'), /items\[0\] .*field "colour"|items\[0\] .*field "\(record\)"/);
    expectError((d) => (d.metrics[0].metricValue = '120,000'), /metrics\[0\] \(id "water-total-treatment-capacity"\), field "metricValue"/);
  });
  it('rejects a file that is not JSON, naming the file', () => {
    expect(() => loadDataset(path.join(__dirname, 'dataset.test.ts'))).toThrow(/dataset\.test\.ts is not valid JSON/);
  });
});
