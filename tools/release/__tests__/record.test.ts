// The release records (tools/release/record.mjs): what a part's digest covers, the pending
// changesets, and the state of each part that `npm run release:check` acts on.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

type RecordModule = typeof import('../record.mjs');
const load = () => import('../record.mjs') as Promise<RecordModule>;

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'record-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

test('a digest covers each file’s path and bytes, and not the folder the checkout is in', async () => {
  const { digestFiles } = await load();
  write('a/x.mjs', `export * from '${root}/node_modules/y.mjs';`);
  write('a/y.js', 'y');
  const d = digestFiles(root, ['a/x.mjs', 'a/y.js'], 'production');
  // The same files in another checkout.
  const other = mkdtempSync(path.join(tmpdir(), 'record-other-'));
  try {
    mkdirSync(path.join(other, 'a'));
    writeFileSync(path.join(other, 'a/x.mjs'), `export * from '${other}/node_modules/y.mjs';`);
    writeFileSync(path.join(other, 'a/y.js'), 'y');
    expect(digestFiles(other, ['a/y.js', 'a/x.mjs', 'a/y.js'], 'production')).toBe(d);
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
  expect(digestFiles(root, ['a/x.mjs', 'a/y.js'], 'development')).not.toBe(d);
  expect(digestFiles(root, ['a/x.mjs'], 'production')).not.toBe(d);
  write('a/y.js', 'z');
  expect(digestFiles(root, ['a/x.mjs', 'a/y.js'], 'production')).not.toBe(d);
});

test('a source digest leaves out tests, docs, changelogs and the record itself', async () => {
  const { sourceDigest } = await load();
  write('p/package.json', '{}');
  write('p/src/a.ts', 'a');
  const d = sourceDigest(path.join(root, 'p'));
  for (const f of ['p/src/__tests__/a.test.ts', 'p/README.md', 'p/CHANGELOG.md', 'p/released.json', 'p/e2e/x.e2e.test.ts']) write(f, 'x');
  expect(sourceDigest(path.join(root, 'p'))).toBe(d);
  write('p/src/a.ts', 'b');
  expect(sourceDigest(path.join(root, 'p'))).not.toBe(d);
});

test('pending changesets name their packages, quoted or not', async () => {
  const { pendingChangesets } = await load();
  write('.changeset/config.json', '{}');
  write('.changeset/README.md', '---\n"not-me": major\n---\n');
  write('.changeset/brave-cats.md', '---\n"mfe-report": minor\nmfe-map: patch\n---\n\nThe report says more.\n');
  expect([...pendingChangesets(root)].sort()).toEqual(['mfe-map', 'mfe-report']);
});

describe('releaseStates', () => {
  beforeEach(() => {
    write('package.json', JSON.stringify({ workspaces: ['mfe-a', 'packages/*'] }));
    write('mfe-a/package.json', JSON.stringify({ name: 'mfe-a', version: '1.0.0', dependencies: { '@x/kit': '*' } }));
    write('packages/kit/package.json', JSON.stringify({ name: '@x/kit', version: '2.0.0' }));
    write('mfe-a/released.json', JSON.stringify({ version: '1.0.0', digest: 'A' }));
    write('packages/kit/released.json', JSON.stringify({ version: '2.0.0', digest: 'K' }));
  });
  const states = async (digests: Record<string, string>) => {
    const { releaseStates } = await load();
    return Object.fromEntries(releaseStates({ root, digestOf: (p) => digests[p.name]! }).map((s) => [s.part.name, s.state]));
  };

  test('a part that ships what its version recorded is released; one that changed without a changeset is not', async () => {
    expect(await states({ 'mfe-a': 'A', '@x/kit': 'K' })).toEqual({ 'mfe-a': 'released', '@x/kit': 'released' });
    expect(await states({ 'mfe-a': 'A2', '@x/kit': 'K' })).toEqual({ 'mfe-a': 'changed', '@x/kit': 'released' });
  });

  test('a changeset covers its package and the parts that depend on it', async () => {
    write('.changeset/x.md', '---\n"@x/kit": minor\n---\n\nKit.\n');
    expect(await states({ 'mfe-a': 'A2', '@x/kit': 'K2' })).toEqual({ 'mfe-a': 'covered', '@x/kit': 'covered' });
  });

  test('a version set by hand, not by `npm run release:version`, is unrecorded', async () => {
    write('mfe-a/package.json', JSON.stringify({ name: 'mfe-a', version: '1.1.0' }));
    expect((await states({ 'mfe-a': 'A', '@x/kit': 'K' }))['mfe-a']).toBe('unrecorded');
  });
});
