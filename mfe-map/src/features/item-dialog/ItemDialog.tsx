// An item's dialog, fetched when a visitor first opens an item: Mantine's Modal is shared on demand
// (shared-surface.mjs, MANTINE_ON_DEMAND), so the map's first view never loads it. Once fetched it
// stays mounted, so closing keeps its transition. If its code does not arrive, a notice over the map
// says so, with Retry and Close; the map stays usable.
import { memo } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InfrastructureItem } from '@forest-city/api-contract';
import { NAMESPACE } from '../../contract';
import { itemDialog } from './load-item-dialog';

export const ItemDialog = memo(function ItemDialog({ itemId, item, onClose }: { itemId: string | null; item: InfrastructureItem | null; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const open = itemId !== null;
  // Retry asks again (onDemand forgets a failed load, so the bundler fetches the chunk anew); so does
  // the next open after a close.
  const { module: loaded, failure, retry } = itemDialog.useWhen(open);
  if (failure) {
    return open ? (
      <Paper p="md" withBorder role="alert" style={{ position: 'absolute', zIndex: 3, top: '30%', left: 16, right: 16, marginInline: 'auto', maxWidth: 420 }}>
        <Text size="sm">{t('state.itemLoadError')}</Text>
        <Group gap="xs" mt="sm">
          <Button size="compact-sm" onClick={retry}>
            {t('state.retry')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={onClose}>
            {t('dialog.close')}
          </Button>
        </Group>
      </Paper>
    ) : null;
  }
  return loaded ? <loaded.ItemDialogContent itemId={itemId} item={item} onClose={onClose} /> : null;
});
