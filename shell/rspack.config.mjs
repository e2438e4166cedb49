import { createConfig } from '../rspack.base.mjs';
import { buildRuntimeConfig } from './server/runtime-config.mjs';
import { REMOTES } from '@forest-city/contracts/remotes';

export default createConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: 8080,
  title: 'Forest City Infrastructure · Johor, Malaysia',
  extend(config) {
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
