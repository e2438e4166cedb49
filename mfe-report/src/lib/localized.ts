// Every visitor-facing text of this remote's content is a Localized value: the type makes a
// missing language a compile error, so en, zh and ms can never drift apart silently.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../contract';

export const LANGS = ['en', 'zh', 'ms'] as const;
export type Lang = (typeof LANGS)[number];

/** One text in the three languages of the product. */
export interface Localized {
  en: string;
  zh: string;
  ms: string;
}

/** Maps any i18next language code ("zh-CN", "ms-MY", "en-GB", undefined) to a product language; English is the fallback. */
export function toLang(code: string | undefined | null): Lang {
  const base = (code ?? '').toLowerCase().split(/[-_]/)[0];
  return (LANGS as readonly string[]).includes(base ?? '') ? (base as Lang) : 'en';
}

/** The BCP 47 locale Intl uses for each language (contract: zh -> zh-CN, ms -> ms-MY). */
export const INTL_LOCALE: Record<Lang, string> = { en: 'en', zh: 'zh-CN', ms: 'ms-MY' };

/** The current language plus a picker for Localized values; re-renders on language change. */
export function useLang() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = toLang(i18n.resolvedLanguage ?? i18n.language);
  return { t, i18n, lang, tr: (text: Localized) => text[lang] };
}
