// A closed dialog stays rendered, hidden, and opened again with the same props shows at once
// without rendering its remote anew; the most recent KEPT_DIALOGS are kept.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { ModuleCatalogContext } from '../../../federation/module-catalog';
import { TEST_CATALOG } from '../../../test-utils/module-tables';

const renders: Record<string, number> = {};
let latestProps: Record<string, unknown> = {};
let mounts = 0;
let ready = true;
jest.mock('../../../federation/RemoteSlot', () => ({
  slotReady: () => ready,
  useServerPass: () => false,
  RemoteSlot: ({ module, props }: { module: string; props: Record<string, unknown> }) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.mock's factory cannot close over imports
    const [mount] = (require('react') as typeof import('react')).useState(() => ++mounts);
    renders[module] = (renders[module] ?? 0) + 1;
    latestProps = props;
    return (
      <p data-testid={module} data-mount={mount}>
        {module}
      </p>
    );
  },
}));
jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en', resolvedLanguage: 'en' } }) }));

// Imported after the mocks.
const { DialogHost, KEPT_DIALOGS } = jest.requireActual('../DialogHost') as typeof import('../DialogHost');

let navigate: NavigateFunction = () => undefined;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function renderHost() {
  render(
    <ModuleCatalogContext.Provider value={TEST_CATALOG}>
      <MemoryRouter initialEntries={['/']}>
        <Navigator />
        <DialogHost />
      </MemoryRouter>
    </ModuleCatalogContext.Provider>,
  );
}
const go = (url: string) => act(() => void navigate(url));
const shown = (module: string) => screen.queryByTestId(module) !== null && screen.getByTestId(module).closest('[style*="display: none"]') === null;

beforeEach(() => {
  for (const key of Object.keys(renders)) delete renders[key];
  ready = true;
});

const mountOf = (module: string) => screen.getByTestId(module).dataset.mount;

test('closed, a dialog stays in the page hidden; opened again unchanged, that instance shows without rendering its remote again', () => {
  renderHost();
  go('/?dialog=future');
  expect(shown('FutureDialog')).toBe(true);
  const opened = mountOf('FutureDialog');
  go('/');
  expect(screen.getByTestId('FutureDialog')).toBeInTheDocument();
  expect(shown('FutureDialog')).toBe(false);
  const hidden = mountOf('FutureDialog');
  expect(hidden).toBe(opened);
  const rendered = renders.FutureDialog;
  go('/?layers=water');
  expect(renders.FutureDialog).toBe(rendered);
  go('/?dialog=future');
  expect(shown('FutureDialog')).toBe(true);
  expect(renders.FutureDialog).toBe(rendered);
  expect(mountOf('FutureDialog')).toBe(hidden);
  expect(screen.getAllByTestId('FutureDialog')).toHaveLength(1);
});

test('a tab switched while open renders the same dialog; opened again with other props, it mounts afresh as a dialog never opened', () => {
  renderHost();
  go('/?dialog=report');
  const mounted = mountOf('ReportDialog');
  go('/?dialog=report&tab=vision');
  expect(mountOf('ReportDialog')).toBe(mounted);
  expect(latestProps.tab).toBe('vision');
  go('/');
  go('/?dialog=report');
  expect(latestProps.tab).toBeUndefined();
  expect(mountOf('ReportDialog')).not.toBe(mounted);
  expect(screen.getAllByTestId('ReportDialog')).toHaveLength(1);
});

test("a kept dialog's callbacks act on today's address: re-opened from a hidden element, its close closes it", () => {
  renderHost();
  go('/?dialog=future&layers=water');
  go('/?layers=water');
  go('/?dialog=future&layers=water');
  act(() => (latestProps.onClose as () => void)());
  expect(shown('FutureDialog')).toBe(false);
});

test('only the most recent dialogs are kept', () => {
  renderHost();
  const ids = ['future', 'report', 'history', 'stormwater'];
  const modules = ['FutureDialog', 'ReportDialog', 'TimelineDialog'];
  for (const id of ids) go(`/?dialog=${id}`);
  go('/');
  expect(KEPT_DIALOGS).toBe(3);
  expect(screen.queryByTestId(modules[0]!)).toBeNull();
  for (const module of modules.slice(1)) expect(screen.getByTestId(module)).toBeInTheDocument();
});

test('a dialog shown without its code or texts (an outage) mounts afresh when opened again, to load what it lacked', () => {
  renderHost();
  ready = false;
  go('/?dialog=future');
  const mounted = mountOf('FutureDialog');
  go('/');
  go('/?dialog=future');
  expect(mountOf('FutureDialog')).not.toBe(mounted);
  expect(screen.getAllByTestId('FutureDialog')).toHaveLength(1);
});
