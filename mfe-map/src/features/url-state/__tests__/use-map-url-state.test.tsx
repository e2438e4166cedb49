// The map's URL writers under a real browser history (jsdom's), the way they run in the shell.
import { act, render } from '@testing-library/react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { useMapUrlState } from '../use-map-url-state';

type Url = ReturnType<typeof useMapUrlState>;

function MapProbe({ onUrl }: { onUrl: (u: Url) => void }) {
  const url = useMapUrlState();
  onUrl(url);
  return (
    <>
      <Link to="/forest-city-report?tab=vision">Open as a full page</Link>
      <Link to="/?dialog=future" state={{ openedDialog: true }}>
        Open the future dialog
      </Link>
    </>
  );
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  let latest: Url | undefined;
  const view = render(
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<MapProbe onUrl={(u) => (latest = u)} />} />
        <Route path="/forest-city-report" element={<p>report page</p>} />
      </Routes>
    </BrowserRouter>,
  );
  return { ...view, url: () => latest! };
}

const VIEW = { longitude: 103.6, latitude: 1.34, zoom: 13 };

test('a move writes the view into the URL and keeps what other parts wrote', () => {
  const { url } = renderAt('/?dialog=report&tab=vision');
  act(() => url().setView(VIEW));
  const params = new URLSearchParams(window.location.search);
  expect(window.location.pathname).toBe('/');
  expect(params.get('dialog')).toBe('report');
  expect(params.get('view')).not.toBeNull();
});

test('a late move after a link left the dashboard does not send the visitor back', () => {
  const { url, getByText } = renderAt('/?dialog=report&tab=vision');
  const stale = url();
  act(() => getByText('Open as a full page').click());
  expect(window.location.pathname).toBe('/forest-city-report');
  // The map's last moveend arrives after the route changed (and the map unmounted).
  act(() => stale.setView(VIEW));
  act(() => stale.setBase('satellite'));
  act(() => stale.openItem('W-001'));
  expect(window.location.pathname).toBe('/forest-city-report');
  expect(window.location.search).toBe('?tab=vision');
  expect(getByText('report page')).toBeInTheDocument();
});

test('opening an item pushes an entry so Back closes it; closing goes back', async () => {
  const { url } = renderAt('/');
  act(() => url().openItem('W-001'));
  expect(new URLSearchParams(window.location.search).get('item')).toBe('W-001');
  await act(async () => {
    url().closeItem();
    await new Promise((r) => window.addEventListener('popstate', r, { once: true }));
  });
  expect(new URLSearchParams(window.location.search).get('item')).toBeNull();
});

test('a move that lands between Back and the next render does not bring back what Back removed', async () => {
  // The page's first entry carries react-router's index but no key.
  const { url, getByText } = renderAt('/');
  act(() => getByText('Open the future dialog').click());
  expect(new URLSearchParams(window.location.search).get('dialog')).toBe('future');
  const rendered = url();
  // Back: the browser is on the first entry again, react-router has not rendered it yet, and the
  // map's moveend (from the last render, with ?dialog=future) arrives in between.
  await act(async () => {
    const moved = new Promise<void>((resolve) =>
      window.addEventListener(
        'popstate',
        () => {
          rendered.setView(VIEW);
          resolve();
        },
        { once: true },
      ),
    );
    window.history.back();
    await moved;
  });
  const params = new URLSearchParams(window.location.search);
  expect(params.get('dialog')).toBeNull();
  expect(params.get('view')).not.toBeNull();
  // The first entry's history state stays the page's own, not the dialog entry's.
  expect((window.history.state as { usr?: unknown }).usr ?? null).toBeNull();
});
