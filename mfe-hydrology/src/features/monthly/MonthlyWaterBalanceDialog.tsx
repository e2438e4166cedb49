// Monthly Water Balance (spec: Screens and routes): five tabs, Annual Overview by default.
import { Modal, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE, type MonthlyWaterBalanceDialogProps } from '../../contract';
import { ChartGrid, MONTHLY_HISTOGRAMS } from '../../lib/charts';
import { MONTHLY_SET_B } from '../../lib/model';
import { useTabState } from '../../lib/shared';
import { AnnualOverview } from './AnnualOverview';
import { BalancePanel } from './BalancePanel';
import { MonthlyDataTable } from './MonthlyDataTable';
import { NutrientPanel } from './NutrientPanel';
import { SCROLLABLE_TABS_STYLES, useScreenQuery } from '@forest-city/remote-kit';

export const MONTHLY_TABS = ['overview', 'histograms', 'monthly', 'nutrients', 'balance'] as const;
export const MONTHLY_DEFAULT_TAB = 'overview';

export function MonthlyWaterBalanceDialog({ opened, onClose, tab, onTabChange }: MonthlyWaterBalanceDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [current, select] = useTabState(MONTHLY_TABS, MONTHLY_DEFAULT_TAB, tab, onTabChange);
  const phone = useScreenQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('monthly.title')}
      size="min(1200px, 96vw)"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-h3-font-size)' } }}
      data-dialog="monthly"
    >
      <Tabs value={current} onChange={select} keepMounted={false} styles={SCROLLABLE_TABS_STYLES}>
        <Tabs.List mb="md">
          {MONTHLY_TABS.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(`monthly.tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <AnnualOverview />
        </Tabs.Panel>
        <Tabs.Panel value="histograms">
          <ChartGrid definitions={MONTHLY_HISTOGRAMS} rows={MONTHLY_SET_B} cols={{ base: 1, md: 2 }} />
        </Tabs.Panel>
        <Tabs.Panel value="monthly">
          <MonthlyDataTable />
        </Tabs.Panel>
        <Tabs.Panel value="nutrients">
          <NutrientPanel />
        </Tabs.Panel>
        <Tabs.Panel value="balance">
          <BalancePanel />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
