// The elements' federation plugin: the first remote to load provides the page's shared copies (pinned),
// and every later remote is checked against them with the shell's checks.
import { IncompatibleReleaseError, elementsFederationPlugin, pinShares, provideRuntimeCore, provideRuntimeCoreGlobal } from '../federation-plugin';
import { RUNTIME_CORE_EXPRESSION, RUNTIME_CORE_KEY } from '../../federation/runtime-core.mjs';

type Hooks = Required<Pick<ReturnType<typeof elementsFederationPlugin>, 'afterLoadManifest' | 'onLoad'>>;

const SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: '@forest-city/mantine-first-view', version: '9.7.3', requiredVersion: '^9.7.3' },
];
const manifest = (name: string, surface: string[], contractVersion = '2.0.0', shared = SHARED) =>
  ({
    moduleInfo: { name, entry: `http://${name}/mf-manifest.json` },
    manifestJson: { metaData: { name, forestCity: { version: '1.0.0', contractVersion, sharedSurface: { '@forest-city/mantine-first-view': surface } } }, shared },
  }) as never;

function scopeMap() {
  return {
    default: {
      react: { '19.3.1': { from: 'mfe_stormwater', loaded: true } as { from: string; strategy?: string } },
      '@forest-city/mantine-first-view': { '9.7.3': { from: 'mfe_stormwater' } as { from: string; strategy?: string } },
      'only-report': { '1.0.0': { from: 'mfe_report' } as { from: string; strategy?: string } },
    },
  };
}
const loaded = (name: string, shareScopeMap = scopeMap()) => ({ remote: { name }, origin: { shareScopeMap } }) as never;

test('the first remote to load is checked for its contract only; a later one needing a name its copies lack is refused, naming it', async () => {
  const { afterLoadManifest, onLoad } = elementsFederationPlugin() as unknown as Hooks;
  await expect(afterLoadManifest(manifest('mfe_stormwater', ['Button']))).resolves.toBeUndefined();
  await onLoad(loaded('mfe_stormwater'));
  const refused = afterLoadManifest(manifest('mfe_report', ['Button', 'Blockquote']));
  await expect(refused).rejects.toBeInstanceOf(IncompatibleReleaseError);
  await expect(refused).rejects.toThrow(/report 1.0.0 was built against shared exports this page does not provide \(@forest-city\/mantine-first-view: Blockquote\)/);
  // A release needing no more than the page's copies passes; so does the first remote loaded again (Retry).
  await expect(afterLoadManifest(manifest('mfe_report', ['Button']))).resolves.toBeUndefined();
  await expect(afterLoadManifest(manifest('mfe_stormwater', ['Button']))).resolves.toBeUndefined();
});

test('the same release loaded first provides the longer list: the shorter one after it passes', async () => {
  const { afterLoadManifest, onLoad } = elementsFederationPlugin() as unknown as Hooks;
  await afterLoadManifest(manifest('mfe_report', ['Button', 'Blockquote']));
  await onLoad(loaded('mfe_report'));
  await expect(afterLoadManifest(manifest('mfe_stormwater', ['Button']))).resolves.toBeUndefined();
});

test('a later remote requiring newer shared versions than the first provides, or another contract major, is refused', async () => {
  const { afterLoadManifest, onLoad } = elementsFederationPlugin() as unknown as Hooks;
  await expect(afterLoadManifest(manifest('mfe_map', [], '3.0.0'))).rejects.toThrow(/implements contract 3.0.0; this page needs contract 2.x/);
  await afterLoadManifest(manifest('mfe_stormwater', ['Button']));
  await onLoad(loaded('mfe_stormwater'));
  const newer = [{ name: 'react', version: '19.4.0', requiredVersion: '^19.4.0' }];
  await expect(afterLoadManifest(manifest('mfe_report', ['Button'], '2.0.0', newer))).rejects.toThrow(/react \^19.4.0 \(this page has 19.3.1\)/);
});

