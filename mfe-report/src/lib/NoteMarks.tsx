// Footnote numbers beside a figure; each number links to its note in "Notes on the data"
// (footnotes.ts). Activating one moves focus to the note without changing the address bar; the
// href stays real, so the link can still be copied or opened.
import { Anchor } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../contract';
import { noteNumber, type NoteId } from './notes';
import { markElementId, noteElementId, useFootnotes, useSectionId } from './footnotes';

/** `site`: the mark's place in its section, as `citations()` names it (e.g. "b2-fact-investment"). */
export function NoteMarks({ ids, site }: { ids?: readonly NoteId[]; site: string }) {
  const { t } = useTranslation(NAMESPACE);
  const footnotes = useFootnotes();
  const section = useSectionId();
  if (!ids?.length) return null;
  if (!footnotes) {
    // Outside a SectionTabs there is no notes list to link to: the numbers alone.
    return <sup className="fc-note-mark">{ids.map((id) => `[${noteNumber(id)}]`).join('')}</sup>;
  }
  const { prefix, goToNote } = footnotes;
  return (
    <sup className="fc-note-mark">
      {ids.map((note) => {
        const n = noteNumber(note);
        return (
          <Anchor
            key={note}
            id={markElementId(prefix, { note, section, site })}
            href={`#${noteElementId(prefix, note)}`}
            data-note-ref={note}
            aria-label={t('notes.mark', { number: n })}
            underline="hover"
            inherit
            onClick={(e: MouseEvent<HTMLAnchorElement>) => {
              e.preventDefault();
              goToNote(note);
            }}
          >
            [{n}]
          </Anchor>
        );
      })}
    </sup>
  );
}
