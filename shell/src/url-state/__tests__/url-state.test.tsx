// The address bar's one writer, under a real browser history (jsdom's), the way it runs in the shell.
import { act, render } from '@testing-library/react';
import { BrowserRouter, Link, MemoryRouter, Route, Routes } from 'react-router';
import { applyChanges, changesTo, useUrlState, type UrlState } from '../url-state';

function Probe({ onUrl }: { onUrl: (u: UrlState) => void }) {
  onUrl(useUrlState());
  return <Link to="/forest-city-report?tab=vision">Open as a full page</Link>;
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  let latest: UrlState | undefined;
  const view = render(
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Probe onUrl={(u) => (latest = u)} />} />
        <Route path="/forest-city-report" element={<p>report page</p>} />
      </Routes>
    </BrowserRouter>,
  );
  return { ...view, url: () => latest! };
}

const search = () => Object.fromEntries(new URLSearchParams(window.location.search));
const usr = () => (window.history.state as { usr?: unknown } | null)?.usr ?? null;
const back = () =>
  act(async () => {
    const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await moved;
  });

describe('applyChanges', () => {
  test('sets, removes (null) and leaves alone (missing), without touching the input', () => {
    const current = new URLSearchParams('dialog=history&tab=overview&q=pump');
    const next = applyChanges(current, { tab: 'trends', q: null, dialog: undefined, view: '1.30000,103.60000,14.00' });
    expect(Object.fromEntries(next)).toEqual({ dialog: 'history', tab: 'trends', view: '1.30000,103.60000,14.00' });
    expect(current.toString()).toBe('dialog=history&tab=overview&q=pump');
  });

  test('an empty value is kept: `layers=` (no layers) is not the same as no `layers` (the default ones)', () => {
    expect(applyChanges(new URLSearchParams('layers=water'), { layers: '' }).toString()).toBe('layers=');
  });
});

describe('changesTo', () => {
  test('names every key that differs, removed ones as null', () => {
    const current = new URLSearchParams('dialog=history&tab=trends&approach=x&q=pump');
    const next = new URLSearchParams('q=pump&dialog=report');
    expect(Object.fromEntries(applyChanges(current, changesTo(current, next)))).toEqual({ q: 'pump', dialog: 'report' });
    expect(changesTo(current, next)).toMatchObject({ dialog: 'report', tab: null, approach: null });
  });
});

