// This remote's exposed modules, declared once (@forest-city/contracts/modules): the build, ./mount,
// elements.js, the manifest and the shell's map slot are derived from this table.
import { defineModules } from '@forest-city/contracts/modules';

export default defineModules({
  remote: 'map',
  modules: [
    {
      name: 'InfrastructureMap',
      kind: 'map',
      element: { tag: 'forest-city-map', title: 'The infrastructure map', attributes: ['item', 'tiles'], events: ['forest-city-select-item'] },
    },
  ],
});
