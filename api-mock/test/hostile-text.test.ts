// Text that holds HTML and script is data: the API validates it like any text and answers it
// unchanged in JSON, GeoJSON, CSV and search (escaping is the renderer's job), never as HTML.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { HOSTILE_ITEM_IDS, HOSTILE_TEXT, hostileName, writeHostileDataset } from './helpers/hostile-dataset';
import { startServer, type RunningServer } from './helpers/server';

interface Item {
  id: string;
  name: string;
  description: string;
  capacity: string;
  technology: string;
  location: string;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'api-mock-hostile-'));
let server: RunningServer;

beforeAll(async () => {
  const { file } = writeHostileDataset(tmp);
  server = await startServer({ DATASET_FILE: file });
});
afterAll(async () => {
  await server?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

const get = (p: string) => fetch(`${server.base}${p}`);

function expectHostile(item: Item | undefined, n: number) {
  expect(item).toMatchObject({
    name: hostileName(n),
    description: HOSTILE_TEXT.description,
    capacity: HOSTILE_TEXT.capacity,
    technology: HOSTILE_TEXT.technology,
    location: HOSTILE_TEXT.location,
  });
}

test.each(['en', 'zh', 'ms'])('JSON answers the text unchanged, as JSON (%s)', async (lang) => {
  const res = await get(`/api/infrastructure?lang=${lang}`);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  const items = (await res.json()) as Item[];
  HOSTILE_ITEM_IDS.forEach((id, n) =>
    expectHostile(
      items.find((i) => i.id === id),
      n,
    ),
  );
});

test('search finds the items by their text and answers it unchanged', async () => {
  const items = (await (await get('/api/infrastructure/search/Hostile?lang=en')).json()) as Item[];
  expect(items.map((i) => i.id).sort()).toEqual([...HOSTILE_ITEM_IDS].sort());
  HOSTILE_ITEM_IDS.forEach((id, n) =>
    expectHostile(
      items.find((i) => i.id === id),
      n,
    ),
  );
});

test('GeoJSON properties carry the text unchanged', async () => {
  const res = await get('/api/infrastructure.geojson?lang=en');
  expect(res.headers.get('content-type')).toBe('application/geo+json; charset=utf-8');
  const geo = (await res.json()) as { features: { id: string; properties: Item }[] };
  HOSTILE_ITEM_IDS.forEach((id, n) => expectHostile(geo.features.find((f) => f.id === id)?.properties, n));
});

test('CSV quotes the text (RFC 4180) so it reads back unchanged', async () => {
  const res = await get('/api/infrastructure.csv?lang=en');
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
  const text = (await res.text()).replace(/^\uFEFF/, '');
  const rows = Papa.parse<Item>(text, { header: true, skipEmptyLines: true }).data;
  HOSTILE_ITEM_IDS.forEach((id, n) =>
    expectHostile(
      rows.find((r) => r.id === id),
      n,
    ),
  );
  // A field with quotes and commas is quoted with its quotes doubled.
  expect(text).toContain(`"${HOSTILE_TEXT.description.replace(/"/g, '""')}"`);
});

test('metrics answer the hostile name and unit unchanged', async () => {
  const metrics = (await (await get('/api/metrics?lang=ms')).json()) as { metricName: string; unit: string }[];
  expect(metrics.filter((m) => m.metricName === HOSTILE_TEXT.metricName)).toHaveLength(1);
  expect(metrics.filter((m) => m.unit === HOSTILE_TEXT.unit)).toHaveLength(1);
});
