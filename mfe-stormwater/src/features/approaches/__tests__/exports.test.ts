import Papa from 'papaparse';
import { CONTENT } from '../content';
import { APPROACH_IDS } from '../content/types';
import { approachCsv, approachJson, comparisonCsv, comparisonJson, comparisonRows, CSV_BOM, type DetailLabels } from '../export/exports';
import enLocale from '../../../../locales/en/stormwater.json';
import zhLocale from '../../../../locales/zh/stormwater.json';

const headers = (l: typeof enLocale) => l.columns;

describe('comparison export', () => {
  test('CSV starts with a BOM, has the header row and one row per approach, and parses back exactly', () => {
    const csv = comparisonCsv(CONTENT.en, headers(enLocale));
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.split('\r\n')[0]).toBe('\uFEFFid,Approach,Origin,Primary focus,Scale,Integration level,Policy framework');
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(1 + 7);
    expect(parsed.data.slice(1).map((r) => r[0])).toEqual([...APPROACH_IDS]);
    const rows = comparisonRows(CONTENT.en);
    parsed.data.slice(1).forEach((r, i) => {
      const row = rows[i]!;
      expect(r).toEqual([row.id, row.approach, row.origin, row.primaryFocus, row.scale, row.integrationLevel, row.policyFramework]);
    });
  });

  test('CSV quotes fields with commas (RFC 4180), e.g. "Active, Beautiful, Clean Waters"', () => {
    const csv = comparisonCsv(CONTENT.en, headers(enLocale));
    expect(csv).toContain('abc-waters,"Active, Beautiful, Clean Waters (ABC Waters)"');
  });

  test('CSV in Chinese has Chinese headers and names', () => {
    const csv = comparisonCsv(CONTENT.zh, headers(zhLocale as unknown as typeof enLocale));
    expect(csv.split('\r\n')[0]).toBe('\uFEFFid,方法,起源,主要关注点,尺度,整合程度,政策框架');
    expect(csv).toContain('海绵城市');
  });

  test('JSON lists the seven approaches with the four comparison fields', () => {
    const json = JSON.parse(comparisonJson(CONTENT.ms, 'ms'));
    expect(json.language).toBe('ms');
    expect(json.approaches).toHaveLength(7);
    expect(json.approaches[6]).toMatchObject({ id: 'sponge-city', approach: 'Bandar span' });
    for (const a of json.approaches) for (const k of ['primaryFocus', 'scale', 'integrationLevel', 'policyFramework']) expect(typeof a[k]).toBe('string');
  });
});

describe('approach export', () => {
  test('JSON holds every detail field of the approach and its sources', () => {
    const json = JSON.parse(approachJson(CONTENT.en, 'abc-waters', 'en'));
    expect(json.id).toBe('abc-waters');
    expect(json.examples.map((e: { name: string }) => e.name)).toContain('Bishan-Ang Mo Kio Park');
    expect(json.keyFeatures).toEqual(CONTENT.en.approaches['abc-waters'].keyFeatures);
    expect(json.comparison).toEqual(CONTENT.en.approaches['abc-waters'].comparison);
    expect(json.sources.length).toBeGreaterThan(0);
  });

  test('CSV has one row per field and list item', () => {
    const labels: DetailLabels = { ...enLocale.columns, ...enLocale.detailed, field: 'Field', value: 'Value' };
    const csv = approachCsv(CONTENT.en, 'lid', labels);
    const parsed = Papa.parse<string[]>(csv.replace(CSV_BOM, ''), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual(['Field', 'Value']);
    const a = CONTENT.en.approaches.lid;
    expect(parsed.data).toHaveLength(1 + 3 + a.keyFeatures.length + a.examples.length + a.benefits.length + a.implementation.length + 1 + 4);
    expect(parsed.data.filter((r) => r[0] === 'Key features').map((r) => r[1])).toEqual(a.keyFeatures);
  });
});
