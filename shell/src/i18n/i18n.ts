// The one i18next instance of the composed page. Each part owns one namespace; its files are
// served by that part at /locales/{lng}/{ns}.json, so a remote's strings travel with the remote.
import i18next, { type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

import { LANGUAGES, toLang, type Lang } from '@forest-city/contracts';
import { LANGUAGE_COOKIE } from '@forest-city/contracts/prerender';

/** The product's languages (@forest-city/contracts). */
export { LANGUAGES };
export type Language = Lang;

/** Where i18next keeps the visitor's language choice (also read by app/start-failure.ts). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Spec (Business constants): detection order, cache, retries and parallel reads. */
export const I18N_LOADING_RULES = {
  detectionOrder: ['localStorage', 'navigator', 'htmlTag'],
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
} as const;

/**
 * A translation file that has not fully arrived after this long is given up (final, like a 404):
 * English fills in, instead of the page waiting on a request that may never end.
 */
export const TRANSLATION_TIMEOUT_MS = 8_000;

/** A translation file's shape: an object whose values are strings or, nested, the same. */
export function isTranslationTree(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === 'string' || isTranslationTree(v));
}

/** i18next-http-backend's `parse`: JSON of the right shape, or a throw (final: English fills in). */
export function parseTranslations(text: string): Record<string, unknown> {
  const data: unknown = JSON.parse(text);
  if (!isTranslationTree(data)) throw new Error('a translation file must be an object of strings');
  return data;
}

type RequestCallback = (err: unknown, res?: { status: number; data: string }) => void;

/** i18next-http-backend's `request`, which can be told to ask again for files it gave up on. */
export interface TranslationRequest {
  (options: unknown, url: string, payload: unknown, callback: RequestCallback): void;
  /**
   * A visitor's explicit ask (a dialog opened, Retry): files of `namespace` given up after 5xx
   * answers are asked again; the others stay given up (a remote's slot loading its texts must not
   * start a second round for the shell's `common.json`).
   */
  forgetServerErrors(namespace: string): void;
}

/**
 * i18next-http-backend's `request`: fetch within TRANSLATION_TIMEOUT_MS. A status goes back to the
 * backend, which retries a 5xx and takes a 4xx as final; a timeout is reported as an error whose
 * message the backend does not retry, so it is final at once.
 *
 * A file that answered 5xx `maxTries` times (1 + the spec's 5 retries) is final too: i18next marks
 * a file whose last answer was retryable as "not loaded, may be tried again", and the next render
 * that asks for the namespace started a second cycle of six requests (D11: twelve requests for
 * one broken `common.json`). From then on this URL is answered at once with an error the backend
 * does not retry, so English fills in and renders ask nothing more.
 *
 * Only a visitor's explicit ask starts a new cycle, for that namespace alone: `forgetServerErrors`
 * (called by `loadMissingTexts` when a remote's slot loads it, on opening or on Retry), so texts that
 * failed during an outage come back once the outage is over, without reloading the page. (Forgetting
 * every file there, the map's slot loading its texts started a second round of six requests for a
 * failing `common.json`: twelve in 24 s.)
 */
export function createTranslationRequest(maxTries = 1 + I18N_LOADING_RULES.maxRetries): TranslationRequest {
  const serverErrors = new Map<string, number>();
  function requestTranslations(_options: unknown, url: string, _payload: unknown, callback: RequestCallback): void {
    const failed = serverErrors.get(url) ?? 0;
    if (failed >= maxTries) {
      callback(new Error(`given up after ${failed} answers 5xx`));
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), TRANSLATION_TIMEOUT_MS);
    let answered = false;
    const answer: RequestCallback = (err, res) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      callback(err, res);
    };
    fetch(url, { signal: controller.signal })
      .then(async (res) => {
        if (res.status >= 500) serverErrors.set(url, failed + 1);
        else serverErrors.delete(url);
        answer(null, { status: res.status, data: await res.text() });
      })
      .catch((err: unknown) => answer(controller.signal.aborted ? new Error(`no answer within ${TRANSLATION_TIMEOUT_MS / 1000} s`) : err));
  }
  const forgetServerErrors = (namespace: string) => {
    for (const url of [...serverErrors.keys()]) if (url.endsWith(`/${namespace}.json`)) serverErrors.delete(url);
  };
  return Object.assign(requestTranslations, { forgetServerErrors });
}

/** `<html lang>` value for each language. */
export const HTML_LANG: Record<Language, string> = { en: 'en', zh: 'zh-Hans', ms: 'ms' };

/** The `<html lang>` for any code i18next reports ('zh-CN', 'zh-SG', 'ms-MY', 'en-GB', 'zh'). */
export function htmlLang(code: string | null | undefined): string {
  return HTML_LANG[toLang(code)];
}

/**
 * A detected code ('zh-CN' from the browser, a stored 'ms-MY') becomes the product's short code
 * when its base is one of the product's languages, so i18next's language, the stored choice and
 * `<html lang>` all come from one value; other codes ('fr') pass through and fall back to English.
 */
export function shortDetectedCode(code: string): string {
  const base = code.toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(base) ? base : code;
}

/**
 * Where each namespace's files live: '' is the shell's own origin; a remote's namespace is
 * served by that remote, at the origin of its manifest.
 */
export type NamespaceBases = Record<string, string>;

export function localeUrl(bases: NamespaceBases, lng: string, ns: string): string {
  const base = bases[ns] ?? '';
  return `${base.replace(/\/$/, '')}/locales/${lng}/${ns}.json`;
}

export async function createI18n(bases: NamespaceBases, instance: I18n = i18next.createInstance()): Promise<I18n> {
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = htmlLang(lng);
  });
  await instance
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: 'en',
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      detection: {
        order: [...I18N_LOADING_RULES.detectionOrder],
        // The cookie tells the server which language to prerender the next page in (server/prerender.mjs).
        caches: ['localStorage', 'cookie'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        lookupCookie: LANGUAGE_COOKIE,
        cookieMinutes: 60 * 24 * 365,
        cookieOptions: { path: '/', sameSite: 'lax' },
        convertDetectedLanguage: shortDetectedCode,
      },
      maxRetries: I18N_LOADING_RULES.maxRetries,
      retryTimeout: I18N_LOADING_RULES.retryTimeout,
      maxParallelReads: I18N_LOADING_RULES.maxParallelReads,
      backend: {
        loadPath: (lngs: string[], namespaces: string[]) => localeUrl(bases, lngs[0] ?? 'en', namespaces[0] ?? 'common'),
        crossDomain: true,
        parse: parseTranslations,
        request: createTranslationRequest(),
      },
      react: { useSuspense: true },
      saveMissing: false, // spec: POST /locales/add/... exists but is switched off
    });
  return instance;
}
