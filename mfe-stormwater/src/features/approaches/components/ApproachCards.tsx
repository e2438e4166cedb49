// The seven approach cards of Overview & Comparison: clicking a card opens Detailed Analysis on
// that approach.
import { Box, Text, UnstyledButton } from '@mantine/core';
import { ResponsiveGrid } from '@forest-city/remote-kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../contract';
import { APPROACH_IDS, type ApproachId, type StormwaterContent } from '../content/types';
import { MUTED_TEXT, lightDark } from '@forest-city/remote-kit/scheme-colors';

// Inline styles rather than a CSS module: the card needs only a border and a layout, and the
// focus ring comes from Mantine's UnstyledButton (focus-visible).
const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;
const cardStyle = {
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  padding: 'var(--mantine-spacing-sm)',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-md)',
  cursor: 'pointer',
} as const;

export function ApproachCards({ content, onOpen }: { content: StormwaterContent; onOpen: (id: ApproachId) => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ResponsiveGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="ul" style={listStyle}>
      {APPROACH_IDS.map((id) => {
        const approach = content.approaches[id];
        const summaryId = `stormwater-card-${id}-summary`;
        return (
          // The whole card is the click target for the mouse; the approach name is the button for
          // keyboard and screen reader users, its accessible name starting with the visible name
          // (WCAG 2.5.3). Its click bubbles to the card, which opens the detail once.
          <li key={id} style={{ display: 'flex' }}>
            <Box style={cardStyle} data-approach={id} onClick={() => onOpen(id)}>
              <UnstyledButton aria-label={`${approach.name}${t('overview.cardHint')}`} aria-describedby={summaryId} data-approach-button={id} style={{ textAlign: 'start' }}>
                <Text fw={700} size="md" span>
                  {approach.name}
                </Text>
              </UnstyledButton>
              <Text size="xs" c={MUTED_TEXT} mt={2}>
                {approach.origin}
              </Text>
              <Text size="sm" mt="xs" style={{ flex: 1 }} id={summaryId}>
                {approach.summary}
              </Text>
              <Text size="sm" fw={600} c={lightDark('#087f5b', '#63e6be')} mt="xs" aria-hidden>
                {t('overview.cardAction')} →
              </Text>
            </Box>
          </li>
        );
      })}
    </ResponsiveGrid>
  );
}
