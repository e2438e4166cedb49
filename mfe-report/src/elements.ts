// This remote's custom elements, built into `elements.js` beside its mf-manifest.json
// (rspack.base.mjs; docs/partners.md): the tags of its module table (../modules.mjs), the report
// page and the two reference dialogs (a dialog's props unless named here).
import { toLang, type Lang } from '@forest-city/contracts';
import { defineElements, tabProps } from '@forest-city/remote-kit/elements';
import modules from '../modules.mjs';

defineElements({
  federationName: 'mfe_report',
  base: import.meta.url,
  modules,
  elements: {
    'forest-city-report': {
      props: (context) => ({
        ...tabProps(context),
        // A partner's page has no dashboard to go back to.
        backHref: null,
        // The page's own language switch asks the element: its `lang` attribute changes and the page is told.
        lang: context.attr('lang') ? toLang(context.attr('lang')) : undefined,
        onLanguageChange: (lang: Lang) => {
          context.reflect('lang', lang);
          context.emit('forest-city-language-change', { lang });
        },
      }),
    },
  },
});
