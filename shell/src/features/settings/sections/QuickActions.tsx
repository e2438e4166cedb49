// Quick actions: export the items (CSV, GeoJSON), system health, contact support.
import { useState } from 'react';
import { Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorDetail } from '@forest-city/api-contract/error-detail';
import { useRuntimeConfig } from '../../../lib/runtime-config-context';
import { useLanguage } from '../../../i18n/use-language';
import { useNotify } from '../../../lib/toasts';
import { downloadExport, type ExportFormat } from '../export-data';
import { Section } from './Section';

export interface QuickActionsProps {
  onShowHealth: () => void;
  /** Where "Contact Support" leads (runtime configuration `links.support`). */
  supportUrl: string | null;
}

export function QuickActions({ onShowHealth, supportUrl }: QuickActionsProps) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const config = useRuntimeConfig();
  const notify = useNotify();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

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
        action: { label: t('remote.retry'), onClick: () => void runExport(format) },
      });
    } finally {
      setExporting(null);
    }
  };

  return (
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
  );
}
