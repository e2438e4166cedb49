// An item's dialog, fetched when a visitor first opens an item: Mantine's Modal is shared on demand
// (shared-surface.mjs, MANTINE_ON_DEMAND), so the map's first view never loads it. Once fetched it
// stays mounted, so closing keeps its transition. If its code does not arrive, a notice over the map
// says so, with Retry and Close; the map stays usable.
import { lazy, Suspense, useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import type { InfrastructureItem } from 'api-mock/contract';
import { NAMESPACE } from '../../contract';
import { loadItemDialog as loadContent } from './load-item-dialog';

export function ItemDialog({ itemId, item, onClose }: { itemId: string | null; item: InfrastructureItem | null; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [wanted, setWanted] = useState(false);
  // React keeps a failed lazy load for good: Retry takes a new one (the bundler fetches the chunk again).
  const [Content, setContent] = useState(() => lazy(loadContent));
  if (itemId !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <ErrorBoundary
      resetKeys={[Content]}
      fallbackRender={() =>
        itemId === null ? null : (
          <Paper p="md" withBorder role="alert" style={{ position: 'absolute', zIndex: 3, top: '30%', left: 16, right: 16, marginInline: 'auto', maxWidth: 420 }}>
            <Text size="sm">{t('state.itemLoadError')}</Text>
            <Group gap="xs" mt="sm">
              <Button size="compact-sm" onClick={() => setContent(() => lazy(loadContent))}>
                {t('state.retry')}
              </Button>
              <Button size="compact-sm" variant="default" onClick={onClose}>
                {t('dialog.close')}
              </Button>
            </Group>
          </Paper>
        )
      }
    >
      <Suspense fallback={null}>
        <Content itemId={itemId} item={item} onClose={onClose} />
      </Suspense>
    </ErrorBoundary>
  );
}
