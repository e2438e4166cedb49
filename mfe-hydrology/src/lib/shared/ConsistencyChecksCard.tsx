// Where the published figures and the model's own assumptions disagree, side by side, so an
// engineer sees it at once (shared/spec/corrections.md, the rows that concern hydrology).
// Every figure, including those quoted in the explanations, comes from derived.ts.
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ResponsiveGrid, labelColon } from '@forest-city/remote-kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import { consistencyChecks } from '../model';
import { Icon } from './icons';
import { formatFigure } from './parameter-text';
import { MUTED_TEXT } from '@forest-city/remote-kit/scheme-colors';

export function ConsistencyChecksCard() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const lang = i18n.language;
  const checks = consistencyChecks();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="hydrology-consistency-title" data-card="consistency">
      <Group gap="xs" mb={4}>
        <Icon name="alert" />
        <Title order={3} size="h5" id="hydrology-consistency-title">
          {t('consistency.title')}
        </Title>
      </Group>
      <Text size="sm" c={MUTED_TEXT} mb="sm">
        {t('consistency.intro')}
      </Text>
      <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {checks.map((c) => {
          const values = Object.fromEntries(Object.entries(c.values).map(([k, f]) => [k, formatFigure(f, lang, t)]));
          return (
            <Card key={c.id} withBorder padding="sm" radius="sm" data-check={c.id}>
              <Text fw={600} size="sm" mb={6}>
                {t(`consistency.${c.id}.title`)}
              </Text>
              <ResponsiveGrid cols={2} spacing="xs">
                <Stack gap={0}>
                  <Badge variant="filled" color="#a7410b" size="sm" tt="none">
                    {t('consistency.published')}
                  </Badge>
                  <Text fw={700} data-published>
                    {formatFigure(c.published, lang, t)}
                  </Text>
                  <Text size="xs" c={MUTED_TEXT} data-published-source>
                    {t('labels.sourceLine', { source: t(`consistency.${c.id}.publishedSource`, values) })}
                  </Text>
                </Stack>
                <Stack gap={0}>
                  <Badge variant="filled" color="teal.9" size="sm" tt="none">
                    {t('consistency.model')}
                  </Badge>
                  <Text fw={700} data-model>
                    {formatFigure(c.model, lang, t)}
                  </Text>
                  <Text size="xs" c={MUTED_TEXT} data-model-source>
                    {t('labels.sourceLine', { source: t(`consistency.${c.id}.modelSource`, values) })}
                  </Text>
                </Stack>
              </ResponsiveGrid>
              <Text size="sm" mt={6} data-difference>
                {t('consistency.difference')}
                {labelColon(i18n.language)}
                <strong>{formatFigure(c.difference, lang, t, { signed: true })}</strong>
              </Text>
              <Text size="sm" data-uses>
                {t('consistency.usesLabel')}
                {labelColon(i18n.language)}
                {t(`consistency.${c.id}.uses`, values)}
              </Text>
              <Text size="xs" c={MUTED_TEXT} mt={6}>
                {t(`consistency.${c.id}.explanation`, values)}
              </Text>
            </Card>
          );
        })}
      </ResponsiveGrid>
    </Card>
  );
}
