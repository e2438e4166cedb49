// The shell's federation runtime plugin: the contract check at registration, the manifest's time
// limit around the retry plugin's tries, and one report per failure with the visitor's reason.
import { missingSharedNames } from '@forest-city/remote-kit/federation-checks';
import { forestCityFederationPlugin, incompatibility } from '../runtime-plugin';
import { IncompatibleRemoteError, RemoteLoadError, RemoteTimeoutError, classifyRemoteError } from '../remote-errors';

type Hooks = Required<Pick<ReturnType<typeof forestCityFederationPlugin>, 'fetch' | 'afterLoadManifest' | 'errorLoadRemote' | 'createScript'>>;
const hooks = (opts: Parameters<typeof forestCityFederationPlugin>[0] = {}) => forestCityFederationPlugin(opts) as unknown as Hooks;

const manifestWith = (forestCity?: object) => ({ metaData: { name: 'mfe_report', ...(forestCity ? { forestCity } : {}) }, exposes: [], shared: [] });
const args = (manifestJson: object, name = 'mfe_report') =>
  ({ manifestUrl: 'http://r/mf-manifest.json', moduleInfo: { name, entry: 'http://r/mf-manifest.json' }, manifestJson, origin: {} }) as never;

describe('contract check', () => {
  test('the same major is accepted, minors and patches included', () => {
    expect(incompatibility('report', { version: '1.4.0', contractVersion: '2.0.0' })).toBeNull();
    expect(incompatibility('report', { version: '1.5.0', contractVersion: '2.7.3' })).toBeNull();
  });

  test('another major, or no contract version at all, is refused with the reason', () => {
    expect(incompatibility('report', { version: '3.0.0', contractVersion: '3.0.0' })).toMatch(/report 3.0.0 implements contract 3.0.0; this shell needs contract 2.x/);
    expect(incompatibility('report', { version: '0.1.0', contractVersion: '1.9.0' })).toMatch(/needs contract 2.x/);
    expect(incompatibility('report', undefined)).toMatch(/names no contract version/);
  });

  test('afterLoadManifest throws IncompatibleRemoteError for a manifest of another major, and lets a matching one through', async () => {
    const { afterLoadManifest } = hooks();
    await expect(afterLoadManifest(args(manifestWith({ version: '3.0.0', contractVersion: '3.0.0' })))).rejects.toBeInstanceOf(IncompatibleRemoteError);
    await expect(afterLoadManifest(args(manifestWith()))).rejects.toBeInstanceOf(IncompatibleRemoteError);
    await expect(afterLoadManifest(args(manifestWith({ version: '0.2.0', contractVersion: '2.1.0' })))).resolves.toBeUndefined();
    // Not one of the product's remotes: not ours to judge.
    await expect(afterLoadManifest(args(manifestWith(), 'someone_else'))).resolves.toBeUndefined();
  });
});

describe('errorLoadRemote', () => {
  test('reports each failure once with its reason and rethrows it classified', async () => {
    const report = jest.fn();
    const { errorLoadRemote } = hooks({ report });
    const first = errorLoadRemote({
      id: 'http://r/mf-manifest.json',
      error: new TypeError('Failed to fetch'),
      lifecycle: 'afterResolve',
      remote: { name: 'mfe_stormwater' },
    } as never);
    const classified = await Promise.resolve(first).then(
      () => null,
      (e: unknown) => e,
    );
    expect(classified).toBeInstanceOf(RemoteLoadError);
    expect(classified).toMatchObject({ reason: 'unreachable', remote: 'stormwater', message: 'Failed to fetch' });
    // The runtime calls the hook again for the same failure at the end of loadRemote: no second report.
    await expect(errorLoadRemote({ id: 'mfe_stormwater/StormwaterDialog', error: classified, lifecycle: 'onLoad' } as never)).rejects.toBe(classified);
    expect(report).toHaveBeenCalledTimes(1);
  });

  test('the remote is found from the module id when the runtime gives no remote', async () => {
    const { errorLoadRemote } = hooks({ report: () => {} });
    await expect(errorLoadRemote({ id: 'mfe_map/InfrastructureMap', error: new Error('Loading chunk x failed'), lifecycle: 'onLoad' } as never)).rejects.toMatchObject({
      remote: 'map',
      reason: 'unreachable',
    });
  });
});

