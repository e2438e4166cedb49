// The phone's base-layer menu, in a chunk of its own (MapControls.tsx fetches it on first use):
// Mantine's Menu is its on-demand share (shared-surface.mjs, MANTINE_ON_DEMAND).
import { useState } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { useOpenedAfterMount } from '@forest-city/remote-kit';
import { IconStack2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import { BASE_LAYERS } from '@forest-city/contracts';
import { TRIGGER, type BaseLayerPopupProps } from './base-layer-trigger';

export function BaseLayerPopup({ base, onBaseChange, takePress }: BaseLayerPopupProps) {
  const { t } = useTranslation(NAMESPACE);
  // A press made before this code arrived opens the menu once it has.
  const [open, setOpen] = useState(takePress);
  return (
    <Menu position="left-start" shadow="md" withinPortal={false} opened={useOpenedAfterMount(open)} onChange={setOpen}>
      <Menu.Target>
        <ActionIcon
          size="lg"
          variant="default"
          aria-label={`${t('controls.baseLayer')}: ${t(`base.${base}`)}`}
          title={t('controls.baseLayer')}
          style={{ pointerEvents: 'auto', boxShadow: 'var(--mantine-shadow-sm)' }}
          data-testid="map-base-menu"
          {...TRIGGER}
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
