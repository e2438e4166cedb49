// The API compiled to JavaScript for production (`npm run build -w api-mock`, and the composed
// build): one ES module, dist/server/main.mjs, with the project's own TypeScript bundled in (the
// TypeScript workspace package @forest-city/api-contract too) and every other package left as an
// import, so a production install (`npm install --omit=dev`) runs it with plain `node` and the
// packages in `dependencies` (docs/deploying.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** A package (bare specifier), not a file of this part: it stays an import. */
const isPackage = (request) => /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/.*)?$/i.test(request) && !request.startsWith('node:');
/** Workspace packages published as TypeScript sources, which plain `node` cannot run: bundled in. */
const isTypeScriptPackage = (request) => /^@forest-city\/api-contract(\/|$)/.test(request);

/** @type {import('@rspack/core').Configuration} */
export default {
  mode: 'production',
  context: dir,
  target: 'node22',
  // The dataset path is resolved from dist/server/ as from src/server/: the same depth.
  entry: { 'server/main': './src/server/main.ts' },
  output: { path: path.join(dir, 'dist'), filename: '[name].mjs', module: true, chunkFormat: 'module', library: { type: 'module' }, clean: true },
  experiments: { outputModule: true },
  externalsType: 'module-import',
  externals: [({ request }, callback) => (request && isPackage(request) && !isTypeScriptPackage(request) ? callback(null, request) : callback())],
  resolve: { extensions: ['.ts', '.mjs', '.js', '.json'] },
  module: {
    // `import.meta.url` and `new URL(…, import.meta.url)` stay as written: they name files at run time.
    parser: { javascript: { importMeta: false, url: false } },
    rules: [
      {
        test: /\.ts$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
    ],
  },
  optimization: { minimize: false },
  devtool: 'source-map',
};
