// This remote's custom element, built into `elements.js` beside its mf-manifest.json
// (rspack.base.mjs; docs/partners.md): the tag of its module table (../modules.mjs), the
// stormwater approaches dialog, with its approach.
import { defineElements, dialogProps } from '@forest-city/remote-kit/elements';
import modules from '../modules.mjs';

defineElements({
  federationName: 'mfe_stormwater',
  base: import.meta.url,
  modules,
  elements: {
    'forest-city-stormwater': {
      props: (context) => ({
        ...dialogProps(context),
        approach: context.attr('approach'),
        onApproachChange: (approach: string) => {
          context.reflect('approach', approach);
          context.emit('forest-city-approach-change', { approach });
        },
      }),
    },
  },
});
