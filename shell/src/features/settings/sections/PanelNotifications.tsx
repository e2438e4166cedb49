// The panel's three notifications, with priority and date.
import { Badge, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/use-language';
import { PANEL_NOTIFICATIONS, PRIORITY_COLOR } from '../notifications-data';
import { Section } from './Section';

export function PanelNotifications() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  return (
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
  );
}
