// Implementation Guidelines: Forest City's site conditions, the design storm per hectare (derived
// in design-storm.ts), selection criteria, the recommended hybrid approach in three phases, and
// the sources of the whole dialog.
import { Badge, Box, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../contract';
import { SOURCES } from '../content/sources';
import { SourceLine } from './SourceLine';
import type { StormwaterContent } from '../content/types';
import { designStormFigures, IMPERVIOUS_SHARE, RUNOFF_COEFFICIENT } from '../design-storm';
import { formatNumber } from '../format';
import { SectionHeader } from './SectionHeader';
import { MUTED_TEXT, lightDark } from '@forest-city/remote-kit/scheme-colors';
import { ScrollCue, ResponsiveGrid, labelColon } from '@forest-city/remote-kit';

function DesignStorm() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const fig = designStormFigures();
  const n = (v: number, d: number) => formatNumber(v, i18n.language, d);
  const rows = [
    { key: 'urban', label: t('guidelines.designStorm.urban'), c: RUNOFF_COEFFICIENT.urban },
    { key: 'green', label: t('guidelines.designStorm.green'), c: RUNOFF_COEFFICIENT.green },
    { key: 'composite', label: t('guidelines.designStorm.mix', { impervious: n(IMPERVIOUS_SHARE * 100, 0) }), c: fig.compositeCoefficient },
  ] as const;
  return (
    <Paper withBorder p="sm" component="section">
      <Title order={4}>{t('guidelines.designStorm.heading')}</Title>
      <Text size="sm" mt={4}>
        {t('guidelines.designStorm.intro', { intensity: n(fig.intensityMmPerH, 0) })}
      </Text>
      <ScrollCue>
        <Table.ScrollContainer minWidth={420} type="native" mt="xs" tabIndex={0} role="region" aria-label={t('guidelines.designStorm.caption', { minutes: n(fig.durationMin, 0) })}>
          <Table withTableBorder fz="sm" verticalSpacing={4} captionSide="top">
            <Table.Caption c={MUTED_TEXT}>{t('guidelines.designStorm.caption', { minutes: n(fig.durationMin, 0) })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('guidelines.designStorm.cover')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('guidelines.designStorm.coefficient')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('guidelines.designStorm.peakFlow')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('guidelines.designStorm.stormVolume', { minutes: n(fig.durationMin, 0) })}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.key} data-row={r.key}>
                  <Table.Th scope="row">{r.label}</Table.Th>
                  <Table.Td ta="right">{n(r.c, 2)}</Table.Td>
                  <Table.Td ta="right">{n(fig.peakFlowPerHa[r.key], 3)}</Table.Td>
                  <Table.Td ta="right">{n(fig.stormVolumePerHa[r.key], 0)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ScrollCue>
      <Text size="sm" mt="xs">
        {t('guidelines.designStorm.note', { volume: n(fig.stormVolumePerHa.composite, 0), minutes: n(fig.durationMin, 0) })}
      </Text>
    </Paper>
  );
}

export function GuidelinesPanel({ content }: { content: StormwaterContent }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const g = content.guidelines;
  return (
    <Stack gap="md">
      <SectionHeader title={t('guidelines.heading')} />
      <Text size="sm">{g.intro}</Text>

      <Box component="section">
        <Title order={4} mb={6}>
          {t('guidelines.conditions')}
        </Title>
        <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {g.conditions.map((c) => (
            <Paper key={c.label} component="li" withBorder p="xs">
              <Text fw={700} size="sm">
                {c.label}
              </Text>
              <Text size="sm">{c.detail}</Text>
            </Paper>
          ))}
        </ResponsiveGrid>
      </Box>

      <DesignStorm />

      <Box component="section">
        <Title order={4} mb={6}>
          {t('guidelines.criteria')}
        </Title>
        <Box component="dl" m={0}>
          {g.criteria.map((c) => (
            <Box key={c.title} mb="xs">
              <Text component="dt" fw={700} size="sm">
                {c.title}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {c.detail}
              </Text>
            </Box>
          ))}
        </Box>
      </Box>

      <Box component="section">
        <Title order={4} mb={6}>
          {t('guidelines.hybrid')}
        </Title>
        <Text size="sm" mb="xs">
          {g.hybridIntro}
        </Text>
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {g.phases.map((phase) => (
            <Paper key={phase.title} component="li" withBorder p="sm" data-testid="hybrid-phase">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Title order={5}>{phase.title}</Title>
                <Badge variant="light" color="teal" c={lightDark('#087f5b', '#96f2d7')}>
                  {phase.timeframe}
                </Badge>
              </Group>
              <Text size="xs" c={MUTED_TEXT} mt={4}>
                {t('guidelines.drawsOn')}
                {labelColon(i18n.language)}
                {phase.draws.map((id) => content.approaches[id].name).join(' · ')}
              </Text>
              <List size="sm" spacing={2} mt={6}>
                {phase.actions.map((a) => (
                  <List.Item key={a}>{a}</List.Item>
                ))}
              </List>
            </Paper>
          ))}
        </Stack>
      </Box>

      <Box component="section">
        <Title order={4} mb={4}>
          {t('guidelines.sources')}
        </Title>
        <Text size="xs" c={MUTED_TEXT} mb={4}>
          {t('guidelines.sourcesIntro')}
        </Text>
        <List size="xs" spacing={2}>
          {SOURCES.map((s) => (
            <List.Item key={s.title}>
              <SourceLine source={s} />
            </List.Item>
          ))}
        </List>
      </Box>
    </Stack>
  );
}
