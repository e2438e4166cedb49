// ./mount: any of this remote's exposed modules on a page without React or the shell (a partner
// page), e.g. mount(element, { module: 'InfrastructureMap', lang: 'zh', props: { apiBase: 'https://api.example.org/api' } }).
// Contract: Mount in ../contract.ts; documented in mfe-map/README.md and the root README.
import { createMount } from '../app/mount-module';
import type { Mount, MountableModules } from '../contract';

export const mount: Mount = createMount<MountableModules>({
  InfrastructureMap: () => import('./InfrastructureMap'),
});

export default mount;
