// "Notes on the data" (where public reporting differs from the figure shown) and "Sources"
// (every publication once), once after the tabs of each dialog and of the report page. Only the
// notes the open tab cites are listed at first, each with a link back to its marks; the full list
// and the sources are one toggle away, so a tab does not end in a long block of notes.
import { Anchor, Button, List, Stack, Text } from '@mantine/core';
import { useRef, useState, type MouseEvent } from 'react';
import { useAdoptedStyles } from '@forest-city/remote-kit';
import { useLang } from '../../../lib/localized';
import { SectionHeading } from '../../../lib/heading-level';
import type { NoteBacklink, NotesAndSourcesProps } from '../../../lib/footnotes';
import { NOTES, noteNumber, sourcesInCitationOrder } from '../../../lib/notes';
import { SOURCES, sourceDate } from '../../../lib/sources';
import { MUTED_TEXT } from '@forest-city/remote-kit/scheme-colors';
import notesSheet from './notes.css?sheet';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const HIDDEN = { display: 'none' } as const;

export function NotesAndSources({ idPrefix, citedHere, backlinks, showAll, onShowAllChange }: NotesAndSourcesProps) {
  const { t, tr, lang } = useLang();
  const [showSources, setShowSources] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useAdoptedStyles(root, notesSheet);
  const sources = sourcesInCitationOrder(NOTES, SOURCES);
  const sourceNumber = (id: string) => sources.findIndex((s) => s.id === id) + 1;
  const notesId = `${idPrefix}-notes`;
  const sourcesId = `${idPrefix}-sources`;
  const follow = (link: NoteBacklink) => (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    link.go();
  };
  return (
    <Stack gap="xs" className="fc-section fc-notes" data-section="sources" ref={root}>
      <SectionHeading>{t('notes.title')}</SectionHeading>
      <Text size="sm">{t('notes.intro')}</Text>
      {citedHere.size === 0 && !showAll && (
        <Text size="sm" c={MUTED_TEXT} className="fc-no-print">
          {t('notes.none')}
        </Text>
      )}
      <List type="ordered" size="sm" spacing={4} listStyleType="none" withPadding={false} id={notesId}>
        {NOTES.map((n) => {
          const number = noteNumber(n.id);
          const shown = showAll || citedHere.has(n.id);
          const links = backlinks(n.id);
          return (
            <List.Item
              key={n.id}
              id={`${idPrefix}-note-${n.id}`}
              tabIndex={-1}
              data-note={n.id}
              className={shown ? 'fc-note' : 'fc-note fc-collapsed'}
              style={shown ? undefined : HIDDEN}
            >
              [{number}] {tr(n.text)}{' '}
              <Text span size="sm" c={MUTED_TEXT}>
                {lang === 'zh' ? '（' : '('}
                {t('notes.sources')}
                {lang === 'zh' ? '' : ' '}
                {n.sources.map((s) => `S${sourceNumber(s)}`).join(lang === 'zh' ? '、' : ', ')}
                {lang === 'zh' ? '）' : ')'}
              </Text>
              {links.length > 0 && (
                <span className="fc-no-print">
                  {' '}
                  {links.length === 1 ? (
                    <Anchor
                      className="fc-note-back"
                      inherit
                      href={`#${links[0]!.id}`}
                      aria-label={links[0]!.section ? t('notes.backIn', { number, section: links[0]!.section }) : t('notes.back', { number })}
                      onClick={follow(links[0]!)}
                    >
                      ↩
                    </Anchor>
                  ) : (
                    <>
                      <span aria-hidden="true">↩</span>
                      {links.map((link, i) => (
                        <Anchor
                          key={link.id}
                          className="fc-note-back"
                          inherit
                          href={`#${link.id}`}
                          aria-label={t('notes.backTo', { number, letter: LETTERS[i] })}
                          onClick={follow(link)}
                        >
                          {LETTERS[i]}
                        </Anchor>
                      ))}
                    </>
                  )}
                </span>
              )}
            </List.Item>
          );
        })}
      </List>
      {NOTES.length > citedHere.size && (
        <div className="fc-no-print">
          <Button variant="subtle" size="compact-sm" aria-expanded={showAll} aria-controls={notesId} onClick={() => onShowAllChange(!showAll)}>
            {t(showAll ? 'notes.showCited' : 'notes.showAll', { count: NOTES.length })}
          </Button>
        </div>
      )}
      <SectionHeading>{t('sources.title')}</SectionHeading>
      <div className="fc-no-print">
        <Button variant="subtle" size="compact-sm" aria-expanded={showSources} aria-controls={sourcesId} onClick={() => setShowSources(!showSources)}>
          {t(showSources ? 'sources.hide' : 'sources.show', { count: sources.length })}
        </Button>
      </div>
      <div id={sourcesId} className={showSources ? undefined : 'fc-collapsed'} style={showSources ? undefined : HIDDEN}>
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
        <Text size="xs" c={MUTED_TEXT} mt="xs">
          {t('sources.disclaimer')}
        </Text>
      </div>
    </Stack>
  );
}
