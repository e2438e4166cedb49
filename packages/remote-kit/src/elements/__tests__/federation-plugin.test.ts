// The elements' federation plugin: the first remote to load provides the page's shared copies (pinned),
// and every later remote is checked against them with the shell's checks.
import { IncompatibleReleaseError, elementsFederationPlugin, pinShares, provideRuntimeCore } from '../federation-plugin';

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
  const ours = { ours: true };
  const running = (script: Element | null) => Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  afterEach(() => {
    delete (document as { currentScript?: unknown }).currentScript;
  });

  test('on a page without one, every reader gets ours', () => {
    const page: Record<string, unknown> = {};
    provideRuntimeCore(ours, page);
    expect(page._FEDERATION_RUNTIME_CORE).toBe(ours);
    expect(Object.keys(page)).toEqual([]);
  });

  test('a page’s own value is kept (and one it sets later); an entry the elements loaded reads ours while it runs', () => {
    const partners = { partner: true };
    const page: Record<string, unknown> = { _FEDERATION_RUNTIME_CORE: partners };
    provideRuntimeCore(ours, page);
    expect(page._FEDERATION_RUNTIME_CORE).toBe(partners);
    const entry = (elementsFederationPlugin().createScript as unknown as Hook)({ url: 'http://report.test/remoteEntry.js', attrs: { fetchpriority: 'high' } });
    expect(entry.getAttribute('fetchpriority')).toBe('high');
    running(entry);
    expect(page._FEDERATION_RUNTIME_CORE).toBe(ours);
    // Another script of the page reads the page's.
    running(document.createElement('script'));
    expect(page._FEDERATION_RUNTIME_CORE).toBe(partners);
    const later = { later: true };
    page._FEDERATION_RUNTIME_CORE = later;
    expect(page._FEDERATION_RUNTIME_CORE).toBe(later);
    running(entry);
    expect(page._FEDERATION_RUNTIME_CORE).toBe(ours);
  });

  test('a second runtime on the page leaves the first one’s in place; a non-configurable global is left alone', () => {
    const page: Record<string, unknown> = {};
    provideRuntimeCore(ours, page);
    provideRuntimeCore({ second: true }, page);
    expect(page._FEDERATION_RUNTIME_CORE).toBe(ours);
    const fixed = {};
    Object.defineProperty(fixed, '_FEDERATION_RUNTIME_CORE', { value: 'partner', configurable: false });
    expect(() => provideRuntimeCore(ours, fixed as Record<string, unknown>)).not.toThrow();
    expect((fixed as Record<string, unknown>)._FEDERATION_RUNTIME_CORE).toBe('partner');
  });
});
