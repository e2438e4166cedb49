// Builds what a partner gets from us for a page without a bundler: dist/federation-runtime.js
// (the federation runtime as one ES module) beside the example partner page (index.html).
import path from 'node:path';
import rspack from '@rspack/core';

const dir = import.meta.dirname;

export default {
  mode: 'production',
  context: dir,
  entry: { 'federation-runtime': './src/federation-runtime.mjs' },
  output: {
    path: path.join(dir, 'dist'),
    filename: '[name].js',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
    // One file to hand over: no async chunks of its own.
    asyncChunks: false,
    clean: true,
  },
  target: ['web', 'es2020'],
  devtool: 'source-map',
  optimization: { splitChunks: false },
  plugins: [new rspack.CopyRspackPlugin({ patterns: [{ from: 'index.html', to: 'index.html' }] })],
  performance: { hints: false },
  stats: 'errors-warnings',
};
