import { useTranslation } from 'react-i18next';
import { toLang } from '@forest-city/contracts';
import type { Language } from './i18n';

/** The current interface language ('en' | 'zh' | 'ms'); re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation('common');
  return toLang(i18n.resolvedLanguage ?? i18n.language);
}
