// Nutrient Runoff tab: monthly nitrogen and phosphorus (kg/ha), the annual totals in kg/ha and
// in tons/year over the model area (factor area / 1000, see the notes), and their charts.
import { Card, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import { ChartGrid, NUTRIENT_CHARTS } from '../../lib/charts';
import { formatNumber, formatWithUnit, monthName, TABLE_SCROLL_CUE, ScrollCue, ResponsiveGrid } from '@forest-city/remote-kit';
import { annualTotalsB, nutrientTonsPerYear, MONTHLY_SET_B } from '../../lib/model';
import { DataNotesCard } from '../../lib/shared';
import { MUTED_TEXT } from '@forest-city/remote-kit/scheme-colors';

const NUTRIENTS = [
  { id: 'nitrogen', digits: 1, tonDigits: 1 },
  { id: 'phosphorus', digits: 2, tonDigits: 2 },
] as const;

export function NutrientPanel() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = i18n.language;
  const totals = annualTotalsB();
  return (
    <Stack gap="md">
      <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {NUTRIENTS.map((nu) => (
          <Card key={nu.id} withBorder radius="md" padding="md" data-nutrient-total={nu.id}>
            <Text size="sm" c={MUTED_TEXT}>
              {t(`monthly.nutrients.total.${nu.id}`)}
            </Text>
            <Text fz={26} fw={700} lh={1.2} data-kg-per-ha>
              {formatWithUnit(formatNumber(totals[nu.id], lang, { digits: nu.digits }), 'kg/ha', lang)}
            </Text>
            <Text fw={600} data-tons>
              {formatWithUnit(formatNumber(nutrientTonsPerYear(totals[nu.id]), lang, { digits: nu.tonDigits }), 't/yr', lang)}
            </Text>
          </Card>
        ))}
      </ResponsiveGrid>
      <ChartGrid definitions={NUTRIENT_CHARTS} rows={MONTHLY_SET_B} cols={{ base: 1, md: 2 }} />
      <ScrollCue>
        <Table.ScrollContainer minWidth={320} scrollAreaProps={TABLE_SCROLL_CUE}>
          <Table striped withTableBorder data-table="nutrients">
            <VisuallyHidden component="caption">{t('monthly.nutrients.caption')}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('chart.month')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('series.nitrogen')} (kg/ha)
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('series.phosphorus')} (kg/ha)
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {MONTHLY_SET_B.map((r, i) => (
                <Table.Tr key={r.month}>
                  <Table.Th scope="row" fw={500}>
                    {monthName(i, lang, 'long')}
                  </Table.Th>
                  <Table.Td ta="right">{formatNumber(r.nitrogen, lang, { digits: 1 })}</Table.Td>
                  <Table.Td ta="right">{formatNumber(r.phosphorus, lang, { digits: 2 })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ScrollCue>
      <DataNotesCard notes={['nutrientFactor']} />
    </Stack>
  );
}
