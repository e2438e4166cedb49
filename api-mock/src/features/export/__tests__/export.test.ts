import Papa from 'papaparse';
import type { InfrastructureItem } from '@forest-city/api-contract';
import { CSV_COLUMNS, toCsv } from '../to-csv';
import { toGeoJson } from '../to-geojson';

const item = (over: Partial<InfrastructureItem> = {}): InfrastructureItem => ({
  id: 'a',
  name: 'Island 1 Water Treatment Station',
  type: 'water',
  latitude: '1.3392',
  longitude: '103.5921',
  description: 'Line one\nline two, with "quotes"',
  capacity: '30,000 m³/day',
  technology: '膜超滤',
  location: 'Island 1',
  status: 'operational',
  lastMaintenance: '2026-09-14',
  ...over,
});

describe('toCsv', () => {
  it('writes a BOM, the header row and RFC 4180 quoting with CRLF', () => {
    const csv = toCsv([item()]);
    expect(csv.startsWith('\uFEFFid,name,type,latitude,longitude,status,lastMaintenance,location,capacity,technology,description\r\n')).toBe(true);
    expect(csv).toContain('"30,000 m³/day"');
    expect(csv).toContain('"Line one\nline two, with ""quotes"""');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('round-trips through a CSV parser', () => {
    const items = [item(), item({ id: 'b', name: 'Pintu, "Air"', latitude: '-1.5000' })];
    const parsed = Papa.parse<string[]>(toCsv(items).slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual([...CSV_COLUMNS]);
    expect(parsed.data.slice(1)).toEqual(items.map((i) => CSV_COLUMNS.map((c) => i[c])));
  });

  it('defuses spreadsheet formulas but keeps negative numbers', () => {
    const csv = toCsv([item({ name: '=HYPERLINK("http://x")', location: '@SUM(A1)', description: '-cmd', latitude: '-1.2000' })]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain(`'@SUM(A1)`);
    expect(csv).toContain(`'-cmd`);
    expect(csv).toContain(',-1.2000,');
  });
});

describe('toGeoJson', () => {
  it('makes RFC 7946 Point features with [longitude, latitude] numbers and the item as properties', () => {
    const fc = toGeoJson([item()]);
    expect(fc).toEqual({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', id: 'a', geometry: { type: 'Point', coordinates: [103.5921, 1.3392] }, properties: item() }],
    });
  });
});
