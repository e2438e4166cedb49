// ./mount: any of this remote's exposed modules on a page without React or the shell (a partner
// page), e.g. mount(element, { module: 'ReportPage', lang: 'zh', props: { backHref: null } }).
// Contract: Mount in ../contract.ts; documented in mfe-report/README.md and the root README.
import { createMount } from '@forest-city/remote-kit';
import { NAMESPACE, type Mount, type MountableModules } from '../contract';

export const mount: Mount = createMount<MountableModules>(NAMESPACE, {
  ReportPage: () => import('./ReportPage'),
  ReportDialog: () => import('./ReportDialog'),
  HistoryDialog: () => import('./HistoryDialog'),
  FutureDevelopmentDialog: () => import('./FutureDevelopmentDialog'),
});

export default mount;
