// The build's compressed twins (build-all.mjs `precompress`): what the static servers send a
// browser instead of compressing per request.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'precompress-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const script = Array.from({ length: 400 }, (_, i) => `export function part${i}(a){return a+${i}}`).join('\n');

test('every compressible file over 1 KB gets a brotli and a gzip twin with the same content, brotli the smaller', async () => {
  const { precompress } = await import('../build-all.mjs');
  mkdirSync(path.join(dist, 'locales', 'zh'), { recursive: true });
  writeFileSync(path.join(dist, 'main.0123abcd.js'), script);
  writeFileSync(path.join(dist, 'locales', 'zh', 'common.json'), JSON.stringify({ title: '森林城市基础设施'.repeat(100) }));
  precompress(dist);
  for (const file of ['main.0123abcd.js', 'locales/zh/common.json']) {
    const original = readFileSync(path.join(dist, file));
    const br = readFileSync(path.join(dist, `${file}.br`));
    const gz = readFileSync(path.join(dist, `${file}.gz`));
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
  }
});

test('small files, images and the twins themselves get none', async () => {
  const { precompress } = await import('../build-all.mjs');
  writeFileSync(path.join(dist, 'tiny.js'), 'export const a = 1;');
  writeFileSync(path.join(dist, 'tile.png'), Buffer.alloc(4096, 7));
  writeFileSync(path.join(dist, 'main.0123abcd.js'), script);
  precompress(dist);
  precompress(dist);
  expect(existsSync(path.join(dist, 'tiny.js.br'))).toBe(false);
  expect(existsSync(path.join(dist, 'tile.png.br'))).toBe(false);
  expect(existsSync(path.join(dist, 'main.0123abcd.js.br.br'))).toBe(false);
  expect(existsSync(path.join(dist, 'main.0123abcd.js.gz.br'))).toBe(false);
});
