// Every visitor-facing text of this remote's content is a Localized value: the type makes a
// missing language a compile error, so en, zh and ms can never drift apart silently.
import { useTranslation } from 'react-i18next';
import { toLang } from '@forest-city/contracts';
import { NAMESPACE } from '../contract';

export { LANGUAGES as LANGS, toLang, type Lang } from '@forest-city/contracts';

/** One text in the three languages of the product. */
export interface Localized {
  en: string;
  zh: string;
  ms: string;
}

/** The Intl locale of each language (@forest-city/contracts). */
export { INTL_LOCALES as INTL_LOCALE } from '@forest-city/contracts';

/** The current language plus a picker for Localized values; re-renders on language change. */
export function useLang() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = toLang(i18n.resolvedLanguage ?? i18n.language);
  return { t, i18n, lang, tr: (text: Localized) => text[lang] };
}
