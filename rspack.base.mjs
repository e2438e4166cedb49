// Shared Rspack 2 + Module Federation 2 configuration for the shell and the four remotes.
// Each part's rspack.config.mjs calls createConfig() with its own name, port and exposes,
// so the build rules (swc, css, locales, federation sharing) are written once.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/**
 * Libraries every part shares as singletons, so the page loads each exactly once and React
 * contexts (theme, QueryClient, i18next, router) cross the federation boundary.
 * deck.gl, maplibre-gl and visx are deliberately NOT here: only their one owner uses them,
 * so sharing would only add negotiation cost.
 */
export const SHARED_SINGLETONS = [
  'react',
  // Subpath entries are separate modules to the bundler: share them too, or each remote
  // ships its own JSX runtime and React DOM client beside the shared React.
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  '@mantine/core',
  '@mantine/hooks',
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

/** Federation names of the remotes (valid JS identifiers), keyed by the runtime-config name. */
export const REMOTE_NAMES = {
  map: 'mfe_map',
  hydrology: 'mfe_hydrology',
  stormwater: 'mfe_stormwater',
  report: 'mfe_report',
};

function sharedConfig(partDir) {
  const pkg = JSON.parse(readFileSync(path.join(partDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies };
  const packageOf = (name) => name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const version = deps[packageOf(name)];
      return [name, { singleton: true, requiredVersion: version ? `^${version}` : false, eager: false }];
    }),
  );
}

/**
 * @param {object} opts
 * @param {string} opts.dir          the part's folder (import.meta.dirname of its config)
 * @param {string} opts.name         federation name (mfe_map ...) or 'shell'
 * @param {number} opts.port         dev-server port
 * @param {Record<string,string>} [opts.exposes]  exposed modules (remotes only)
 * @param {string} [opts.title]      <title> of the part's own page
 * @param {(cfg: object) => object} [opts.extend]  last-word changes for one part
 */
export function createConfig({ dir, name, port, exposes, title, extend }) {
  const isDev = process.env.NODE_ENV === 'development';
  const isHost = !exposes;
  const localesDir = path.join(dir, 'locales');
  const config = {
    mode: isDev ? 'development' : 'production',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(dir, process.env.BUILD_DIR || 'dist'),
      // Remotes resolve their chunks from wherever they are served ('auto'); the host's HTML is
      // served at deep paths (/forest-city-report, 404s), so its scripts need an absolute path.
      publicPath: isHost ? process.env.PUBLIC_PATH || '/' : 'auto',
      uniqueName: name,
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.svg$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(dir, 'index.html'),
        title: title || name,
        scriptLoading: 'module',
        minify: !isDev,
      }),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
        // No remotes in the build: the shell registers them at run time from runtime-config.json.
        shared: sharedConfig(dir),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
      }),
      ...(existsSync(localesDir)
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: localesDir, to: 'locales' }] })]
        : []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production'),
      }),
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
  return extend ? extend(config) : config;
}
