// Idle preloading of dialog remotes: after load, one dialog per idle period; never with data saver.
import { renderHook } from '@testing-library/react';
import { DIALOGS } from '../dialog-registry';

const preloadExposed = jest.fn(async () => undefined);
jest.mock('../../../federation/registry', () => ({ preloadExposed: (...args: unknown[]) => preloadExposed(...(args as [])) }));
jest.mock('react-i18next', () => ({ useTranslation: () => ({ i18n: { loadNamespaces: async () => undefined } }) }));

// Imported after the mocks.
const { idlePreloadAllowed, useIdleDialogPreload } = jest.requireActual('../use-dialog-preload') as typeof import('../use-dialog-preload');

const setSaveData = (saveData: boolean | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: saveData === undefined ? undefined : { saveData }, configurable: true });

beforeEach(() => {
  jest.useFakeTimers();
  preloadExposed.mockClear();
});
afterEach(() => {
  jest.useRealTimers();
  setSaveData(undefined);
});

test('idle preloading is allowed unless the browser asks to save data', () => {
  expect(idlePreloadAllowed({})).toBe(true);
  expect(idlePreloadAllowed({ connection: { saveData: false } })).toBe(true);
  expect(idlePreloadAllowed({ connection: { saveData: true } })).toBe(false);
  expect(idlePreloadAllowed(undefined)).toBe(true);
});

test('after load, every dialog module is preloaded, one per idle period', () => {
  renderHook(() => useIdleDialogPreload());
  expect(preloadExposed).not.toHaveBeenCalled();
  jest.advanceTimersByTime(2_000);
  expect(preloadExposed).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(2_000 * DIALOGS.length);
  expect(preloadExposed.mock.calls).toEqual(DIALOGS.map((d) => [d.remote, d.module]));
});

test('with data saver on, nothing is preloaded while idle', () => {
  setSaveData(true);
  renderHook(() => useIdleDialogPreload());
  jest.advanceTimersByTime(2_000 * (DIALOGS.length + 1));
  expect(preloadExposed).not.toHaveBeenCalled();
});
