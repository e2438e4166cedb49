// The map without a mouse: the items currently shown, each a button that opens the same detail
// dialog as a click on its marker. The count is announced to screen readers as it changes.
// Names are <bdi> (bidi-isolated) and wrap anywhere, two lines at most with the full name as title.
import { memo, useId, useState } from 'react';
import { Box, Button, Group, Paper, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InfrastructureItem } from '@forest-city/api-contract';
import { displayText } from '@forest-city/contracts';
import { NAMESPACE } from '../../contract';
import { MarkerSwatch } from '../../lib/MarkerSwatch';
import { MUTED_TEXT } from '@forest-city/remote-kit/scheme-colors';
import type { MarkerPhase } from '../../lib/markers';

/** Rendering every one of 100,000 items as a button would stall the page; more are narrowed by search and layers. */
export const LIST_LIMIT = 500;

export interface ItemListProps {
  items: InfrastructureItem[];
  onOpen: (id: string) => void;
  /** While loading or in error, the count is not announced as "0 items". */
  ready: boolean;
  defaultOpen?: boolean;
  /** Each item's phase in the year the map shows (the time control); empty or absent: today. */
  phases?: ReadonlyMap<string, MarkerPhase>;
  /** While searching: the matches the page holds and all matches; when fewer are held, the list says so. */
  matchCount?: { page: number; total: number } | null;
}

export const ItemList = memo(function ItemList({ items, onOpen, ready, defaultOpen = false, phases, matchCount }: ItemListProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(defaultOpen);
  const listId = useId();
  const shown = items.slice(0, LIST_LIMIT);
  return (
    <Paper shadow="sm" p={6} radius="sm" style={{ pointerEvents: 'auto', maxWidth: 320, display: 'flex', flexDirection: 'column', maxHeight: '100%' }}>
      <Button
        size="compact-sm"
        variant="default"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        data-testid="map-item-list-toggle"
        data-fit-inset="top-left"
      >
        {open ? t('list.hide') : t('list.show')}
        {i18n.language === 'zh' ? `（${ready ? items.length : '…'}）` : ` (${ready ? items.length : '…'})`}
      </Button>
      <VisuallyHidden aria-live="polite" role="status">
        {ready ? t('list.count', { count: items.length }) : ''}
      </VisuallyHidden>
      {open && (
        // The browser's own scrolling: Mantine's ScrollArea is shared on demand (shared-surface.mjs).
        <Box mah={360} mt={6} style={{ overflowY: 'auto', scrollbarGutter: 'stable' }}>
          <Text size="xs" fw={700} component="h3" m={0} mb={4} id={`${listId}-title`}>
            {t('list.title')}
          </Text>
          <ul id={listId} aria-labelledby={`${listId}-title`} style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="map-item-list">
            {shown.map((item) => (
              <li key={item.id}>
                <UnstyledButton onClick={() => onOpen(item.id)} w="100%" px={6} py={4} style={{ borderRadius: 4 }} data-item-id={item.id}>
                  <Group gap={8} wrap="nowrap" align="flex-start">
                    <span style={{ paddingTop: 3 }}>
                      <MarkerSwatch type={item.type} />
                    </span>
                    <span style={{ minWidth: 0 }}>
                      {/* Dataset text: isolated from the page's direction (a right-to-left override stays inside it) and
                          clamped to two lines, the whole name in the title (D12). */}
                      <Text size="sm" component="span" lh={1.3} lineClamp={2} title={displayText(item.name)} style={{ overflowWrap: 'anywhere' }}>
                        <bdi>{displayText(item.name)}</bdi>
                      </Text>
                      <Text size="xs" component="span" display="block" c={MUTED_TEXT}>
                        {t(`types.${item.type}`)}
                        {phases?.get(item.id) && phases.get(item.id) !== 'existing' && <span data-phase={phases.get(item.id)}> · {t(`time.phase.${phases.get(item.id)}`)}</span>}
                      </Text>
                    </span>
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </ul>
          {matchCount && matchCount.total > matchCount.page && (
            <Text size="xs" mt={4} data-testid="map-best-matches">
              {t('list.bestMatches', { page: matchCount.page, total: matchCount.total })}
            </Text>
          )}
          {items.length > LIST_LIMIT && (
            <Text size="xs" mt={4}>
              {t('list.truncated', { limit: LIST_LIMIT, count: items.length })}
            </Text>
          )}
        </Box>
      )}
    </Paper>
  );
});
