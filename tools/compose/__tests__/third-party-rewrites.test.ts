// The build puts other code in place of two libraries' files (rspack.base.mjs). Each test below
// fails on the library upgrade that would make its rewrite wrong or silently inert, with the reason.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(__dirname, '../../..');
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));

type Rule = { test?: RegExp; options?: { file?: string } };
type Config = { module: { rules: Rule[] }; resolve: { alias: Record<string, string> } };

/** A remote's production configuration, as `npm run build` makes it. */
async function productionConfig(): Promise<Config> {
  const { createConfig } = (await import(pathToFileURL(path.join(ROOT, 'rspack.base.mjs')).href)) as { createConfig: (opts: object) => Config | Config[] };
  const made = createConfig({ dir: path.join(ROOT, 'mfe-map'), name: 'mfe_map', port: 3001, exposes: { './mount': './src/exposed/mount.ts' } });
  return Array.isArray(made) ? made[0]! : made;
}

/** The export names of each ES module, read by a Node of its own (jest's module loader keeps copies of what it loaded). */
function esmExports(files: string[]): string[][] {
  const script = `const out = []; for (const f of ${JSON.stringify(files.map((f) => pathToFileURL(f).href))}) out.push(Object.keys(await import(f)).sort()); console.log(JSON.stringify(out));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' })) as string[][];
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));

describe("Mantine's useId, replaced by packages/remote-kit/src/mantine/use-id.mjs", () => {
  const hooks = path.join(ROOT, 'node_modules/@mantine/hooks');

  test('the build rule matches exactly the file that @mantine/hooks imports as useId, and the stand-in exports what it exports', async () => {
    // Why: the rule names a path inside @mantine/hooks; a release that moves or renames it leaves every build on Mantine's double render, with no error.
    const rule = (await productionConfig()).module.rules.find((r) => r.options?.file?.endsWith(path.join('mantine', 'use-id.mjs')));
    expect(rule?.test).toBeInstanceOf(RegExp);
    const esmIndex = readFileSync(path.join(hooks, 'esm/index.mjs'), 'utf8');
    const imported = /import \{ useId \} from "(\.[^"]+)"/.exec(esmIndex)?.[1];
    expect(imported).toBeDefined();
    const useIdFile = path.join(hooks, 'esm', imported!);
    expect(filesUnder(path.join(hooks, 'esm')).filter((f) => rule!.test!.test(f))).toEqual([useIdFile]);
    const [original, standIn] = esmExports([useIdFile, rule!.options!.file!]);
    expect(standIn).toEqual(original);
  });

  test("the unit tests' module mapper matches the file @mantine/hooks' CommonJS index requires as useId", async () => {
    // Why: jest loads Mantine's CommonJS build; a renamed file would give the component tests Mantine's own useId (use-id.test.tsx then fails on the commit count).
    const { default: jestConfig } = (await import(pathToFileURL(path.join(ROOT, 'jest.config.mjs')).href)) as {
      default: { projects: { displayName: string; moduleNameMapper?: Record<string, string> }[] };
    };
    const mapper = jestConfig.projects.find((p) => p.displayName === 'unit-shell')!.moduleNameMapper!;
    const pattern = Object.keys(mapper).find((k) => mapper[k]!.endsWith('use-id.mjs'));
    const required = /require\("(\.\/use-id\/[^"]+)"\)/.exec(readFileSync(path.join(hooks, 'cjs/index.cjs'), 'utf8'))?.[1];
    expect(required).toBeDefined();
    expect(new RegExp(pattern!).test(required!)).toBe(true);
  });
});

describe("Module Federation's bundler runtime, its CommonJS builds swapped for their ES-module twins", () => {
  test('each of the three CommonJS files the plugin resolves has an ES-module twin with the same exports', async () => {
    // Why: the swap is by file path; a release that ships ES modules to the plugin itself makes it
    // inert (remove it then), and one whose twins differ would bundle another runtime than the plugin expects.
    const alias = (await productionConfig()).resolve.alias;
    const swaps = Object.entries(alias).filter(([from]) => from.includes(`${path.sep}@module-federation${path.sep}`));
    expect(swaps.map(([from]) => path.relative(path.join(ROOT, 'node_modules'), from).split(path.sep).slice(0, 2).join('/')).sort()).toEqual([
      '@module-federation/inject-external-runtime-core-plugin',
      '@module-federation/runtime',
      '@module-federation/webpack-bundler-runtime',
    ]);
    const esModules = esmExports(swaps.map(([, esm]) => esm));
    for (const [i, [cjs, esm]] of swaps.entries()) {
      expect(path.dirname(esm)).toBe(path.dirname(cjs));
      const loaded = requireFromRoot(cjs) as object;
      // A CommonJS module that is one function (`module.exports = plugin`) is the ES module's default export.
      const commonJs = [...(typeof loaded === 'function' ? ['default'] : []), ...Object.keys(loaded).filter((k) => k !== '__esModule')];
      expect({ file: esm, exports: esModules[i] }).toEqual({ file: esm, exports: commonJs.sort() });
    }
  });
});
