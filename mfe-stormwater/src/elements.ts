// This remote's custom element, built into `elements.js` beside its mf-manifest.json
// (rspack.base.mjs; docs/partners.md): the stormwater approaches dialog.
import { defineElements, dialogProps } from '@forest-city/remote-kit/elements';

defineElements({
  federationName: 'mfe_stormwater',
  base: import.meta.url,
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
