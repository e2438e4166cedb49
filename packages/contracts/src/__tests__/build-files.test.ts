// build-files.mjs: the one pattern for the build's content-hashed file names.
import { HASHED_FILE, HASHED_NAME, hashedParts } from '../build-files.mjs';

test('a hashed script, stylesheet or their precompressed twin is hashed; locales, entries and manifests are not', () => {
  for (const file of ['main.0123abcd.js', 'src_app_App_tsx.89abcdef.js', 'styles.0123abcd.css', 'x.0123abcd.mjs', 'main.0123abcd.js.br', 'main.0123abcd.css.gz']) {
    expect([file, HASHED_FILE.test(file)]).toEqual([file, true]);
  }
  for (const file of ['remoteEntry.js', 'mf-manifest.json', 'locales/en/common.json', 'main.0123abc.js', 'main.0123ABCD.js', 'main.0123abcd.js.map', 'sw.js']) {
    expect([file, HASHED_FILE.test(file)]).toEqual([file, false]);
  }
});

test("a hashed file's chunk name and extension, so a rebuilt twin can be found", () => {
  expect(hashedParts('src_app_App_tsx.89abcdef.js')).toEqual({ name: 'src_app_App_tsx', ext: 'js' });
  expect(hashedParts('a.b.0123abcd.css')).toEqual({ name: 'a.b', ext: 'css' });
  expect(hashedParts('remoteEntry.js')).toBeNull();
});

test('the build names its files the way the pattern reads them', () => {
  expect(HASHED_FILE.test(`${HASHED_NAME.replace('[name]', 'main').replace('[contenthash:8]', '0123abcd')}.js`)).toBe(true);
});
