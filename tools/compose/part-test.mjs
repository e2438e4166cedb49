// `npm test -w <part>`: one team's tests alone. Runs the part's unit tests, builds what is not built
// (the part itself and the others as they are checked out: the deployed set, for a team working
// on one part) and runs the part's own browser tests (<part>/e2e) against the composed system.
// The root `npm test` still runs everything, for CI.
//
//   node tools/compose/part-test.mjs <part dir> [--unit-only]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './parts.mjs';

/** Jest project of each part's unit tests (jest.config.mjs). */
export const UNIT_PROJECTS = {
  shell: ['unit-shell'],
  'mfe-map': ['unit-map'],
  'mfe-hydrology': ['unit-hydrology'],
  'mfe-stormwater': ['unit-stormwater'],
  'mfe-report': ['unit-report'],
  'api-mock': ['unit-api', 'api'],
};

/**
 * The jest runs of one part's tests: its unit projects, then its e2e folder if it has one.
 * @param {string} part
 * @param {{ unitOnly?: boolean }} [opts]
 * @returns {string[][]} jest argument lists
 */
export function jestRuns(part, { unitOnly = false } = {}) {
  const projects = UNIT_PROJECTS[part];
  if (!projects) throw new Error(`unknown part "${part}" (one of ${Object.keys(UNIT_PROJECTS).join(', ')})`);
  const runs = [['--selectProjects', ...projects]];
  // A remote's imports from the trimmed shared packages must be in shared-surface.mjs: a name the
  // list lacks is undefined on the composed page (the shell also refuses a remote built against a
  // longer list than its own, runtime-plugin.ts).
  if (part.startsWith('mfe-')) runs.push(['--testPathPatterns', 'tools/compose/__tests__/shared-surface', '--selectProjects', 'unit-tools']);
  const e2e = path.join(ROOT, part, 'e2e');
  if (!unitOnly && existsSync(e2e) && readdirSync(e2e).some((f) => f.endsWith('.e2e.test.ts'))) {
    runs.push(['--testPathPatterns', `^${path.join(ROOT, part, 'e2e')}/`, '--selectProjects', 'e2e']);
  }
  return runs;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [part, ...flags] = process.argv.slice(2);
  const jest = path.join(ROOT, 'node_modules', '.bin', 'jest');
  const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
  for (const args of jestRuns(part, { unitOnly: flags.includes('--unit-only') })) {
    const { status } = spawnSync(jest, args, { cwd: ROOT, stdio: 'inherit', env });
    if (status !== 0) process.exit(status ?? 1);
  }
}
