// A remote's own i18next instances, used only when it runs without the shell (its own page, or
// a partner page through ./mount). They load the remote's namespace from the remote's own origin
// (__webpack_public_path__ is the remote's: this package is compiled inside each remote's bundle),
// with the loading rules of spec section 9.
import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { LANGUAGES } from '@forest-city/contracts';

declare const __webpack_public_path__: string;

/** The language a page without a choice starts in: the last one picked here, else the browser's. */
function detectLanguage(): string {
  return (typeof localStorage !== 'undefined' && localStorage.getItem('i18nextLng')) || navigator.language || 'en';
}

/** A new instance for `namespace` in `lng` (default: detected). mount makes one per mounted module, so each has its own language. */
export function createStandaloneI18n(namespace: string, lng?: string): i18n {
  const instance = i18next.createInstance();
  void instance.use(HttpBackend).init({
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    lng: lng || detectLanguage(),
    fallbackLng: 'en',
    ns: [namespace],
    defaultNS: namespace,
    interpolation: { escapeValue: false },
    maxRetries: 5,
    retryTimeout: 350,
    maxParallelReads: 10,
    backend: { loadPath: `${__webpack_public_path__}locales/{{lng}}/{{ns}}.json`, crossDomain: true },
  });
  return instance;
}

const shared = new Map<string, i18n>();

/** The instance of the remote's standalone page (and of exposed modules rendered without any i18next), made on first use. */
export function standaloneI18n(namespace: string): i18n {
  let instance = shared.get(namespace);
  if (!instance) {
    instance = createStandaloneI18n(namespace);
    shared.set(namespace, instance);
  }
  return instance;
}
