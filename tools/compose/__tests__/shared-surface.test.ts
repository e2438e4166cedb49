// The shared surface (rspack.base.mjs, SHARED_SURFACE): every part shares a trimmed @mantine/core
// and React Router holding only the listed exports. A part importing anything else would get
// `undefined` on the composed page, so this test reads every part's source (tests excluded: they
// run against the whole packages) and fails on any name the list lacks; and it checks that every
// listed name really exists in the installed package. Server-side render code is not a part's
// browser code and is skipped.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../..');
// Libraries a part bundles that import @mantine/core themselves go through the same alias.
const LIBRARIES = ['node_modules/@mantine/notifications/esm'];
const PARTS = ['shell/src', 'mfe-map/src', 'mfe-hydrology/src', 'mfe-stormwater/src', 'mfe-report/src', 'tools/partner-example', 'packages', ...LIBRARIES];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    // `prerender/` folders are server-side render code, compiled for Node with the whole packages
    // (rspack.base.mjs renderConfig), never run against the shared surface.
    if (statSync(full).isDirectory()) return ['__tests__', 'node_modules', 'dist', 'prerender'].includes(name) ? [] : sourceFiles(full);
    return /\.(tsx?|mjs)$/.test(name) && !/\.test\./.test(name) ? [full] : [];
  });
}

/** Value (not type-only) names a file imports or re-exports from each of the given packages. */
function importedNames(file: string, packages: string[]): { pkg: string; name: string }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { pkg: string; name: string }[] = [];
  source.forEachChild((node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const pkg = node.moduleSpecifier.text;
      if (!packages.includes(pkg)) return;
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        if (!clause || clause.isTypeOnly) return;
        if (clause.name) found.push({ pkg, name: 'default' });
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) found.push({ pkg, name: '*' });
        if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) if (!el.isTypeOnly) found.push({ pkg, name: (el.propertyName ?? el.name).text });
      } else {
        if (node.isTypeOnly) return;
        if (!node.exportClause) found.push({ pkg, name: '*' });
        else if (ts.isNamedExports(node.exportClause))
          for (const el of node.exportClause.elements) if (!el.isTypeOnly) found.push({ pkg, name: (el.propertyName ?? el.name).text });
      }
    }
  });
  return found;
}

let SHARED_SURFACE: Record<string, string[]>;
let MANTINE_ON_DEMAND: string[];
let surfaceByShare: () => Record<string, string[]>;
beforeAll(async () => {
  ({ SHARED_SURFACE, MANTINE_ON_DEMAND, surfaceByShare } = (await import('../../../shared-surface.mjs')) as {
    SHARED_SURFACE: Record<string, string[]>;
    MANTINE_ON_DEMAND: string[];
    surfaceByShare: () => Record<string, string[]>;
  });
});

// Mantine's names are shared in two parts (first view, on demand): every name is in exactly one, so
// each import reaches one share, and a part's manifest lists what the shell provides.
test("Mantine's surface is split between its two shares without a name lost or doubled", () => {
  for (const names of [...Object.values(SHARED_SURFACE), MANTINE_ON_DEMAND]) expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  expect(MANTINE_ON_DEMAND.filter((name) => !SHARED_SURFACE['@mantine/core']!.includes(name))).toEqual([]);
  const shares = surfaceByShare();
  const mantineShares = Object.keys(shares).filter((key) => key.startsWith('@forest-city/mantine-'));
  expect(mantineShares).toHaveLength(2);
  const all = mantineShares.flatMap((key) => shares[key]!);
  expect([...all].sort()).toEqual([...SHARED_SURFACE['@mantine/core']!].sort());
  expect(shares['@mantine/core']).toBeUndefined();
  expect(shares['react-router']).toEqual(SHARED_SURFACE['react-router']);
});

test('every part imports from @mantine/core and React Router only names in the shared surface', () => {
  const packages = Object.keys(SHARED_SURFACE);
  const outside: string[] = [];
  let seen = 0;
  for (const part of PARTS)
    for (const file of sourceFiles(path.join(ROOT, part)))
      for (const { pkg, name } of importedNames(file, packages)) {
        seen += 1;
        if (!SHARED_SURFACE[pkg]!.includes(name)) outside.push(`${path.relative(ROOT, file)}: ${name} from ${pkg}`);
      }
  expect(seen).toBeGreaterThan(100); // the scan really found the imports
  expect(outside).toEqual([]);
});

test('the scan sees value imports, namespace imports and re-exports, and skips type-only ones', () => {
  const file = path.join(ROOT, 'node_modules', '.cache', 'shared-surface-scan-fixture.ts');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    "import { Button, type MantineTheme } from '@mantine/core';\nimport type { Tabs } from '@mantine/core';\nimport * as M from '@mantine/core';\nexport { Accordion as A } from '@mantine/core';\nimport { useMatch } from 'react-router';\n",
  );
  expect(importedNames(file, Object.keys(SHARED_SURFACE))).toEqual([
    { pkg: '@mantine/core', name: 'Button' },
    { pkg: '@mantine/core', name: '*' },
    { pkg: '@mantine/core', name: 'Accordion' },
    { pkg: 'react-router', name: 'useMatch' },
  ]);
});

// React Router 8 is one package: the router is shared as 'react-router' only. A `react-router-dom`
// import no longer resolves, and a subpath (`react-router/dom`) would reach the page outside the
// shared, trimmed module.
test("every part imports React Router as 'react-router' only", () => {
  const specifiers = (file: string) => [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+['"](react-router[^'"]*)['"]/g)].map((m) => m[1]!);
  const elsewhere = PARTS.flatMap((part) => sourceFiles(path.join(ROOT, part)))
    .flatMap((file) => specifiers(file).map((specifier) => ({ file, specifier })))
    .filter(({ specifier }) => specifier !== 'react-router')
    .map(({ file, specifier }) => `${path.relative(ROOT, file)}: ${specifier}`);
  expect(elsewhere).toEqual([]);
});

test('every listed name exists in the installed package', () => {
  for (const [pkg, names] of Object.entries(SHARED_SURFACE)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const lib = require(pkg) as Record<string, unknown>;
    expect(names.filter((name) => lib[name] === undefined)).toEqual([]);
  }
});

// The shell links Mantine's stylesheets per component (shell/src/lib/mantine-styles.ts), not the
// whole sheet: a component added to the surface without its stylesheet would render unstyled.
test("the shell links the stylesheet of every Mantine component in the surface, in Mantine's own order", () => {
  const styles = path.join(ROOT, 'node_modules/@mantine/core/styles');
  const linked = [...readFileSync(path.join(ROOT, 'shell/src/lib/mantine-styles.ts'), 'utf8').matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm)].map((m) => m[1]!);
  const withSheet = SHARED_SURFACE['@mantine/core']!.filter((name) => existsSync(path.join(styles, `${name}.css`)));
  expect(withSheet.filter((name) => !linked.includes(name))).toEqual([]);
  const whole = readFileSync(path.join(ROOT, 'node_modules/@mantine/core/styles.css'), 'utf8');
  const at = linked.map((name) =>
    whole.indexOf(
      readFileSync(path.join(styles, `${name}.css`), 'utf8')
        .trim()
        .slice(0, 120),
    ),
  );
  expect(at.filter((p) => p < 0)).toEqual([]);
  expect(at).toEqual([...at].sort((a, b) => a - b));
});
