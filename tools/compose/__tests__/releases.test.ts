// Release folders of a remote's build (build-all.mjs): dist is switched to a complete release in
// one rename, a folder of the old layout is replaced once, and a bundle naming the build machine's
// folders is caught before it is released.
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

type Build = typeof import('../build-all.mjs');
const load = () => import('../build-all.mjs') as Promise<Build>;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'releases-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function release(name: string) {
  mkdirSync(path.join(dir, 'releases', name), { recursive: true });
  writeFileSync(path.join(dir, 'releases', name, 'mf-manifest.json'), name);
}

test('dist becomes a link to the release; a later switch replaces the link, leaving no temporary entry', async () => {
  const { switchRelease } = await load();
  release('1.0.0-a');
  release('1.1.0-b');
  switchRelease(dir, '1.0.0-a');
  expect(lstatSync(path.join(dir, 'dist')).isSymbolicLink()).toBe(true);
  expect(readFileSync(path.join(dir, 'dist', 'mf-manifest.json'), 'utf8')).toBe('1.0.0-a');
  switchRelease(dir, '1.1.0-b');
  expect(readlinkSync(path.join(dir, 'dist'))).toBe(path.join('releases', '1.1.0-b'));
  expect(readFileSync(path.join(dir, 'dist', 'mf-manifest.json'), 'utf8')).toBe('1.1.0-b');
  expect(existsSync(path.join(dir, 'releases', '1.0.0-a'))).toBe(true);
  const { readdirSync } = await import('node:fs');
  expect(readdirSync(dir).sort()).toEqual(['dist', 'releases']);
});

test('a dist folder of the layout before releases is replaced by the link', async () => {
  const { switchRelease } = await load();
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist', 'old.js'), 'old');
  release('1.0.0-a');
  switchRelease(dir, '1.0.0-a');
  expect(lstatSync(path.join(dir, 'dist')).isSymbolicLink()).toBe(true);
  expect(existsSync(path.join(dir, 'dist', 'old.js'))).toBe(false);
});

test('a bundle that names a file:/// path or the build folder is reported; a clean one is not', async () => {
  const { filesWithBuildPaths } = await load();
  const { ROOT } = await import('../parts.mjs');
  writeFileSync(path.join(dir, 'clean.abcdef12.js'), 'let u = self.location.href;');
  writeFileSync(path.join(dir, 'leaky.abcdef12.js'), 'let u = "file:///somewhere/node_modules/maplibre-gl/dist/maplibre-gl.mjs";');
  writeFileSync(path.join(dir, 'rooted.abcdef12.css'), `/* ${path.join(ROOT, 'node_modules', 'x.css')} */`);
  writeFileSync(path.join(dir, 'x.js.map'), '{"sources":["file:///a"]}');
  expect(filesWithBuildPaths(dir).sort()).toEqual(['leaky.abcdef12.js', 'rooted.abcdef12.css']);
});

describe('commitRelease: a version names one build', () => {
  const digest = (c: string) => `sha256-${c.repeat(64)}`;
  /** A built folder in the staging place of a remote at `version`, with `text` in its entry. */
  function staged(version: string, text: string, record?: { version: string; digest: string }) {
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'mfe-x', version }));
    if (record) writeFileSync(path.join(dir, 'released.json'), JSON.stringify(record));
    else rmSync(path.join(dir, 'released.json'), { force: true });
    const staging = path.join(dir, 'releases', `.staging-${Math.random()}`);
    mkdirSync(staging, { recursive: true });
    writeFileSync(path.join(staging, 'remoteEntry.js'), text);
    return staging;
  }

  test('the build of what a version released is that version; anything else is a development build named by its digest', async () => {
    const { commitRelease } = await load();
    expect(commitRelease(dir, staged('1.0.0', 'one'), { hash: 'h1', digest: digest('a') })).toBe('1.0.0-dev.aaaaaaaaaaaa');
    const record = { version: '1.0.0', digest: digest('a') };
    expect(commitRelease(dir, staged('1.0.0', 'one', record), { hash: 'h1', digest: digest('a') })).toBe('1.0.0');
    expect(readlinkSync(path.join(dir, 'dist'))).toBe(path.join('releases', '1.0.0'));
    expect(readFileSync(path.join(dir, 'dist', '.release-digest'), 'utf8')).toBe(digest('a'));
    // The same build again (a forced rebuild) reuses the folder, as it was.
    expect(commitRelease(dir, staged('1.0.0', 'one again', record), { hash: 'h1', digest: digest('a') })).toBe('1.0.0');
    expect(readFileSync(path.join(dir, 'releases', '1.0.0', 'remoteEntry.js'), 'utf8')).toBe('one');
    // Changed sources under the same version are not 1.0.0.
    expect(commitRelease(dir, staged('1.0.0', 'two', record), { hash: 'h2', digest: digest('b') })).toBe('1.0.0-dev.bbbbbbbbbbbb');
    expect(readFileSync(path.join(dir, 'releases', '1.0.0', 'remoteEntry.js'), 'utf8')).toBe('one');
  });

  test('a version whose folder was built from other files is refused, and the folder is left as it was', async () => {
    const { commitRelease } = await load();
    commitRelease(dir, staged('1.0.0', 'one', { version: '1.0.0', digest: digest('a') }), { hash: 'h1', digest: digest('a') });
    // Someone edits the record to call another build 1.0.0.
    const other = staged('1.0.0', 'two', { version: '1.0.0', digest: digest('b') });
    expect(() => commitRelease(dir, other, { hash: 'h2', digest: digest('b') })).toThrow(/1\.0\.0 was released from other files/);
    expect(readFileSync(path.join(dir, 'releases', '1.0.0', 'remoteEntry.js'), 'utf8')).toBe('one');
    expect(readlinkSync(path.join(dir, 'dist'))).toBe(path.join('releases', '1.0.0'));
  });

  test('released versions are kept however many follow; development builds beyond three go; RELEASES_KEEP prunes versions when an operator sets it', async () => {
    const { commitRelease } = await load();
    const { readdirSync, utimesSync } = await import('node:fs');
    let age = 100;
    const release = (version: string, recorded: boolean) => {
      const d = digest(version.replace(/\D/g, '').slice(-1));
      const name = commitRelease(dir, staged(version, `content of ${version}`, recorded ? { version, digest: d } : undefined), { hash: version, digest: d });
      // Older folders first (the build sorts by time).
      const t = Date.now() / 1000 - age--;
      utimesSync(path.join(dir, 'releases', name), t, t);
      return name;
    };
    for (const v of ['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0']) release(v, true);
    for (const v of ['1.5.0', '1.6.0', '1.7.0', '1.8.0']) release(v, false);
    const names = readdirSync(path.join(dir, 'releases')).sort();
    expect(names.filter((n) => !n.includes('-dev.'))).toEqual(['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0']);
    expect(names.filter((n) => n.includes('-dev.')).map((n) => n.slice(0, 5))).toEqual(['1.6.0', '1.7.0', '1.8.0']);
    process.env.RELEASES_KEEP = '2';
    try {
      release('1.9.0', true);
    } finally {
      delete process.env.RELEASES_KEEP;
    }
    expect(
      readdirSync(path.join(dir, 'releases'))
        .filter((n) => !n.includes('-dev.'))
        .sort(),
    ).toEqual(['1.4.0', '1.9.0']);
  });
});
