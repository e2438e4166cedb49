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
  expect(runs[1]).toEqual(['--testPathPatterns', `^${path.join(ROOT, 'mfe-report', 'e2e')}/`, '--selectProjects', 'e2e']);
  expect(jestRuns('mfe-report', { unitOnly: true })).toHaveLength(1);
  expect(() => jestRuns('mfe-nothing')).toThrow(/unknown part/);
});

test.each(['shell', 'mfe-map', 'mfe-hydrology', 'mfe-stormwater', 'mfe-report', 'api-mock'])('%s has npm test (and a remote builds through the atomic release build)', (part) => {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, part, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  expect(scripts.test).toBe(`node ../tools/compose/part-test.mjs ${part}`);
  if (part.startsWith('mfe-')) expect(scripts.build).toBe(`node ../tools/compose/build-all.mjs ${part} --force`);
});
