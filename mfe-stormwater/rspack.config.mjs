import { createConfig } from '../rspack.base.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_stormwater',
  port: 3003,
  title: 'mfe-stormwater · standalone',
  exposes: {
    './StormwaterDialog': './src/exposed/StormwaterDialog.tsx',
    // Framework-free entry for pages without React or the shell (partners): docs/partners.md.
    './mount': './src/exposed/mount.ts',
  },
});
