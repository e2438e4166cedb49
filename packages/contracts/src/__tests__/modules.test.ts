// A remote's module table (modules.mjs): what its build exposes and which published entries a page refuses.
import { exposesOf, moduleProblem, publishedModules } from '../modules.mjs';

const LANGS = ['en', 'zh', 'ms'];
const table = {
  remote: 'report',
  modules: [
    { name: 'ADialog', kind: 'dialog', dialogId: 'a', labels: { en: 'A', zh: '甲', ms: 'A' } },
    { name: 'APage', kind: 'page', route: '/a', labels: { en: 'A', zh: '甲', ms: 'A' } },
  ],
} as const;

test("the build's exposes: ./<Name> from src/exposed/<Name>.tsx for each module, and ./mount", () => {
  expect(exposesOf(table)).toEqual({ './ADialog': './src/exposed/ADialog.tsx', './APage': './src/exposed/APage.tsx', './mount': './src/exposed/mount.ts' });
});

test('the manifest publishes the table as plain data', () => {
  expect(publishedModules(table)).toEqual(table.modules);
  expect(publishedModules(table)).not.toBe(table.modules);
});

test.each([
  [{ name: 'X', kind: 'widget' }, 'unknown kind "widget"'],
  [{ name: 'bad name', kind: 'map' }, 'no valid name'],
  [{ name: 'X', kind: 'dialog', labels: { en: 'X', zh: 'X', ms: 'X' } }, 'a dialog without a valid dialog id'],
  [{ name: 'X', kind: 'dialog', dialogId: 'x', labels: { en: 'X' } }, 'no label in zh, ms'],
  [{ name: 'X', kind: 'dialog', dialogId: 'x', labels: { en: 'X', zh: 'X', ms: 'X' }, sidebar: { group: 'g' } }, 'a sidebar entry without group and order'],
  [{ name: 'X', kind: 'dialog', dialogId: 'x', labels: { en: 'X', zh: 'X', ms: 'X' }, urlState: [{ param: 'p' }] }, 'a URL parameter without param, prop and onChange'],
  [{ name: 'X', kind: 'page', route: 'no-slash' }, 'a page without a route'],
  [null, 'not an object'],
])('%j is refused: %s', (entry, reason) => {
  expect(moduleProblem(entry, LANGS)).toBe(reason);
});

test('well-formed entries pass', () => {
  for (const m of table.modules) expect(moduleProblem(m, LANGS)).toBeNull();
  expect(moduleProblem({ name: 'M', kind: 'map' }, LANGS)).toBeNull();
});
