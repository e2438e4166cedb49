// ./mount: any of this remote's exposed modules on a page without React or the shell (a partner
// page), e.g. mount(element, { module: 'StormwaterDialog', props: { opened: true, onClose } }).
// Contract: Mount in ../contract.ts; documented in mfe-stormwater/README.md and the root README.
import { createMount } from '@forest-city/remote-kit';
import { NAMESPACE, type Mount, type MountableModules } from '../contract';

export const mount: Mount = createMount<MountableModules>(NAMESPACE, {
  StormwaterDialog: () => import('./StormwaterDialog'),
});

export default mount;
