// The product's languages, and the one rule every part uses to turn a language code (i18next's,
// the browser's, a partner's) into one of them.

/** The product's languages, in the order the language switches list them. */
export const LANGUAGES = ['en', 'zh', 'ms'] as const;

/** One of the product's languages. */
export type Lang = (typeof LANGUAGES)[number];

/** 'zh-CN', 'ms_MY', 'EN' → 'zh', 'ms', 'en'; anything else (undefined, 'fr') → 'en'. */
export function toLang(code: string | null | undefined): Lang {
  const base = (code ?? '').toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Lang) : 'en';
}

/** The Intl locale each language formats numbers and dates with. */
export const INTL_LOCALES: Readonly<Record<Lang, string>> = { en: 'en-GB', zh: 'zh-CN', ms: 'ms-MY' };

/** The Intl locale for a language code (normalised with toLang first). */
export function intlLocale(code: string | null | undefined): string {
  return INTL_LOCALES[toLang(code)];
}
