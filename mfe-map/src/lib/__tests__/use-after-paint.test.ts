// useAfterPaint (use-after-paint.ts): the first value at once, each change a frame later, and only
// the latest of changes made within one frame.
import { act, renderHook } from '@testing-library/react';
import { useAfterPaint } from '../use-after-paint';

const frame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

test('the first value at once; a change is returned a frame later, not in the render that brings it', async () => {
  const { result, rerender } = renderHook(({ value }) => useAfterPaint(value), { initialProps: { value: 'street' } });
  expect(result.current).toBe('street');
  rerender({ value: 'satellite' });
  expect(result.current).toBe('street');
  await frame();
  expect(result.current).toBe('satellite');
});

test('changes within one frame: only the latest is returned', async () => {
  const seen: string[] = [];
  const { rerender } = renderHook(
    ({ value }) => {
      const shown = useAfterPaint(value);
      seen.push(shown);
      return shown;
    },
    { initialProps: { value: 'street' } },
  );
  rerender({ value: 'satellite' });
  rerender({ value: 'terrain' });
  await frame();
  expect(seen.at(-1)).toBe('terrain');
  expect(seen).not.toContain('satellite');
});
