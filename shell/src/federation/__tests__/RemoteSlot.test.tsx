// A remote that fails to load shows the translated fallback in its slot only; Retry loads it
// again (forcing a fresh registration) and renders the remote once it answers. A remote that
// throws while rendering shows the fallback too; its Retry reloads the page (fresh code).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
const registerPlugins = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  registerPlugins: (...args: unknown[]) => registerPlugins(...args),
}));
const reloadPage = jest.fn();
jest.mock('../reload-page', () => ({ reloadPage: () => reloadPage() }));

import { RemoteSlot } from '../RemoteSlot';
import { forgetLoaded, preloadExposed, registerRemotesFromConfig } from '../registry';
import { RemoteLoadError } from '../remote-errors';
import { PrerenderedFragments, fragmentKey, fragmentsInPage } from '../prerendered';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: {
      common: {
        remote: {
          loading: 'Loading {{section}}…',
          unavailableTitle: '{{section}} is unavailable',
          unavailableBody: 'This section could not be loaded.',
          failedBody: 'This section stopped with an error.',
          retry: 'Retry',
          fallback: {
            unreachable: 'This section could not be reached.',
            timeout: 'This section took too long to load.',
            incompatible: 'This section is a version this page cannot use.',
            details: 'Details for support',
          },
        },
      },
    },
  },
});

const manifest = (port: number) => ({ manifest: `http://localhost:${port}/mf-manifest.json` });
registerRemotesFromConfig({ map: manifest(1), hydrology: manifest(2), stormwater: manifest(3), report: manifest(4) }, { timeoutMs: 1000 });

const Greeting: ComponentType<{ who: string }> = ({ who }) => <p>Hello {who}</p>;

