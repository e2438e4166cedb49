// This remote's custom elements, built into `elements.js` beside its mf-manifest.json
// (rspack.base.mjs; docs/partners.md): the two hydrology dialogs.
import { defineElements, dialogProps } from '@forest-city/remote-kit/elements';

defineElements({
  federationName: 'mfe_hydrology',
  base: import.meta.url,
  elements: {
    'forest-city-mass-balance': { props: dialogProps },
    'forest-city-monthly-balance': { props: dialogProps },
  },
});
