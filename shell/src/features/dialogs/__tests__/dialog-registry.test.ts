import { DIALOGS, findDialog, withoutDialog } from '../dialog-registry';

test('every dialog id is unique and found by its id; unknown ids find nothing', () => {
  expect(new Set(DIALOGS.map((d) => d.id)).size).toBe(DIALOGS.length);
  for (const d of DIALOGS) expect(findDialog(d.id)).toBe(d);
  expect(findDialog('nope')).toBeNull();
  expect(findDialog(null)).toBeNull();
});

test('closing removes the dialog, its tab and the parameters its remote owns, and nothing else', () => {
  const next = withoutDialog(new URLSearchParams('layers=water,drainage&dialog=stormwater&tab=detailed&approach=bgi&view=1,2,3&q=pump'));
  expect(next.toString()).toBe('layers=water%2Cdrainage&view=1%2C2%2C3&q=pump');
});

test("another dialog's parameter names are left alone", () => {
  const next = withoutDialog(new URLSearchParams('dialog=report&tab=vision&approach=bgi'));
  expect(next.toString()).toBe('approach=bgi');
});
