// This remote's own i18next instances, used only when it runs without the shell (its own page, or
// a partner page through ./mount). They load the remote's namespace from the remote's own origin,
// with the loading rules of the spec's Business constants.
import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { NAMESPACE } from '../contract';

declare const __webpack_public_path__: string;

/** The language a page without a choice starts in: the last one picked here, else the browser's. */
function detectLanguage(): string {
  return (typeof localStorage !== 'undefined' && localStorage.getItem('i18nextLng')) || navigator.language || 'en';
}

/** A new instance in `lng` (default: detected). ./mount makes one per mounted module, so each has its own language. */
export function createStandaloneI18n(lng?: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(HttpBackend).init({
    supportedLngs: ['en', 'zh', 'ms'],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    lng: lng || detectLanguage(),
    fallbackLng: 'en',
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    interpolation: { escapeValue: false },
    maxRetries: 5,
    retryTimeout: 350,
    maxParallelReads: 10,
    backend: { loadPath: `${__webpack_public_path__}locales/{{lng}}/{{ns}}.json`, crossDomain: true },
  });
  return instance;
}

let shared: i18n | undefined;

/** The instance of this remote's standalone page (and of exposed modules mounted without any i18next), made on first use. */
export function standaloneI18n(): i18n {
  shared ??= createStandaloneI18n();
  return shared;
}
