import { Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ItemType } from '@forest-city/api-contract';
import { LAYERS } from './layers';

interface LayerPanelProps {
  activeLayers: readonly ItemType[];
  onToggle: (type: ItemType) => void;
}

/** Four switches, one per item type (spec: Layer panel). */
export function LayerPanel({ activeLayers, onToggle }: LayerPanelProps) {
  const { t } = useTranslation('common');
  return (
    <Stack gap="xs" component="section" aria-labelledby="layer-panel-title">
      <Title order={2} size="h6" id="layer-panel-title">
        {t('layers.title')}
      </Title>
      {LAYERS.map((layer) => (
        <Switch
          key={layer.type}
          color={layer.color}
          checked={activeLayers.includes(layer.type)}
          onChange={() => onToggle(layer.type)}
          label={
            <Text size="sm" fw={500} component="span" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              <span aria-hidden="true" style={{ width: 10, height: 10, borderRadius: '50%', background: `var(--mantine-color-${layer.color}-filled)`, display: 'inline-block' }} />
              {t(layer.nameKey)}
            </Text>
          }
          description={t(layer.descriptionKey, layer.descriptionValues ?? {})}
          data-layer={layer.type}
        />
      ))}
    </Stack>
  );
}
