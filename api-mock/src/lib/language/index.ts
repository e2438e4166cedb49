// The language feature as the rest of api-mock sees it: other features and the app import only these.
export { LANGUAGE_TAG, negotiateLanguage } from './negotiate-language';
