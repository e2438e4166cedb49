// Search results in layers that are switched off: listed with their layer named and one action,
// "Show", that switches the layer on and flies to the item (README: "Search and switched-off
// layers"). Without a way to switch layers (a host that passes `activeLayers` but no
// `onActiveLayersChange`) the rows name the layer only.
import { Button, Group, Paper, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InfrastructureItem } from '@forest-city/api-contract';
import { NAMESPACE } from '../../contract';
import { MarkerSwatch } from '../../lib/MarkerSwatch';
import { MUTED_TEXT } from '@forest-city/remote-kit/scheme-colors';

export interface HiddenMatchesProps {
  items: readonly InfrastructureItem[];
  /** The committed search text, quoted in the heading when nothing else is shown. */
  searchText: string;
  /** True when no item of the switched-on layers matches: the heading says so. */
  nothingShown: boolean;
  onShow?: (item: InfrastructureItem) => void;
}

export function HiddenMatches({ items, searchText, nothingShown, onShow }: HiddenMatchesProps) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <Paper shadow="md" p={8} radius="sm" style={{ pointerEvents: 'auto', maxWidth: 340, display: 'flex', flexDirection: 'column', minHeight: 0 }} data-testid="map-hidden-matches">
      <Text size="sm" fw={700} component="h3" m={0} mb={4} id={titleId}>
        {nothingShown ? t('search.noneShown', { text: searchText.trim(), count: items.length }) : t('search.hiddenTitle', { count: items.length })}
      </Text>
      <div style={{ maxHeight: 220, overflowY: 'auto', overflowX: 'hidden', paddingRight: 4 }}>
        <ul aria-labelledby={titleId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => {
            const layer = t(`types.${item.type}`);
            return (
              <li key={item.id} data-item-id={item.id} style={{ padding: '4px 0' }}>
                <Group gap={8} wrap="nowrap" justify="space-between" align="center">
                  <Group gap={8} wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                    <span style={{ paddingTop: 3 }}>
                      <MarkerSwatch type={item.type} />
                    </span>
                    <span style={{ minWidth: 0 }}>
                      <Text size="sm" component="span" display="block" lh={1.3}>
                        {item.name}
                      </Text>
                      <Text size="xs" component="span" display="block" c={MUTED_TEXT}>
                        {t('search.layerOff', { layer })}
                      </Text>
                    </span>
                  </Group>
                  {onShow && (
                    <Button
                      style={{ flexShrink: 0 }}
                      size="compact-sm"
                      variant="light"
                      onClick={() => onShow(item)}
                      aria-label={t('search.showLabel', { name: item.name, layer })}
                      data-testid="map-hidden-show"
                    >
                      {t('search.show')}
                    </Button>
                  )}
                </Group>
              </li>
            );
          })}
        </ul>
      </div>
    </Paper>
  );
}
