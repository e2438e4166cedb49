import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SystemMetric } from '@forest-city/api-contract';
import { formatMetricValue } from '../../i18n/format';
import { useLanguage } from '../../i18n/use-language';
import { findMetric, OVERVIEW_CARDS } from './overview-cards';

/** Four infrastructure overview cards from /api/metrics; 'N/A' for a missing value. */
export function OverviewCards({ metrics }: { metrics: readonly SystemMetric[] | undefined }) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  return (
    <Stack gap="xs" component="section" aria-labelledby="overview-title">
      <Title order={2} size="h6" id="overview-title">
        {t('overview.title')}
      </Title>
      <SimpleGrid cols={2} spacing="xs">
        {OVERVIEW_CARDS.map((card) => {
          const name = t(card.nameKey);
          const metric = findMetric(metrics, card, name);
          const value = formatMetricValue(metric?.metricValue, lang);
          return (
            <Paper key={card.id} withBorder p="xs" data-testid={`overview-${card.id}`}>
              <Text size="xs" c="dimmed" lh={1.2}>
                {name}
              </Text>
              <Text fw={700} size="lg" lh={1.3}>
                {value ?? t('overview.notAvailable')}
              </Text>
              {value && metric?.unit ? (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{metric.unit}</bdi>
                </Text>
              ) : null}
              {value && card.captionKey ? (
                <Text size="xs" c="dimmed" data-testid={`overview-${card.id}-caption`}>
                  {t(card.captionKey)}
                </Text>
              ) : null}
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
