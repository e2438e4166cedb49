// System information: version, number of data items, languages.
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../../lib/runtime-config-context';
import { LANGUAGES } from '../../../i18n/i18n';
import { formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/use-language';
import { LANGUAGE_NAMES } from '../../../i18n/language-names';
import { useInfrastructureItems } from '../../../lib/api';
import { Section } from './Section';

export const APP_VERSION = '2.1.0';

export function SystemInfo() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const config = useRuntimeConfig();
  const items = useInfrastructureItems();
  return (
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
  );
}
