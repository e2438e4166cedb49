// Shared Rspack 2 + Module Federation 2 configuration for the shell and the four remotes.
// Each part's rspack.config.mjs calls createConfig() with its own name, port and exposes,
// so the build rules (swc, css, locales, federation sharing) are written once.
import { readFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { HASHED_NAME } from '@forest-city/contracts/build-files';
import { exposesOf, publishedModules } from '@forest-city/contracts/modules';
import { RUNTIME_CORE_EXPRESSION } from '@forest-city/remote-kit/runtime-core';
import { MANTINE_SHARES, surfaceByShare } from './shared-surface.mjs';

/**
 * Libraries every part shares as singletons, so the page loads each exactly once and React
 * contexts (theme, QueryClient, i18next, router) cross the federation boundary.
 * maplibre-gl and visx are deliberately NOT here: only their one owner uses them,
 * so sharing would only add negotiation cost. Nor is @mantine/hooks: its hooks keep no state of
 * their own to share (no context, nothing at module level), and a shared module is bundled whole
 * (24 KB gzip on every first view, 22 KB of it unused on `/`), where unshared each part's build
 * keeps only the hooks it and its Mantine components call.
 */
export const SHARED_SINGLETONS = [
  'react',
  // Subpath entries are separate modules to the bundler: share them too, or each remote
  // ships its own JSX runtime and React DOM client beside the shared React.
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@tanstack/react-query',
  // @mantine/core, as two shares of the same files (shared-surface.mjs, MANTINE_ON_DEMAND).
  MANTINE_SHARES.firstView,
  MANTINE_SHARES.onDemand,
  'i18next',
  'react-i18next',
];

/**
 * Browsers the built CSS is written for. Without targets the CSS minifier (Lightning CSS) lowers
 * Mantine's `:dir(rtl)` selectors into long `:lang(...)` lists in three vendor variants, which
 * doubles Mantine's stylesheet (295 KB -> 634 KB before gzip). Every browser that runs React 19
 * and Mantine 9 supports `:dir()`, nesting and `:where()` natively.
 */
export const CSS_TARGETS = ['chrome >= 120', 'edge >= 120', 'firefox >= 120', 'safari >= 17'];

export { SHARED_SURFACE } from './shared-surface.mjs';

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this comment has every
 * function compiled while it downloads, on a background thread, instead of each function on the
 * main thread the first time it is called. The first view calls most of the functions of the
 * scripts it loads, and compiling them on first call was 40-60 ms of the main thread at a phone's
 * start unthrottled (170 ms at 4x, in the tasks that evaluate the chunks; issue 19). Only the first
 * view's scripts carry it: compiling the map's WebGL libraries or the dialogs whole would spend a
 * phone's memory and CPU on functions never called. Other browsers read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The scripts of every part's first view (file names): its entries, the bootstrap, and the shared
 * libraries the first render runs (the part's own copies serve its standalone and partner pages).
 * A part names its own first-view chunks besides (`firstViewChunks`); shell/e2e/compile-hints.e2e
 * checks that every script a phone's first view of `/` and of the report page runs carries the hint.
 */
const FIRST_VIEW_SCRIPTS = [
  /^main\.[0-9a-f]+\.js$/,
  /^remoteEntry\.js$/,
  /^src_bootstrap_tsx[.-]/,
  /^(vendors-)?node_modules_react(-dom)?_(index|jsx-runtime|client)_js[.-]/,
  /^vendors-node_modules_(i18next|react-i18next|tanstack_react-query|react-remove-scroll|module-federation_retry-plugin)_/,
  // Mantine's on-demand share is fetched when a page renders with it (the report page, a dialog, a menu).
  /^vendors-node_modules_cache_shared-surface_(forest-city-mantine-(first-view|on-demand)|react-router)_mjs\./,
];

/**
 * Adds COMPILE_HINT to the first line of the first view's scripts, after minifying (which drops
 * comments). Scripts only: a chunk's stylesheet has the chunk's name, and `//` is no comment in CSS
 * (it made the App stylesheet's first rule, the inputs' focus ring, invalid).
 */
const compileHints = (firstViewChunks = []) =>
  new rspack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: [...FIRST_VIEW_SCRIPTS, ...firstViewChunks].map((name) => new RegExp(`(?=.*\\.js$)${name.source}`)),
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });

