// What "Auto-translate content" and "Translation provider" do (documented in shell/README.md):
// - auto-translate on: the interface (and so the API content, which is requested in the
//   interface language) follows the browser's preferred language, now and when it changes;
// - provider "project": the page is marked translate="no" so browsers' machine translators leave
//   the hand-translated text alone; provider "browser": translate="yes", for visitors who want
//   the page in a language the product does not offer.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/i18n';
import { dashboardTitle } from '../../i18n/page-title';
import { firstSupportedLanguage } from '@forest-city/contracts/prerender';
import { useShellSettings } from '../../lib/settings-store';

export function SettingsEffects() {
  const { t, i18n } = useTranslation('common');
  const { settings } = useShellSettings();

  // The window title follows the language too.
  const title = dashboardTitle(t);
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (!settings.autoTranslate) return undefined;
    const follow = () => {
      const lng = firstSupportedLanguage(navigator.languages?.length ? navigator.languages : [navigator.language], LANGUAGES);
      if (lng && lng !== i18n.resolvedLanguage) void i18n.changeLanguage(lng);
    };
    follow();
    window.addEventListener('languagechange', follow);
    return () => window.removeEventListener('languagechange', follow);
  }, [settings.autoTranslate, i18n]);

  useEffect(() => {
    const root = document.documentElement;
    const allow = settings.translationProvider === 'browser';
    root.setAttribute('translate', allow ? 'yes' : 'no');
    root.classList.toggle('notranslate', !allow);
  }, [settings.translationProvider]);

  return null;
}
