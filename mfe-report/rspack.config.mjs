import { createConfig } from '../rspack.base.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_report',
  port: 3004,
  title: 'mfe-report · standalone',
  exposes: {
    './ReportDialog': './src/exposed/ReportDialog.tsx',
    './ReportPage': './src/exposed/ReportPage.tsx',
    './HistoryDialog': './src/exposed/HistoryDialog.tsx',
    './FutureDevelopmentDialog': './src/exposed/FutureDevelopmentDialog.tsx',
    // Framework-free entry for pages without React or the shell (partners): docs/partners.md.
    './mount': './src/exposed/mount.ts',
  },
});