/** The package each of Mantine's shares is made of. */
const SHARE_PACKAGE = { [MANTINE_SHARES.firstView]: '@mantine/core', [MANTINE_SHARES.onDemand]: '@mantine/core' };

const require = createRequire(import.meta.url);

/**
 * Mantine's `useId` re-renders every component that calls it once more after mounting, to swap
 * React's id for a random one (packages/remote-kit/src/mantine/use-id.mjs says why that cost a
 * phone's start). Every build (the parts, their prerender bundles) takes React's id instead; the
 * unit tests' module mapper does the same (jest.config.mjs).
 */
const MANTINE_USE_ID = {
  file: /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/,
  replacement: require.resolve('@forest-city/remote-kit/mantine-use-id'),
};
const mantineUseIdRule = () => ({
  test: MANTINE_USE_ID.file,
  loader: path.join(import.meta.dirname, 'tools/compose/loaders/replace-module.cjs'),
  options: { file: MANTINE_USE_ID.replacement },
});

const SURFACE_DIR = path.join(import.meta.dirname, 'node_modules', '.cache', 'shared-surface');

/**
 * Where each trimmed package really comes from: a file, since the package's name leads to the
 * trimmed module. React Router picks its development build (warnings, invariant messages) by the
 * `development` export condition, which a file path bypasses, so the build is named here.
 */
function surfaceSources(isDev) {
  const routerDir = path.dirname(require.resolve('react-router/package.json'));
  const mantineEsm = path.join(path.dirname(require.resolve('@mantine/core')), '..', 'esm', 'index.mjs');
  return {
    '@mantine/core': mantineEsm,
    'react-router': path.join(routerDir, 'dist', isDev ? 'development' : 'production', 'index.js'),
  };
}

/** Writes a generated module (only when it changes) and returns its path. */
function surfaceFile(name, text) {
  const file = path.join(SURFACE_DIR, name);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
  return file;
}

/** The generated module through which a part's `@mantine/core` imports reach the two shares. */
function mantineFacadeText() {
  const byShare = surfaceByShare();
  const lines = Object.values(MANTINE_SHARES).map((share) => `export { ${byShare[share].join(', ')} } from ${JSON.stringify(share)};`);
  return `// Generated by rspack.base.mjs: each @mantine/core name this product uses, from the share that holds it.\n${lines.join('\n')}\n`;
}

/**
 * Writes the re-export modules (only when they change) and returns the aliases to them: each share
 * (its names, from the package's files) and `@mantine/core` itself, which points every import at
 * the facade above. The facade has no side effects (rule in createConfig), so the bundler sends each
 * import straight to its share: a chunk that imports only first-view names never waits for the other.
 */
export function sharedSurfaceAliases(isDev) {
  const sources = surfaceSources(isDev);
  const suffix = isDev ? '.dev' : '';
  mkdirSync(SURFACE_DIR, { recursive: true });
  const fileName = (pkg) => `${pkg.replace(/^@/, '').replace(/\//g, '-')}${suffix}.mjs`;
  const shares = Object.entries(surfaceByShare()).map(([share, names]) => {
    const from = sources[SHARE_PACKAGE[share] ?? share];
    const text = `// Generated by rspack.base.mjs (shared-surface.mjs): the exports of ${SHARE_PACKAGE[share] ?? share} shared as ${share}.\nexport { ${names.join(', ')} } from ${JSON.stringify(from)};\n`;
    return [`${share}$`, surfaceFile(fileName(share), text)];
  });
  return Object.fromEntries([...shares, ['@mantine/core$', mantineFacade()]]);
}

