// DialogHost passes each dialog the props its registry entry declares from the URL, and writes
// what the dialog reports back to the URL (the remote itself never touches it). A dialog once open
// stays mounted, hidden, when its module is loaded, and opening it again renders nothing anew.
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { ModuleCatalogContext } from '../../../federation/module-catalog';
import { TEST_CATALOG } from '../../../test-utils/module-tables';

let slotProps: Record<string, unknown> = {};
/** Renders of each module's slot. */
const slotRenders = new Map<string, number>();
jest.mock('../../../federation/RemoteSlot', () => ({
  RemoteSlot: ({ module, props }: { module: string; props: Record<string, unknown> }) => {
    slotProps = props;
    slotRenders.set(module, (slotRenders.get(module) ?? 0) + 1);
    // As the real slot: nothing of a module in the server's render and while React hydrates it.
    const { useServerPass } = jest.requireActual('../../../lib/server-pass') as typeof import('../../../lib/server-pass');
    return useServerPass() ? null : <p data-testid={module}>{module}</p>;
  },
}));
/** The modules ready to render at once ("remote/module": code and texts loaded). */
const loaded = new Set<string>();
jest.mock('../../../federation/loaded-module', () => ({ readyModule: (_: unknown, remote: string, module: string) => (loaded.has(`${remote}/${module}`) ? {} : undefined) }));
/** The page's language (the next render reads it). */
let language = 'en';
jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key, i18n: { language } }) }));

// Imported after the mocks.
const { DialogHost } = jest.requireActual('../DialogHost') as typeof import('../DialogHost');

let search = '';
let navigate: NavigateFunction = () => undefined;
function UrlProbe() {
  search = useLocation().search;
  navigate = useNavigate();
  return null;
}

beforeEach(() => {
  slotRenders.clear();
  loaded.clear();
  language = 'en';
});

const page = (url: string) => (
  <ModuleCatalogContext.Provider value={TEST_CATALOG}>
    <MemoryRouter initialEntries={[url]}>
      <UrlProbe />
      <DialogHost />
    </MemoryRouter>
  </ModuleCatalogContext.Provider>
);

function renderAt(url: string) {
  slotProps = {};
  render(page(url));
}
const param = (name: string) => new URLSearchParams(search).get(name);

test('stormwater gets approach from ?approach= and its choice replaces ?approach=, keeping dialog and tab', () => {
  renderAt('/?dialog=stormwater&tab=detailed&approach=lid&layers=water');
  expect(slotProps.approach).toBe('lid');
  expect(slotProps.tab).toBe('detailed');
  act(() => (slotProps.onApproachChange as (id: string) => void)('sponge-city'));
  expect(param('approach')).toBe('sponge-city');
  expect(param('dialog')).toBe('stormwater');
  expect(param('tab')).toBe('detailed');
  expect(param('layers')).toBe('water');
  expect(slotProps.approach).toBe('sponge-city');
});

test('stormwater without ?approach= gets null (controlled, the first approach)', () => {
  renderAt('/?dialog=stormwater');
  expect(slotProps).toHaveProperty('approach', null);
});

test('the mass balance gets its companion from ?hydrology.assumptions=; opening and closing it write the URL', () => {
  renderAt('/?dialog=hydrology');
  expect(slotProps).toHaveProperty('assumptions', null);
  act(() => (slotProps.onAssumptionsChange as (v: string | null) => void)('overview'));
  expect(param('hydrology.assumptions')).toBe('overview');
  expect(slotProps.assumptions).toBe('overview');
  act(() => (slotProps.onAssumptionsChange as (v: string | null) => void)(null));
  expect(param('hydrology.assumptions')).toBeNull();
  expect(param('dialog')).toBe('hydrology');
});

test('a dialog without URL state gets only the common props', () => {
  renderAt('/?dialog=report&tab=vision&approach=bgi');
  expect(Object.keys(slotProps).sort()).toEqual(['onClose', 'onTabChange', 'opened', 'tab']);
});

