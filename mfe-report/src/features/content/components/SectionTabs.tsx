// Tabs over a list of sections, followed once by the notes on the data and the sources. The notes
// list shows the notes the open tab cites (the rest one click away), and footnote marks and notes
// link to each other (footnotes.ts).
import { Stack } from '@mantine/core';
import { useCallback, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import type { NoteId } from '../../../lib/notes';
import { useLang } from '../../../lib/localized';
import type { Section } from '../../../lib/content-types';
import { useTabSelection } from '../use-tab-selection';
import { citations, FootnotesContext, idPrefix, markElementId, noteElementId, reveal, type Footnotes, type NoteBacklink, type NotesAndSourcesProps } from '../../../lib/footnotes';
import { BlockViewsContext, type BlockViews } from './ContentBlocks';
import { TabbedSections } from './TabbedSections';

export interface SectionTabsProps {
  sections: readonly Section[];
  defaultTab: string;
  /** Selected tab from the host (URL); invalid or missing means the last chosen or the default. */
  tab?: string;
  onTabChange?: (tab: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** How the blocks that show other features' data are drawn (the app passes them). */
  blockViews: BlockViews;
  /** The notes and sources under the tabs (the app passes them). */
  notes: NotesView;
}

export type NotesView = ComponentType<NotesAndSourcesProps>;
export type { BlockViews };

export function SectionTabs({ sections, defaultTab, tab, onTabChange, label, blockViews, notes: Notes }: SectionTabsProps) {
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
      <BlockViewsContext.Provider value={blockViews}>
        <Stack gap="xl" ref={root}>
          <TabbedSections sections={sections} active={active} onChange={select} label={label} />
          <Notes idPrefix={prefix} citedHere={citedHere} backlinks={backlinks} showAll={allNotes} onShowAllChange={setAllNotes} />
        </Stack>
      </BlockViewsContext.Provider>
    </FootnotesContext.Provider>
  );
}
