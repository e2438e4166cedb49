import { memo } from 'react';
import { Anchor, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import type { AttributionSource } from './map-style';

/** Each tile provider's attribution, as text (configuration is never rendered as HTML). */
export const Attribution = memo(function Attribution({ sources }: { sources: readonly AttributionSource[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Paper px={6} py={1} radius={0} bg="rgba(255,255,255,0.9)" style={{ pointerEvents: 'auto', maxWidth: '100%' }} data-testid="map-attribution">
      <Text size="xs" c="dark.7" component="p" aria-label={t('attribution.label')}>
        {sources.map((s, i) => (
          <span key={s.attribution}>
            {i > 0 && ' | '}
            {s.attributionUrl ? (
              <Anchor href={s.attributionUrl} target="_blank" rel="noopener noreferrer" size="xs" c="dark.7" underline="always">
                {s.attribution}
              </Anchor>
            ) : (
              s.attribution
            )}
          </span>
        ))}
      </Text>
    </Paper>
  );
});
