// Build of the two benchmark pages (bench/dist, git-ignored): the map's own marker code on
// deck.gl + maplibre, and the Leaflet SVG baseline. No federation: each page stands alone.
import path from 'node:path';
import rspack from '@rspack/core';
import { sourceRule } from '../../rspack.base.mjs';

const dir = import.meta.dirname;

export default {
  mode: 'production',
  context: dir,
  entry: { deck: './pages/deck-bench.js', leaflet: './pages/leaflet-bench.js' },
  devtool: false,
  output: { path: path.join(dir, 'dist'), publicPath: 'auto', filename: '[name].js', chunkFilename: '[name].[contenthash:8].js', clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
  module: {
    rules: [
      sourceRule(),
      // The pages are plain ES modules importing the map's TypeScript without extensions.
      { test: /\.m?js$/, resolve: { fullySpecified: false } },
      { test: /\.css$/, type: 'css/auto' },
      { test: /\.(png|svg)$/, type: 'asset/resource' },
      // As in mfe-map/rspack.config.mjs: maplibre's worker URL is set by maplibre-loader.ts.
      { test: /node_modules[\\/]maplibre-gl[\\/]/, parser: { url: false } },
    ],
  },
  plugins: [
    new rspack.HtmlRspackPlugin({ template: path.join(dir, 'pages/bench.html'), filename: 'deck.html', chunks: ['deck'], title: 'deck.gl markers', scriptLoading: 'module' }),
    new rspack.HtmlRspackPlugin({
      template: path.join(dir, 'pages/bench.html'),
      filename: 'leaflet.html',
      chunks: ['leaflet'],
      title: 'Leaflet SVG markers',
      scriptLoading: 'module',
    }),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
  ],
  optimization: { minimize: true },
  performance: { hints: false },
  stats: 'errors-warnings',
};
