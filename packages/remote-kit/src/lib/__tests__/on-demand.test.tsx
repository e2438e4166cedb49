// onDemand (on-demand.ts): a module fetched on first use. Its trigger renders alone until the module
// arrives; a failed load is tried again on the next preload; a focused trigger keeps focus across
// the swap to the module's rendering; server rendering never sees the module.
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { onDemand, useOpenedAfterMount, ON_DEMAND_TRIGGER } from '../on-demand';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Loaded = { label: string };

function Trigger({ popup }: { popup: ReturnType<typeof onDemand<Loaded>> }) {
  const loaded = popup.useModule();
  // Two renderings of the same trigger, as a popup's swap makes: React mounts the second anew.
  return loaded ? (
    <span>
      <button {...{ [ON_DEMAND_TRIGGER]: 'language' }}>{loaded.label}</button>
    </span>
  ) : (
    <button {...{ [ON_DEMAND_TRIGGER]: 'language' }} onFocus={() => void popup.preload().catch(() => undefined)}>
      plain
    </button>
  );
}

test('nothing is fetched until preload; then the module renders, once, however often preload is called', async () => {
  const load = jest.fn(() => Promise.resolve({ label: 'loaded' }));
  const popup = onDemand(load);
  render(<Trigger popup={popup} />);
  expect(load).not.toHaveBeenCalled();
  expect(screen.getByRole('button')).toHaveTextContent('plain');
  await act(async () => {
    await Promise.all([popup.preload(), popup.preload()]);
  });
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button')).toHaveTextContent('loaded');
});

test('a load that fails is forgotten: the next preload fetches again', async () => {
  const attempts = [deferred<Loaded>(), deferred<Loaded>()];
  let n = 0;
  const popup = onDemand(() => attempts[n++]!.promise);
  render(<Trigger popup={popup} />);
  const first = popup.preload();
  attempts[0]!.reject(new Error('offline'));
  await expect(first).rejects.toThrow('offline');
  expect(screen.getByRole('button')).toHaveTextContent('plain');
  const second = popup.preload();
  attempts[1]!.resolve({ label: 'loaded' });
  await act(async () => {
    await second;
  });
  expect(n).toBe(2);
  expect(screen.getByRole('button')).toHaveTextContent('loaded');
});

test('a trigger focused when the module arrives has focus again after the swap', async () => {
  const arrival = deferred<Loaded>();
  const popup = onDemand(() => arrival.promise);
  render(<Trigger popup={popup} />);
  act(() => screen.getByRole('button').focus());
  arrival.resolve({ label: 'loaded' });
  // Outside act(): the swap is the module's own synchronous render (flushSync), as in a browser.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await popup.preload();
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
  expect(screen.getByRole('button')).toHaveTextContent('loaded');
  expect(document.activeElement).toBe(screen.getByRole('button'));
});

test('focus that moved on meanwhile is left where it is', async () => {
  const arrival = deferred<Loaded>();
  const popup = onDemand(() => arrival.promise);
  render(
    <>
      <Trigger popup={popup} />
      <input aria-label="elsewhere" />
    </>,
  );
  act(() => screen.getByRole('button').focus());
  act(() => screen.getByLabelText('elsewhere').focus());
  arrival.resolve({ label: 'loaded' });
  await act(async () => {
    await popup.preload();
  });
  expect(document.activeElement).toBe(screen.getByLabelText('elsewhere'));
});

