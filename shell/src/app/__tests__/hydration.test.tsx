// The viewport queries: the server's guess where the server renders (and where React hydrates),
// the live answer in a page the browser renders itself, and the live answer after a change.
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ViewportGuessContext, useViewportQuery, type ViewportGuess } from '../hydration';

function Probe() {
  return <p>{useViewportQuery('(max-width: 47.99em)', true, false) ? 'small' : 'large'}</p>;
}
const page = (guess: ViewportGuess | null) => (
  <ViewportGuessContext.Provider value={guess}>
    <Probe />
  </ViewportGuessContext.Provider>
);

let matches = false;
const listeners = new Set<() => void>();
beforeEach(() => {
  matches = false;
  listeners.clear();
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return matches;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  })) as unknown as typeof window.matchMedia;
});

test("the server renders the guess: a phone's user agent, small", () => {
  expect(renderToString(page('small'))).toContain('small');
  expect(renderToString(page('large'))).toContain('large');
});

test('a page the browser renders itself takes the live answer, and follows a change', () => {
  matches = true;
  render(page('large'));
  expect(screen.getByText('small')).toBeInTheDocument();
  act(() => {
    matches = false;
    for (const l of listeners) l();
  });
  expect(screen.getByText('large')).toBeInTheDocument();
});

test('hydrating takes the guess the server rendered (no mismatch), then the live answer', async () => {
  matches = true;
  const container = document.createElement('div');
  container.innerHTML = renderToString(page('large'));
  document.body.append(container);
  const server = container.querySelector('p');
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page('large'), { onRecoverableError: (e) => mismatches.push(e) });
  });
  expect(mismatches).toEqual([]);
  expect(container.querySelector('p')).toBe(server);
  expect(container.textContent).toBe('small');
});
