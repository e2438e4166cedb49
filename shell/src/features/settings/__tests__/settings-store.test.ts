import { DEFAULT_SETTINGS, parseSettings } from '../../../lib/settings-store';
import { exportFileName, exportUrl } from '../export-data';

test('stored settings are read with defaults for anything missing or malformed', () => {
  expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
  expect(parseSettings('not json')).toEqual(DEFAULT_SETTINGS);
  expect(parseSettings('{"notifications":false}')).toEqual({ ...DEFAULT_SETTINGS, notifications: false });
  expect(parseSettings('{"autoTranslate":"yes","translationProvider":"deepl"}')).toEqual(DEFAULT_SETTINGS);
  expect(parseSettings('{"autoTranslate":true,"translationProvider":"browser"}')).toEqual({ ...DEFAULT_SETTINGS, autoTranslate: true, translationProvider: 'browser' });
});

test('defaults: toasts on, auto-translate off, hand translations', () => {
  expect(DEFAULT_SETTINGS).toEqual({ notifications: true, autoTranslate: false, translationProvider: 'project' });
});

test('export URLs carry the format and the language', () => {
  expect(exportUrl('/api', 'csv', 'zh')).toBe('/api/infrastructure.csv?lang=zh');
  expect(exportUrl('/api/', 'geojson', 'en')).toBe('/api/infrastructure.geojson?lang=en');
  expect(exportFileName('geojson', 'ms')).toBe('forest-city-infrastructure-ms.geojson');
});
