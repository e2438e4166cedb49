// The model assumptions companion of the mass balance dialog. Starts on its overview tab; the
// land-cover and demand tabs show how the assumptions combine (figures from derived.ts).
import { Card, List, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import { formatNumber, formatWithUnit, SCROLLABLE_TABS_STYLES, ResponsiveGrid } from '@forest-city/remote-kit';
import { compositeRunoffCoefficient, demandFromParameters, ASSUMPTION_RECORDS, MODEL_ASSUMPTIONS } from '../../lib/model';
import { ParameterCards, useTabState } from '../../lib/shared';

export const ASSUMPTIONS_TABS = ['overview', 'landCover', 'demand'] as const;
export type AssumptionsTab = (typeof ASSUMPTIONS_TABS)[number];

export function AssumptionsDialog({ opened, onClose, tab, onTabChange }: { opened: boolean; onClose: () => void; tab?: string; onTabChange?: (tab: string) => void }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = i18n.language;
  const [current, select] = useTabState(ASSUMPTIONS_TABS, 'overview', tab, onTabChange);
  const a = MODEL_ASSUMPTIONS;
  const n = (v: number, digits?: number) => formatNumber(v, lang, digits === undefined ? {} : { digits });
  const demand = demandFromParameters();

  return (
    <Modal opened={opened} onClose={onClose} title={t('assumptions.title')} size="xl" closeButtonProps={{ 'aria-label': t('close') }} zIndex={300}>
      <Tabs value={current} onChange={select} keepMounted={false} styles={SCROLLABLE_TABS_STYLES}>
        <Tabs.List mb="md">
          {ASSUMPTIONS_TABS.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(`assumptions.tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <Stack gap="sm">
            <Text size="sm">{t('assumptions.intro')}</Text>
            <ParameterCards parameters={ASSUMPTION_RECORDS} />
            <Card withBorder padding="sm" radius="md">
              <Text fw={600} size="sm">
                {t('parameters.etMethod')}
              </Text>
              <Text size="lg" fw={700}>
                {t('assumptions.etMethodValue')}
              </Text>
            </Card>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="landCover">
          <Stack gap="sm">
            <Text size="sm">{t('assumptions.landCoverIntro')}</Text>
            <Card withBorder padding="md" radius="md">
              <Text ff="monospace" size="sm" data-formula="composite">
                C = {n(a.imperviousShare, 1)} × {n(a.runoffCoeffUrban, 2)} + {n(a.greenShare, 1)} × {n(a.runoffCoeffGreen, 2)} = {n(compositeRunoffCoefficient(), 2)}
              </Text>
            </Card>
            <Text size="sm">{t('assumptions.landCoverNote')}</Text>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="demand">
          <Stack gap="sm">
            <Text size="sm">{t('assumptions.demandIntro')}</Text>
            <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {(['domestic', 'commercial', 'irrigation', 'industrial'] as const).map((k) => (
                <Card key={k} withBorder padding="sm" radius="md">
                  <Text size="sm">{t(`assumptions.demand.${k}`)}</Text>
                  <Text fw={700}>{formatWithUnit(n(demand[k]), 'm³/day', i18n.language)}</Text>
                </Card>
              ))}
            </ResponsiveGrid>
            <List size="sm">
              <List.Item>{t('assumptions.demand.domesticFormula', { population: n(a.population), lpcd: n(a.domesticDemandLpcd), result: n(demand.domestic) })}</List.Item>
              <List.Item>{t('assumptions.demand.total', { perDay: n(demand.totalPerDay), perYear: n(demand.annualThousandM3, 0) })}</List.Item>
            </List>
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
