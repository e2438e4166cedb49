// Monthly Data tab: month, rainfall, evaporation, runoff, water need and temperature, each
// number with an inline bar scaled to its column's maximum (60 px there), and a totals row.
import { Box, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import { COLORS } from '../../lib/charts';
import { formatNumber, monthName, unitLabel, UNITS, type UnitId, TABLE_SCROLL_CUE, ScrollCue } from '@forest-city/remote-kit';
import { annualTotalsB, columnMax, inlineBarWidth, meanColumn } from '../../lib/model';
import { MONTHLY_SET_B, type MonthlyRecordB } from '../../lib/model';

type Column = {
  field: 'rainfall' | 'evaporation' | 'runoff' | 'waterNeed' | 'temperature';
  unit: { text: string } | { key: string };
  color: string;
  digits: number;
  total: boolean;
};

export const MONTHLY_TABLE_COLUMNS: readonly Column[] = [
  { field: 'rainfall', unit: { text: 'mm' }, color: COLORS.precipitation, digits: 0, total: true },
  { field: 'evaporation', unit: { text: 'mm' }, color: COLORS.evaporation, digits: 0, total: true },
  { field: 'runoff', unit: { text: 'mm' }, color: COLORS.runoff, digits: 0, total: true },
  { field: 'waterNeed', unit: { key: 'thousandM3' }, color: COLORS.waterNeed, digits: 0, total: true },
  // Temperatures are averaged, not summed.
  { field: 'temperature', unit: { text: '°C' }, color: '#c92a2a', digits: 1, total: false },
];

export function MonthlyDataTable({ rows = MONTHLY_SET_B }: { rows?: readonly MonthlyRecordB[] }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = i18n.language;
  const totals = annualTotalsB(rows);
  const maxima = Object.fromEntries(MONTHLY_TABLE_COLUMNS.map((c) => [c.field, columnMax(rows, c.field)]));
  const meanTemperature = meanColumn(rows, 'temperature');
  const unit = (c: Column) => ('text' in c.unit ? (c.unit.text in UNITS ? unitLabel(c.unit.text as UnitId, i18n.language) : c.unit.text) : t(`units.${c.unit.key}`));

  return (
    <ScrollCue>
      <Table.ScrollContainer minWidth={640} scrollAreaProps={TABLE_SCROLL_CUE}>
        <Table striped highlightOnHover withTableBorder data-table="monthly">
          <VisuallyHidden component="caption">{t('monthly.table.caption')}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('chart.month')}</Table.Th>
              {MONTHLY_TABLE_COLUMNS.map((c) => (
                <Table.Th key={c.field} scope="col">
                  {t(`series.${c.field}`)} ({unit(c)})
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={r.month}>
                <Table.Th scope="row" fw={500}>
                  {monthName(i, lang, 'long')}
                </Table.Th>
                {MONTHLY_TABLE_COLUMNS.map((c) => (
                  <Table.Td key={c.field}>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" w={52} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatNumber(r[c.field], lang, { digits: c.digits })}
                      </Text>
                      <Box aria-hidden="true" data-bar={c.field} h={10} style={{ width: inlineBarWidth(r[c.field], maxima[c.field] ?? 0), background: c.color, borderRadius: 2 }} />
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row">{t('monthly.table.total')}</Table.Th>
              {MONTHLY_TABLE_COLUMNS.map((c) => (
                <Table.Td key={c.field} data-total={c.field}>
                  {c.total
                    ? formatNumber(totals[c.field as Exclude<Column['field'], 'temperature'>], lang, { digits: c.digits })
                    : `${t('monthly.table.mean')} ${formatNumber(meanTemperature, lang, { digits: 1 })}`}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </ScrollCue>
  );
}
