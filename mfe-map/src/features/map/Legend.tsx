import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import { ITEM_TYPES, markerColour, markerRadius, rgbToHex } from '../markers';

/** The four item types with their marker colours. */
export function Legend() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Paper shadow="xs" px={8} py={4} radius="sm" style={{ pointerEvents: 'auto' }} component="section" aria-labelledby="mfe-map-legend-title">
      <Text id="mfe-map-legend-title" size="xs" fw={700} component="h3" m={0}>
        {t('legend.title')}
      </Text>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(2, auto)', columnGap: 12 }}>
        {ITEM_TYPES.map((type) => (
          <li key={type}>
            <Group gap={6} wrap="nowrap">
              <MarkerSwatch type={type} />
              <Text size="xs">{t(`types.${type}`)}</Text>
            </Group>
          </li>
        ))}
      </ul>
    </Paper>
  );
}

export function MarkerSwatch({ type }: { type: string }) {
  const size = markerRadius(type) + 4;
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        flex: 'none',
        width: size,
        height: size,
        borderRadius: '50%',
        background: rgbToHex(markerColour(type)),
        // A flat dot with a hairline of its own colour darkened: no white and grey ring, which read as a radio button.
        boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.22)',
      }}
    />
  );
}
