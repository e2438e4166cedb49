// This remote's own i18next instance, used only when it runs without the shell. It loads the
// remote's namespace from the remote's own origin, with the loading rules of spec section 9.
import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { NAMESPACE } from '../contract';

declare const __webpack_public_path__: string;

export const standaloneI18n = i18next.createInstance();
void standaloneI18n.use(HttpBackend).init({
  supportedLngs: ['en', 'zh', 'ms'],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  lng: (typeof localStorage !== 'undefined' && localStorage.getItem('i18nextLng')) || navigator.language || 'en',
  fallbackLng: 'en',
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  interpolation: { escapeValue: false },
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
  backend: { loadPath: `${__webpack_public_path__}locales/{{lng}}/{{ns}}.json`, crossDomain: true },
});
