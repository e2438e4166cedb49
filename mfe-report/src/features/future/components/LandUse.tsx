import { Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/localized';
import { LAND_USE, landUseBreakdown } from '../data/land-use';
import { LandUseChart } from './LandUseChart';
import { MUTED_TEXT } from '@forest-city/remote-kit/scheme-colors';
import { ScrollCue, TABLE_SCROLL_CUE } from '@forest-city/remote-kit';

export function LandUse() {
  const { t, tr, lang } = useLang();
  const { rows, totalHa, totalPercentage } = landUseBreakdown(LAND_USE);
  const noteId = `${useId()}-note-`;
  return (
    <Stack gap="sm">
      <LandUseChart rows={rows} totalHa={totalHa} />
      <ScrollCue>
        <Table.ScrollContainer minWidth={520} scrollAreaProps={TABLE_SCROLL_CUE}>
          <Table striped withTableBorder>
            <Table.Caption>{t('landUse.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('landUse.category')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('landUse.hectares')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('landUse.percentage')}
                </Table.Th>
                <Table.Th scope="col">{t('landUse.description')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id} data-category={r.id}>
                  <Table.Th scope="row" aria-describedby={r.note ? noteId + r.id : undefined}>
                    <span aria-hidden style={{ width: 10, height: 10, background: r.colour, display: 'inline-block', borderRadius: 2, marginInlineEnd: 6 }} />
                    {tr(r.category)}
                  </Table.Th>
                  <Table.Td ta="right">{formatNumber(r.hectares, lang)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(r.percentage, lang, 1)}%</Table.Td>
                  <Table.Td>{tr(r.description)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr data-total>
                <Table.Th scope="row">{t('landUse.total')}</Table.Th>
                <Table.Td ta="right" fw={700}>
                  {formatNumber(totalHa, lang)}
                </Table.Td>
                <Table.Td ta="right" fw={700}>
                  {formatNumber(totalPercentage, lang, 1)}%
                </Table.Td>
                <Table.Td />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </ScrollCue>
      {rows.map((r) =>
        r.note ? (
          <Text key={r.id} id={noteId + r.id} size="sm" data-note={r.id}>
            {tr(r.note)}
          </Text>
        ) : null,
      )}
      <Text size="sm" c={MUTED_TEXT}>
        {t('landUse.indicative')}
      </Text>
    </Stack>
  );
}