function renderSlot(instance = i18n) {
  return render(
    <MantineProvider>
      <I18nextProvider i18n={instance}>
        <p>Rest of the page</p>
        <RemoteSlot<{ who: string }> remote="stormwater" module="StormwaterDialog" section="Stormwater Approaches" props={{ who: 'planner' }} />
      </I18nextProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  loadRemote.mockReset();
  reloadPage.mockClear();
  registerRemotes.mockClear();
  forgetLoaded();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

test('renders the remote module with its props', async () => {
  loadRemote.mockResolvedValue({ default: Greeting });
  renderSlot();
  expect(await screen.findByText('Hello planner')).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('mfe_stormwater/StormwaterDialog');
});

test('a failed load shows the fallback, keeps the page, and Retry recovers', async () => {
  loadRemote.mockRejectedValueOnce(new Error('RUNTIME-003 failed to fetch manifest'));
  renderSlot();
  expect(await screen.findByText('Stormwater Approaches is unavailable')).toBeInTheDocument();
  expect(screen.getByText('Rest of the page')).toBeInTheDocument();
  // The plain reason for the visitor; the runtime's message only inside the collapsed details.
  expect(screen.getByText('This section could not be reached.')).toBeInTheDocument();
  expect(screen.getByTestId('remote-fallback')).toHaveAttribute('data-failure', 'unreachable');
  const detail = screen.getByTestId('remote-fallback-detail');
  expect(detail).toHaveTextContent(/failed to fetch manifest/);
  expect(detail.closest('details')).not.toHaveAttribute('open');
  expect(screen.getByText('Details for support').tagName).toBe('SUMMARY');

  loadRemote.mockResolvedValue({ default: Greeting });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
  expect(await screen.findByText('Hello planner')).toBeInTheDocument();
  // The retry re-registered the remote with force, so a cached failure is not reused.
  expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_stormwater', entry: 'http://localhost:3/mf-manifest.json' }], { force: true });
  expect(reloadPage).not.toHaveBeenCalled();
});

/** The page's texts bundled; the remote's namespace from a backend the test takes down and brings back. */
async function i18nWithRemoteTexts() {
  const remoteTexts = { down: true };
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .use({
      type: 'backend',
      init: () => undefined,
      read: (_lng: string, _ns: string, callback: (err: unknown, data: unknown) => void) =>
        remoteTexts.down ? callback(new Error('Failed to fetch'), true) : callback(null, { greeting: 'Hello from the remote' }),
    })
    .init({ lng: 'en', partialBundledLanguages: true, resources: { en: { common: i18n.getResourceBundle('en', 'common') } }, maxRetries: 0 });
  // A preload during the outage: i18next gave up and now takes the namespace as loaded, with no texts.
  await instance.loadNamespaces('stormwater');
  expect(instance.hasLoadedNamespace('stormwater')).toBe(true);
  return { instance, remoteTexts };
}
const Texts = () => <p>{useTranslation('stormwater').t('greeting')}</p>;

test('Retry after an outage that outlasted i18next’s retries brings the remote back with its texts, not its keys', async () => {
  const { instance, remoteTexts } = await i18nWithRemoteTexts();
  loadRemote.mockRejectedValueOnce(new Error('Failed to fetch'));
  renderSlot(instance);
  expect(await screen.findByText('Stormwater Approaches is unavailable')).toBeInTheDocument();
  remoteTexts.down = false;
  loadRemote.mockResolvedValue({ default: Texts });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
  expect(await screen.findByText('Hello from the remote')).toBeInTheDocument();
  expect(screen.queryByText('greeting')).toBeNull();
});

test('a module preloaded while only its texts were down opens with its texts, not its keys', async () => {
  const { instance, remoteTexts } = await i18nWithRemoteTexts();
  loadRemote.mockResolvedValue({ default: Texts });
  await preloadExposed('stormwater', 'StormwaterDialog');
  remoteTexts.down = false;
  renderSlot(instance);
  expect(await screen.findByText('Hello from the remote')).toBeInTheDocument();
  expect(screen.queryByText('greeting')).toBeNull();
});

test('a remote that throws while rendering is contained in its slot', async () => {
  const Broken = () => {
    throw new Error('render exploded');
  };
  loadRemote.mockResolvedValue({ default: Broken });
  renderSlot();
  expect(await screen.findByText('Stormwater Approaches is unavailable')).toBeInTheDocument();
  expect(screen.getByText('render exploded')).toBeInTheDocument();
  expect(screen.getByText('This section stopped with an error.')).toBeInTheDocument();
  expect(screen.getByText('Rest of the page')).toBeInTheDocument();
  // Its code has run: only a reload gets it anew, so Retry reloads the page (the URL keeps the state).
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
  expect(loadRemote).toHaveBeenCalledTimes(1);
});

test('a module without a default export is a load failure: Retry loads it again in place', async () => {
  loadRemote.mockResolvedValueOnce({ named: Greeting });
  renderSlot();
  expect(await screen.findByText('stormwater/StormwaterDialog has no default export')).toBeInTheDocument();
  expect(screen.getByText('This section is a version this page cannot use.')).toBeInTheDocument();
  loadRemote.mockResolvedValue({ default: Greeting });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
  expect(await screen.findByText('Hello planner')).toBeInTheDocument();
  expect(reloadPage).not.toHaveBeenCalled();
});

test('a module loaded before (opened or preloaded) renders in the first render, without the loading state', async () => {
  loadRemote.mockResolvedValue({ default: Greeting });
  await preloadExposed('stormwater', 'StormwaterDialog');
  renderSlot();
  // Synchronously: no "Loading…" frame in between.
  expect(screen.getByText('Hello planner')).toBeInTheDocument();
  expect(screen.queryByText('Loading Stormwater Approaches…')).toBeNull();
});

test('a module not loaded yet shows the loading state first', async () => {
  loadRemote.mockResolvedValue({ default: Greeting });
  renderSlot();
  expect(screen.getByText('Loading Stormwater Approaches…')).toBeInTheDocument();
  expect(await screen.findByText('Hello planner')).toBeInTheDocument();
});

test('afterFirstPaint: nothing is fetched before the page around the slot has painted', async () => {
  loadRemote.mockResolvedValue({ default: Greeting });
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <RemoteSlot<{ who: string }> remote="map" module="InfrastructureMap" section="Infrastructure map" props={{ who: 'visitor' }} afterFirstPaint />
      </I18nextProvider>
    </MantineProvider>,
  );
  expect(screen.getByText('Loading Infrastructure map…')).toBeInTheDocument();
  expect(loadRemote).not.toHaveBeenCalled();
  expect(await screen.findByText('Hello visitor')).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('mfe_map/InfrastructureMap');
});

test('a step that timed out reads "took too long"; an incompatible release reads "a version this page cannot use"', async () => {
  loadRemote.mockRejectedValueOnce(new Error('[ Federation Runtime ]: ScriptNetworkError: Script "http://localhost:3/remoteEntry.js" timed out.'));
  const { unmount } = renderSlot();
  expect(await screen.findByText('This section took too long to load.')).toBeInTheDocument();
  unmount();
  forgetLoaded();
  loadRemote.mockRejectedValueOnce(new RemoteLoadError('incompatible', 'stormwater', new Error('stormwater 3.0.0 implements contract 3.0.0; this shell needs contract 2.x')));
  renderSlot();
  expect(await screen.findByText('This section is a version this page cannot use.')).toBeInTheDocument();
  expect(screen.getByTestId('remote-fallback-detail')).toHaveTextContent('this shell needs contract 2.x');
});

test('nothing waits forever: a load that never settles shows "took too long" with Retry after three step limits', async () => {
  jest.useFakeTimers();
  try {
    loadRemote.mockReturnValueOnce(new Promise(() => {}));
    renderSlot();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2900);
    });
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByText('This section took too long to load.')).toBeInTheDocument();
    loadRemote.mockResolvedValue({ default: Greeting });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('Hello planner')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

