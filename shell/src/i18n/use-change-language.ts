// The shell's one way to change the interface language, for its own menus and for a remote that
// asks its host to change it (the report page's language switch, ReportPageProps.onLanguageChange).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from './language-names';
import { useShellSettings } from '../lib/settings-store';
import { useNotify } from '../lib/toasts';
import type { Language } from './i18n';

export function useChangeLanguage(): (lng: Language) => Promise<void> {
  const { i18n } = useTranslation('common');
  const { settings, update } = useShellSettings();
  const notify = useNotify();
  return useCallback(
    async (lng: Language) => {
      // Picking a language by hand ends "follow the browser's language".
      if (settings.autoTranslate) update({ autoTranslate: false });
      await i18n.changeLanguage(lng);
      notify({ title: i18n.t('common:settings.languageChanged'), description: LANGUAGE_NAMES[lng] });
    },
    [i18n, notify, settings.autoTranslate, update],
  );
}