/** The facade module's path (written by sharedSurfaceAliases). */
function mantineFacade() {
  mkdirSync(SURFACE_DIR, { recursive: true });
  return surfaceFile('mantine-core-facade.mjs', mantineFacadeText());
}

/** The version in the package's own package.json (found upwards from its resolved entry). */
function installedVersion(pkg) {
  const manifestIn = (dir) => {
    const file = path.join(dir, 'package.json');
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  };
  let dir = path.dirname(require.resolve(pkg));
  while (manifestIn(dir)?.name !== pkg) dir = path.dirname(dir);
  return manifestIn(dir).version;
}

/**
 * What a part's manifest says about itself (docs/releasing.md): its package version and the semver
 * of the props contract its exposed modules implement (`CONTRACT_VERSION` in src/contract.ts, the
 * one place a team bumps it). The shell reads `metaData.forestCity` from mf-manifest.json when it
 * registers the remote and refuses a contract major it was not built for.
 * @param {string} partDir
 * @returns {{ version: string, contractVersion: string | null }}
 */
export function releaseInfo(partDir) {
  const { version } = JSON.parse(readFileSync(path.join(partDir, 'package.json'), 'utf8'));
  const contractFile = path.join(partDir, 'src', 'contract.ts');
  const found = existsSync(contractFile) ? /export const CONTRACT_VERSION = '(\d+\.\d+\.\d+)'/.exec(readFileSync(contractFile, 'utf8')) : null;
  return { version, contractVersion: found ? found[1] : null };
}

/**
 * How long a remote's chunk may take before its load fails (Rspack's default is 120 s), where chunks
 * are classic scripts (`npm run dev`, earlier releases). An ES-module chunk (`import()`) has no
 * time limit of its own; the shell's last guard (registry.ts, withDeadline) and an element's limit
 * cover it. The shell's federation plugin retries a failed chunk once, then shows the remote's
 * fallback with Retry.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 10_000;

/** The installed version of each shared singleton (its package's). */
function sharedVersions() {
  const packageOf = (name) =>
    name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/');
  // @mantine/core itself too: the package whose version the shares carry.
  return Object.fromEntries([...SHARED_SINGLETONS, '@mantine/core'].map((name) => [name, installedVersion(SHARE_PACKAGE[name] ?? packageOf(name))]));
}

function sharedConfig(partDir) {
  const pkg = JSON.parse(readFileSync(path.join(partDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies };
  const packageOf = (name) =>
    name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/');
  const surface = surfaceByShare();
  const shared = Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const pkgName = SHARE_PACKAGE[name] ?? packageOf(name);
      const version = deps[pkgName];
      // A trimmed package is a generated module outside the package: give it the package's own
      // version, or it would be offered under the nearest package.json's (the repository's).
      const surfaced = name in surface ? { version: installedVersion(pkgName) } : {};
      // A copy outside the range is refused by the shell's runtime plugin (sharedVersionProblems),
      // which shows the remote's "version this page cannot use" fallback. Not `strictVersion`:
      // with it, Retry of a remote that was down at page load never recovered (resilience e2e).
      return [name, { singleton: true, requiredVersion: version ? `^${version}` : false, eager: false, ...surfaced }];
    }),
  );
  return shared;
}

/**
 * The rule that compiles the product's own TypeScript (node_modules are used as published): with
 * JSX and React's automatic runtime, or (`jsx: false`) plain TypeScript for the browser-only
 * entries without React (elements.js, the service worker). One rule for every build of the product.
 */
export function sourceRule({ jsx = true, isDev = false } = {}) {
  return {
    test: jsx ? /\.[cm]?[jt]sx?$/ : /\.[cm]?[jt]s$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: jsx
        ? { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: isDev, refresh: false } } }
        : { parser: { syntax: 'typescript' } },
    },
    type: 'javascript/auto',
  };
}

