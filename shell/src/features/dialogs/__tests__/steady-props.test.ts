import { SteadyProps, sameValues } from '../steady-props';

test('same values: the same keys and values, any callback matching any other', () => {
  expect(sameValues({ a: 1, b: null, f: () => 1 }, { a: 1, b: null, f: () => 2 })).toBe(true);
  expect(sameValues({ a: 1 }, { a: 2 })).toBe(false);
  expect(sameValues({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  expect(sameValues({ a: undefined }, { b: undefined })).toBe(false);
  expect(sameValues({ f: () => 1 }, { f: 1 })).toBe(false);
});

test('a dialog is handed the same object while its values are the same, and its callbacks call the latest ones', () => {
  const steady = new SteadyProps();
  const calls: string[] = [];
  const first = steady.for('a', { tab: 'x', onTabChange: (v: string) => calls.push(`first ${v}`) });
  const again = steady.for('a', { tab: 'x', onTabChange: (v: string) => calls.push(`second ${v}`) });
  expect(again).toBe(first);
  (again.onTabChange as (v: string) => void)('y');
  expect(calls).toEqual(['second y']);
  expect(steady.handed('a')).toBe(first);
});

test('a changed value hands a new object; each dialog has its own', () => {
  const steady = new SteadyProps();
  const first = steady.for('a', { tab: 'x' });
  const changed = steady.for('a', { tab: 'y' });
  expect(changed).not.toBe(first);
  expect(changed).toEqual({ tab: 'y' });
  expect(steady.for('b', { tab: 'y' })).not.toBe(changed);
  expect(steady.handed('c')).toEqual({});
});
