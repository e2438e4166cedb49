// Tabs over a list of sections, followed once by the notes on the data and the sources. The notes
// list shows the notes the open tab cites (the rest one click away), and footnote marks and notes
// link to each other (footnotes.ts).
import { Stack } from '@mantine/core';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { NotesAndSources, type NoteBacklink, type NoteId } from '../../sources';
import { useLang } from '../../../lib/localized';
import type { Section } from '../types';
import { useTabSelection } from '../use-tab-selection';
import { citations, FootnotesContext, idPrefix, markElementId, noteElementId, reveal, type Footnotes } from '../footnotes';
import { TabbedSections } from './TabbedSections';

export interface SectionTabsProps {
  sections: readonly Section[];
  defaultTab: string;
  /** Selected tab from the host (URL); invalid or missing means the last chosen or the default. */
  tab?: string;
  onTabChange?: (tab: string) => void;
  /** Accessible name of the tab list. */
  label: string;
}

export function SectionTabs({ sections, defaultTab, tab, onTabChange, label }: SectionTabsProps) {
  const { tr } = useLang();
  const [active, select] = useTabSelection(
    sections.map((s) => s.id),
    defaultTab,
    tab,
    onTabChange,
  );
  const prefix = idPrefix(useId());
  const root = useRef<HTMLDivElement>(null);
  const [allNotes, setAllNotes] = useState(false);
  const cites = useMemo(() => sections.flatMap(citations), [sections]);
  const citedHere = useMemo(() => new Set(cites.filter((c) => c.section === active).map((c) => c.note)), [cites, active]);

  const goToNote = useCallback(
    (note: NoteId) => {
      if (!citedHere.has(note)) setAllNotes(true);
      if (root.current) reveal(root.current, noteElementId(prefix, note));
    },
    [citedHere, prefix],
  );
  const footnotes = useMemo<Footnotes>(() => ({ prefix, goToNote }), [prefix, goToNote]);

  /** Where each note's back link goes: the marks of the open tab, else the first mark in another tab. */
  const backlinks = (note: NoteId): NoteBacklink[] => {
    const here = cites.filter((c) => c.note === note && c.section === active);
    const there = cites.find((c) => c.note === note);
    const targets = here.length ? here : there ? [there] : [];
    return targets.map((c) => ({
      id: markElementId(prefix, c),
      section: c.section === active ? undefined : tr(sections.find((s) => s.id === c.section)!.label),
      go: () => {
        if (c.section !== active) select(c.section);
        if (root.current) reveal(root.current, markElementId(prefix, c));
      },
    }));
  };

  return (
    <FootnotesContext.Provider value={footnotes}>
      <Stack gap="xl" ref={root}>
        <TabbedSections sections={sections} active={active} onChange={select} label={label} />
        <NotesAndSources idPrefix={prefix} citedHere={citedHere} backlinks={backlinks} showAll={allNotes} onShowAllChange={setAllNotes} />
      </Stack>
    </FootnotesContext.Provider>
  );
}
