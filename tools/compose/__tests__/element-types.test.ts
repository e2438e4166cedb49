// What each remote's build writes for partners (tools/compose/element-types.mjs; issues 16.5, 47):
// the Custom Elements Manifest of its tags in the schema's shape, and the types package, whose
// tarball installs offline into a partner's TypeScript project where the React snippet of
// docs/partners.md (verbatim) and typed events compile and a wrong attribute value does not. The
// project has @types/react 19 (the repository's; no 18 is on this machine to install offline).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../..');
// Inside the repository, so that the partner's project finds @types/react in node_modules.
const WORK = path.join(ROOT, 'node_modules', '.cache', 'element-types-test');

type Module = {
  writeElementPackage: (remote: string, version: string, folder: string) => string | null;
  elementPackageFiles: (remote: string, version: string) => Record<string, string> | null;
  tarballName: (remote: string, version: string) => string;
};
let elementTypes: Module;
beforeAll(async () => {
  elementTypes = (await import('../element-types.mjs')) as Module;
  rmSync(WORK, { recursive: true, force: true });
});
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

const REMOTES: [string, string[]][] = [
  ['map', ['forest-city-map']],
  ['report', ['forest-city-report', 'forest-city-history', 'forest-city-future']],
  ['hydrology', ['forest-city-mass-balance', 'forest-city-monthly-balance']],
  ['stormwater', ['forest-city-stormwater']],
];

test.each(REMOTES)('%s: npm pack makes its @forest-city/<remote>-elements package with the declarations of its tags', (remote, tags) => {
  const { packed: all, dirs } = packedPackages();
  const packed = all.find((p) => p.name === `@forest-city/${remote}-elements`);
  expect(packed?.version).toBe('1.2.3');
  expect(packed!.files.map((f) => f.path).sort()).toEqual(['README.md', 'custom-elements.json', 'index.d.ts', 'package.json', 'react.d.ts']);
  const index = readFileSync(path.join(dirs[remote]!, 'index.d.ts'), 'utf8');
  for (const tag of tags) expect(index).toContain(`'${tag}':`);
});

const ELEMENT_TAGS = path.join(ROOT, 'packages/contracts/src/element-tags.mjs');

test.each(REMOTES)('%s: custom-elements.json beside elements.js is a Custom Elements Manifest of its tags, attributes and events', async (remote, tags) => {
  const { COMMON_ATTRIBUTES } = (await import(ELEMENT_TAGS)) as { COMMON_ATTRIBUTES: string[] };
  const table = ((await import(path.join(ROOT, `mfe-${remote}/modules.mjs`))) as { default: { modules: { element?: { tag: string; attributes: string[]; events: string[] } }[] } })
    .default;
  const folder = path.join(WORK, 'release', remote);
  elementTypes.writeElementPackage(remote, '1.2.3', folder);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'custom-elements.json'), 'utf8')) as Record<string, unknown>;
  // The schema's required fields and kinds (custom-elements-manifest 2.1.0, schema.json).
  expect(manifest).toMatchObject({ schemaVersion: '2.1.0', modules: [{ kind: 'javascript-module', path: 'elements.js' }] });
  const [module] = manifest.modules as { declarations: Record<string, unknown>[]; exports: Record<string, unknown>[] }[];
  const text = { text: expect.any(String) };
  for (const declaration of module!.declarations) {
    expect(declaration).toEqual({
      kind: 'class',
      name: expect.stringMatching(/^ForestCity\w+Element$/),
      description: expect.any(String),
      tagName: expect.stringMatching(/^forest-city-/),
      customElement: true,
      superclass: { name: 'HTMLElement', package: 'global:' },
      attributes: expect.arrayContaining([{ name: expect.any(String), type: text, description: expect.any(String) }]),
      events: expect.arrayContaining([{ name: expect.any(String), type: text, description: expect.any(String) }]),
    });
  }
  // Every tag of the module table, with its attributes and events; each defined by elements.js.
  const shown = Object.fromEntries(
    module!.declarations.map((d) => [
      d.tagName,
      { attributes: (d.attributes as { name: string }[]).map((a) => a.name), events: (d.events as { name: string; type: { text: string } }[]).map((e) => e.name) },
    ]),
  );
  const declared = Object.fromEntries(
    table.modules.flatMap((m) => (m.element ? [[m.element.tag, { attributes: [...COMMON_ATTRIBUTES, ...m.element.attributes], events: m.element.events }]] : [])),
  );
  expect(Object.keys(shown).sort()).toEqual([...tags].sort());
  expect(shown).toEqual(declared);
  expect(module!.exports).toEqual(module!.declarations.map((d) => ({ kind: 'custom-element-definition', name: d.tagName, declaration: { name: d.name, module: 'elements.js' } })));
  // Event types carry their detail as elements.ts declares it.
  const events = module!.declarations.flatMap((d) => d.events as { name: string; type: { text: string } }[]);
  for (const event of events) expect(event.type.text).toMatch(/^CustomEvent<.+>$/);
  expect(events.map((e) => e.type.text)).toContain(remote === 'map' ? 'CustomEvent<{ item: string | null }>' : 'CustomEvent<{ tab: string }>');
});