test("the history dialog gets onShowYear: a timeline event closes it and shows the map in that year, keeping the map's own parameters", () => {
  renderAt('/?dialog=history&tab=overview&layers=water&view=1.33700,103.59370,15.00');
  expect(typeof slotProps.onShowYear).toBe('function');
  act(() => (slotProps.onShowYear as (year: number) => void)(2016));
  expect(param('year')).toBe('2016');
  expect(param('dialog')).toBeNull();
  expect(param('tab')).toBeNull();
  expect(param('layers')).toBe('water');
  expect(param('view')).toBe('1.33700,103.59370,15.00');
});

test('other dialogs get no onShowYear (their content has no timeline events to send)', () => {
  renderAt('/?dialog=future');
  expect(slotProps).not.toHaveProperty('onShowYear');
});

describe('a dialog once open', () => {
  const stormwater = TEST_CATALOG.dialogs.find((d) => d.id === 'stormwater')!;
  const go = (url: string) => act(() => void navigate(url));

  test('stays mounted, hidden, once closed; opened again it is shown without rendering anew', () => {
    loaded.add(`${stormwater.remote}/${stormwater.module}`);
    renderAt('/?dialog=stormwater');
    const content = screen.getByTestId(stormwater.module);
    const renders = slotRenders.get(stormwater.module);
    go('/');
    expect(content.isConnected).toBe(true);
    expect(content).not.toBeVisible();
    go('/?dialog=stormwater');
    expect(screen.getByTestId(stormwater.module)).toBe(content);
    expect(content).toBeVisible();
    expect(slotRenders.get(stormwater.module)).toBe(renders);
  });

  test('opened again with other URL state, it gets the new props and its callbacks write the URL', () => {
    loaded.add(`${stormwater.remote}/${stormwater.module}`);
    renderAt('/?dialog=stormwater&approach=lid');
    go('/');
    go('/?dialog=stormwater&tab=detailed');
    expect(slotProps).toMatchObject({ approach: null, tab: 'detailed' });
    act(() => (slotProps.onApproachChange as (id: string) => void)('sponge-city'));
    expect(param('approach')).toBe('sponge-city');
    expect(param('tab')).toBe('detailed');
  });

  test('is not kept when its module or texts could not be loaded: opened again, it is mounted anew (and tries again)', () => {
    renderAt('/?dialog=stormwater');
    const content = screen.getByTestId(stormwater.module);
    go('/');
    expect(content.isConnected).toBe(false);
    go('/?dialog=stormwater');
    expect(screen.getByTestId(stormwater.module)).not.toBe(content);
  });

  test("a page the server sent for another address (a service worker's stored `/`) hydrates with the dialog the address names, and shows it", async () => {
    loaded.add(`${stormwater.remote}/${stormwater.module}`);
    // As in App: the page inside a Suspense boundary, which React hydrates in a render of its own.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Suspense fallback={null}>{page('/')}</Suspense>);
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Suspense fallback={null}>{page('/?dialog=stormwater')}</Suspense>, { onRecoverableError: (e) => mismatches.push(e) });
    });
    expect(mismatches).toEqual([]);
    expect(screen.getByTestId(stormwater.module)).toBeVisible();
    container.remove();
  });

  test('a change of language unmounts it (hidden, it would render again in the new language)', () => {
    loaded.add(`${stormwater.remote}/${stormwater.module}`);
    renderAt('/?dialog=stormwater');
    const content = screen.getByTestId(stormwater.module);
    go('/');
    language = 'zh';
    go('/?layers=water');
    expect(content.isConnected).toBe(false);
  });

  test('another dialog opened meanwhile is shown alone', () => {
    loaded.add(`${stormwater.remote}/${stormwater.module}`);
    renderAt('/?dialog=stormwater');
    go('/?dialog=future');
    const future = TEST_CATALOG.dialogs.find((d) => d.id === 'future')!;
    expect(screen.getByTestId(future.module)).toBeVisible();
    expect(screen.getByTestId(stormwater.module)).not.toBeVisible();
  });
});