/**
 * The ES-module builds of Module Federation's bundler runtime, for every production build (issue 19).
 * Rspack's federation plugin imports `@module-federation/webpack-bundler-runtime` and aliases
 * `@module-federation/runtime` to paths it finds with `require.resolve`, i.e. their CommonJS
 * builds: those cannot be tree-shaken, so every entry carried the whole SDK (manifest snapshots,
 * script loading, logger) and the remote-loading code that `experiments.optimization` is meant to
 * drop (about 6 KB gzip of each remoteEntry.js). These aliases swap each of those paths for the
 * ES-module build beside it (same package, same version, same code). The plugin that hands the
 * shell's runtime core to the page is swapped too: the shell reaches the core through each of the
 * three, and a partial swap bundled a CommonJS and an ES-module copy of it (main.js 33.4 -> 27.9 KB gzip).
 * @returns {Record<string, string>} CommonJS file -> ES-module file
 */
function federationRuntimeEsmAliases() {
  // The runtime-tools entry @module-federation/enhanced hands Rspack's plugin (`implementation`),
  // from which Rspack resolves the two packages.
  const runtimeTools = require.resolve('@module-federation/runtime-tools/bundler');
  return Object.fromEntries(
    ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime', '@module-federation/inject-external-runtime-core-plugin'].flatMap((pkg) => {
      const cjs = require.resolve(pkg, { paths: [runtimeTools] });
      if (!cjs.endsWith('.cjs')) return [];
      const esm = cjs.replace(/\.cjs$/, '.js');
      if (!existsSync(esm)) throw new Error(`federationRuntimeEsmAliases: no ES-module build beside ${cjs}`);
      return [[cjs, esm]];
    }),
  );
}

/**
 * A remote's production output (issue 47): its entry and chunks are ES modules. The entry exports
 * the container (`library: { type: 'module' }`; the manifest says `remoteEntry.type: 'module'`, and
 * the federation runtime loads it with `import()`), and chunks load each other with `import()`, so
 * the remote adds neither a container global (`mfe_<remote>`) nor a chunk-loading array
 * (`rspackChunkmfe_<remote>`) to the page. Releases built before this are classic scripts; their
 * manifests say `global`, and the runtime loads each entry as its manifest says.
 * (`npm run dev` keeps classic scripts: the dev server's hot reload is written for them.)
 */
const ESM_OUTPUT = { module: true, chunkFormat: 'module', chunkLoading: 'import', workerChunkLoading: 'import' };

/**
 * `FC_REMOTE_ENTRY=classic` builds a remote as the releases before ES-module entries were built (its
 * 1.0.0): a classic-script entry and chunks that read the runtime core through Module Federation's
 * `externalRuntime` (its global only). Only to prove that a current shell still loads such a release
 * (shell/e2e/durable-pins.e2e.test.ts); never for a new release.
 */
const CLASSIC_ENTRY = process.env.FC_REMOTE_ENTRY === 'classic';

/**
 * @param {object} opts
 * @param {string} opts.dir          the part's folder (import.meta.dirname of its config)
 * @param {string} opts.name         federation name (mfe_map ...) or 'shell'
 * @param {number} opts.port         dev-server port
 * @param {import('@forest-city/contracts/modules').ModuleTable} [opts.modules]  the remote's module table (its
 *   modules.mjs): its `exposes` and the manifest's `metaData.forestCity.modules` (remotes only)
 * @param {string} [opts.title]      <title> of the part's own page
 * @param {Record<string,string>} [opts.html]  more parameters of the part's index.html template
 * @param {string} [opts.favicon]   the page's icon (the shell's)
 * @param {RegExp[]} [opts.firstViewChunks]  the part's own chunks its first view runs (COMPILE_HINT)
 * @param {(cfg: object) => object} [opts.extend]  last-word changes for one part
 */
