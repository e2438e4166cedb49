import path from 'node:path';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import rspack from '@rspack/core';
import { createConfig, renderConfig, sourceRule } from '../rspack.base.mjs';
import { buildRuntimeConfig } from './server/runtime-config.mjs';
import { REMOTES } from '@forest-city/contracts/remotes';
import { START_TEXTS_ID } from '@forest-city/contracts/prerender';
import { HASHED_FILE } from '@forest-city/contracts/build-files';

const isDev = process.env.NODE_ENV === 'development';

/** The files of the first render, for the server to link in the page's head (server/page.mjs). */
export const PAGE_ASSETS_FILE = 'page-assets.json';

/**
 * Writes PAGE_ASSETS_FILE: the stylesheets and scripts of the chunks `import('./bootstrap')` loads,
 * and those of the app it imports at once.
 * The server links the stylesheets from the page's head, so prerendered HTML is painted styled
 * (otherwise they arrive with the scripts, after the HTML has been painted bare), and preloads
 * the scripts beside main.js instead of after it (issue 19, a flatter critical chain). The rest
 * of the first view's scripts (`afterPaint`, firstViewScripts below) the page lists for the shell
 * to add once it has been painted (src/app/first-view-scripts.ts).
 */
class WritePageAssets {
  apply(compiler) {
    compiler.hooks.done.tap('WritePageAssets', (stats) => {
      // The chunk group of the dynamic import, its files in the order the runtime loads them
      // (the shared vendors' stylesheet before the shell's own, whose rules must win).
      // Then those of `import('./app/App')`, which bootstrap starts at once (its own task).
      const groupOf = (request) => {
        const group = stats.compilation.chunkGroups.find((g) => g.origins.some((o) => o.request === request));
        if (!group) throw new Error(`WritePageAssets: the chunk group of import("${request}") was not found`);
        return group;
      };
      const publicPath = compiler.options.output.publicPath;
      const href = (file) => `${publicPath}${file}`;
      const isScript = (file) => file.endsWith('.js');
      const first = groupOf('./bootstrap').getFiles();
      const files = [...new Set([...first, ...groupOf('./app/App').getFiles()])];
      const afterPaint = [...new Set(firstViewScripts(stats.compilation))].filter((f) => isScript(f) && !first.includes(f));
      const assets = { css: files.filter((f) => f.endsWith('.css')).map(href), js: first.filter(isScript).map(href), afterPaint: afterPaint.map(href) };
      writeFileSync(path.join(compiler.options.output.path, PAGE_ASSETS_FILE), JSON.stringify(assets, null, 2));
    });
  }
}

/**
 * The scripts the first view loads after bootstrap's: those of bootstrap's dynamic imports (each
 * loads in a task of its own: the app, React's DOM renderer, offline reading) and of every shared
 * library they (or bootstrap) consume, directly or through another library: the
 * shell's own copy of each, the one the federation runtime loads while the page starts. Without
 * the list they are requested one step after another, as the runtime reaches each, each script
 * element starting its own request; listed, the shell adds them side by side once the page is
 * painted and the runtime finds their chunks there (issue 19, a phone's TBT; docs/architecture.md
 * "The first view's scripts, side by side after the first paint"). Computed from the chunk graph,
 * so a new shared library or chunk is covered without a list to keep.
 */
function firstViewScripts(compilation) {
  const groups = compilation.chunkGroups;
  const shareKey = (kind, module) => new RegExp(`^${kind} shared module \\(\\w+\\) (.+?)@`).exec(module.identifier())?.[1];
  // The chunk group that runs a shared library's module: the shell's provided copy (what the share
  // scope hands out), else the consumer's fallback.
  const groupOfShare = (key, consume) =>
    groups.find((g) => g.origins.some((o) => o.module && shareKey('provide', o.module) === key)) ??
    groups.find((g) => g.origins.some((o) => o.module?.identifier() === consume.identifier()));
  // Bootstrap's chunk group first, then the libraries it consumes (its own first step), then its
  // imports and theirs: the order of the requests, six at a time to one origin over HTTP/1.1.
  const bootstrap = groups.filter((g) => g.origins.some((o) => o.request === './bootstrap'));
  const imports = groups.filter((g) => g.origins.some((o) => /[\\/]src[\\/]bootstrap\.tsx$/.test(o.module?.identifier() ?? '')));
  const pending = [...bootstrap];
  const seen = new Set(pending);
  const shares = new Set();
  for (let i = 0; i < pending.length; i++) {
    if (i === bootstrap.length)
      for (const group of imports.filter((g) => !seen.has(g))) {
        seen.add(group);
        pending.push(group);
      }
    for (const chunk of pending[i].chunks)
      for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
        const key = shareKey('consume', module);
        if (!key || shares.has(key)) continue;
        shares.add(key);
        const group = groupOfShare(key, module);
        if (!group || seen.has(group)) continue;
        seen.add(group);
        pending.push(group);
      }
  }
  return pending.flatMap((g) => g.getFiles());
}

/**
 * What the shell says if it cannot start (src/app/start-failure.ts), in each of its languages: the
 * `start` texts of locales/{lang}/common.json, in the page as a JSON data block (never executed:
 * the page's policy allows no inline script). In the built index.html, so every page has it.
 */
