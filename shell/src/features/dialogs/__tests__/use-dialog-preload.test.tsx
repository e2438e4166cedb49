// Idle preloading of dialog remotes: after load, one dialog per idle period; never with data saver.
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ModuleCatalogContext } from '../../../federation/module-catalog';
import { TEST_CATALOG } from '../../../test-utils/module-tables';
import { IDLE_PRELOAD_MEDIA, idlePreloadAllowed } from '../../../lib/fetch-ahead';

const preloadExposed = jest.fn(async () => undefined);
jest.mock('../../../federation/registry', () => ({ preloadExposed: (...args: unknown[]) => preloadExposed(...(args as [])) }));
jest.mock('react-i18next', () => ({ useTranslation: () => ({ i18n: { loadNamespaces: async () => undefined } }) }));

// Imported after the mocks.
const { useIdleDialogPreload } = jest.requireActual('../use-dialog-preload') as typeof import('../use-dialog-preload');

const DIALOGS = TEST_CATALOG.dialogs;
const wrapper = ({ children }: { children: ReactNode }) => <ModuleCatalogContext.Provider value={TEST_CATALOG}>{children}</ModuleCatalogContext.Provider>;

const setSaveData = (saveData: boolean | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: saveData === undefined ? undefined : { saveData }, configurable: true });
const realMatchMedia = window.matchMedia;
/** The viewport as a media query sees it: wide (a desktop) or not (a phone). */
const setLargeScreen = (large: boolean) => {
  window.matchMedia = ((query: string) => ({ ...realMatchMedia(query), matches: large && query === IDLE_PRELOAD_MEDIA })) as typeof window.matchMedia;
};

beforeEach(() => {
  jest.useFakeTimers();
  preloadExposed.mockClear();
  setLargeScreen(true);
});
afterEach(() => {
  jest.useRealTimers();
  setSaveData(undefined);
  window.matchMedia = realMatchMedia;
});

test('idle preloading needs a large screen and a fast connection, and never with data saver', () => {
  expect(idlePreloadAllowed({}, true)).toBe(true);
  expect(idlePreloadAllowed(undefined, true)).toBe(true);
  expect(idlePreloadAllowed({ connection: { saveData: false, effectiveType: '4g' } }, true)).toBe(true);
  expect(idlePreloadAllowed({ connection: { saveData: true, effectiveType: '4g' } }, true)).toBe(false);
  expect(idlePreloadAllowed({ connection: { effectiveType: '3g' } }, true)).toBe(false);
  expect(idlePreloadAllowed({ connection: { effectiveType: 'slow-2g' } }, true)).toBe(false);
  expect(idlePreloadAllowed({ connection: { effectiveType: '4g' } }, false)).toBe(false);
  expect(idlePreloadAllowed({}, false)).toBe(false);
});

test('after load, every dialog module is preloaded, one per idle period', () => {
  renderHook(() => useIdleDialogPreload(), { wrapper });
  expect(preloadExposed).not.toHaveBeenCalled();
  jest.advanceTimersByTime(2_000);
  expect(preloadExposed).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(2_000 * DIALOGS.length);
  expect(preloadExposed.mock.calls).toEqual(DIALOGS.map((d) => [d.remote, d.module]));
});

test('with data saver on, nothing is preloaded while idle', () => {
  setSaveData(true);
  renderHook(() => useIdleDialogPreload(), { wrapper });
  jest.advanceTimersByTime(2_000 * (DIALOGS.length + 1));
  expect(preloadExposed).not.toHaveBeenCalled();
});

test('on a phone-sized screen, nothing is preloaded while idle', () => {
  setLargeScreen(false);
  renderHook(() => useIdleDialogPreload(), { wrapper });
  jest.advanceTimersByTime(2_000 * (DIALOGS.length + 1));
  expect(preloadExposed).not.toHaveBeenCalled();
});
