import { act, renderHook } from '@testing-library/react';
import { useTabState } from '../use-tab-state';

const IDS = ['overview', 'inputs', 'outputs'] as const;

test("the host's tab wins; a choice is reported and kept while the host passes none", () => {
  const onTabChange = jest.fn();
  const { result, rerender } = renderHook(({ tab }) => useTabState(IDS, 'overview', tab, onTabChange), { initialProps: { tab: undefined as string | undefined } });
  expect(result.current[0]).toBe('overview');
  act(() => result.current[1]('inputs'));
  expect(onTabChange).toHaveBeenCalledWith('inputs');
  expect(result.current[0]).toBe('inputs');
  rerender({ tab: 'outputs' });
  expect(result.current[0]).toBe('outputs');
});

test('when the host tab goes away (the shell closed the dialog and keeps it), the next open shows the default', () => {
  const { result, rerender } = renderHook(({ tab }) => useTabState(IDS, 'overview', tab, jest.fn()), { initialProps: { tab: undefined as string | undefined } });
  act(() => result.current[1]('outputs'));
  rerender({ tab: 'outputs' });
  rerender({ tab: undefined });
  expect(result.current[0]).toBe('overview');
});
