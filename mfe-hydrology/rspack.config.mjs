import { createConfig } from '../rspack.base.mjs';
import modules from './modules.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_hydrology',
  port: 3002,
  title: 'mfe-hydrology · standalone',
  modules,
});
