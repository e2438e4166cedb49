// Each language named in itself (the language menu, the settings panel, the language-change notice).
import type { Language } from './i18n';

/** Each language's name in itself, the same in every interface language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', zh: '中文', ms: 'Bahasa Melayu' };
