import { forwardRef } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HEALTH_COLOR, HEALTH_SECTION_ID, SYSTEM_HEALTH } from './system-health';

/** The system health monitor with its fixed values (spec: States and transitions). Focusable so the quick action can bring it into view. */
export const SystemHealthMonitor = forwardRef<HTMLDivElement>(function SystemHealthMonitor(_props, ref) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="xs" component="section" aria-labelledby="health-title" id={HEALTH_SECTION_ID} ref={ref} tabIndex={-1} style={{ scrollMarginTop: 8 }}>
      <Title order={2} size="h6" id="health-title">
        {t('health.title')}
      </Title>
      {SYSTEM_HEALTH.map((entry) => (
        <Group key={entry.system} justify="space-between" wrap="nowrap" data-system={entry.system}>
          <Text size="sm">{t(`health.systems.${entry.system}`)}</Text>
          <Badge color={HEALTH_COLOR[entry.status]} variant="light">
            {t(`health.status.${entry.status}`)}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
});
