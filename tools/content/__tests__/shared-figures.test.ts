// One source for every figure two parts show (issue 17.2): the API's dataset (sidebar cards, map
// dialogs) and the remotes (hydrology, stormwater, report) must show the same value for the same
// figure. The remotes read @forest-city/contracts; the dataset is JSON, so it is checked here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPROVED_RECLAMATION_HA, CLIMATE, DEVELOPMENT_FACTS, INDICATORS, ISLANDS, MODEL_ASSUMPTIONS, STORAGE } from '@forest-city/contracts';
import { SUSTAINABILITY_METRICS } from '../../../mfe-report/src/features/future/data/sustainability';
import { DEVELOPMENT_PHASES } from '../../../mfe-report/src/features/future/data/development-phases';
import { HISTORY_SECTIONS } from '../../../mfe-report/src/features/history/history-sections';
import { SOURCES } from '../../../mfe-report/src/lib/sources';
import { designStormFigures } from '../../../mfe-stormwater/src/features/approaches/design-storm';
import { parameterNumber } from '../../../mfe-hydrology/src/lib/model/parameters';

interface Translated {
  en: string;
  zh: string;
  ms: string;
}
const DATASET = JSON.parse(readFileSync(path.resolve(__dirname, '../../../api-mock/data/forest-city.dataset.json'), 'utf8')) as {
  items: { id: string; capacity: Translated; technology: Translated; description: Translated }[];
  metrics: { id: string; metricValue: string | null }[];
};
const metric = (id: string) => Number(DATASET.metrics.find((m) => m.id === id)!.metricValue);
const item = (id: string) => DATASET.items.find((i) => i.id === id)!;
const digits = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('sidebar metrics (API) equal the figures the remotes show', () => {
  expect(metric('drainage-rainwater-reuse')).toBe(INDICATORS.rainwaterReuse.currentPercent);
  expect(SUSTAINABILITY_METRICS.find((m) => m.id === 'rainwater')!.current).toBe(metric('drainage-rainwater-reuse'));
  expect(metric('infrastructure-current-population')).toBe(DEVELOPMENT_FACTS.currentResidents);
  expect(metric('infrastructure-total-area')).toBe(DEVELOPMENT_FACTS.totalAreaKm2);
  expect(metric('infrastructure-artificial-islands')).toBe(DEVELOPMENT_FACTS.islands);
  expect(metric('transportation-distance-to-singapore')).toBe(DEVELOPMENT_FACTS.distanceFromSingaporeKm);
  expect(metric('drainage-retention-storage')).toBe(STORAGE.centralRetentionPondM3);
  expect(digits(item('drainage-retention-pond-central').capacity.en)).toBe(STORAGE.centralRetentionPondM3);
});

test('model inputs are the same in hydrology and stormwater', () => {
  expect(parameterNumber('peakIntensity')).toBe(CLIMATE.peakIntensityMmPerH);
  expect(parameterNumber('annualRainfall')).toBe(CLIMATE.annualRainfallMm);
  expect(parameterNumber('pondStorage')).toBe(STORAGE.pondStorageMillionM3);
  const storm = designStormFigures();
  expect(storm.intensityMmPerH).toBe(CLIMATE.peakIntensityMmPerH);
  expect(storm.compositeCoefficient).toBeCloseTo(
    MODEL_ASSUMPTIONS.imperviousShare * MODEL_ASSUMPTIONS.runoffCoeffUrban + MODEL_ASSUMPTIONS.greenShare * MODEL_ASSUMPTIONS.runoffCoeffGreen,
    10,
  );
});

test('island areas and status: the map (dataset), the report and the sources agree', () => {
  expect(APPROVED_RECLAMATION_HA).toBe(1386);
  for (const island of ISLANDS.filter((i) => i.number > 1)) {
    const entry = item(`foundation-island-${island.number}-planned`);
    expect(digits(entry.capacity.en.split(' ha')[0]!)).toBe(island.approvedHa);
    // Planned islands are not reclaimed, in any part, in any language.
    expect(island.status).toBe('planned');
    expect(entry.technology.en).toMatch(/not started/);
  }
  const doe = SOURCES.find((s) => s.id === 'doe')!;
  for (const island of ISLANDS) expect(doe.covers.en).toContain(`Island ${island.number} ${island.approvedHa} ha`);
  const reportTexts = JSON.stringify([DEVELOPMENT_PHASES, HISTORY_SECTIONS]);
  expect(reportTexts).not.toMatch(/[Pp]artial reclamation|partly reclaimed|部分填海|ditambak separa|Penambakan separa/);
});
