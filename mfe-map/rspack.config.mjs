import { createConfig } from '../rspack.base.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_map',
  port: 3001,
  title: 'mfe-map · standalone',
  exposes: {
    './InfrastructureMap': './src/exposed/InfrastructureMap.tsx',
  },
});
