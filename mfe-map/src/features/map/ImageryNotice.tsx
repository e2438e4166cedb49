// Said when the base layer's public imagery does not load (its servers slow, blocked or down): the
// map's own basemap is showing instead, and the items' positions do not depend on the imagery.
import { ActionIcon, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';

export function ImageryNotice({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Paper shadow="md" px={8} py={6} radius="sm" style={{ pointerEvents: 'auto', maxWidth: 340 }} data-testid="map-imagery-notice" role="status">
      <Group gap={8} wrap="nowrap" align="flex-start">
        <Text size="sm">{t('imagery.unavailable')}</Text>
        <ActionIcon size="sm" variant="subtle" color="gray" onClick={onDismiss} aria-label={t('imagery.dismiss')}>
          <span aria-hidden="true" style={{ fontSize: 16, lineHeight: 1 }}>
            ×
          </span>
        </ActionIcon>
      </Group>
    </Paper>
  );
}