export function createConfig({ dir, name, port, modules, title, html = {}, favicon, firstViewChunks, extend }) {
  const isDev = process.env.NODE_ENV === 'development';
  const isHost = !modules;
  const exposes = modules ? exposesOf(modules) : undefined;
  // A remote's production build reads the page's federation runtime core (below, `externals`).
  const externalRuntime = !isHost && !isDev && !CLASSIC_ENTRY;
  // A remote's production build is ES modules (ESM_OUTPUT): no per-remote global on the page.
  const esmRemote = !isHost && !isDev && !CLASSIC_ENTRY;
  const localesDir = path.join(dir, 'locales');
  const config = {
    mode: isDev ? 'development' : 'production',
    context: dir,
    // Every part's scripts are written for ES2022, like the elements.js files: every browser of
    // CSS_TARGETS runs it. Rspack's default target ('web', no ES version) has swc compile the
    // product's TypeScript and the federation plugin's glue to ES5 (async functions as state
    // machines, helpers for spread and destructuring): ES2022 is about 0.8 KB gzip less in each
    // remoteEntry.js (issue 19), 7-8 KB less in each remote's own code, about 11 KB in the shell's.
    target: ['web', 'es2022'],
    entry: { main: './src/index.ts' },
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(dir, process.env.BUILD_DIR || 'dist'),
      // Remotes resolve their chunks from wherever they are served ('auto'); the host's HTML is
      // served at deep paths (/forest-city-report, 404s), so its scripts need an absolute path.
      publicPath: isHost ? process.env.PUBLIC_PATH || '/' : 'auto',
      uniqueName: name,
      filename: isDev ? '[name].js' : `${HASHED_NAME}.js`,
      chunkFilename: isDev ? '[name].js' : `${HASHED_NAME}.js`,
      cssFilename: `${HASHED_NAME}.css`,
      cssChunkFilename: `${HASHED_NAME}.css`,
      clean: true,
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      ...(esmRemote ? ESM_OUTPUT : {}),
    },
    ...(externalRuntime ? { externals: { '@module-federation/runtime-core': `var ${RUNTIME_CORE_EXPRESSION}` } } : {}),
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: { ...sharedSurfaceAliases(isDev), ...(isDev ? {} : federationRuntimeEsmAliases()) },
    },
    module: {
      rules: [
        sourceRule({ isDev }),
        mantineUseIdRule(),
        // The generated module that sends each @mantine/core import to its share has no side
        // effects: the bundler then skips it and imports from the share directly.
        { test: mantineFacade(), sideEffects: false },
        // Packages that read import.meta.url as a value: no build-machine path in the bundle.
        { test: /node_modules[\\/]maplibre-gl[\\/]dist[\\/]maplibre-gl\.mjs$/, loader: path.join(import.meta.dirname, 'tools/compose/loaders/import-meta-url.cjs') },
        {
          test: /\.css$/,
          oneOf: [
            // `import sheet from './x.css?sheet'`: a constructed CSSStyleSheet for a shadow root or
            // adoptedStyleSheets (the custom elements, docs/partners.md), minified like the files.
            {
              resourceQuery: /sheet/,
              type: 'javascript/auto',
              use: [
                { loader: path.join(import.meta.dirname, 'tools/compose/loaders/css-sheet.cjs') },
                { loader: 'builtin:lightningcss-loader', options: { minify: !isDev, targets: CSS_TARGETS } },
              ],
            },
            { type: 'css/auto' },
          ],
        },
        { test: /\.svg$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(dir, 'index.html'),
        title: title || name,
        ...(favicon ? { favicon } : {}),
        scriptLoading: 'module',
        minify: !isDev,
        // A remote's standalone page loads the page's federation runtime first (its bundles read it).
        templateParameters: { federationRuntime: isHost || isDev ? '' : '<script type="module" src="federation-runtime.js"></script>', ...html },
      }),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes, ...(esmRemote ? { library: { type: 'module' } } : {}) }),
        // No remotes in the build: the shell registers them at run time from runtime-config.json.
        shared: sharedConfig(dir),
        shareStrategy: 'loaded-first',
        dts: false,
        // The runtime each part bundles keeps only what the part uses (docs/shared-libraries.md):
        // browser code only, and a remote, which loads no remotes of its own, leaves out the
        // remote-loading and manifest-snapshot code (their modules leave a remote's production
        // bundle with the ES-module runtime of federationRuntimeEsmAliases()).
        // One federation runtime per page (issue 19): the shell's bundle provides the runtime core
        // (globalThis._FEDERATION_RUNTIME_CORE) and every remote's entry and standalone page reads
        // it instead of carrying its own copy (about 25 KB gzip of each remoteEntry.js). A page
        // without the shell gets it from federation-runtime.js (docs/partners.md).
        experiments: {
          optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true, disableSnapshot: true }) },
          // (In `npm run dev` a remote keeps its own copy: the dev server's hot-reload entry cannot
          // run in federation-runtime.js, an ES module library.)
          // A remote reads it through RUNTIME_CORE_EXPRESSION (externals below) rather than
          // `externalRuntime: true`, which reads only the global a partner's own host may hold.
          ...(isHost ? { provideExternalRuntime: true } : CLASSIC_ENTRY && !isDev ? { externalRuntime: true } : {}),
        },
        manifest: {
          // The part's version and props-contract version, read by the shell at registration, and a
          // remote's module table, from which the shell builds its sidebar, dialogs and routes.
          additionalData: ({ stats }) => {
            stats.metaData.forestCity = { ...releaseInfo(dir), sharedSurface: surfaceByShare(), ...(modules ? { modules: publishedModules(modules) } : {}) };
            return stats;
          },
        },
      }),
      ...(existsSync(localesDir) ? [new rspack.CopyRspackPlugin({ patterns: [{ from: localesDir, to: 'locales' }] })] : []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production'),
        // The names of each trimmed shared package this part provides (the shell checks a remote's needs against it).
        __FC_SHARED_SURFACE__: JSON.stringify(surfaceByShare()),
        // The version of each shared singleton this part provides (the shell refuses a remote
        // whose requiredVersion it cannot satisfy, instead of running it on an older copy).
        __FC_SHARED_VERSIONS__: JSON.stringify(sharedVersions()),
      }),
      ...(isDev ? [] : [compileHints(firstViewChunks)]),
    ],
    // Named chunks make bundles readable in size reports and let the e2e suite see which
    // library a chunk holds (each shared singleton must be fetched exactly once).
    optimization: {
      minimize: !isDev,
      chunkIds: 'named',
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin(), new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: CSS_TARGETS } })],
    },
    // Rspack 2 compiles dynamic imports lazily in dev; that leaves the federated async
    // boundary (import('./bootstrap')) pending forever, so compile everything up front.
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    stats: 'errors-warnings',
  };
  const part = extend ? extend(config) : config;
  const companions = [
    // A remote with custom elements builds its elements.js (and the federation runtime it loads) beside its remoteEntry.js.
    ...(existsSync(path.join(dir, 'src', 'elements.ts')) ? [elementsConfig({ dir, name, isDev, outputPath: part.output.path })] : []),
    // A remote with prerendered fragments writes them to prerender/ beside its remoteEntry.js (production builds).
    ...(!isHost && !isDev && existsSync(path.join(dir, 'src', 'prerender.tsx')) ? [fragmentsConfig({ dir, name, outputPath: part.output.path })] : []),
  ];
  return companions.length ? [{ ...part, name }, ...companions] : part;
}