test('classification: timeouts of the script loader, the chunk loader and our own limits read as "took too long"', () => {
  expect(classifyRemoteError(new Error('ScriptNetworkError: Script "x/remoteEntry.js" timed out.')).reason).toBe('timeout');
  expect(classifyRemoteError(new Error('Loading chunk 12 failed.\n(timeout: http://r/12.js)')).reason).toBe('timeout');
  expect(classifyRemoteError(new RemoteTimeoutError('manifest took longer than 10 ms')).reason).toBe('timeout');
  expect(classifyRemoteError(new IncompatibleRemoteError('contract 3.0.0')).reason).toBe('incompatible');
  expect(classifyRemoteError(new Error('RUNTIME-003 Failed to get manifest')).reason).toBe('unreachable');
});

test('the entry script gets the time limit and is loaded with CORS (so its errors name their file)', () => {
  const made = hooks({ timeoutMs: 1234 }).createScript({ url: 'http://r/remoteEntry.js' } as never) as { script: HTMLScriptElement; timeout: number };
  expect(made.timeout).toBe(1234);
  expect(made.script.crossOrigin).toBe('anonymous');
});

test('an error thrown while a remote entry is evaluated is handled (the fallback reports it), other errors are not', () => {
  hooks().createScript({ url: 'http://r/remoteEntry.js' } as never);
  const fromEntry = new ErrorEvent('error', { filename: 'http://r/remoteEntry.js', message: 'boom', cancelable: true });
  const fromPage = new ErrorEvent('error', { filename: 'http://localhost/main.js', message: 'page bug', cancelable: true });
  window.dispatchEvent(fromEntry);
  window.dispatchEvent(fromPage);
  expect(fromEntry.defaultPrevented).toBe(true);
  expect(fromPage.defaultPrevented).toBe(false);
});

/** jsdom has no Response: the part of it the retry plugin reads. */
function fakeResponse(status: number, body: string) {
  const make = (): object => ({ status, ok: status < 400, clone: make, json: async () => JSON.parse(body) as unknown });
  return make();
}

describe('manifest fetch', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  test('a manifest that never answers fails as a timeout at the limit, without retrying a hang', async () => {
    const calls: string[] = [];
    globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
      calls.push(url);
      const signal = init?.signal;
      // As the browser's fetch: an aborted signal rejects at once, a later abort when it comes.
      if (signal?.aborted) return Promise.reject(signal.reason);
      return new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
    }) as never;
    const started = Date.now();
    await expect(hooks({ timeoutMs: 300 }).fetch('http://r/mf-manifest.json', {})).rejects.toBeInstanceOf(RemoteTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(calls).toEqual(['http://r/mf-manifest.json']);
  }, 10_000);

  test('a manifest that keeps failing fast is given up after three tries as what it is, not as a timeout, however slow the tries', async () => {
    let n = 0;
    globalThis.fetch = jest.fn(async () => {
      n++;
      // Each try takes most of the limit: together they pass it several times over.
      await new Promise((r) => setTimeout(r, 250));
      return fakeResponse(500, 'oops');
    }) as never;
    const failure = await Promise.resolve(hooks({ timeoutMs: 300 }).fetch('http://r/mf-manifest.json', {})).then(
      () => null,
      (e: unknown) => e,
    );
    expect(n).toBe(3);
    expect(failure).not.toBeInstanceOf(RemoteTimeoutError);
    expect(classifyRemoteError(failure).reason).toBe('unreachable');
  }, 10_000);

  test('a failed try is retried before the manifest is given up on', async () => {
    let n = 0;
    globalThis.fetch = jest.fn(async () => {
      n++;
      return n === 1 ? fakeResponse(500, 'oops') : fakeResponse(200, '{"metaData":{}}');
    }) as never;
    const res = (await hooks({ timeoutMs: 5000 }).fetch('http://r/mf-manifest.json', {})) as unknown as { status: number };
    expect(res.status).toBe(200);
    expect(n).toBe(2);
  }, 10_000);
});

