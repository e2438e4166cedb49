// An equal copy keeps the kept object; a different value replaces it.
import { renderHook } from '@testing-library/react';
import { useStable } from '../use-stable';

test('an equal copy returns the kept object, a different value is kept from then on', () => {
  const same = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  const first = [1, 2];
  const { result, rerender } = renderHook(({ value }) => useStable(value, same), { initialProps: { value: first } });
  rerender({ value: [1, 2] });
  expect(result.current).toBe(first);
  const changed = [1, 3];
  rerender({ value: changed });
  expect(result.current).toBe(changed);
});
