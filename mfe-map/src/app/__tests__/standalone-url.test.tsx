// The standalone page stands in for the shell: the map's view, base and open item live in its own
// router's URL, with the shell's rules (an opened item pushes so Back closes it; the rest replaces).
import { act, render } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { useStandaloneUrl } from '../StandaloneApp';

jest.mock('../../exposed/InfrastructureMap', () => ({ __esModule: true, default: () => null }));

type Url = ReturnType<typeof useStandaloneUrl>;

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  let latest: Url | undefined;
  function Probe() {
    latest = useStandaloneUrl();
    return null;
  }
  render(
    <BrowserRouter>
      <Probe />
    </BrowserRouter>,
  );
  return () => latest!;
}

const search = () => Object.fromEntries(new URLSearchParams(window.location.search));
const back = () =>
  act(async () => {
    const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await moved;
  });

test('opening an item pushes (Back closes it); another item replaces; closing goes back', async () => {
  const url = renderAt('/?layers=water');
  const length = window.history.length;
  act(() => url().selectItem('w-1'));
  expect(search()).toEqual({ layers: 'water', item: 'w-1' });
  expect(window.history.length).toBe(length + 1);
  act(() => url().selectItem('w-2'));
  expect(window.history.length).toBe(length + 1);
  await back();
  expect(search()).toEqual({ layers: 'water' });

  act(() => url().selectItem('w-3'));
  await act(async () => {
    const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    url().selectItem(null);
    await moved;
  });
  expect(search()).toEqual({ layers: 'water' });
});

test('an item a link opened closes with a replace; moves and the base layer replace and keep the entry', () => {
  const url = renderAt('/?item=w-1');
  const length = window.history.length;
  act(() => url().write('view', '1.30000,103.60000,14.00'));
  act(() => url().write('base', 'hybrid'));
  expect(search()).toEqual({ item: 'w-1', view: '1.30000,103.60000,14.00', base: 'hybrid' });
  act(() => url().selectItem(null));
  expect(search()).toEqual({ view: '1.30000,103.60000,14.00', base: 'hybrid' });
  expect(window.history.length).toBe(length);
});

test('a move reported between Back and the next render does not bring back the item Back closed', async () => {
  const url = renderAt('/');
  act(() => url().selectItem('w-1'));
  const rendered = url();
  await act(async () => {
    const moved = new Promise<void>((resolve) =>
      window.addEventListener(
        'popstate',
        () => {
          rendered.write('view', '1.30000,103.60000,14.00');
          resolve();
        },
        { once: true },
      ),
    );
    window.history.back();
    await moved;
  });
  expect(search()).toEqual({ view: '1.30000,103.60000,14.00' });
});