describe('useUrlState', () => {
  test('params are the rendered query', () => {
    const { url } = renderAt('/?layers=water&q=pump');
    expect(url().params.get('layers')).toBe('water');
    expect(url().params.get('q')).toBe('pump');
  });

  test("replace changes only what it names, adds no history entry and keeps the entry's state", () => {
    const { url } = renderAt('/?dialog=report&tab=vision');
    act(() => url().open('item', { item: 'w-1' }));
    const length = window.history.length;
    act(() => url().replace({ view: '1.30000,103.60000,14.00', base: 'hybrid' }));
    expect(search()).toEqual({ dialog: 'report', tab: 'vision', item: 'w-1', view: '1.30000,103.60000,14.00', base: 'hybrid' });
    expect(window.history.length).toBe(length);
    expect(usr()).toEqual({ opened: 'item' });
    expect(url().params.get('base')).toBe('hybrid');
  });

  test('a replace that changes nothing does not navigate', () => {
    const { url } = renderAt('/?q=pump');
    const before = window.history.state as { key?: string };
    act(() => url().replace({ q: 'pump', dialog: null }));
    expect((window.history.state as { key?: string }).key).toBe(before.key);
  });

  test('open pushes an entry marked with what it opened, so Back closes it', async () => {
    const { url } = renderAt('/?layers=water');
    const length = window.history.length;
    act(() => url().open('dialog', { dialog: 'history' }));
    expect(search()).toEqual({ layers: 'water', dialog: 'history' });
    expect(window.history.length).toBe(length + 1);
    expect(usr()).toEqual({ opened: 'dialog' });
    await back();
    expect(search()).toEqual({ layers: 'water' });
    expect(url().params.get('dialog')).toBeNull();
  });

  test('opening another thing of the same kind replaces, so one Back still closes it', async () => {
    const { url } = renderAt('/');
    act(() => url().open('item', { item: 'w-1' }));
    act(() => url().open('item', { item: 'w-2' }));
    expect(search()).toEqual({ item: 'w-2' });
    await back();
    expect(search()).toEqual({});
  });

  test('opening a different kind pushes again (an item over a dialog takes two Backs)', async () => {
    const { url } = renderAt('/');
    act(() => url().open('dialog', { dialog: 'history' }));
    act(() => url().open('item', { item: 'w-1' }));
    expect(usr()).toEqual({ opened: 'item' });
    await back();
    expect(search()).toEqual({ dialog: 'history' });
  });

  test('a year a history event sends the map to is pushed over the dialog: Back returns to the timeline, Forward to the year; the slider then replaces', async () => {
    const { url } = renderAt('/');
    act(() => url().open('dialog', { dialog: 'history' }));
    act(() => url().open('year', { dialog: null, year: '2016' }));
    expect(search()).toEqual({ year: '2016' });
    expect(usr()).toEqual({ opened: 'year' });
    const length = window.history.length;
    act(() => url().replace({ year: '2018' }));
    expect(window.history.length).toBe(length);
    await back();
    expect(search()).toEqual({ dialog: 'history' });
  });

  test('close goes Back when the current entry opened it', async () => {
    const { url } = renderAt('/?q=pump');
    act(() => url().open('dialog', { dialog: 'history', tab: 'trends' }));
    const length = window.history.length;
    await act(async () => {
      const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      url().close('dialog', { dialog: null, tab: null });
      await moved;
    });
    expect(search()).toEqual({ q: 'pump' });
    // Went back rather than pushing: the closed entry is still ahead (Forward reopens it).
    expect(window.history.length).toBe(length);
  });

  test('a second close before the first Back has landed does not go Back again (two Escapes never leave the page)', async () => {
    const { url } = renderAt('/?q=pump');
    act(() => url().open('dialog', { dialog: 'history' }));
    // The browser moves on its own time: each Back asked for is one more entry left.
    const go = jest.spyOn(window.history, 'go');
    try {
      await act(async () => {
        const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
        url().close('dialog', { dialog: null });
        url().close('dialog', { dialog: null });
        await moved;
      });
      expect(go.mock.calls).toEqual([[-1]]);
      expect(search()).toEqual({ q: 'pump' });
      // The same dialog opened and closed again still goes Back (a new entry).
      act(() => url().open('dialog', { dialog: 'history' }));
      await act(async () => {
        const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
        url().close('dialog', { dialog: null });
        await moved;
      });
      expect(go.mock.calls).toEqual([[-1], [-1]]);
      expect(search()).toEqual({ q: 'pump' });
    } finally {
      go.mockRestore();
    }
  });

  test('a dialog reached again with Forward after its close went Back closes again with Back', async () => {
    const { url } = renderAt('/?q=pump');
    act(() => url().open('dialog', { dialog: 'history' }));
    const closeAndLand = () =>
      act(async () => {
        const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
        url().close('dialog', { dialog: null });
        await moved;
      });
    await closeAndLand();
    expect(search()).toEqual({ q: 'pump' });
    await act(async () => {
      const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.forward();
      await moved;
    });
    expect(search()).toEqual({ q: 'pump', dialog: 'history' });
    await closeAndLand();
    expect(search()).toEqual({ q: 'pump' });
  });

  test('changes can be computed from the query as it is now', () => {
    const { url } = renderAt('/?layers=water');
    act(() => url().replace((current) => ({ layers: `${current.get('layers')},drainage` })));
    expect(search()).toEqual({ layers: 'water,drainage' });
  });

  test('close replaces with its changes when a link opened it (no entry of ours to go back to)', () => {
    const { url } = renderAt('/?dialog=history&tab=trends&q=pump');
    const length = window.history.length;
    act(() => url().close('dialog', { dialog: null, tab: null }));
    expect(search()).toEqual({ q: 'pump' });
    expect(window.history.length).toBe(length);
    expect(window.location.pathname).toBe('/');
  });

  test('close of another kind than the entry opened replaces instead of going back', () => {
    const { url } = renderAt('/');
    act(() => url().open('dialog', { dialog: 'history' }));
    act(() => url().open('item', { item: 'w-1' }));
    act(() => url().close('dialog', { dialog: null }));
    expect(search()).toEqual({ item: 'w-1' });
    expect(usr()).toEqual({ opened: 'item' });
  });

  test('a change reported between Back and the next render does not bring back what Back removed', async () => {
    const { url } = renderAt('/');
    act(() => url().open('dialog', { dialog: 'future' }));
    expect(search()).toEqual({ dialog: 'future' });
    const rendered = url();
    expect(rendered.params.get('dialog')).toBe('future');
    // Back: the browser is on the first entry again, react-router has not rendered it yet, and a
    // change made from the last render (the map settling, with ?dialog=future) arrives in between.
    await act(async () => {
      const moved = new Promise<void>((resolve) =>
        window.addEventListener(
          'popstate',
          () => {
            rendered.replace({ view: '1.34000,103.60000,13.00' });
            resolve();
          },
          { once: true },
        ),
      );
      window.history.back();
      await moved;
    });
    expect(search()).toEqual({ view: '1.34000,103.60000,13.00' });
    // The first entry keeps its own (empty) history state, not the dialog entry's.
    expect(usr()).toBeNull();
    expect(url().params.get('dialog')).toBeNull();
  });

  test('a change reported after the visitor left the page does not send them back', () => {
    const { url, getByText } = renderAt('/?dialog=report&tab=vision');
    const stale = url();
    act(() => getByText('Open as a full page').click());
    expect(window.location.pathname).toBe('/forest-city-report');
    // The page unmounted; its remote's last callbacks arrive now.
    act(() => stale.replace({ view: '1.34000,103.60000,13.00' }));
    act(() => stale.open('item', { item: 'w-1' }));
    act(() => stale.close('dialog', { dialog: null }));
    expect(window.location.pathname).toBe('/forest-city-report');
    expect(window.location.search).toBe('?tab=vision');
    expect(getByText('report page')).toBeInTheDocument();
  });

  test('a change reported after the address bar moved to another path, before React rendered it, is dropped', () => {
    const { url } = renderAt('/?q=pump');
    const rendered = url();
    // The browser is elsewhere (a navigation React has not rendered yet); the hook is still mounted.
    window.history.pushState({ idx: 1, key: 'x', usr: null }, '', '/forest-city-report?tab=vision');
    act(() => rendered.replace({ view: '1.34000,103.60000,13.00' }));
    expect(window.location.pathname).toBe('/forest-city-report');
    expect(window.location.search).toBe('?tab=vision');
  });

  test("under a memory router the router's own location is the truth", () => {
    let latest: UrlState | undefined;
    let shown = '';
    function Show() {
      latest = useUrlState();
      shown = latest.params.toString();
      return null;
    }
    window.history.replaceState(null, '', '/?dialog=elsewhere');
    render(
      <MemoryRouter initialEntries={['/?layers=water']}>
        <Show />
      </MemoryRouter>,
    );
    act(() => latest!.replace({ q: 'pump' }));
    expect(shown).toBe('layers=water&q=pump');
    act(() => latest!.open('dialog', { dialog: 'history' }));
    expect(shown).toBe('layers=water&q=pump&dialog=history');
    expect(window.location.search).toBe('?dialog=elsewhere');
  });
});
