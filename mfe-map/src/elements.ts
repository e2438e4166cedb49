// This remote's custom element, built into `elements.js` beside its mf-manifest.json
// (rspack.base.mjs; docs/partners.md): the tag of its module table (../modules.mjs), the infrastructure map.
import { defineElements } from '@forest-city/remote-kit/elements';
import { tileServer } from './features/map';
import modules from '../modules.mjs';

defineElements({
  federationName: 'mfe_map',
  base: import.meta.url,
  modules,
  elements: {
    'forest-city-map': {
      props: ({ attr, reflect, emit }) => ({
        apiBase: attr('api') ?? undefined,
        // A self-hosted tile server (docs/partners.md); default: the public tile services.
        tiles: attr('tiles') ? tileServer(attr('tiles')!, document.baseURI) : undefined,
        selectedItemId: attr('item'),
        onSelectItem: (item: string | null) => {
          reflect('item', item);
          emit('forest-city-select-item', { item });
        },
      }),
      // A map needs a height: 480 px unless the partner sets the element's.
      css: ':host { height: 480px; } .fc-root, .fc-mount { height: 100%; } .fc-mount { display: flex; }',
    },
  },
});
