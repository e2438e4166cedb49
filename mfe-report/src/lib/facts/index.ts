// The facts feature as the rest of mfe-report sees it: other features and the app import only these.
export { KEY_FACTS } from './key-facts';
export { RESIDENTS_OF_TARGET } from './development-facts';
export { FIG } from './figures';