function startTextsBlock() {
  const dir = path.join(import.meta.dirname, 'locales');
  const texts = Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((lang) => {
        const { start } = JSON.parse(readFileSync(path.join(dir, lang, 'common.json'), 'utf8'));
        if (typeof start?.failed !== 'string' || typeof start?.reload !== 'string') throw new Error(`locales/${lang}/common.json: start.failed and start.reload are required`);
        return [lang, { failed: start.failed, reload: start.reload }];
      }),
  );
  return `<script id="${START_TEXTS_ID}" type="application/json">${JSON.stringify(texts).replace(/</g, '\\u003c')}</script>`;
}

const shell = createConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: 8080,
  title: 'Forest City Infrastructure · Johor, Malaysia',
  html: { startTexts: startTextsBlock() },
  // The app (frame, routes, screens) renders the first view, and the offline module starts beside
  // it: compiled while they download (rspack.base.mjs, COMPILE_HINT).
  firstViewChunks: [/^src_app_App_tsx\./, /^src_features_offline_index_ts\./],
  // In the tab and the bookmarks; without it every page asked for /favicon.ico and got a 404.
  favicon: path.join(import.meta.dirname, 'src/favicon.svg'),
  extend(config) {
    if (!isDev) config.plugins.push(new WritePageAssets());
    // `npm run dev`: the dev server serves the same runtime configuration and /api forwarding
    // as the production server (shell/server/index.mjs).
    config.devServer.setupMiddlewares = (middlewares) => {
      middlewares.unshift({
        name: 'runtime-config',
        path: '/runtime-config.json',
        middleware: (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(buildRuntimeConfig({ remotes: REMOTES })));
        },
      });
      return middlewares;
    };
    config.devServer.proxy = [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:8090' }];
    return config;
  },
});

/** Shell files the worker precaches: its scripts, styles and images (pages, texts and maps are kept at run time). */
const PRECACHE = ['*.{js,css,svg,png,ico,woff2}'];

/**
 * After the service worker's bundle is written (to a cache folder), workbox-build's injectManifest
 * lists the shell's built files in it (`self.__WB_MANIFEST`) and writes `dist/sw.js`. Hashed files
 * need no revision: their name changes with their content.
 */
class InjectPrecacheManifest {
  constructor({ swSrc, swDest, globDirectory, publicPath }) {
    Object.assign(this, { swSrc, swDest, globDirectory, publicPath });
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('InjectPrecacheManifest', async () => {
      const { injectManifest } = await import('workbox-build');
      const { warnings } = await injectManifest({
        swSrc: this.swSrc,
        swDest: this.swDest,
        globDirectory: this.globDirectory,
        globPatterns: PRECACHE,
        // Mantine's whole stylesheet is a safety net fetched with the first dialog (src/lib/mantine-styles.ts):
        // precaching it would fetch 35 KB on every first visit, a phone's included.
        globIgnores: ['sw.js', 'mantine-all.*'],
        dontCacheBustURLsMatching: HASHED_FILE,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        ...(this.publicPath === '/' ? {} : { modifyURLPrefix: { '': this.publicPath } }),
      });
      if (warnings.length) throw new Error(`workbox-build: ${warnings.join('; ')}`);
    });
  }
}

/**
 * The service worker (src/service-worker/sw.ts, docs/deploying.md "Offline"): production builds
 * only, after the shell's own build (its files are the precache list). Its name has no hash: the
 * browser checks `/sw.js` for a new version on every page load (served `Cache-Control: no-cache`).
 */
function serviceWorkerConfig(shellConfig) {
  const staging = path.join(import.meta.dirname, '..', 'node_modules', '.cache', 'shell-sw', String(process.pid));
  return {
    name: 'shell-sw',
    dependencies: ['shell'],
    mode: 'production',
    context: import.meta.dirname,
    target: ['webworker', 'es2022'],
    entry: { sw: './src/service-worker/sw.ts' },
    output: { path: staging, filename: '[name].js', clean: true, asyncChunks: false },
    devtool: false,
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: {
      rules: [sourceRule({ jsx: false })],
    },
    plugins: [
      // Workbox logs its development messages unless NODE_ENV is production.
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      new InjectPrecacheManifest({
        swSrc: path.join(staging, 'sw.js'),
        swDest: path.join(shellConfig.output.path, 'sw.js'),
        globDirectory: shellConfig.output.path,
        publicPath: shellConfig.output.publicPath,
      }),
    ],
    optimization: { splitChunks: false, minimize: true, minimizer: [new rspack.SwcJsMinimizerRspackPlugin()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Where the server-side render bundle goes: beside the served folder, never inside it (`dist-server/`). */
export const renderOutput = (outputPath) => `${outputPath}-server`;

export default isDev
  ? shell
  : [
      { ...shell, name: 'shell' },
      serviceWorkerConfig(shell),
      renderConfig({ dir: import.meta.dirname, name: 'shell', entry: './src/prerender/render.tsx', outputPath: renderOutput(shell.output.path) }),
    ];