/**
 * A server-side render bundle (issue 19, content in the first response): `entry` compiled for
 * Node (one ES module, every dependency bundled, stylesheets left out: the page links the built
 * ones) into `outputPath`. The shell's server imports it to render its pages; a remote's build runs
 * it once to write its prerendered fragments (docs/architecture.md "Prerendered HTML").
 * `plugins` run after it is written (a remote's fragment writer).
 */
export function renderConfig({ dir, name, entry, outputPath, dependencies = [], plugins = [] }) {
  return {
    name: `${name}-render`,
    dependencies,
    mode: 'production',
    context: dir,
    entry: { render: entry },
    output: { path: outputPath, filename: '[name].mjs', module: true, chunkFormat: 'module', library: { type: 'module' }, asyncChunks: false, clean: true },
    target: ['node20', 'es2022'],
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], conditionNames: ['node', 'import', 'module', 'default'] },
    module: {
      rules: [
        sourceRule(),
        mantineUseIdRule(),
        { test: /\.css$/, type: 'javascript/auto', loader: path.join(import.meta.dirname, 'tools/compose/loaders/server-css.cjs') },
        { test: /\.svg$/, type: 'asset/inline' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        __FC_SHARED_SURFACE__: JSON.stringify(surfaceByShare()),
        __FC_SHARED_VERSIONS__: JSON.stringify(sharedVersions()),
      }),
      ...plugins,
    ],
    optimization: { splitChunks: false, minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Where a remote's render bundle is compiled inside its output folder, and removed from once run. */
const FRAGMENT_BUNDLE_DIR = '.prerender-bundle';

/**
 * Runs a remote's compiled `src/prerender.tsx` (its default export returns the fragments), writes
 * the fragments into the remote's output folder and removes the bundle, which no page needs. Built
 * after the remote's own build (which cleans the folder), into the same folder, so the fragments
 * land in the release being built (tools/compose/build-all.mjs gives every build its release folder).
 */
class WriteFragments {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('WriteFragments', async () => {
      const outputPath = compiler.options.output.path;
      const bundleDir = path.join(outputPath, FRAGMENT_BUNDLE_DIR);
      const { default: render } = await import(`${pathToFileURL(path.join(bundleDir, 'render.mjs')).href}?t=${Date.now()}`);
      for (const { file, html } of render()) {
        const target = path.join(outputPath, file);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, html);
      }
      rmSync(bundleDir, { recursive: true, force: true });
    });
  }
}

