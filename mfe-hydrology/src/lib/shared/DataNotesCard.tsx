// "Notes on the data": a short footnote wherever a corrected figure is shown, saying what was
// corrected and why (the README's Data notes section has the full list). The figures quoted
// come from the consistency checks in derived.ts and the shared facts, so no number is typed into a sentence.
import { Card, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RECLAMATION } from '@forest-city/contracts';
import { formatMonthYear } from '@forest-city/remote-kit';
import { NAMESPACE } from '../../contract';
import { consistencyChecks } from '../model';
import { Icon } from './icons';
import { formatFigure } from './parameter-text';
import { MUTED_TEXT, TINTED_BG } from '@forest-city/remote-kit/scheme-colors';

export type DataNoteId = 'nutrientFactor' | 'demandRounding' | 'balance' | 'sources' | 'syntheticMonths' | 'reclamationStart';

export function DataNotesCard({ notes }: { notes: readonly DataNoteId[] }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const values: Record<string, string> = {};
  for (const check of consistencyChecks()) for (const [k, f] of Object.entries(check.values)) values[k] ??= formatFigure(f, i18n.language, t);
  values.reclamationStarted = formatMonthYear(RECLAMATION.started.year, RECLAMATION.started.month, i18n.language);
  values.landAcquired = formatMonthYear(RECLAMATION.landAcquired.year, RECLAMATION.landAcquired.month, i18n.language);
  return (
    <Card withBorder radius="md" padding="sm" bg={TINTED_BG} component="aside" aria-label={t('notes.title')} data-card="data-notes">
      <Group gap="xs" mb={4}>
        <Icon name="info" size={18} />
        <Text fw={600} size="sm">
          {t('notes.title')}
        </Text>
      </Group>
      <List size="xs" spacing={4} c={MUTED_TEXT}>
        {notes.map((n) => (
          <List.Item key={n}>{t(`notes.${n}`, values)}</List.Item>
        ))}
      </List>
    </Card>
  );
}
