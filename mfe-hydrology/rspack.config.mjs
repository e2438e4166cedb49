import { createConfig } from '../rspack.base.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_hydrology',
  port: 3002,
  title: 'mfe-hydrology · standalone',
  exposes: {
    './MassBalanceDialog': './src/exposed/MassBalanceDialog.tsx',
    './MonthlyWaterBalanceDialog': './src/exposed/MonthlyWaterBalanceDialog.tsx',
    // Framework-free entry for pages without React or the shell (partners): docs/partners.md.
    './mount': './src/exposed/mount.ts',
  },
});
