// The settings that work: language, theme, toasts, auto-translate, translation provider.
import { SegmentedControl, Select, Switch, Text, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../i18n/i18n';
import { useLanguage } from '../../../i18n/use-language';
import { LANGUAGE_NAMES } from '../../../i18n/language-names';
import { useShellSettings, type TranslationProvider } from '../../../lib/settings-store';
import { Section } from './Section';

export function Preferences({ onLanguage }: { onLanguage: (lng: Language) => void }) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const { settings, update } = useShellSettings();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Section title={t('settings.preferences')}>
      <Select
        label={t('settings.language')}
        data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
        value={lang}
        onChange={(v) => v && onLanguage(v as Language)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <div>
        <Text size="sm" fw={500} id="theme-label" mb={4}>
          {t('settings.theme')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby="theme-label"
          value={colorScheme}
          onChange={(v) => setColorScheme(v as MantineColorScheme)}
          data={[
            { value: 'light', label: t('settings.themeLight') },
            { value: 'dark', label: t('settings.themeDark') },
            { value: 'auto', label: t('settings.themeSystem') },
          ]}
        />
      </div>
      <Switch
        label={t('settings.notifications')}
        description={t('settings.notificationsHint')}
        checked={settings.notifications}
        onChange={(e) => update({ notifications: e.currentTarget.checked })}
      />
      <Switch
        label={t('settings.autoTranslate')}
        description={t('settings.autoTranslateHint')}
        checked={settings.autoTranslate}
        onChange={(e) => update({ autoTranslate: e.currentTarget.checked })}
      />
      <Select
        label={t('settings.translationProvider')}
        description={t(settings.translationProvider === 'browser' ? 'settings.providerBrowserHint' : 'settings.providerProjectHint')}
        data={[
          { value: 'project', label: t('settings.providerProject') },
          { value: 'browser', label: t('settings.providerBrowser') },
        ]}
        value={settings.translationProvider}
        onChange={(v) => v && update({ translationProvider: v as TranslationProvider })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    </Section>
  );
}
