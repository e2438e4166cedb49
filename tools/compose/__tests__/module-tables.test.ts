// Each remote declares its modules once, in its own modules.mjs (@forest-city/contracts/modules):
// the build's exposes, ./mount, elements.js, the element types, the manifest and the shell's sidebar
// and dialogs are derived from it. What cannot be derived (TypeScript types, files) is checked here
// against the table, so a module added to one place and not the other fails here, not in a browser.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@forest-city/contracts';
import { checkModules, exposesOf, moduleProblem } from '@forest-city/contracts/modules';
import { REMOTES } from '@forest-city/contracts/remotes';
import { MODULE_TABLES } from '../../e2e/dialogs';

const ROOT = path.resolve(__dirname, '../../..');
const dirOf = (key: string) => `mfe-${key}`;

test('every remote has one table, under its own key, in remote order', () => {
  expect(MODULE_TABLES.map((t) => t.remote)).toEqual(REMOTES.map((r) => r.key));
});

test.each(REMOTES.map((r) => r.key))("%s: every module is valid and none is refused next to the others' (ids, routes, parameters, tags)", (key) => {
  const table = MODULE_TABLES.find((t) => t.remote === key)!;
  for (const m of table.modules) expect([m.name, moduleProblem(m, LANGUAGES)]).toEqual([m.name, null]);
  const { refused } = checkModules(
    MODULE_TABLES.map((t) => [t.remote, t.modules] as const),
    LANGUAGES,
  );
  expect(refused).toEqual([]);
});

test('element tags are unique across remotes', () => {
  const tags = MODULE_TABLES.flatMap((t) => t.modules.flatMap((m) => (m.element ? [m.element.tag] : [])));
  expect(new Set(tags).size).toBe(tags.length);
  expect(tags.every((tag) => /^forest-city-[a-z-]+$/.test(tag))).toBe(true);
});

test.each(REMOTES.map((r) => r.key))('%s: each exposed module of the table has its file, and its props contract names exactly those modules', (key) => {
  const table = MODULE_TABLES.find((t) => t.remote === key)!;
  const dir = path.join(ROOT, dirOf(key));
  for (const file of Object.values(exposesOf(table))) expect([file, existsSync(path.join(dir, file))]).toEqual([file, true]);
  // MountableModules (src/contract.ts): the props of each module ./mount can show, a TypeScript type.
  const contract = readFileSync(path.join(dir, 'src/contract.ts'), 'utf8');
  const mountable = /export interface MountableModules \{([^}]*)\}/.exec(contract)?.[1] ?? '';
  const names = [...mountable.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]);
  expect(names.sort()).toEqual(table.modules.map((m) => m.name).sort());
});

test("the e2e dialog list is the tables' dialogs in sidebar order", async () => {
  const { DIALOG_BUTTONS } = await import('../../e2e/dialogs');
  expect(DIALOG_BUTTONS.map((d) => d.id)).toEqual(['history', 'hydrology', 'monthly', 'stormwater', 'future', 'report']);
});

test('the checker is real: a clash between two remotes is refused', () => {
  const [first] = MODULE_TABLES.flatMap((t) => t.modules.filter((m) => m.kind === 'dialog'));
  const { refused } = checkModules(
    [
      ['a', [first]],
      ['b', [{ ...first, name: 'Copy' }]],
    ],
    LANGUAGES,
  );
  expect(refused).toEqual([{ remote: 'b', name: 'Copy', dialogId: first!.dialogId, reason: `dialog id "${first!.dialogId}" is already taken` }]);
});
