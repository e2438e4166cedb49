// Builds what a partner gets from us for a page without a bundler: dist/federation-runtime.js
// (the federation runtime as one ES module, for the ./mount example) beside the example partner
// pages and their files (public/: index.html with the custom elements, mount.html with ./mount).
import path from 'node:path';
import rspack from '@rspack/core';
import { sourceRule } from '../../rspack.base.mjs';

const dir = import.meta.dirname;

export default {
  mode: 'production',
  context: dir,
  entry: { 'federation-runtime': '@forest-city/remote-kit/federation-runtime' },
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
  // The runtime module's own TypeScript (the elements' federation plugin and the release checks).
  resolve: { extensions: ['.ts', '.mjs', '.js', '.json'] },
  module: { rules: [sourceRule({ jsx: false })] },
  plugins: [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] })],
  performance: { hints: false },
  stats: 'errors-warnings',
};
