// Issue 46 point 2, end to end: a remote team adds a dialog with one row in its module table
// (mfe-report/modules.mjs) and one exposed file, builds its remote alone and pins the release
// through the running shell's runtime configuration. The shell, unchanged and never rebuilt, reads
// the table from the release's manifest: the sidebar has the new entry in all three languages (in
// the server's first response too, and hydrated without a mismatch), a click and `?dialog=` open it,
// and Back closes it. A row the shell must refuse (a label missing in one language) is left out of
// the sidebar, its `?dialog=` shows the translated fallback, and the rest of the page works.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { useTestPage } from '../../tools/e2e/browser';
import { edit, useTeamSystem } from '../../tools/e2e/team-release';

const setup = useTeamSystem('mfe-report', 'report');
const { team } = setup;

const LABELS = { en: 'Water Outlook', zh: '水资源展望', ms: 'Tinjauan Air' } as const;
/** The dialog the new module shows: the future development dialog's content, under a new name. */
const TITLE = 'Future Development';

/** The team's change: one row in the table, one exposed file. */
function addDialog(part: string, row: string) {
  edit(path.join(part, 'modules.mjs'), /\n {2}\],\n\}\);\s*$/, `\n    ${row},\n  ],\n});\n`);
  writeFileSync(path.join(part, 'src/exposed/WaterOutlookDialog.tsx'), "export { default } from './FutureDevelopmentDialog';\n");
}

const t = useTestPage({ timeout: 60_000 });
const sidebar = () => t.page.getByRole('navigation', { name: 'Dashboard sidebar' });
const param = (name: string) => new URL(t.page.url()).searchParams.get(name);

describe('a release that adds a dialog', () => {
  beforeAll(async () => {
    await team.releaseAndPin('new-dialog', (_, part) =>
      addDialog(part, `{ name: 'WaterOutlookDialog', kind: 'dialog', dialogId: 'water-outlook', labels: ${JSON.stringify(LABELS)}, sidebar: { group: 'projectInfo', order: 55 } }`),
    );
  }, 300_000);

  test.each(Object.entries(LABELS))('in %s the sidebar lists it (in the first response too), after Future Development', async (lang, label) => {
    const html = await (await fetch(setup.system.url, { headers: { cookie: `fc_lang=${lang}` } })).text();
    expect(html).toContain(`>${label}</`);
    const hydrationProblems: string[] = [];
    t.page.on('console', (m) => m.text().includes('[hydration]') && hydrationProblems.push(m.text()));
    await t.context.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
    await t.context.addCookies([{ name: 'fc_lang', value: lang, url: setup.system.url }]);
    await t.page.goto(setup.system.url);
    // The sidebar's own name is translated: its project-information section, by its heading's id.
    const buttons = t.page.locator('section[aria-labelledby="project-info-title"]').getByRole('button');
    await buttons.nth(6).waitFor();
    const names = await buttons.allTextContents();
    expect(names).toHaveLength(7);
    expect(names[5]).toBe(label);
    expect(await t.page.evaluate(() => document.getElementById('root')?.dataset.rendered)).toBe('hydrated');
    expect(hydrationProblems).toEqual([]);
  });

  test('a click opens it, Back closes it; ?dialog= opens it too', async () => {
    await t.page.goto(setup.system.url);
    await sidebar().getByRole('button', { name: LABELS.en }).click();
    await t.page.getByRole('dialog', { name: TITLE }).getByRole('tab').first().waitFor();
    expect(param('dialog')).toBe('water-outlook');
    await t.page.goBack();
    await t.page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(param('dialog')).toBeNull();
    await t.page.goto(`${setup.system.url}/?dialog=water-outlook`);
    await t.page.getByRole('dialog', { name: TITLE }).getByRole('tab').first().waitFor();
  });
});

test('a row the shell refuses (no label in ms) is not listed; its ?dialog= shows the translated fallback; the rest works', async () => {
  await team.releaseAndPin('bad-row', (_, part) =>
    addDialog(
      part,
      `{ name: 'WaterOutlookDialog', kind: 'dialog', dialogId: 'water-outlook', labels: { en: 'Water Outlook', zh: '水资源展望' }, sidebar: { group: 'projectInfo', order: 55 } }`,
    ),
  );
  const logged: string[] = [];
  t.page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
  await t.page.goto(`${setup.system.url}/?dialog=water-outlook`);
  const fallback = t.page.getByRole('dialog').getByTestId('remote-fallback');
  await fallback.waitFor();
  expect(await fallback.textContent()).toContain('This section is a version this page cannot use.');
  expect(await fallback.getByTestId('remote-fallback-detail').textContent()).toContain('no label in ms');
  expect(logged.some((m) => m.includes('"WaterOutlookDialog" is refused: no label in ms'))).toBe(true);
  await t.page.keyboard.press('Escape');
  await t.page.getByRole('dialog').waitFor({ state: 'detached' });
  // The report's other dialogs and the rest of the page are unaffected.
  expect(await sidebar().getByRole('button', { name: 'Water Outlook' }).count()).toBe(0);
  await sidebar().getByRole('button', { name: 'Future Development' }).click();
  await t.page.getByRole('dialog', { name: TITLE }).getByRole('tab').first().waitFor();
  await t.page.getByTestId('overview-treatmentCapacity').waitFor();
}, 300_000);
