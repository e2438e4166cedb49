// After a layer is switched on while the visitor has a view of their own: how many of its items
// are outside the view, with "Show all" (fit to every item shown) and a way to dismiss it.
import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';

export function OutsideNotice({ count, onShowAll, onDismiss }: { count: number; onShowAll: () => void; onDismiss: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Paper shadow="md" px={8} py={6} radius="sm" style={{ pointerEvents: 'auto', maxWidth: 340 }} data-testid="map-outside-notice" role="status">
      <Group gap={8} wrap="nowrap">
        <Text size="sm">{t('reveal.outside', { count })}</Text>
        <Button size="compact-sm" variant="filled" onClick={onShowAll} data-testid="map-outside-show-all">
          {t('reveal.showAll')}
        </Button>
        <ActionIcon size="sm" variant="subtle" color="gray" onClick={onDismiss} aria-label={t('reveal.dismiss')}>
          <span aria-hidden="true" style={{ fontSize: 16, lineHeight: 1 }}>
            ×
          </span>
        </ActionIcon>
      </Group>
    </Paper>
  );
}
