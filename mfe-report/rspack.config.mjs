import { createConfig } from '../rspack.base.mjs';
import modules from './modules.mjs';

export default createConfig({
  dir: import.meta.dirname,
  name: 'mfe_report',
  port: 3004,
  title: 'mfe-report · standalone',
  // The report page's first view (rspack.base.mjs, COMPILE_HINT).
  firstViewChunks: [/^__federation_expose_ReportPage\./, /^src_app_SectionTabs_tsx-/, /^src_app_AnalyticalReport_tsx\./],
  modules,
});
