import path from 'node:path';
import rspack from '@rspack/core';
import { createConfig } from '../rspack.base.mjs';
import { ensureBasemap } from './build/basemap.mjs';

// The map's own basemap, cut from the data packages when they or the cut changed (build/basemap.mjs).
const basemapFile = await ensureBasemap();
import modules from './modules.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_map',
  port: 3001,
  title: 'mfe-map · standalone',
  // The map's screen and its drawn preview are the dashboard's first view (rspack.base.mjs, COMPILE_HINT).
  firstViewChunks: [/^__federation_expose_InfrastructureMap\./, /^src_app_MapScreen_tsx-/],
  modules,
  extend(config) {
    // maplibre-gl builds its own worker URL with `new URL(..., import.meta.url)`; left to Rspack,
    // that becomes a broken asset reference. We set the worker URL ourselves (maplibre-loader.ts).
    config.module.rules.push({ test: /node_modules[\\/]maplibre-gl[\\/].*\.m?js$/, parser: { url: false } });
    // maplibre's stylesheet without the inline icons of controls the map does not use (build/strip-icon-rules.cjs).
    config.module.rules.push({
      test: /node_modules[\\/]maplibre-gl[\\/]dist[\\/]maplibre-gl\.css$/,
      use: [{ loader: path.join(import.meta.dirname, 'build', 'strip-icon-rules.cjs') }],
    });
    // The basemap in the static folder, on the map's own origin (src/lib/basemap/basemap-data.ts).
    config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: basemapFile, to: 'basemap/forest-city.json' }] }));
    // `npm run dev -w mfe-map`: the standalone page reaches the API through /api.
    config.devServer.proxy = [{ context: ['/api'], target: process.env.API_URL || 'http://localhost:8090' }];
    return config;
  },
});
