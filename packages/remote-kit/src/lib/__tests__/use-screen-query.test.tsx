// useScreenQuery (use-screen-query.ts): the media query's answer is there at the first render, so a
// dialog on a phone renders once laid out for the phone, not first for a large screen and again.
import { render } from '@testing-library/react';
import { useScreenQuery } from '../use-screen-query';

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

function Probe({ seen }: { seen: boolean[] }) {
  seen.push(useScreenQuery('(max-width: 48em)'));
  return null;
}

test.each([true, false])('the first render already has the answer (matches: %s), and no second render follows', (matches) => {
  window.matchMedia = ((query: string) => ({
    ...realMatchMedia(query),
    matches,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as typeof window.matchMedia;
  const seen: boolean[] = [];
  render(<Probe seen={seen} />);
  expect(seen).toEqual([matches]);
});
