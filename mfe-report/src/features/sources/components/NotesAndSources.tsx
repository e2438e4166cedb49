// "Notes on the data" (where public reporting differs from the figure shown) and "Sources"
// (every publication once), at the end of each dialog and of the report page.
import { List, Stack, Text } from '@mantine/core';
import { useLang } from '../../../lib/localized';
import { SectionHeading } from '../../content';
import { NOTES, noteNumber, sourcesInCitationOrder } from '../notes';
import { SOURCES, sourceDate } from '../sources';
import { MUTED_TEXT } from '../../../lib/scheme-colors';

export function NotesAndSources() {
  const { t, tr, lang } = useLang();
  const sources = sourcesInCitationOrder(NOTES, SOURCES);
  const sourceNumber = (id: string) => sources.findIndex((s) => s.id === id) + 1;
  return (
    <Stack gap="xs" className="fc-section fc-notes" data-section="sources">
      <SectionHeading>{t('notes.title')}</SectionHeading>
      <Text size="sm">{t('notes.intro')}</Text>
      <List type="ordered" size="sm" spacing={4} listStyleType="none" withPadding={false}>
        {NOTES.map((n) => (
          <List.Item key={n.id} id={`fc-note-${n.id}`}>
            [{noteNumber(n.id)}] {tr(n.text)}{' '}
            <Text span size="sm" c={MUTED_TEXT}>
              {lang === 'zh' ? '（' : '('}
              {t('notes.sources')}
              {lang === 'zh' ? '' : ' '}
              {n.sources.map((s) => `S${sourceNumber(s)}`).join(lang === 'zh' ? '、' : ', ')}
              {lang === 'zh' ? '）' : ')'}
            </Text>
          </List.Item>
        ))}
      </List>
      <SectionHeading>{t('sources.title')}</SectionHeading>
      <List type="ordered" size="sm" spacing={4} listStyleType="none" withPadding={false} data-testid="sources">
        {sources.map((s, i) => (
          <List.Item key={s.id} data-source={s.id}>
            <Text span size="sm" fw={600}>
              S{i + 1}. {tr(s.publisher)}
            </Text>{' '}
            ({sourceDate(s.date, lang)}). {tr(s.covers)}
          </List.Item>
        ))}
      </List>
      <Text size="xs" c={MUTED_TEXT}>
        {t('sources.disclaimer')}
      </Text>
    </Stack>
  );
}
