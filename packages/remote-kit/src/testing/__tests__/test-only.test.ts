/**
 * @jest-environment node
 */
// @forest-city/remote-kit/testing brings jest, Testing Library and axe-core: only tests import it,
// never a module a bundle is built from.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../../..');
const TEST_FILE = /(__tests__|\/e2e\/|\.test\.tsx?$)/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

const importsTesting = (file: string) => /['"]@forest-city\/remote-kit\/testing['"]|['"][./]+testing\/conformance['"]/.test(readFileSync(file, 'utf8'));

test("no source a bundle is built from imports the conformance suite; the remotes' tests do", () => {
  const parts = ['shell', 'mfe-map', 'mfe-hydrology', 'mfe-stormwater', 'mfe-report', 'packages'].map((p) => path.join(ROOT, p, p === 'packages' ? '' : 'src'));
  const files = parts.flatMap(sources);
  const importers = files.filter(importsTesting).map((f) => path.relative(ROOT, f));
  expect(importers.filter((f) => !TEST_FILE.test(f))).toEqual([]);
  expect(importers.filter((f) => f.endsWith('src/__tests__/conformance.test.tsx')).sort()).toEqual(
    ['mfe-hydrology', 'mfe-map', 'mfe-report', 'mfe-stormwater'].map((r) => `${r}/src/__tests__/conformance.test.tsx`),
  );
});
