// The phone's sidebar drawer opening starts what every dialog opens in (the modal's code and
// Mantine's stylesheets) and reads the dialog remotes' manifests; on 4G without data saver every
// entry's dialog follows at once; with data saver on, nothing is fetched before a tap on an entry.
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ModuleCatalogContext } from '../../../federation/module-catalog';
import { TEST_CATALOG } from '../../../test-utils/module-tables';

const preloadModal = jest.fn(async () => undefined);
const loadAllMantineStyles = jest.fn(async () => undefined);
const preloadExposed = jest.fn(async (_remote: string, _module: string) => undefined);
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

/** The test tables' dialogs and one opened from elsewhere (no sidebar entry): not the drawer's to fetch. */
const first = TEST_CATALOG.dialogs[0]!;
const CATALOG = { ...TEST_CATALOG, dialogs: [...TEST_CATALOG.dialogs, { ...first, id: 'elsewhere', module: 'ElsewhereDialog', sidebar: undefined }] };
const wrapper = ({ children }: { children: ReactNode }) => <ModuleCatalogContext.Provider value={CATALOG}>{children}</ModuleCatalogContext.Provider>;
/** The drawer's entries: the dialogs with a sidebar entry. */
const ENTRIES = TEST_CATALOG.dialogs.filter((d) => d.sidebar).map((d) => `${d.remote}/${d.module}`);

const setConnection = (connection: { saveData?: boolean; effectiveType?: string } | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

const fetched = () => preloadExposed.mock.calls.map(([remote, module]) => `${remote}/${module}`);

beforeEach(() => {
  for (const mock of [preloadModal, loadAllMantineStyles, preloadExposed, preloadManifests, loadNamespaces]) mock.mockClear();
});
afterEach(() => setConnection(undefined));

test("nothing is fetched while the drawer is closed; opening it fetches the modal, the stylesheets, the manifests and every entry's dialog", () => {
  setConnection({ saveData: false, effectiveType: '4g' });
  const { rerender } = renderHook(({ reaching }) => useDrawerPreload(reaching), { initialProps: { reaching: false }, wrapper });
  expect(preloadModal).not.toHaveBeenCalled();
  expect(preloadManifests).not.toHaveBeenCalled();
  expect(preloadExposed).not.toHaveBeenCalled();
  rerender({ reaching: true });
  expect(preloadModal).toHaveBeenCalled();
  expect(loadAllMantineStyles).toHaveBeenCalled();
  expect(preloadManifests).toHaveBeenCalledWith(CATALOG.dialogs.map((d) => d.remote));
  // The drawer's entries only (a dialog opened from elsewhere waits for its opener), with their texts.
  expect(fetched()).toEqual(ENTRIES);
  expect(loadNamespaces).toHaveBeenCalledTimes(ENTRIES.length);
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