test('code arriving between a press and its click waits for the click: the pressed trigger is still there to receive it', async () => {
  const arrival = deferred<Loaded>();
  const popup = onDemand(() => arrival.promise);
  render(<Trigger popup={popup} />);
  const done = popup.preload();
  window.dispatchEvent(new Event('pointerdown'));
  arrival.resolve({ label: 'loaded' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByRole('button')).toHaveTextContent('plain');
  window.dispatchEvent(new Event('pointerup'));
  await act(async () => {
    await done;
  });
  expect(screen.getByRole('button')).toHaveTextContent('loaded');
});

test('server rendering and hydration see the trigger alone, even once the module is there', async () => {
  const popup = onDemand(() => Promise.resolve({ label: 'loaded' }));
  await popup.preload();
  expect(renderToString(<Trigger popup={popup} />)).toContain('plain');
});

test('useOpenedAfterMount: a popup mounted open is closed for its first frame, then follows its prop', async () => {
  const seen: boolean[] = [];
  function Popup({ opened }: { opened: boolean }) {
    const shown = useOpenedAfterMount(opened);
    seen.push(shown);
    return <output>{String(shown)}</output>;
  }
  const { rerender } = render(<Popup opened />);
  expect(seen[0]).toBe(false);
  expect(await screen.findByText('true')).toBeInTheDocument();
  rerender(<Popup opened={false} />);
  expect(screen.getByText('false')).toBeInTheDocument();
});

describe('useWhen: the module for a part that needs it while something is open', () => {
  function Panel({ loader, open }: { loader: ReturnType<typeof onDemand<Loaded>>; open: boolean }) {
    const { module, failure, retry } = loader.useWhen(open);
    if (failure) {
      return (
        <p role="alert">
          {String((failure.error as Error).message)} <button onClick={retry}>retry</button>
        </p>
      );
    }
    return <output>{module ? module.label : 'nothing'}</output>;
  }

  test('nothing is fetched while closed; opening fetches and renders the module', async () => {
    const load = jest.fn(() => Promise.resolve({ label: 'loaded' }));
    const loader = onDemand(load);
    const { rerender } = render(<Panel loader={loader} open={false} />);
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
    rerender(<Panel loader={loader} open />);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed load is given with its error; retry fetches again', async () => {
    const attempts = [deferred<Loaded>(), deferred<Loaded>()];
    let n = 0;
    const loader = onDemand(() => attempts[n++]!.promise);
    render(<Panel loader={loader} open />);
    await act(async () => attempts[0]!.reject(new Error('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent('offline');
    act(() => screen.getByRole('button', { name: 'retry' }).click());
    expect(n).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => attempts[1]!.resolve({ label: 'loaded' }));
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  test('closing forgets the failure: the next open asks again', async () => {
    const attempts = [deferred<Loaded>(), deferred<Loaded>()];
    let n = 0;
    const loader = onDemand(() => attempts[n++]!.promise);
    const { rerender } = render(<Panel loader={loader} open />);
    await act(async () => attempts[0]!.reject(new Error('offline')));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(<Panel loader={loader} open={false} />);
    expect(screen.getByText('nothing')).toBeInTheDocument();
    expect(n).toBe(1);
    rerender(<Panel loader={loader} open />);
    expect(n).toBe(2);
    await act(async () => attempts[1]!.resolve({ label: 'loaded' }));
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  test('a failure that arrives after closing is dropped', async () => {
    const attempt = deferred<Loaded>();
    const loader = onDemand(() => attempt.promise);
    const { rerender } = render(<Panel loader={loader} open />);
    rerender(<Panel loader={loader} open={false} />);
    await act(async () => attempt.reject(new Error('offline')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('nothing')).toBeInTheDocument();
  });
});

describe('a press before the module arrived', () => {
  function Menu({ loader }: { loader: ReturnType<typeof onDemand<Loaded>> }) {
    const loaded = loader.useModule();
    const waiting = loader.usePressed('menu');
    if (loaded) return <Opened loader={loader} label={loaded.label} />;
    return <button onClick={() => loader.press('menu')}>{waiting ? 'waiting' : 'plain'}</button>;
  }
  function Opened({ loader, label }: { loader: ReturnType<typeof onDemand<Loaded>>; label: string }) {
    const [open] = useState(() => loader.takePress('menu'));
    return <button>{`${label} ${open ? 'open' : 'closed'}`}</button>;
  }

  test('is shown while the code comes, and opens the module rendering once it has; a later mount opens closed', async () => {
    const arrival = deferred<Loaded>();
    const loader = onDemand(() => arrival.promise);
    const { unmount } = render(<Menu loader={loader} />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('waiting');
    await act(async () => arrival.resolve({ label: 'loaded' }));
    expect(screen.getByRole('button')).toHaveTextContent('loaded open');
    unmount();
    render(<Menu loader={loader} />);
    expect(screen.getByRole('button')).toHaveTextContent('loaded closed');
  });

  test('is forgotten when the code fails to arrive; the next press fetches again', async () => {
    const attempts = [deferred<Loaded>(), deferred<Loaded>()];
    let n = 0;
    const loader = onDemand(() => attempts[n++]!.promise);
    render(<Menu loader={loader} />);
    act(() => screen.getByRole('button').click());
    await act(async () => attempts[0]!.reject(new Error('offline')));
    expect(screen.getByRole('button')).toHaveTextContent('plain');
    act(() => screen.getByRole('button').click());
    expect(n).toBe(2);
    await act(async () => attempts[1]!.resolve({ label: 'loaded' }));
    expect(screen.getByRole('button')).toHaveTextContent('loaded open');
  });

  test('no press, no opening: code fetched on a hover or focus renders the module closed', async () => {
    const loader = onDemand(() => Promise.resolve({ label: 'loaded' }));
    render(<Menu loader={loader} />);
    await act(async () => {
      await loader.preload();
    });
    expect(screen.getByRole('button')).toHaveTextContent('loaded closed');
  });
});
