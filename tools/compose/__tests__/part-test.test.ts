// `npm test -w <part>` (tools/compose/part-test.mjs): a part's own unit project, then its own
// browser tests only; every part's package.json runs it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const load = () => import('../part-test.mjs') as Promise<typeof import('../part-test.mjs')>;

test('a remote runs its unit project and its own e2e folder, nobody else’s', async () => {
  const { jestRuns } = await load();
  const runs = jestRuns('mfe-report');
  expect(runs[0]).toEqual(['--selectProjects', 'unit-report']);
  // The shared-surface check: a name the list lacks would be undefined on the composed page.
  expect(runs[1]).toEqual(['--testPathPatterns', 'tools/compose/__tests__/shared-surface', '--selectProjects', 'unit-tools']);
  expect(runs[2]).toEqual(['--testPathPatterns', `^${path.join(ROOT, 'mfe-report', 'e2e')}/`, '--selectProjects', 'e2e']);
  expect(jestRuns('mfe-report', { unitOnly: true })).toHaveLength(2);
  expect(jestRuns('shell').map((r) => r.at(-1))).toEqual(['unit-shell', 'e2e']);
  expect(() => jestRuns('mfe-nothing')).toThrow(/unknown part/);
});

test.each(['shell', 'mfe-map', 'mfe-hydrology', 'mfe-stormwater', 'mfe-report', 'api-mock'])('%s has npm test (and a remote builds through the atomic release build)', (part) => {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, part, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  expect(scripts.test).toBe(`node ../tools/compose/part-test.mjs ${part}`);
  if (part.startsWith('mfe-')) expect(scripts.build).toBe(`node ../tools/compose/build-all.mjs ${part} --force`);
});
