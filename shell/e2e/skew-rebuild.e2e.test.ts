// Issue 15 point 6, end to end: the stormwater team changes its remote and releases it against the
// shell that is already running, and the shell handles each kind of change as docs/releasing.md
// says. Nothing here edits a manifest by hand (fault-matrix-remotes does that, cell by cell): each
// release is a real Rspack build of a changed copy of mfe-stormwater, made in a team's own
// workspace (a temporary folder with the repository's build files and installed packages), served
// by the product's static server on its own origin and pinned with one edit of the running shell's
// runtime configuration, as a team releases (docs/releasing.md).
//
//   change                                      outcome on the running shell
//   a newer contract minor and a new text       loads; the visitor sees the new release
//   a contract major bump                       refused: translated fallback, reason for support
//   a Mantine component the shell lacks         refused instead of crashing with React #130
//     (Blockquote, added to the team's list)
import path from 'node:path';
import { useTestPage } from '../../tools/e2e/browser';
import { edit, useTeamSystem } from '../../tools/e2e/team-release';

const PART = 'mfe-stormwater';
const TIMEOUT_MS = 6000;
const FALLBACK_WITHIN_MS = 3 * TIMEOUT_MS + 10_000;
const INCOMPATIBLE = 'This section is a version this page cannot use.';

const setup = useTeamSystem(PART, 'stormwater', { REMOTE_TIMEOUT_MS: String(TIMEOUT_MS) });
const { team } = setup;
const releaseAndPin = team.releaseAndPin;

const bumpContract = (part: string, version: string) =>
  edit(path.join(part, 'src/contract.ts'), /export const CONTRACT_VERSION = '\d+\.\d+\.\d+'/, `export const CONTRACT_VERSION = '${version}'`);

const t = useTestPage({ timeout: 90_000 });

/** Opens the dialog from the shell's button (no idle preloading, so the open loads the pinned release). */
async function openStormwater() {
  await t.context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  await t.page.goto(setup.system.url);
  await t.page.getByRole('button', { name: 'Stormwater Approaches', exact: true }).click();
}
const dialog = () => t.page.getByRole('dialog');
const fallback = () => dialog().getByTestId('remote-fallback');

test('a release with a newer contract minor and a changed text loads from its own origin; the visitor sees the change', async () => {
  const origin = await releaseAndPin('minor', (_, part) => {
    bumpContract(part, '2.1.0');
    edit(path.join(part, 'locales/en/stormwater.json'), '"title": "Stormwater Approaches"', '"title": "Stormwater Approaches, release 2.1"');
  });
  const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as { metaData: { forestCity: { contractVersion: string } } };
  expect(manifest.metaData.forestCity.contractVersion).toBe('2.1.0');
  const fromRelease: string[] = [];
  t.page.on('request', (r) => r.url().startsWith(origin) && fromRelease.push(r.url()));
  await openStormwater();
  await t.page.getByRole('dialog', { name: 'Stormwater Approaches, release 2.1' }).getByRole('tab').first().waitFor();
  expect(fromRelease.some((u) => u.endsWith('/remoteEntry.js') || /remoteEntry\.[0-9a-f]{8}\.js$/.test(u))).toBe(true);
});

test('a release with a contract major bump is refused with the translated reason; the rest of the page works', async () => {
  await releaseAndPin('major', (_, part) => bumpContract(part, '3.0.0'));
  await openStormwater();
  await fallback().getByRole('button', { name: 'Retry' }).waitFor({ timeout: FALLBACK_WITHIN_MS });
  expect(await fallback().textContent()).toContain(INCOMPATIBLE);
  expect(await fallback().getByTestId('remote-fallback-detail').textContent()).toContain('implements contract 3.0.0; this shell needs contract 2.x');
  await t.page.getByTestId('overview-treatmentCapacity').waitFor();
});

test('a release using a Mantine component the running shell does not provide is refused, not crashed', async () => {
  await releaseAndPin('mantine', (workspace, part) => {
    // The team adds the component and, as the surface test of its own `npm test` demands, the name to its list.
    edit(path.join(workspace, 'shared-surface.mjs'), "'Badge',", "'Badge',\n    'Blockquote',");
    edit(
      path.join(part, 'src/exposed/StormwaterDialog.tsx'),
      'return <StormwaterApproachesDialog {...props} />;',
      'return (\n    <>\n      <Blockquote>New in this release</Blockquote>\n      <StormwaterApproachesDialog {...props} />\n    </>\n  );',
    );
    edit(
      path.join(part, 'src/exposed/StormwaterDialog.tsx'),
      "import { withSelfProviders } from '@forest-city/remote-kit';",
      "import { Blockquote } from '@mantine/core';\nimport { withSelfProviders } from '@forest-city/remote-kit';",
    );
  });
  await openStormwater();
  await fallback().getByRole('button', { name: 'Retry' }).waitFor({ timeout: FALLBACK_WITHIN_MS });
  expect(await fallback().textContent()).toContain(INCOMPATIBLE);
  expect(await fallback().getByTestId('remote-fallback-detail').textContent()).toContain('@forest-city/mantine-first-view: Blockquote');
});