describe('a prerendered fragment (docs/architecture.md "Prerendered HTML")', () => {
  const FRAGMENT = '<main><h1>Prerendered report</h1></main>';
  function renderWithFragment() {
    return render(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <PrerenderedFragments.Provider value={new Map([[fragmentKey('report', 'ReportPage'), FRAGMENT]])}>
            <RemoteSlot<{ who: string }> remote="report" module="ReportPage" section="Analytical Report" props={{ who: 'reader' }} />
          </PrerenderedFragments.Provider>
        </I18nextProvider>
      </MantineProvider>,
    );
  }

  test('stays on screen, with no loading state, until the module has loaded; then the module replaces it', async () => {
    let resolve!: (m: unknown) => void;
    loadRemote.mockReturnValue(new Promise((r) => (resolve = r)));
    const { container } = renderWithFragment();
    expect(screen.getByRole('heading', { name: 'Prerendered report' })).toBeInTheDocument();
    expect(container.querySelector('[data-prerendered="report/ReportPage"]')).not.toBeNull();
    expect(screen.queryByText('Loading Analytical Report…')).toBeNull();
    expect(loadRemote).toHaveBeenCalledWith('mfe_report/ReportPage');
    await act(async () => resolve({ default: Greeting }));
    expect(await screen.findByText('Hello reader')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Prerendered report' })).toBeNull();
    expect(screen.queryByText('Loading Analytical Report…')).toBeNull();
  });

  test('a module that cannot load shows the fallback and Retry above the text the server sent, which stays readable', async () => {
    loadRemote.mockRejectedValue(new Error('[ Federation Runtime ]: ScriptNetworkError: Script "http://localhost:4/remoteEntry.js" failed to load'));
    renderWithFragment();
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Prerendered report' })).toBeInTheDocument();
    expect(screen.getByTestId('remote-fallback').compareDocumentPosition(screen.getByRole('heading', { name: 'Prerendered report' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  test('the fragments in a page the server sent are read by their key', () => {
    const root = document.createElement('div');
    root.innerHTML = `<div data-prerendered="report/ReportPage">${FRAGMENT}</div><div data-remote="map"></div>`;
    expect([...fragmentsInPage(root)]).toEqual([['report/ReportPage', FRAGMENT]]);
  });

  test("a fragment's styles keep their nonce, which the browser hides from the page's DOM, so they apply when the fragment is set again", () => {
    const root = document.createElement('div');
    root.innerHTML = `<div data-prerendered="report/ReportPage"><style nonce="">.a{}</style>${FRAGMENT}</div>`;
    // As the browser leaves a nonce once the element is in a page whose policy came in a header:
    // the attribute empty, the value only in the element's \`nonce\`.
    Object.defineProperty(root.querySelector('style')!, 'nonce', { value: 'n0nce' });
    const html = fragmentsInPage(root).get('report/ReportPage')!;
    expect(html).toBe(`<style nonce="n0nce">.a{}</style>${FRAGMENT}`);
    expect(root.querySelector('style')!.getAttribute('nonce')).toBe('');
  });
});

describe('the server\'s render (docs/architecture.md "Prerendered HTML")', () => {
  test('a module without a fragment is rendered as its loading state, never as a boundary left unfinished (React #419 on hydration)', async () => {
    // The server's renderer as the shell's server runs it (Node's build: jsdom has no MessageChannel).
    const { renderToString } = await import('react-dom/server.node');
    loadRemote.mockResolvedValue({ default: Greeting });
    const html = renderToString(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <RemoteSlot<{ who: string }>
            remote="stormwater"
            module="StormwaterDialog"
            section="Stormwater Approaches"
            props={{ who: 'planner' }}
            frame={(c) => <section>{c}</section>}
          />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(html).toContain('Loading Stormwater Approaches…');
    expect(html).not.toContain('<!--$!-->');
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
