// Zoom in, zoom out, fit-to-all-items and the base-layer choice: real buttons with accessible
// names, so the map is usable from the keyboard and by screen readers.
import { ActionIcon, Button, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconMaximize, IconMinus, IconPlus, IconStack2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import { BASE_LAYERS, type BaseLayer } from '@forest-city/contracts';

export interface MapControlsProps {
  base: BaseLayer;
  onBaseChange: (base: BaseLayer) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  /** Zoom and fit work at any time: pressed on the map's preview, they start the WebGL map and run when it is there. */
  onFit: () => void;
  canFit: boolean;
  /** A narrow map (a phone): the base layers are a compact menu behind one button, not a panel of four. */
  compact?: boolean;
}

function BaseLayerMenu({ base, onBaseChange }: Pick<MapControlsProps, 'base' | 'onBaseChange'>) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Menu position="left-start" shadow="md" withinPortal={false}>
      <Menu.Target>
        <ActionIcon
          size="lg"
          variant="default"
          aria-label={`${t('controls.baseLayer')}: ${t(`base.${base}`)}`}
          title={t('controls.baseLayer')}
          style={{ pointerEvents: 'auto', boxShadow: 'var(--mantine-shadow-sm)' }}
          data-testid="map-base-menu"
        >
          <IconStack2 size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown style={{ pointerEvents: 'auto' }}>
        <Menu.Label>{t('controls.baseLayer')}</Menu.Label>
        {BASE_LAYERS.map((b) => (
          <Menu.Item
            key={b}
            aria-current={b === base ? 'true' : undefined}
            onClick={() => onBaseChange(b)}
            leftSection={
              <span aria-hidden="true" style={{ display: 'inline-block', width: 14 }}>
                {b === base ? '✓' : ''}
              </span>
            }
            fw={b === base ? 700 : undefined}
          >
            {t(`base.${b}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function MapControls({ base, onBaseChange, onZoomIn, onZoomOut, onFit, canFit, compact = false }: MapControlsProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack gap={6} align="flex-end" style={{ pointerEvents: 'none' }}>
      {compact ? (
        <BaseLayerMenu base={base} onBaseChange={onBaseChange} />
      ) : (
        <Paper shadow="sm" p={4} radius="sm" style={{ pointerEvents: 'auto' }} role="group" aria-labelledby="mfe-map-base-label">
          <Text id="mfe-map-base-label" size="xs" fw={600} px={4} pb={2}>
            {t('controls.baseLayer')}
          </Text>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, auto)', gap: 4 }}>
            {BASE_LAYERS.map((b) => (
              <Button key={b} size="compact-sm" variant={b === base ? 'filled' : 'default'} aria-pressed={b === base} onClick={() => onBaseChange(b)}>
                {t(`base.${b}`)}
              </Button>
            ))}
          </div>
        </Paper>
      )}
      <Paper shadow="sm" p={4} radius="sm" style={{ pointerEvents: 'auto' }} role="group" aria-label={t('controls.group')}>
        <Stack gap={4}>
          <ActionIcon size="lg" variant="default" onClick={onZoomIn} aria-label={t('controls.zoomIn')} title={t('controls.zoomIn')}>
            <IconPlus size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon size="lg" variant="default" onClick={onZoomOut} aria-label={t('controls.zoomOut')} title={t('controls.zoomOut')}>
            <IconMinus size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon size="lg" variant="default" onClick={onFit} disabled={!canFit} aria-label={t('controls.fit')} title={t('controls.fit')}>
            <IconMaximize size={18} aria-hidden="true" />
          </ActionIcon>
        </Stack>
      </Paper>
    </Stack>
  );
}
