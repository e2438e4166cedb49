// One licence (LICENSE, MIT) said the same way by every package.json, the generated partner types
// packages included.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const licence = (dir: string) => (JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { license?: string }).license;

test('the root says MIT and LICENSE is the MIT licence', () => {
  expect(licence('.')).toBe('MIT');
  expect(readFileSync(path.join(ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
});

test('every workspace package and every generated types package carries the root licence', async () => {
  const { versionedParts } = await import('../record.mjs');
  const parts = versionedParts();
  expect(parts.length).toBeGreaterThanOrEqual(8);
  for (const { dir } of parts) expect([dir, licence(dir)]).toEqual([dir, 'MIT']);
  const { elementPackageFiles } = await import('../../compose/element-types.mjs');
  const { REMOTE_KEYS } = await import('@forest-city/contracts/remotes');
  for (const key of REMOTE_KEYS) {
    const files = elementPackageFiles(key, '1.0.0') as Record<string, string>;
    expect([key, (JSON.parse(files['package.json']!) as { license: string }).license]).toEqual([key, 'MIT']);
  }
});
