// useShellSettings: one store for the page. A part that mounts later does not re-render the others;
// a change reaches every part and is stored; prerendering and hydration see the defaults.
import { useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY, useShellSettings } from '../../../lib/settings-store';

beforeEach(() => window.localStorage.clear());

function Reader({ name, renders }: { name: string; renders?: { count: number } }) {
  const { settings } = useShellSettings();
  if (renders) renders.count++;
  return <output aria-label={name}>{String(settings.notifications)}</output>;
}

function Toggle() {
  const { settings, update } = useShellSettings();
  return <button onClick={() => update({ notifications: !settings.notifications })}>toggle</button>;
}

test('a part that mounts later does not re-render the parts already there', async () => {
  const renders = { count: 0 };
  function Later() {
    const [shown, setShown] = useState(false);
    useEffect(() => setShown(true), []);
    return shown ? <Reader name="later" /> : null;
  }
  render(
    <>
      <Reader name="first" renders={renders} />
      <Later />
    </>,
  );
  expect(await screen.findByLabelText('later')).toHaveTextContent('true');
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(renders.count).toBe(1);
});

test('a change reaches every part and is stored', () => {
  render(
    <>
      <Reader name="a" />
      <Reader name="b" />
      <Toggle />
    </>,
  );
  act(() => screen.getByRole('button').click());
  expect(screen.getByLabelText('a')).toHaveTextContent('false');
  expect(screen.getByLabelText('b')).toHaveTextContent('false');
  expect(JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY)!)).toEqual({ ...DEFAULT_SETTINGS, notifications: false });
});

test('stored settings are read; a change in another tab is taken', () => {
  window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ notifications: false }));
  render(<Reader name="a" />);
  expect(screen.getByLabelText('a')).toHaveTextContent('false');
  window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ notifications: true }));
  act(() => void window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_STORAGE_KEY })));
  expect(screen.getByLabelText('a')).toHaveTextContent('true');
});

test('prerendering sees the defaults; hydration takes stored settings without a mismatch', async () => {
  window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ notifications: false }));
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Reader name="a" />);
  expect(container.textContent).toBe('true');
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, <Reader name="a" />, { onRecoverableError: recoverable });
  });
  expect(container.textContent).toBe('false');
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  container.remove();
});

test('settings the browser will not store still hold while the page is open', () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  try {
    render(
      <>
        <Reader name="a" />
        <Toggle />
      </>,
    );
    act(() => screen.getByRole('button').click());
    expect(screen.getByLabelText('a')).toHaveTextContent('false');
  } finally {
    setItem.mockRestore();
  }
  // Once storing works again, the next change is stored.
  act(() => screen.getByRole('button').click());
  expect(JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY)!)).toMatchObject({ notifications: true });
});
