// The phone's sidebar drawer opening starts what every dialog opens in (the modal's code and
// Mantine's stylesheets) and reads the dialog remotes' manifests; on 4G without data saver each
// entry's dialog follows, one at a time in the drawer's order, while the drawer stays open; with
// data saver on, nothing is fetched before a tap on an entry.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ModuleCatalogContext } from '../../../federation/module-catalog';
import { TEST_CATALOG } from '../../../test-utils/module-tables';

const preloadModal = jest.fn(async () => undefined);
const loadAllMantineStyles = jest.fn(async () => undefined);
/** Each dialog's code, settled by the test. */
const pending = new Map<string, () => void>();
const preloadExposed = jest.fn((remote: string, module: string) => new Promise<void>((resolve) => pending.set(`${remote}/${module}`, resolve)));
const preloadManifests = jest.fn();
const loadNamespaces = jest.fn(async () => undefined);
jest.mock('../dialog-modal-loader', () => ({ dialogModal: { preload: () => preloadModal() } }));
jest.mock('../../../lib/mantine-styles', () => ({ loadAllMantineStyles: () => loadAllMantineStyles() }));
jest.mock('../../../federation/registry', () => ({
  preloadExposed: (...args: unknown[]) => preloadExposed(...(args as [string, string])),
  preloadManifests: (...args: unknown[]) => preloadManifests(...(args as [])),
}));
jest.mock('react-i18next', () => {
  const i18n = { loadNamespaces: (...args: unknown[]) => loadNamespaces(...(args as [])) };
  return { useTranslation: () => ({ i18n }) };
});

// Imported after the mocks.
const { useDrawerPreload } = jest.requireActual('../use-dialog-preload') as typeof import('../use-dialog-preload');

const wrapper = ({ children }: { children: ReactNode }) => <ModuleCatalogContext.Provider value={TEST_CATALOG}>{children}</ModuleCatalogContext.Provider>;
/** The drawer's entries, in its order: the dialogs with a sidebar entry. */
const ENTRIES = TEST_CATALOG.dialogs.filter((d) => d.sidebar).map((d) => `${d.remote}/${d.module}`);

const setConnection = (connection: { saveData?: boolean; effectiveType?: string } | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

/** Settles the dialog's code and lets the loop go on. */
const arrive = (key: string) =>
  act(async () => {
    pending.get(key)!();
    await Promise.resolve();
  });

const fetched = () => preloadExposed.mock.calls.map(([remote, module]) => `${remote}/${module}`);

beforeEach(() => {
  for (const mock of [preloadModal, loadAllMantineStyles, preloadExposed, preloadManifests, loadNamespaces]) mock.mockClear();
  pending.clear();
});
afterEach(() => setConnection(undefined));

test("nothing is fetched while the drawer is closed; opening it fetches the modal, the stylesheets, the manifests, then each entry's dialog one at a time in the drawer's order", async () => {
  setConnection({ saveData: false, effectiveType: '4g' });
  const { rerender } = renderHook(({ reaching }) => useDrawerPreload(reaching), { initialProps: { reaching: false }, wrapper });
  expect(preloadModal).not.toHaveBeenCalled();
  expect(preloadExposed).not.toHaveBeenCalled();
  rerender({ reaching: true });
  expect(preloadModal).toHaveBeenCalled();
  expect(loadAllMantineStyles).toHaveBeenCalled();
  expect(preloadManifests).toHaveBeenCalledWith(TEST_CATALOG.dialogs.map((d) => d.remote));
  // The first entry's code alone; each next one waits for the one before.
  expect(fetched()).toEqual(ENTRIES.slice(0, 1));
  expect(loadNamespaces).toHaveBeenCalled();
  for (let i = 1; i < ENTRIES.length; i++) {
    await arrive(ENTRIES[i - 1]!);
    expect(fetched()).toEqual(ENTRIES.slice(0, i + 1));
  }
  await arrive(ENTRIES.at(-1)!);
  // Only the drawer's entries (a dialog opened from elsewhere waits for its opener).
  expect(fetched()).toEqual(ENTRIES);
});

test('closing the drawer stops the dialogs that have not started', async () => {
  setConnection({ saveData: false, effectiveType: '4g' });
  const { rerender } = renderHook(({ reaching }) => useDrawerPreload(reaching), { initialProps: { reaching: true }, wrapper });
  expect(fetched()).toEqual(ENTRIES.slice(0, 1));
  rerender({ reaching: false });
  await arrive(ENTRIES[0]!);
  expect(fetched()).toEqual(ENTRIES.slice(0, 1));
});

test("below 4G the drawer fetches the frame and the manifests, no dialog's code", () => {
  setConnection({ saveData: false, effectiveType: '3g' });
  renderHook(() => useDrawerPreload(true), { wrapper });
  expect(preloadModal).toHaveBeenCalledTimes(1);
  expect(preloadManifests).toHaveBeenCalled();
  expect(preloadExposed).not.toHaveBeenCalled();
});

test('with data saver on, opening the drawer fetches nothing', () => {
  setConnection({ saveData: true, effectiveType: '4g' });
  const { rerender } = renderHook(({ reaching }) => useDrawerPreload(reaching), { initialProps: { reaching: false }, wrapper });
  rerender({ reaching: true });
  expect(preloadModal).not.toHaveBeenCalled();
  expect(loadAllMantineStyles).not.toHaveBeenCalled();
  expect(preloadManifests).not.toHaveBeenCalled();
  expect(preloadExposed).not.toHaveBeenCalled();
});
