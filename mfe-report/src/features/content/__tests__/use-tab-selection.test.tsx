import { act, renderHook } from '@testing-library/react';
import { resolveTab, useTabSelection } from '../use-tab-selection';

const IDS = ['a', 'b', 'c'];

test('resolveTab takes a known requested tab, else the fallback', () => {
  expect(resolveTab(IDS, 'b', 'a')).toBe('b');
  expect(resolveTab(IDS, 'zzz', 'a')).toBe('a');
  expect(resolveTab(IDS, undefined, 'c')).toBe('c');
});

test('without a host tab, selection is local and still reported', () => {
  const onTabChange = jest.fn();
  const { result } = renderHook(() => useTabSelection(IDS, 'a', undefined, onTabChange));
  expect(result.current[0]).toBe('a');
  act(() => result.current[1]('c'));
  expect(result.current[0]).toBe('c');
  expect(onTabChange).toHaveBeenCalledWith('c');
});

test('the host tab wins when it names a section', () => {
  const { result, rerender } = renderHook(({ tab }) => useTabSelection(IDS, 'a', tab), { initialProps: { tab: 'b' as string | undefined } });
  expect(result.current[0]).toBe('b');
  rerender({ tab: 'c' });
  expect(result.current[0]).toBe('c');
  rerender({ tab: 'not-a-tab' });
  expect(result.current[0]).toBe('b');
});
