// Water Balance tab: rainfall - evaporation - runoff per month (positive green with a plus
// sign, negative red) and the three insight cards, whose months and percentage are computed.
import { Card, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import { formatNumber, monthName, TABLE_SCROLL_CUE, ScrollCue, ResponsiveGrid } from '@forest-city/remote-kit';
import { annualBalance, annualTotalsB, monthlyBalances, runoffCoefficient, seasonExtremes, MONTHLY_SET_B } from '../../lib/model';
import { balanceColor } from '../../lib/shared';
import { MUTED_TEXT } from '@forest-city/remote-kit/scheme-colors';

export function BalancePanel() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = i18n.language;
  const balances = monthlyBalances();
  const totals = annualTotalsB();
  const annual = annualBalance();
  const { wettest, driest } = seasonExtremes();
  const span = (idx: number[]) => `${monthName(idx[0] ?? 0, lang, 'short')}–${monthName(idx[idx.length - 1] ?? 0, lang, 'short')}`;
  const coefficient = runoffCoefficient(totals.runoff, totals.rainfall);
  const insights = [
    { id: 'wet', value: span(wettest) },
    { id: 'dry', value: span(driest) },
    { id: 'runoff', value: formatNumber(coefficient * 100, lang, { digits: 0 }) + '%' },
  ];

  return (
    <Stack gap="md">
      <ScrollCue>
        <Table.ScrollContainer minWidth={480} scrollAreaProps={TABLE_SCROLL_CUE}>
          <Table striped withTableBorder data-table="balance">
            <VisuallyHidden component="caption">{t('monthly.waterBalance.caption')}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('chart.month')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('series.rainfall')} (mm)
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('series.evaporation')} (mm)
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('series.runoff')} (mm)
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('monthly.waterBalance.balance')} (mm)
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {balances.map((b, i) => {
                const r = MONTHLY_SET_B[i]!;
                return (
                  <Table.Tr key={b.month}>
                    <Table.Th scope="row" fw={500}>
                      {monthName(i, lang, 'long')}
                    </Table.Th>
                    <Table.Td ta="right">{formatNumber(r.rainfall, lang)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(r.evaporation, lang)}</Table.Td>
                    <Table.Td ta="right">{formatNumber(r.runoff, lang)}</Table.Td>
                    <Table.Td ta="right" fw={700} c={balanceColor(b.balance)} data-month-balance={b.balance > 0 ? 'positive' : b.balance < 0 ? 'negative' : 'zero'}>
                      {formatNumber(b.balance, lang, { signed: true })}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{t('monthly.table.total')}</Table.Th>
                <Table.Td ta="right" fw={700}>
                  {formatNumber(totals.rainfall, lang)}
                </Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatNumber(totals.evaporation, lang)}
                </Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatNumber(totals.runoff, lang)}
                </Table.Td>
                <Table.Td ta="right" fw={700} c={balanceColor(annual)} data-annual-balance>
                  {formatNumber(annual, lang, { signed: true })}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </ScrollCue>
      <ResponsiveGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {insights.map((c) => (
          <Card key={c.id} withBorder radius="md" padding="md" data-insight={c.id}>
            <Title order={3} size="h6">
              {t(`monthly.insights.${c.id}.title`)}
            </Title>
            <Text fz={24} fw={700} data-value>
              {c.value}
            </Text>
            <Text size="sm" c={MUTED_TEXT}>
              {t(`monthly.insights.${c.id}.body`)}
            </Text>
          </Card>
        ))}
      </ResponsiveGrid>
    </Stack>
  );
}
