// This remote's custom elements, built into `elements.js` beside its mf-manifest.json
// (rspack.base.mjs; docs/partners.md): the tags of its module table (../modules.mjs), both dialogs.
import { defineElements } from '@forest-city/remote-kit/elements';
import modules from '../modules.mjs';

defineElements({ federationName: 'mfe_hydrology', base: import.meta.url, modules });
