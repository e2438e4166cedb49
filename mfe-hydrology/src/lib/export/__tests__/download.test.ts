import { svgDocument, toCsv, toJson } from '../download';
import { lightColoursOnly, lightDark } from '@forest-city/remote-kit/scheme-colors';
import { parameterRows, setARows, setBRows, SET_A_COLUMNS, SET_B_COLUMNS, exportJson } from '../datasets';
import { testI18n } from '../../../__tests__/render';
import { ALL_PARAMETERS } from '../../model/parameters';
import { ASSUMPTION_RECORDS } from '../../model/model-assumptions';
import Papa from 'papaparse';

test('CSV starts with a BOM, has a header row, CRLF lines and RFC 4180 quoting', () => {
  const csv = toCsv([
    { name: 'a, "b"', value: 1 },
    { name: '中文', value: 2 },
  ]);
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv.slice(1)).toBe('name,value\r\n"a, ""b""",1\r\n中文,2\r\n');
});

test('monthly set CSVs read back to the data, with stable column names', () => {
  const parsedA = Papa.parse<Record<string, string>>(toCsv(setARows(), SET_A_COLUMNS).slice(1), { header: true, skipEmptyLines: true });
  expect(parsedA.meta.fields).toEqual([...SET_A_COLUMNS]);
  expect(parsedA.data).toHaveLength(12);
  expect(parsedA.data[10]).toMatchObject({ month: 'Nov', precipitation_mm: '385', runoff_coefficient: '0.62' });
  const parsedB = Papa.parse<Record<string, string>>(toCsv(setBRows(), SET_B_COLUMNS).slice(1), { header: true, skipEmptyLines: true });
  expect(parsedB.meta.fields).toEqual([...SET_B_COLUMNS]);
  expect(parsedB.data.reduce((a, r) => a + Number(r.rainfall_mm), 0)).toBe(2399);
});

test('parameter rows carry every parameter and assumption, translated', () => {
  const zh = testI18n('zh');
  const rows = parameterRows(zh.getFixedT('zh', 'hydrology'), 'zh');
  expect(rows).toHaveLength(ALL_PARAMETERS.length + ASSUMPTION_RECORDS.length);
  expect(rows.find((r) => r.id === 'groundwaterStorage')).toEqual({
    group: 'storage',
    id: 'groundwaterStorage',
    name: '地下水储量',
    value: '15',
    unit: '百万立方米',
    source: '水文地质评估',
  });
  expect(rows.find((r) => r.id === 'hydraulicConductivity')?.value).toBe('2.5 × 10⁻⁶');
});

test('JSON export is pretty-printed and holds both sets and the parameters', () => {
  const en = testI18n('en');
  const text = toJson(exportJson(en.getFixedT('en', 'hydrology'), 'en'));
  expect(text).toContain('\n  "monthlySetA": [');
  const data = JSON.parse(text);
  expect(data.monthlySetA).toHaveLength(12);
  expect(data.monthlySetB).toHaveLength(12);
  expect(data.parameters.length).toBeGreaterThan(40);
});

describe('svgDocument', () => {
  const chart = () => {
    const NS = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(NS, 'svg');
    svg.setAttribute('width', '300');
    svg.setAttribute('height', '200');
    const title = document.createElementNS(NS, 'title');
    title.textContent = 'Chart';
    const bar = document.createElementNS(NS, 'rect');
    bar.setAttribute('data-value', '5');
    svg.append(title, bar);
    return svg;
  };

  test('is a standalone document with the SVG namespace', () => {
    const doc = svgDocument(chart());
    expect(doc.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
    expect(doc).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(doc).toContain('<title>Chart</title>');
  });

  test('draws the legend of a grouped chart into the file, above the plot', () => {
    const svg = chart();
    const doc = svgDocument(svg, [
      { label: 'Precipitation', color: '#1971c2' },
      { label: '蒸发量', color: '#d9480f' },
    ]);
    expect(doc).toContain('>Precipitation</text>');
    expect(doc).toContain('>蒸发量</text>');
    expect(doc).toMatch(/<g transform="translate\(0, \d+\)"><rect data-value="5"/);
    expect(doc).toMatch(/height="2\d\d"/);
    expect(svg.getAttribute('height')).toBe('200'); // the chart on screen is untouched
  });

  test('keeps only the light colours of the on-screen chart: a file has no colour scheme', () => {
    const svg = chart();
    const paper = svg.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'rect');
    paper.setAttribute('fill', lightDark('#ffffff', '#242424'));
    const label = svg.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'text');
    label.setAttribute('fill', lightDark('#495057', '#c9c9c9'));
    svg.append(paper, label);
    const doc = svgDocument(svg);
    expect(doc).not.toContain('light-dark');
    expect(doc).toContain('fill="#ffffff"');
    expect(doc).toContain('fill="#495057"');
    expect(paper.getAttribute('fill')).toBe('light-dark(#ffffff, #242424)'); // the chart on screen is untouched
  });
});

test('lightColoursOnly replaces each light-dark() pair by its light colour, and nothing else', () => {
  expect(lightColoursOnly('a light-dark(#fff, #000) b LIGHT-DARK( #1B6E2E ,#b2f2bb ) c #123456')).toBe('a #fff b #1B6E2E c #123456');
});
