import { memo } from 'react';
import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';
import { MarkerSwatch } from '../../lib/MarkerSwatch';
import { ITEM_TYPES, markerColour, markerPaint, rgbaToCss, rgbToHex, type MarkerPhase } from '../../lib/markers';

const PHASES: readonly MarkerPhase[] = ['existing', 'construction', 'planned'];

/** The four item types with their marker colours; with a year chosen, how each phase is drawn. */
export const Legend = memo(function Legend({ year = null }: { year?: number | null }) {
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
      {year !== null && (
        <ul style={{ listStyle: 'none', margin: '4px 0 0', padding: 0, display: 'grid', gridTemplateColumns: 'repeat(2, auto)', columnGap: 12 }} data-testid="map-legend-time">
          {PHASES.map((phase) => (
            <li key={phase}>
              <Group gap={6} wrap="nowrap">
                <PhaseSwatch phase={phase} />
                <Text size="xs">{t(`legend.time.${phase}`)}</Text>
              </Group>
            </li>
          ))}
          <li style={{ gridColumn: '1 / -1' }}>
            <Group gap={6} wrap="nowrap">
              <IslandSwatch schematic={false} />
              <Text size="xs">{t('legend.time.extent')}</Text>
            </Group>
          </li>
          <li style={{ gridColumn: '1 / -1' }}>
            <Group gap={6} wrap="nowrap">
              <IslandSwatch schematic />
              <Text size="xs">{t('legend.time.schematic')}</Text>
            </Group>
          </li>
          <li style={{ gridColumn: '1 / -1' }}>
            <Text size="xs" c="dimmed">
              {t('legend.time.hidden', { year })}
            </Text>
          </li>
        </ul>
      )}
    </Paper>
  );
});

/** An island as the map draws it: Island 1's outline solid, a planned island's schematic circle dashed. */
function IslandSwatch({ schematic }: { schematic: boolean }) {
  const colour = markerColour('infrastructure');
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        flex: 'none',
        width: schematic ? 12 : 14,
        height: schematic ? 12 : 10,
        borderRadius: schematic ? '50%' : 0,
        border: `2px ${schematic ? 'dashed' : 'solid'} ${rgbToHex(colour)}`,
        background: rgbaToCss([...colour, schematic ? 22 : 80]),
      }}
    />
  );
}

/** A marker drawn as in a phase of the time control: the same paint as the map's (markerPaint). */
function PhaseSwatch({ phase }: { phase: MarkerPhase }) {
  const paint = markerPaint('water', phase);
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        flex: 'none',
        width: 14,
        height: 14,
        boxSizing: 'border-box',
        borderRadius: '50%',
        background: rgbaToCss(paint.fill),
        border: `${Math.min(3, paint.lineWidth)}px solid ${phase === 'existing' ? 'rgba(0,0,0,0.22)' : rgbaToCss(paint.line)}`,
      }}
    />
  );
}
