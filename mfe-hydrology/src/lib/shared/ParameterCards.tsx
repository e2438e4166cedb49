// A grid of parameter cards: name, unit badge, value, source. Used by the seven parameter
// tabs and the assumptions dialog; a new parameter is a data change in model/parameters.ts.
import { Badge, Card, Group, Text } from '@mantine/core';
import { ResponsiveGrid } from '@forest-city/remote-kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import type { ParameterRecord } from '../model';
import { formatParameterValue, unitLabel } from './parameter-text';
import { MUTED_TEXT, lightDark } from '@forest-city/remote-kit/scheme-colors';

export function ParameterCards({ parameters }: { parameters: readonly ParameterRecord[] }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  return (
    <ResponsiveGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {parameters.map((p) => {
        const unit = unitLabel(p.unit, t, i18n.language);
        return (
          <Card key={p.id} withBorder padding="sm" radius="md" data-parameter={p.id}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text fw={600} size="sm">
                {t(`parameters.${p.id}`)}
              </Text>
              <Badge variant="outline" color={lightDark('#343a40', '#c9c9c9')} tt="none" style={{ flexShrink: 0 }}>
                {unit}
              </Badge>
            </Group>
            <Text size="xl" fw={700} mt={4} data-value>
              {formatParameterValue(p.value, i18n.language)}
            </Text>
            <Text size="xs" c={MUTED_TEXT} mt={4}>
              {t('labels.sourceLine', { source: t(`sources.${p.source}`) })}
            </Text>
          </Card>
        );
      })}
    </ResponsiveGrid>
  );
}
