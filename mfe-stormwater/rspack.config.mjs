import { createConfig } from '../rspack.base.mjs';
import modules from './modules.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_stormwater',
  port: 3003,
  title: 'mfe-stormwater · standalone',
  modules,
});
