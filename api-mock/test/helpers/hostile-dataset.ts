// A test dataset whose text carries HTML and script: the real dataset with a few items' text
// fields (and one metric's name and unit) replaced, still valid against the dataset schema, so
// the API starts with it (DATASET_FILE) and every renderer can be shown to treat it as text.
// Used by api-mock/test/hostile-text.test.ts and shell/e2e/hostile-data.e2e.test.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const REAL_DATASET = path.resolve(__dirname, '../../data/forest-city.dataset.json');

/** Hostile text per field; each would set window.__xss (and alert) if it ever ran. */
export const HOSTILE_TEXT = {
  name: `<img src="x" onerror="window.__xss='name';alert('name')">Hostile <b>station</b> & co`,
  description: `<script>window.__xss='description';alert('description')</script>Description "quoted", with a comma`,
  capacity: `"><svg onload="window.__xss='capacity'">30,000 m³/day`,
  technology: `javascript:window.__xss='technology'`,
  location: `<a href="javascript:window.__xss='location'">Hostile location</a>`,
  metricName: `<img src="x" onerror="window.__xss='metric'">Hostile metric`,
  unit: `<i onmouseover="window.__xss='unit'">m³/day</i>`,
} as const;

/** The items made hostile: two water items far apart, and one drainage item. */
export const HOSTILE_ITEM_IDS = ['water-treatment-station-island-1', 'water-bulk-supply-connection-mainland', 'drainage-tidal-gate-west-outfall'] as const;
/** A metric the overview cards show (found by its real name): its unit is made hostile. */
export const HOSTILE_UNIT_METRIC_ID = 'water-total-treatment-capacity';
/** A metric no card shows: its name is made hostile (the API answers it; no page renders it). */
export const HOSTILE_NAME_METRIC_ID = 'water-treatment-stations';

/** The hostile name of the n-th hostile item (distinct, so each dialog has its own name). */
export const hostileName = (n: number) => `${HOSTILE_TEXT.name} #${n + 1}`;

export interface HostileItem {
  id: string;
  latitude: string;
  longitude: string;
  name: string;
}

const all = (text: string) => ({ en: text, zh: text, ms: text });

/** Writes the hostile dataset into dir; returns its path and the items made hostile. */
export function writeHostileDataset(dir: string): { file: string; items: HostileItem[] } {
  const dataset = JSON.parse(readFileSync(REAL_DATASET, 'utf8'));
  const items: HostileItem[] = HOSTILE_ITEM_IDS.map((id, n) => {
    const item = dataset.items.find((i: { id: string }) => i.id === id);
    if (!item) throw new Error(`the real dataset has no item ${id}`);
    item.name = all(hostileName(n));
    item.description = all(HOSTILE_TEXT.description);
    item.capacity = all(HOSTILE_TEXT.capacity);
    item.technology = all(HOSTILE_TEXT.technology);
    item.location = all(HOSTILE_TEXT.location);
    return { id, latitude: item.latitude, longitude: item.longitude, name: hostileName(n) };
  });
  const metric = (id: string) => {
    const found = dataset.metrics.find((m: { id: string }) => m.id === id);
    if (!found) throw new Error(`the real dataset has no metric ${id}`);
    return found;
  };
  metric(HOSTILE_UNIT_METRIC_ID).unit = all(HOSTILE_TEXT.unit);
  metric(HOSTILE_NAME_METRIC_ID).metricName = all(HOSTILE_TEXT.metricName);
  dataset.version = '2099.1.0';
  const file = path.join(dir, 'hostile.dataset.json');
  writeFileSync(file, JSON.stringify(dataset, null, 2));
  return { file, items };
}
