import { dismissToast, getToasts, resetToasts, showToast, TOAST_LIMIT, TOAST_REMOVE_DELAY } from '../toast-store';

beforeEach(() => {
  jest.useFakeTimers();
  resetToasts();
});
afterEach(() => jest.useRealTimers());

test('spec constants: one toast at a time, removal 1,000,000 ms after dismissal', () => {
  expect(TOAST_LIMIT).toBe(1);
  expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
});

test('a new toast replaces the one on screen', () => {
  showToast({ title: 'first' });
  const id = showToast({ title: 'second', variant: 'destructive' });
  expect(getToasts()).toHaveLength(1);
  expect(getToasts()[0]).toMatchObject({ id, title: 'second', variant: 'destructive', open: true, closeButton: true });
});

test('variant defaults to default; close button can be left out', () => {
  showToast({ description: 'saved', closeButton: false });
  expect(getToasts()[0]).toMatchObject({ variant: 'default', closeButton: false, description: 'saved' });
});

test('dismiss closes at once and removes after the removal delay', () => {
  const id = showToast({ title: 'x' });
  dismissToast(id);
  expect(getToasts()[0]).toMatchObject({ id, open: false });
  jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
  expect(getToasts()).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(getToasts()).toHaveLength(0);
});
