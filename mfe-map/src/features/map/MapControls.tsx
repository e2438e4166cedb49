// Zoom in, zoom out, fit-to-all-items and the base-layer choice: real buttons with accessible
// names, so the map is usable from the keyboard and by screen readers.
import { memo } from 'react';
import { ActionIcon, Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconMaximize, IconMinus, IconPlus, IconStack2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import { BASE_LAYERS, type BaseLayer } from '@forest-city/contracts';
import { baseLayerPopup } from './base-layer-popup';
import { OVERLAY_GROUP_ATTRIBUTE } from './fit-padding';
import { KEY, TRIGGER, type BaseLayerMenuProps } from './base-layer-trigger';

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

/** The phone's base-layer button: alone until its menu's code arrives (fetched on pointer, focus or press), then the menu; a press before then opens it on arrival. */
function BaseLayerMenu({ base, onBaseChange }: BaseLayerMenuProps) {
  const { t } = useTranslation(NAMESPACE);
  const loaded = baseLayerPopup.useModule();
  // Code that does not arrive leaves the button as it was: the next press tries again.
  const waiting = baseLayerPopup.usePressed(KEY);
  if (loaded) return <loaded.BaseLayerPopup base={base} onBaseChange={onBaseChange} takePress={() => baseLayerPopup.takePress(KEY)} />;
  const preload = () => void baseLayerPopup.preload().catch(() => undefined);
  return (
    <ActionIcon
      size="lg"
      variant="default"
      aria-label={`${t('controls.baseLayer')}: ${t(`base.${base}`)}`}
      title={t('controls.baseLayer')}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={waiting || undefined}
      style={{ pointerEvents: 'auto', boxShadow: 'var(--mantine-shadow-sm)' }}
      data-testid="map-base-menu"
      onPointerEnter={preload}
      onPointerDown={preload}
      onFocus={preload}
      onClick={() => baseLayerPopup.press(KEY)}
      {...TRIGGER}
    >
      {waiting ? <Loader size={16} color="gray" aria-hidden="true" /> : <IconStack2 size={18} aria-hidden="true" />}
    </ActionIcon>
  );
}

export const MapControls = memo(function MapControls({ base, onBaseChange, onZoomIn, onZoomOut, onFit, canFit, compact = false }: MapControlsProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack gap={6} align="flex-end" style={{ pointerEvents: 'none' }} {...{ [OVERLAY_GROUP_ATTRIBUTE]: '' }}>
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
});
