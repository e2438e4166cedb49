// useAfterFirstPaint (use-after-first-paint.ts): the deferred part arrives a frame after the first
// paint, goes while its tree is hidden (a closed dialog kept in <Activity>), and arrives again a
// frame after the tree is shown, so a reopened dialog reveals its top part first.
import { Activity } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from '../use-after-first-paint';

function Dialog() {
  const painted = useAfterFirstPaint();
  return <p data-testid="part">{painted ? 'deferred part' : 'top only'}</p>;
}

const tree = (mode: 'visible' | 'hidden') => (
  <Activity mode={mode}>
    <Dialog />
  </Activity>
);
const frame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

test('false at the first render, true a frame later, false while hidden, true a frame after shown again', async () => {
  const { rerender } = render(tree('visible'));
  expect(screen.getByTestId('part').textContent).toBe('top only');
  await frame();
  expect(screen.getByTestId('part').textContent).toBe('deferred part');

  rerender(tree('hidden'));
  await frame();
  expect(screen.getByTestId('part', { hidden: true } as never).textContent).toBe('top only');

  rerender(tree('visible'));
  expect(screen.getByTestId('part').textContent).toBe('top only');
  await frame();
  expect(screen.getByTestId('part').textContent).toBe('deferred part');
});
