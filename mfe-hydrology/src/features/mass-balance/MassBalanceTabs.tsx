// The Charts tab (the spec's "histograms", default) and the seven parameter tabs.
import { Group, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import { ChartGrid, MASS_BALANCE_CHARTS } from '../../lib/charts';
import { MONTHLY_SET_A, PARAMETER_GROUPS } from '../../lib/model';
import { Icon, ParameterCards } from '../../lib/shared';
import { SCROLLABLE_TABS_STYLES } from '@forest-city/remote-kit';

/** Tab ids in the URL (?tab=): the Charts tab and the parameter groups. */
export const MASS_BALANCE_TABS = ['charts', ...PARAMETER_GROUPS.map((g) => g.id)] as const;
export const MASS_BALANCE_DEFAULT_TAB = 'charts';

export function MassBalanceTabs({ value, onChange }: { value: string; onChange: (tab: string | null) => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Tabs value={value} onChange={onChange} keepMounted={false} styles={SCROLLABLE_TABS_STYLES}>
      <Tabs.List mb="md">
        <Tabs.Tab value="charts" leftSection={<Icon name="chart" size={16} />}>
          {t('massBalance.tabs.charts')}
        </Tabs.Tab>
        {PARAMETER_GROUPS.map((g) => (
          <Tabs.Tab key={g.id} value={g.id} leftSection={<Icon name={g.icon} size={16} />}>
            {t(`massBalance.tabs.${g.id}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="charts">
        <ChartGrid definitions={MASS_BALANCE_CHARTS} rows={MONTHLY_SET_A} />
      </Tabs.Panel>
      {PARAMETER_GROUPS.map((g) => (
        <Tabs.Panel key={g.id} value={g.id}>
          <Group gap="xs" mb="sm">
            <Icon name={g.icon} />
            <Title order={3} size="h5">
              {t(`groups.${g.id}`)}
            </Title>
          </Group>
          <ParameterCards parameters={g.parameters} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