/** A remote's prerendered fragments (docs/architecture.md "Prerendered HTML"): its render bundle, compiled and run. */
function fragmentsConfig({ dir, name, outputPath }) {
  const config = renderConfig({ dir, name, entry: './src/prerender.tsx', outputPath, dependencies: [name], plugins: [new WriteFragments()] });
  return { ...config, name: `${name}-fragments`, output: { ...config.output, path: outputPath, filename: `${FRAGMENT_BUNDLE_DIR}/render.mjs`, clean: false } };
}

/**
 * `elements.js` of a remote (docs/partners.md): a small ES module that defines the remote's custom
 * elements and loads the rest through federation, plus `federation-runtime.js`, the runtime the
 * first element of a page loads. No hash in their names: partners link them, and a pinned version is
 * a folder (`/v/<version>/elements.js`). Built after the remote's own build, which cleans the folder.
 */
function elementsConfig({ dir, name, isDev, outputPath }) {
  return {
    name: `${name}-elements`,
    dependencies: [name],
    mode: isDev ? 'development' : 'production',
    context: dir,
    entry: {
      elements: './src/elements.ts',
      'federation-runtime': require.resolve('@forest-city/remote-kit/federation-runtime'),
    },
    output: { path: outputPath, filename: '[name].js', module: true, chunkFormat: 'module', library: { type: 'module' }, asyncChunks: false, clean: false },
    target: ['web', 'es2022'],
    devtool: isDev ? false : 'source-map',
    resolve: { extensions: ['.ts', '.mjs', '.js', '.json'] },
    module: {
      // `import.meta.url` stays the browser's: the URL elements.js was loaded from (its version's folder).
      parser: { javascript: { importMeta: false } },
      rules: [sourceRule({ jsx: false })],
    },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production') })],
    optimization: { splitChunks: false, minimize: !isDev, minimizer: [new rspack.SwcJsMinimizerRspackPlugin()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
