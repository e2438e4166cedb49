// Detailed Analysis of one approach: description, key features, examples, benefits,
// implementation, what it means for Forest City, the comparison fields and its sources.
import type { ReactNode } from 'react';
import { Alert, Box, List, Stack, Text, Title } from '@mantine/core';
import { ResponsiveGrid, labelColon } from '@forest-city/remote-kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../contract';
import { SOURCES } from '../content/sources';
import { SourceLine } from './SourceLine';
import type { ApproachId, ApproachText } from '../content/types';
import { MUTED_TEXT } from '@forest-city/remote-kit/scheme-colors';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Title order={4} mb={6}>
        {title}
      </Title>
      {children}
    </Box>
  );
}

const COMPARISON_FIELDS = ['primaryFocus', 'scale', 'integrationLevel', 'policyFramework'] as const;

export function ApproachDetail({ id, approach }: { id: ApproachId; approach: ApproachText }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const sources = SOURCES.filter((s) => s.supports.includes(id));
  return (
    <Stack gap="md" data-testid="approach-detail" data-approach={id}>
      <Box>
        <Title order={3}>{approach.name}</Title>
        <Text size="sm" c={MUTED_TEXT}>
          {t('detailed.origin')}
          {labelColon(i18n.language)}
          {approach.origin}
        </Text>
      </Box>
      <Section title={t('detailed.description')}>
        <Text size="sm">{approach.description}</Text>
      </Section>
      <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Section title={t('detailed.keyFeatures')}>
          <List size="sm" spacing={4}>
            {approach.keyFeatures.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
        </Section>
        <Section title={t('detailed.benefits')}>
          <List size="sm" spacing={4}>
            {approach.benefits.map((b) => (
              <List.Item key={b}>{b}</List.Item>
            ))}
          </List>
        </Section>
      </ResponsiveGrid>
      <Section title={t('detailed.examples')}>
        <List size="sm" spacing={6}>
          {approach.examples.map((e) => (
            <List.Item key={e.name}>
              <Text span fw={700} size="sm">
                {e.name}
              </Text>
              {labelColon(i18n.language)}
              {e.detail}
            </List.Item>
          ))}
        </List>
      </Section>
      <Section title={t('detailed.implementation')}>
        <List type="ordered" size="sm" spacing={4}>
          {approach.implementation.map((s) => (
            <List.Item key={s}>{s}</List.Item>
          ))}
        </List>
      </Section>
      <Alert
        color="teal"
        variant="light"
        title={t('detailed.forestCity')}
        styles={{ title: { color: 'var(--mantine-color-teal-9)' }, message: { color: 'var(--mantine-color-black)' } }}
      >
        {approach.forestCity}
      </Alert>
      <Section title={t('detailed.atAGlance')}>
        <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
          {COMPARISON_FIELDS.map((f) => (
            <Box key={f}>
              <Text component="dt" size="xs" fw={700} c={MUTED_TEXT} tt="uppercase">
                {t(`columns.${f}`)}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {approach.comparison[f]}
              </Text>
            </Box>
          ))}
        </ResponsiveGrid>
      </Section>
      <Section title={t('detailed.sources')}>
        <List size="xs" spacing={2}>
          {sources.map((s) => (
            <List.Item key={s.title}>
              <SourceLine source={s} />
            </List.Item>
          ))}
        </List>
      </Section>
    </Stack>
  );
}
