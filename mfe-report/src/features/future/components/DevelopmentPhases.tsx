import { Badge, Group, List, Paper, Stack, Text } from '@mantine/core';
import { ResponsiveGrid } from '@forest-city/remote-kit';
import { formatWithUnit } from '@forest-city/contracts';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/localized';
import { ProgressBar } from '../../../lib/ProgressBar';
import { SectionHeading } from '../../../lib/heading-level';
import { DEVELOPMENT_PHASES, PHASE_COLOURS, phaseAreaTotal } from '../data/development-phases';
import { PhaseChart } from './PhaseChart';
import { MUTED_TEXT } from '@forest-city/remote-kit/scheme-colors';

export function DevelopmentPhases() {
  const { t, tr, lang } = useLang();
  const total = phaseAreaTotal(DEVELOPMENT_PHASES);
  return (
    <Stack gap="sm">
      <PhaseChart phases={DEVELOPMENT_PHASES} totalHa={total} />
      <ResponsiveGrid cols={{ base: 1, sm: 3 }}>
        {DEVELOPMENT_PHASES.map((p) => (
          <Paper key={p.id} withBorder p="sm" data-phase={p.id}>
            <SectionHeading depth={1} inline>
              {tr(p.phase)}
            </SectionHeading>
            <Group gap="xs" my={6}>
              <Badge color={PHASE_COLOURS[p.status]} variant="filled" size="sm">
                {t(`phases.status.${p.status}`)}
              </Badge>
              <Text size="sm">{formatWithUnit(formatNumber(p.areaHa, lang), 'ha', lang)}</Text>
            </Group>
            <ProgressBar value={p.progress} label={t('phases.progressLabel', { phase: tr(p.phase), value: formatNumber(p.progress, lang) })} color={PHASE_COLOURS[p.status]} />
            <Text size="sm" mt={4}>
              {t('phases.progress', { value: formatNumber(p.progress, lang) })}
            </Text>
            <Text size="sm" mt="xs">
              {tr(p.description)}
            </Text>
            <List size="sm" mt="xs" spacing={2}>
              {p.keyAchievements.map((a) => (
                <List.Item key={a.en}>{tr(a)}</List.Item>
              ))}
            </List>
          </Paper>
        ))}
      </ResponsiveGrid>
      <Text size="sm" c={MUTED_TEXT}>
        {t('phases.total', { total: formatNumber(total, lang) })}
      </Text>
    </Stack>
  );
}
