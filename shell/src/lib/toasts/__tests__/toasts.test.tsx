// The spec's toast rules on Mantine's notifications: one at a time (the newest replaces the one on
// screen), closed after 5000 ms unless focus is in it, an action that runs and closes, F8 to focus.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import Toaster from '../Toaster';
import { showToast, TOAST_DURATION } from '../show-toast';

async function renderToaster() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common: { toast: { viewport: 'Notifications ({{hotkey}})' } } } }, defaultNS: 'common' });
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <Toaster />
      </I18nextProvider>
    </MantineProvider>,
  );
}

/** Lets the store's update and the enter transition run. */
const settle = async (ms = 0) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};

beforeEach(() => {
  jest.useFakeTimers();
  notifications.clean();
});
afterEach(() => {
  act(() => notifications.clean());
  jest.useRealTimers();
});

test('the region is named with its hotkey', async () => {
  await renderToaster();
  expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
});

test('one toast at a time: a new one replaces the one on screen', async () => {
  await renderToaster();
  act(() => void showToast({ title: 'first', description: 'one' }, 'Close'));
  await settle();
  act(() => void showToast({ title: 'second', description: 'two', variant: 'destructive' }, 'Close'));
  await settle(1000);
  const toasts = screen.getAllByTestId('toast');
  expect(toasts).toHaveLength(1);
  expect(toasts[0]).toHaveTextContent('second');
  expect(toasts[0]).toHaveAttribute('data-variant', 'destructive');
  expect(screen.queryByText('first')).not.toBeInTheDocument();
});

test('a toast closes by itself after the duration, and its close button is named', async () => {
  await renderToaster();
  act(() => void showToast({ title: 'saved' }, 'Tutup'));
  await settle();
  expect(screen.getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
  await settle(TOAST_DURATION - 100);
  expect(screen.getByTestId('toast')).toBeInTheDocument();
  await settle(1000);
  await settle(1000); // the exit transition
  expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
});

test('the close button can be left out', async () => {
  await renderToaster();
  act(() => void showToast({ title: 'quiet', closeButton: false }, 'Close'));
  await settle();
  expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
});

test('F8 focuses the toast, and while focus is in it, it stays', async () => {
  await renderToaster();
  act(() => void showToast({ title: 'focus me' }, 'Close'));
  await settle();
  fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' });
  const toast = screen.getByTestId('toast');
  expect(toast).toHaveFocus();
  await settle(TOAST_DURATION * 3);
  expect(screen.getByTestId('toast')).toBeInTheDocument();
  act(() => toast.blur());
  await settle(TOAST_DURATION + 1000);
  await settle(1000); // the exit transition
  expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
});

test('an action runs and closes its toast', async () => {
  await renderToaster();
  const onClick = jest.fn();
  act(() => void showToast({ title: 'Export failed', variant: 'destructive', action: { label: 'Retry', onClick } }, 'Close'));
  await settle();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  await settle(1000);
  expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
});
