// Hydrological Mass Balance Model (spec: Screens and routes): full-screen dialog with the equations,
// the Charts tab (default) and seven parameter tabs, then the data-collection guidelines,
// model applications, consistency checks, the SCS calculator and notes on the data.
// The assumptions companion's state (its tab, or null when closed) is the host's
// (`assumptions`/`onAssumptionsChange`, which the shell keeps in ?hydrology.assumptions=); without
// a host value the dialog keeps it itself, in memory. This remote never touches the URL.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useUncontrolled } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, type MassBalanceDialogProps } from '../../contract';
import { useTabState } from '../../lib/shared';
import { MUTED_TEXT } from '@forest-city/remote-kit/scheme-colors';
import { AssumptionsDialog, ASSUMPTIONS_TABS } from './AssumptionsDialog';
import { BelowTheFold } from './BelowTheFold';
import { EquationsCard } from './EquationsCard';
import { ExportMenu } from './ExportMenu';
import { scsDefaults } from './ScsCalculator';
import { MASS_BALANCE_DEFAULT_TAB, MASS_BALANCE_TABS, MassBalanceTabs } from './MassBalanceTabs';
import { useAfterFirstPaint, useScreenQuery } from '@forest-city/remote-kit';

export { MASS_BALANCE_DEFAULT_TAB, MASS_BALANCE_TABS };

export function MassBalanceDialog({ opened, onClose, tab, onTabChange, assumptions: assumptionsProp, onAssumptionsChange }: MassBalanceDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [current, select] = useTabState(MASS_BALANCE_TABS, MASS_BALANCE_DEFAULT_TAB, tab, onTabChange);
  const [assumptions, setAssumptions] = useUncontrolled<string | null>({
    value: assumptionsProp,
    defaultValue: null,
    onChange: onAssumptionsChange,
  });
  const assumptionsOpen = assumptions !== null;
  const phone = useScreenQuery('(max-width: 48em)');
  const painted = useAfterFirstPaint();
  const [scs, setScs] = useState(scsDefaults);
  const actions = (
    <>
      <Button size="sm" variant="default" onClick={() => setAssumptions('overview')} aria-haspopup="dialog">
        {t('assumptions.open')}
      </Button>
      <ExportMenu />
    </>
  );

  return (
    <>
      {/* Escape belongs to the topmost dialog: while the companion is open it closes only the
          companion, and the companion's own focus return puts focus back on its button. */}
      <Modal.Root opened={opened} onClose={onClose} fullScreen closeOnEscape={!assumptionsOpen}>
        <Modal.Overlay />
        <Modal.Content data-dialog="mass-balance">
          <Modal.Header style={{ alignItems: 'flex-start', gap: 8, borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <Stack gap={2} style={{ flex: '1 1 auto', minWidth: 0 }}>
              <Modal.Title fw={700} fz={phone ? 'h4' : 'h3'}>
                {t('massBalance.title')}
              </Modal.Title>
              {!phone && (
                <Text size="sm" c={MUTED_TEXT}>
                  {t('massBalance.subtitle')}
                </Text>
              )}
            </Stack>
            <Group gap="xs" wrap="nowrap">
              {!phone && actions}
              <Modal.CloseButton aria-label={t('close')} size="lg" />
            </Group>
          </Modal.Header>
          <Modal.Body pt="md">
            <Stack gap="lg">
              {/* On a phone the sticky header keeps only title and Close; the subtitle and actions scroll with the body. */}
              {phone && (
                <Stack gap="xs">
                  <Text size="sm" c={MUTED_TEXT}>
                    {t('massBalance.subtitle')}
                  </Text>
                  <Group gap="xs">{actions}</Group>
                </Stack>
              )}
              <EquationsCard collapsed={phone} />
              <MassBalanceTabs value={current} onChange={select} />
              {/* Below the fold: drawn one frame after the dialog, and again when a kept dialog shows
                  (use-after-first-paint.ts); the calculator keeps its inputs here meanwhile. */}
              {painted && <BelowTheFold scs={scs} onScsChange={setScs} />}
            </Stack>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
      <AssumptionsDialog
        opened={opened && assumptionsOpen}
        onClose={() => setAssumptions(null)}
        {...(assumptions && (ASSUMPTIONS_TABS as readonly string[]).includes(assumptions) ? { tab: assumptions } : {})}
        onTabChange={(next) => setAssumptions(next)}
      />
    </>
  );
}
