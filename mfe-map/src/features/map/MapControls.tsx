// Zoom in, zoom out, fit-to-all-items and the base-layer choice: real buttons with accessible
// names, so the map is usable from the keyboard and by screen readers.
import { ActionIcon, Button, Paper, Stack, Text } from '@mantine/core';
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
}

const glyph = { fontSize: 20, lineHeight: 1, fontWeight: 600 } as const;

export function MapControls({ base, onBaseChange, onZoomIn, onZoomOut, onFit, canFit }: MapControlsProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack gap={6} align="flex-end" style={{ pointerEvents: 'none' }}>
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
      <Paper shadow="sm" p={4} radius="sm" style={{ pointerEvents: 'auto' }} role="group" aria-label={t('controls.group')}>
        <Stack gap={4}>
          <ActionIcon size="lg" variant="default" onClick={onZoomIn} aria-label={t('controls.zoomIn')} title={t('controls.zoomIn')}>
            <span aria-hidden="true" style={glyph}>
              +
            </span>
          </ActionIcon>
          <ActionIcon size="lg" variant="default" onClick={onZoomOut} aria-label={t('controls.zoomOut')} title={t('controls.zoomOut')}>
            <span aria-hidden="true" style={glyph}>
              −
            </span>
          </ActionIcon>
          <ActionIcon size="lg" variant="default" onClick={onFit} disabled={!canFit} aria-label={t('controls.fit')} title={t('controls.fit')}>
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M1 6V1h5M12 1h5v5M17 12v5h-5M6 17H1v-5" />
            </svg>
          </ActionIcon>
        </Stack>
      </Paper>
    </Stack>
  );
}
