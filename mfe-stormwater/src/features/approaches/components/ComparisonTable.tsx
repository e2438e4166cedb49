// The comparison table (primary focus, scale, integration level, policy framework). From the
// `sm` breakpoint up it is a table in a keyboard-scrollable container; on a phone the same rows
// are stacked as one card per approach, so nothing needs sideways scrolling to be read. Only the
// form the screen shows is rendered: a phone does not build (and lay out) a hidden table as the
// dialog opens.
import { Box, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../contract';
import { comparisonRows } from '../export/exports';
import type { StormwaterContent } from '../content/types';
import { MUTED_TEXT } from '@forest-city/remote-kit/scheme-colors';
import { ScrollCue, useScreenQuery } from '@forest-city/remote-kit';

const FIELDS = ['primaryFocus', 'scale', 'integrationLevel', 'policyFramework'] as const;

/** Below Mantine's `sm` breakpoint (48em): the stacked cards. */
const CARDS_QUERY = '(max-width: 47.99em)';

export function ComparisonTable({ content }: { content: StormwaterContent }) {
  const { t } = useTranslation(NAMESPACE);
  const rows = comparisonRows(content);
  const cards = useScreenQuery(CARDS_QUERY);
  if (!cards) {
    return (
      <Box data-testid="comparison-table">
        {/* Focusable so keyboard users can scroll it sideways when it is wider than the dialog. */}
        <ScrollCue>
          <Table.ScrollContainer minWidth={680} type="native" tabIndex={0} role="region" aria-label={t('comparison.regionLabel')}>
            <Table striped withTableBorder verticalSpacing="xs" fz="sm" captionSide="top">
              <Table.Caption c={MUTED_TEXT}>{t('comparison.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('columns.approach')}</Table.Th>
                  {FIELDS.map((f) => (
                    <Table.Th key={f} scope="col">
                      {t(`columns.${f}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-approach={row.id}>
                    <Table.Th scope="row" style={{ minWidth: 140 }}>
                      {row.approach}
                    </Table.Th>
                    {FIELDS.map((f) => (
                      <Table.Td key={f}>{row[f]}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ScrollCue>
      </Box>
    );
  }
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('comparison.caption')} data-testid="comparison-cards">
      {rows.map((row) => (
        <Paper key={row.id} component="li" withBorder p="sm" data-approach={row.id}>
          <Text fw={700}>{row.approach}</Text>
          <Box component="dl" m={0} mt={4}>
            {FIELDS.map((f) => (
              <Box key={f} mt={6}>
                <Text component="dt" size="xs" fw={700} c={MUTED_TEXT} tt="uppercase">
                  {t(`columns.${f}`)}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {row[f]}
                </Text>
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
