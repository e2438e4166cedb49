// The phone's sidebar drawer opening starts what every dialog opens in (the modal's code and
// Mantine's stylesheets) and reads the dialog remotes' manifests; with data saver on, nothing is
// fetched before a tap on an entry.
import { renderHook } from '@testing-library/react';

const preloadModal = jest.fn(async () => undefined);
const loadAllMantineStyles = jest.fn(async () => undefined);
const preloadExposed = jest.fn(async () => undefined);
const preloadManifests = jest.fn();
jest.mock('../dialog-modal-loader', () => ({ dialogModal: { preload: () => preloadModal() } }));
jest.mock('../../../lib/mantine-styles', () => ({ loadAllMantineStyles: () => loadAllMantineStyles() }));
jest.mock('../../../federation/registry', () => ({
  preloadExposed: (...args: unknown[]) => preloadExposed(...(args as [])),
  preloadManifests: (...args: unknown[]) => preloadManifests(...(args as [])),
}));
jest.mock('../../../federation/module-catalog', () => ({
  useModuleCatalog: () => ({
    dialogs: [
      { id: 'hydrology', remote: 'hydrology' },
      { id: 'monthly', remote: 'hydrology' },
      { id: 'history', remote: 'report' },
    ],
  }),
}));
jest.mock('react-i18next', () => ({ useTranslation: () => ({ i18n: { loadNamespaces: async () => undefined } }) }));

// Imported after the mocks.
const { useDialogFramePreload } = jest.requireActual('../use-dialog-preload') as typeof import('../use-dialog-preload');

const setSaveData = (saveData: boolean | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: saveData === undefined ? undefined : { saveData }, configurable: true });

beforeEach(() => {
  preloadModal.mockClear();
  loadAllMantineStyles.mockClear();
  preloadExposed.mockClear();
  preloadManifests.mockClear();
});
afterEach(() => setSaveData(undefined));

test("nothing is fetched while the drawer is closed; opening it fetches the modal, the stylesheets and the dialog remotes' manifests, no remote's code", () => {
  const { rerender } = renderHook(({ reaching }) => useDialogFramePreload(reaching), { initialProps: { reaching: false } });
  expect(preloadModal).not.toHaveBeenCalled();
  expect(loadAllMantineStyles).not.toHaveBeenCalled();
  rerender({ reaching: true });
  expect(preloadModal).toHaveBeenCalledTimes(1);
  expect(loadAllMantineStyles).toHaveBeenCalledTimes(1);
  expect(preloadManifests).toHaveBeenCalledWith(['hydrology', 'hydrology', 'report']);
  // A dialog's own remote's code waits for its entry (pointer down, focus, tap).
  expect(preloadExposed).not.toHaveBeenCalled();
});

test('with data saver on, opening the drawer fetches nothing', () => {
  setSaveData(true);
  const { rerender } = renderHook(({ reaching }) => useDialogFramePreload(reaching), { initialProps: { reaching: false } });
  rerender({ reaching: true });
  expect(preloadModal).not.toHaveBeenCalled();
  expect(loadAllMantineStyles).not.toHaveBeenCalled();
  expect(preloadManifests).not.toHaveBeenCalled();
});
