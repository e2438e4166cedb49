// The types package of each remote's custom elements (tools/compose/element-types.mjs; issue 16.5):
// `npm pack` makes a package of it, and TypeScript code of a partner type-checks against it: the
// React snippet of docs/partners.md verbatim, typed events on plain DOM code, and a wrong
// attribute value that must not compile.
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
  expect(packed!.files.map((f) => f.path).sort()).toEqual(['README.md', 'index.d.ts', 'package.json', 'react.d.ts']);
  const index = readFileSync(path.join(dirs[remote]!, 'index.d.ts'), 'utf8');
  for (const tag of tags) expect(index).toContain(`'${tag}':`);
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

test('a partner’s TypeScript: the docs’ React snippet and typed events compile; a wrong attribute value does not', () => {
  const pkg = elementTypes.writeElementPackage('report', '0.1.0', path.join(WORK, 'packages'))!;
  const project = path.join(WORK, 'partner');
  mkdirSync(project, { recursive: true });
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
      baseUrl: project,
      paths: { '@forest-city/report-elements': [path.join(pkg, 'index.d.ts')], '@forest-city/report-elements/react': [path.join(pkg, 'react.d.ts')] },
    },
  );
  const problems = ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
  // Only the deliberate mistake: "blue" is not a theme.
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^wrong\.tsx: .*"blue".*ElementTheme|^wrong\.tsx: .*'"blue"'/);
});