test('the first remote’s copies are pinned (loaded-first), the others are left to the runtime; only the first load pins', async () => {
  const { afterLoadManifest, onLoad } = elementsFederationPlugin() as unknown as Hooks;
  const map = scopeMap();
  await afterLoadManifest(manifest('mfe_stormwater', ['Button']));
  await onLoad(loaded('mfe_stormwater', map));
  expect(map.default.react['19.3.1'].strategy).toBe('loaded-first');
  expect(map.default['@forest-city/mantine-first-view']['9.7.3'].strategy).toBe('loaded-first');
  expect(map.default['only-report']['1.0.0'].strategy).toBeUndefined();
  await afterLoadManifest(manifest('mfe_report', ['Button']));
  await onLoad(loaded('mfe_report', map));
  expect(map.default['only-report']['1.0.0'].strategy).toBeUndefined();
  expect(pinShares(scopeMap(), 'nobody')).toBe(0);
});

describe('the runtime core the remotes’ entries read (provideRuntimeCore)', () => {
  type Hook = (args: { url: string; attrs?: Record<string, unknown> }) => HTMLScriptElement;
  type Page = Record<string | symbol, unknown>;
  const KEY = Symbol.for(RUNTIME_CORE_KEY);
  const ours = { ours: true };
  /** What a remote's bundle reads (the build's external, evaluated against `page` as globalThis). */
  const entryReads = (page: Page) => new Function('globalThis', `return ${RUNTIME_CORE_EXPRESSION}`)(page) as unknown;
  const running = (script: Element | null) => Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  afterEach(() => {
    delete (document as { currentScript?: unknown }).currentScript;
    delete (globalThis as unknown as Page)[KEY];
    delete (globalThis as unknown as Page)._FEDERATION_RUNTIME_CORE;
  });

  test('ES-module entries read ours under the Symbol.for key; no global name is taken', () => {
    const page: Page = {};
    provideRuntimeCore(ours, page);
    expect(entryReads(page)).toBe(ours);
    expect(Object.getOwnPropertyNames(page)).toEqual([]);
  });

  test('a page’s own _FEDERATION_RUNTIME_CORE is the page’s; our entries still read ours', () => {
    const partners = { partner: true };
    const page: Page = { _FEDERATION_RUNTIME_CORE: partners };
    provideRuntimeCore(ours, page);
    expect(page._FEDERATION_RUNTIME_CORE).toBe(partners);
    expect(entryReads(page)).toBe(ours);
    // The shell's page sets only the global: its remotes read that.
    expect(entryReads({ _FEDERATION_RUNTIME_CORE: partners })).toBe(partners);
  });

  test('a second runtime on the page leaves the first one’s in place', () => {
    const page: Page = {};
    provideRuntimeCore(ours, page);
    provideRuntimeCore({ second: true }, page);
    expect(entryReads(page)).toBe(ours);
  });

  test('a classic entry (released before ES-module entries) gets the global only once one is loaded, and reads ours while it runs', () => {
    const page = globalThis as unknown as Page;
    provideRuntimeCore(ours, page);
    expect(Object.getOwnPropertyNames(page)).not.toContain('_FEDERATION_RUNTIME_CORE');
    const entry = (elementsFederationPlugin().createScript as unknown as Hook)({ url: 'http://report.test/remoteEntry.js', attrs: { fetchpriority: 'high' } });
    expect(entry.getAttribute('fetchpriority')).toBe('high');
    expect(page._FEDERATION_RUNTIME_CORE).toBe(ours);
    // A value the page sets is the page's; our classic entry still reads ours while it runs.
    const later = { later: true };
    page._FEDERATION_RUNTIME_CORE = later;
    running(document.createElement('script'));
    expect(page._FEDERATION_RUNTIME_CORE).toBe(later);
    running(entry);
    expect(page._FEDERATION_RUNTIME_CORE).toBe(ours);
  });

  test('the global of a page that has its own is kept; a non-configurable one is left alone', () => {
    const partners = { partner: true };
    const page: Page = { [KEY]: ours, _FEDERATION_RUNTIME_CORE: partners };
    provideRuntimeCoreGlobal(page);
    expect(page._FEDERATION_RUNTIME_CORE).toBe(partners);
    const fixed: Page = { [KEY]: ours };
    Object.defineProperty(fixed, '_FEDERATION_RUNTIME_CORE', { value: 'partner', configurable: false });
    expect(() => provideRuntimeCoreGlobal(fixed)).not.toThrow();
    expect(fixed._FEDERATION_RUNTIME_CORE).toBe('partner');
  });
});
