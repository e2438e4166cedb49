// ./mount: any of this remote's exposed modules on a page without React or the shell (a partner
// page), e.g. mount(element, { module: 'MassBalanceDialog', props: { opened: true, onClose } }).
// Contract: Mount in ../contract.ts; documented in mfe-hydrology/README.md and the root README.
import { createMount, createShadowMount, type ModuleLoaders } from '@forest-city/remote-kit';
import { NAMESPACE, type Mount, type MountableModules } from '../contract';
import table from '../../modules.mjs';

// One loader per module of the remote's table (../../modules.mjs): src/exposed/<name>.tsx.
const modules = Object.fromEntries(table.modules.map(({ name }) => [name, () => import(`./${name}.tsx`)])) as ModuleLoaders<MountableModules>;

export const mount: Mount = createMount<MountableModules>(NAMESPACE, modules);

/** The same modules in a custom element's shadow root (this remote's elements.js, docs/partners.md). */
export const mountElement = createShadowMount<MountableModules>(NAMESPACE, modules);

export default mount;
