// ESLint flat config for the whole repository (`npm run lint`).
// Not type-aware on purpose: `npm run typecheck` already runs tsc, and this stays fast (seconds, not minutes).
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

const REMOTES = ['mfe-map', 'mfe-hydrology', 'mfe-stormwater', 'mfe-report'];
const PARTS = ['shell', ...REMOTES, 'api-mock'];
const TESTS = ['**/__tests__/**', '**/e2e/**', '**/*.test.{ts,tsx,mjs}', 'api-mock/test/**'];

// Boundaries use import-x's `no-restricted-paths`: it checks the *resolved* file, so `../../../api-mock/src/x`
// and `api-mock/x` are caught alike. `no-restricted-imports` only sees the specifier text, which cannot tell
// `../other/file` inside a feature from the same text one folder deeper.
const partZones = (part) => {
  const others = PARTS.filter((p) => p !== part);
  return [
    ...others
      .filter((p) => p !== 'api-mock')
      .map((other) => ({
        target: `${part}/**`,
        from: other,
        message:
          part === 'shell'
            ? 'The shell loads remotes at run time; it imports no remote source.'
            : 'A remote imports neither the shell nor another remote; share through @forest-city/contracts.',
      })),
    ...(part === 'api-mock'
      ? []
      : [
          {
            target: `${part}/**`,
            from: 'api-mock',
            message: 'No part imports the API server; its contract is @forest-city/api-contract.',
          },
        ]),
    {
      target: `${part}/**`,
      from: ['tools'],
      message: 'Parts do not depend on repository tooling (tests may use the e2e harness).',
    },
  ];
};

const packageZones = [
  {
    target: 'packages/**',
    from: [...PARTS.filter((p) => p !== 'api-mock'), 'tools'],
    message: 'packages/* import no part.',
  },
  {
    target: 'packages/**',
    from: 'api-mock',
    message: 'packages/* import no part; the API contract is @forest-city/api-contract.',
  },
];

// One-way features (docs/architecture.md "Import boundaries"): a feature (`src/features/<name>/`)
// imports its own files, the part's shared layer (`src/lib/`, `src/contract.ts`, and LOWER below) and
// packages; composition (`src/app/`, `src/exposed/`, ...) imports features, each through its index.
// In api-mock the features are the routes, `src/lib/` the dataset, HTTP and language helpers they
// share, and `src/server/` the composition.
const ONE_WAY = ['shell', 'mfe-map', 'mfe-hydrology', 'mfe-stormwater', 'mfe-report', 'api-mock'];
// What each part's features and lib/ may import besides `src/lib/` and `src/contract.ts`.
// The shell's lower layer also holds its shared components, i18n, the URL state, the federation runtime
// (the only code that loads remote modules) and the service worker's routes.
const LOWER = { shell: ['./components', './i18n', './url-state', './federation', './service-worker'] };
const featureNames = (part) => {
  const dir = path.join(root, part, 'src/features');
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
};
const shared = (part) => ['./lib', './contract.ts', ...(LOWER[part] ?? [])];
const featureZones = (part) => {
  const oneWay = ONE_WAY.includes(part);
  const names = featureNames(part);
  return [
    ...names.map((name) => ({
      target: oneWay ? [`${part}/src/*`, `${part}/src/!(features|lib)/**`] : [`${part}/src/*`, `${part}/src/!(features)/**`, `${part}/src/features/!(${name})/**`],
      from: `${part}/src/features/${name}`,
      except: ['./index.ts', './index.tsx'],
      message: `Import the feature through its index (features/${name}/index.ts), not its files.`,
    })),
    ...(oneWay
      ? [
          ...names.map((name) => ({
            target: `${part}/src/features/${name}/**`,
            from: `${part}/src`,
            except: [`./features/${name}`, ...shared(part)],
            message: 'A feature imports only its own files, lib/ and packages; compose features in app/ (pass a component as a prop).',
          })),
          {
            target: ['./lib', ...(LOWER[part] ?? [])].map((dir) => `${part}/src/${dir.slice(2)}/**`),
            from: `${part}/src`,
            except: shared(part),
            message: 'lib/ (and the lower layer) is below the features: it imports no feature and no composition.',
          },
        ]
      : []),
  ];
};

const boundaryRule = (zones) => ['error', { basePath: root, zones }];
const crossPartZones = [...PARTS.flatMap(partZones), ...packageZones];
const sourceZones = [...crossPartZones, ...PARTS.flatMap(featureZones)];
// Tests may import what they test, the e2e harness in tools/ and api-mock's test fixtures (hostile data sets).
const testZones = crossPartZones.filter((z) => ![z.from].flat().includes('tools')).map((z) => (z.from === 'api-mock' ? { ...z, except: ['./test'] } : z));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/releases/**',
      '**/node_modules/**',
      '**/bench/pages/**',
      '**/coverage/**',
      '**/.build.lock/**',
      'shell/e2e/__screenshots__/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // React code only: the React Compiler analysis behind these rules is the slowest part of the lint.
    // Browser tests (e2e/) drive Chromium from Node; their `useTestPage` is a jest helper, not a hook.
    ...reactHooks.configs.flat.recommended,
    files: ['{shell,mfe-*,packages}/**/*.{ts,tsx}'],
    ignores: ['**/e2e/**'],
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // The React Compiler's rules are for code the compiler rewrites; the product does not use it. They
      // flag patterns that are correct without it (a ref read during render for a stable callback, a
      // component chosen per attempt to remount on retry, a state reset in an effect).
      'react-hooks/refs': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/static-components': 'off',
      'react-hooks/globals': 'off',
    },
  },
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'] })],
      // no-cycle reads the files an import leads to: TypeScript ones with typescript-eslint's parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.mjs', '.js', '.cjs', '.jsx'],
    },
    rules: {
      'import-x/no-restricted-paths': boundaryRule(sourceZones),
      // One import statement per module (a feature's index is imported once, not once per name).
      'import-x/no-duplicates': 'error',
      // Input validation (api-mock query parameters, fuzz tests) matches control characters on purpose.
      'no-control-regex': 'off',
      // `__webpack_nonce__` and `__webpack_public_path__` are the bundler's variables: assigning one is the use.
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^__webpack_', argsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // No import cycles (static or dynamic): modules load in one order, and a feature can move alone.
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Remotes render in partners' shadow roots under a policy without 'unsafe-inline' (docs/partners.md):
    // a responsive object on a Mantine prop makes Mantine write a <style> element. ResponsiveGrid (and
    // ChartGrid, built on it) resolve breakpoints in the browser instead; elsewhere use useMatches.
    files: ['{mfe-*,packages}/src/**/*.tsx'],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement:not([name.name=/^(ResponsiveGrid|ChartGrid)$/]) > JSXAttribute > JSXExpressionContainer > ObjectExpression > Property[key.name='base']",
          message: 'A responsive Mantine prop writes a <style> element, refused on partner pages. Use ResponsiveGrid or useMatches.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests read untyped JSON bodies and documents; `any` there is a cast, not an API.
    files: TESTS,
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: TESTS,
    rules: { 'import-x/no-restricted-paths': boundaryRule(testZones) },
  },
);