type Packed = { name: string; version: string; files: { path: string }[] };
let packs: { packed: Packed[]; dirs: Record<string, string> } | undefined;
/** One `npm pack` of the four packages (one npm start, not four). */
function packedPackages() {
  if (!packs) {
    const dirs = Object.fromEntries(REMOTES.map(([remote]) => [remote, elementTypes.writeElementPackage(remote, '1.2.3', path.join(WORK, remote))!]));
    const packed = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', ...Object.values(dirs)], { cwd: WORK, encoding: 'utf8' })) as Packed[];
    packs = { packed, dirs };
  }
  return packs;
}

test('a partner’s TypeScript: the tarball installs offline; the docs’ React snippet and typed events compile; a wrong attribute value does not', () => {
  const release = path.join(WORK, 'packages');
  elementTypes.writeElementPackage('report', '0.1.0', release);
  const project = path.join(WORK, 'partner');
  mkdirSync(project, { recursive: true });
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'partner-site', private: true }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', path.join(release, elementTypes.tarballName('report', '0.1.0'))], {
    cwd: project,
    stdio: 'pipe',
  });
  const pkg = path.join(project, 'node_modules/@forest-city/report-elements');
  expect(JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8'))).toMatchObject({ version: '0.1.0', peerDependencies: { '@types/react': '^18.3.0 || ^19.0.0' } });
  const docs = readFileSync(path.join(ROOT, 'docs/partners.md'), 'utf8');
  const snippet = /<!-- partner-snippet: react -->\n```tsx\n([\s\S]*?)\n```/.exec(docs)?.[1];
  expect(snippet).toBeDefined();
  const files: Record<string, string> = {
    'snippet.tsx': snippet!,
    'events.ts': `import type {} from '@forest-city/report-elements';
const report = document.querySelector('forest-city-report')!;
report.addEventListener('forest-city-tab-change', (event) => event.detail.tab.toUpperCase());
report.addEventListener('forest-city-language-change', (event) => { const lang: 'en' | 'zh' | 'ms' = event.detail.lang; return lang; });
report.setAttribute('theme', 'dark');
`,
    'wrong.tsx': `import type {} from '@forest-city/report-elements/react';
export const Wrong = () => <forest-city-report theme="blue" />;
`,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(project, name), text);
  const program = ts.createProgram(
    Object.keys(files).map((f) => path.join(project, f)),
    {
      strict: true,
      noEmit: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
      // The package's declarations and @types/react are checked; TypeScript's own lib files are not (most of the compile's time).
      skipLibCheck: false,
      skipDefaultLibCheck: true,
    },
  );
  const problems = ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
  // Only the deliberate mistake: "blue" is not a theme.
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^wrong\.tsx: .*"blue".*ElementTheme|^wrong\.tsx: .*'"blue"'/);
});
