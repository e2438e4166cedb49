// The right-hand settings panel (spec: Screens and routes): quick actions, system information, the three
// notifications, Help & Support, and the settings that work (language, theme, toasts,
// auto-translate, translation provider). What each does is documented in shell/README.md.
import { useState } from 'react';
import {
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  Menu,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Title,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorDetail } from 'api-mock/error-detail';
import { useRuntimeConfig } from '../../app/runtime-config-context';
import { LANGUAGES, type Language } from '../../i18n/i18n';
import { formatDate, formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { LANGUAGE_NAMES } from '../header/LanguageMenu';
import { useInfrastructureItems } from '../api/use-infrastructure';
import { useNotify } from '../toasts/use-notify';
import { downloadExport, type ExportFormat } from './export-data';
import { HelpModal } from './HelpModal';
import { PANEL_NOTIFICATIONS, PRIORITY_COLOR } from './notifications-data';
import { useShellSettings, type TranslationProvider } from './settings-store';

export const APP_VERSION = '2.1.0';

interface SettingsPanelProps {
  opened: boolean;
  onClose: () => void;
  onLanguage: (lng: Language) => void;
  onShowHealth: () => void;
  /** Where "Contact Support" leads (runtime configuration `links.support`). */
  supportUrl: string | null;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function SettingsPanel({ opened, onClose, onLanguage, onShowHealth, supportUrl }: SettingsPanelProps) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const config = useRuntimeConfig();
  const notify = useNotify();
  const items = useInfrastructureItems();
  const { settings, update } = useShellSettings();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);

  const runExport = async (format: ExportFormat) => {
    setExporting(format);
    try {
      const file = await downloadExport(config?.apiBase ?? '/api', format, lang);
      notify({ title: t('settings.exported'), description: file });
    } catch (err) {
      notify({
        variant: 'destructive',
        title: t('settings.exportFailed'),
        description: apiErrorDetail(err instanceof Error ? err.message : String(err)),
        action: { label: t('remote.retry'), altText: t('settings.exportRetryAlt'), onClick: () => void runExport(format) },
      });
    } finally {
      setExporting(null);
    }
  };

  return (
    <>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="right"
        size={360}
        title={t('labels.settings')}
        id="settings-panel"
        closeButtonProps={{ 'aria-label': t('labels.close') }}
        overlayProps={{ backgroundOpacity: 0.2 }}
        // Escape belongs to the topmost dialog: with Help open it closes Help only, not the panel too.
        closeOnEscape={!helpOpen}
      >
        <Stack gap="lg" data-testid="settings-panel">
          <Section title={t('settings.quickActions')}>
            <Group gap="xs">
              {/* No focus placeholder (see LanguageMenu): it breaks aria-required-children. */}
              <Menu position="bottom-start" withinPortal withInitialFocusPlaceholder={false}>
                <Menu.Target>
                  <Button variant="light" size="xs" loading={exporting !== null}>
                    {t('labels.exportData')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => void runExport('csv')}>{t('settings.exportCsv')}</Menu.Item>
                  <Menu.Item onClick={() => void runExport('geojson')}>{t('settings.exportGeojson')}</Menu.Item>
                </Menu.Dropdown>
              </Menu>
              <Button variant="light" size="xs" onClick={onShowHealth}>
                {t('settings.systemHealth')}
              </Button>
              {supportUrl ? (
                <Button component="a" href={supportUrl} target="_blank" rel="noopener noreferrer" variant="light" size="xs">
                  {t('settings.contactSupport')}
                </Button>
              ) : null}
            </Group>
          </Section>

          <Section title={t('settings.systemInfo')}>
            <Paper withBorder p="xs">
              <Stack gap={4}>
                <Group justify="space-between">
                  <Text size="sm">{t('settings.version')}</Text>
                  <Text size="sm" fw={600} data-testid="app-version">
                    v{config?.version ?? APP_VERSION}
                  </Text>
                </Group>
                <Group justify="space-between">
                  <Text size="sm">{t('settings.dataItems')}</Text>
                  <Text size="sm" fw={600}>
                    {items.data ? formatNumber(items.data.length, lang) : t('overview.notAvailable')}
                  </Text>
                </Group>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Text size="sm">{t('settings.languages')}</Text>
                  <Text size="sm" fw={600} ta="right">
                    {LANGUAGES.map((l) => LANGUAGE_NAMES[l]).join(' · ')}
                  </Text>
                </Group>
              </Stack>
            </Paper>
          </Section>

          <Section title={t('settings.notificationsTitle')}>
            {PANEL_NOTIFICATIONS.map((n) => (
              <Paper key={n.id} withBorder p="xs" data-notification={n.id}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Text size="sm" fw={600}>
                    {t(n.titleKey)}
                  </Text>
                  <Badge color={PRIORITY_COLOR[n.priority]} variant="light" style={{ flexShrink: 0 }}>
                    {t(`settings.priority.${n.priority}`)}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed" mt={2}>
                  {t(n.bodyKey)}
                </Text>
                <Text size="xs" c="dimmed" mt={2}>
                  <time dateTime={n.date}>{formatDate(n.date, lang)}</time>
                </Text>
              </Paper>
            ))}
          </Section>

          <Button variant="default" onClick={() => setHelpOpen(true)}>
            {t('settings.help')}
          </Button>

          <Divider />

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
        </Stack>
      </Drawer>
      {/* Help's own focus return puts focus back on the Help button (the panel keeps its focus trap meanwhile). */}
      <HelpModal opened={helpOpen} onClose={() => setHelpOpen(false)} supportUrl={supportUrl} />
    </>
  );
}