describe('shared surface', () => {
  const provided = { '@mantine/core': ['Button', 'Modal'], 'react-router': ['Link'] };

  test('the shell as built provides both parts of Mantine; a remote built before the split (the whole @mantine/core) is refused', async () => {
    const { MANTINE_ON_DEMAND, SHARED_SURFACE, surfaceByShare } = (await import('../../../../shared-surface.mjs')) as {
      MANTINE_ON_DEMAND: string[];
      SHARED_SURFACE: Record<string, string[]>;
      surfaceByShare: () => Record<string, string[]>;
    };
    const shell = surfaceByShare();
    expect(missingSharedNames({ '@mantine/core': SHARED_SURFACE['@mantine/core']! }, shell)).toEqual(['@mantine/core (not provided)']);
    expect(missingSharedNames(surfaceByShare(), shell)).toEqual([]);
    expect(surfaceByShare()['@forest-city/mantine-on-demand']).toEqual(MANTINE_ON_DEMAND);
  });

  test('the shell refuses such a remote at registration, naming the missing exports', () => {
    const needs = { '@mantine/core': ['Button', 'Blockquote'] };
    expect(incompatibility('report', { version: '0.2.0', contractVersion: '2.0.0', sharedSurface: needs }, provided)).toMatch(
      /report 0.2.0 was built against shared exports this shell does not provide \(@mantine\/core: Blockquote\); deploy the shell with them first/,
    );
    expect(incompatibility('report', { version: '0.2.0', contractVersion: '2.0.0', sharedSurface: { '@mantine/core': ['Button'] } }, provided)).toBeNull();
  });

  test('a shared singleton outside the remote’s requiredVersion (strictVersion) reads as incompatible', () => {
    const msg = 'Version 5.90.0 from shell of shared singleton module @tanstack/react-query does not satisfy the requirement of mfe_report which needs ^5.108.0)';
    expect(classifyRemoteError(new Error(msg)).reason).toBe('incompatible');
  });
});

describe('shared versions', () => {
  const shell = { react: '19.3.1', '@tanstack/react-query': '5.108.0', 'react-i18next': '17.1.13' };
  const release = { version: '1.6.0', contractVersion: '2.0.0' };

  test('a remote requiring newer minors than the shell provides is refused, naming each library (the skew the issue found only warned)', () => {
    const shared = [
      { name: '@tanstack/react-query', requiredVersion: '^5.110.0' },
      { name: 'react-i18next', requiredVersion: '^17.2.0' },
      { name: 'react', requiredVersion: '^19.3.1' },
    ];
    expect(incompatibility('report', release, {}, shared, shell)).toBe(
      'report 1.6.0 requires shared libraries newer than this shell provides: @tanstack/react-query ^5.110.0 (this page has 5.108.0), react-i18next ^17.2.0 (this page has 17.1.13); deploy the shell with them first',
    );
    // A major the shell does not have (React 20 against 19) is refused the same way.
    expect(incompatibility('report', release, {}, [{ name: 'react', requiredVersion: '^20.0.0' }], shell)).toMatch(/react \^20.0.0 \(this page has 19.3.1\)/);
  });

  test('a release built for an older major (React Router 7 against the shell’s 8) is refused as the remote’s to rebuild, before its old shares are named', () => {
    const router8 = { ...shell, 'react-router': '8.5.3' };
    // What a 1.0.0 release built on React Router 7 records: its range and the react-router-dom share.
    const shared = [
      { name: 'react-router', requiredVersion: '^7.18.5' },
      { name: 'react-router-dom', requiredVersion: '^7.18.5' },
      { name: 'react', requiredVersion: '^19.3.1' },
    ];
    const surface = { 'react-router': ['Link'], 'react-router-dom': ['Link'] };
    expect(incompatibility('report', { ...release, version: '1.0.0', sharedSurface: surface }, { 'react-router': ['Link'] }, shared, router8)).toBe(
      "report 1.0.0 was built for older majors of shared libraries than this shell provides: react-router ^7.18.5 (this page has 8.5.3); release it rebuilt against this shell's",
    );
    // The same release against a shell still on React Router 7 is not refused for its majors.
    expect(incompatibility('report', release, {}, shared, { ...shell, 'react-router': '7.18.5' })).toBeNull();
  });
});
