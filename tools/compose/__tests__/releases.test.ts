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
