import { Group, Stack, Text } from '@mantine/core';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/localized';
import { ProgressBar } from '../../../lib/ProgressBar';
import { SUSTAINABILITY_METRICS, metricProgress } from '../data/sustainability';
import { MUTED_TEXT } from '@forest-city/remote-kit/scheme-colors';

export function Sustainability() {
  const { t, tr, lang } = useLang();
  return (
    <Stack gap="md">
      {SUSTAINABILITY_METRICS.map((m) => {
        const progress = metricProgress(m);
        return (
          <div key={m.id} data-metric={m.id}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={600} size="sm">
                {tr(m.metric)}
              </Text>
              <Text size="sm">{t('sustainability.targetCurrent', { target: formatNumber(m.target, lang, 0), current: formatNumber(m.current, lang, 1) })}</Text>
            </Group>
            <ProgressBar value={progress} label={t('sustainability.progressLabel', { metric: tr(m.metric), value: formatNumber(progress, lang) })} />
            <Text size="xs" mt={2}>
              {t('sustainability.progress', { value: formatNumber(progress, lang) })}
            </Text>
          </div>
        );
      })}
      <Text size="sm" c={MUTED_TEXT}>
        {t('sustainability.indicative')}
      </Text>
    </Stack>
  );
}
