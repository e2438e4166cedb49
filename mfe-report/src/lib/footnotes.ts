// Footnote links (issue 18.6): every mark [n] beside a figure links to its note in "Notes on the
// data", and every note links back to the marks that cite it. Ids are built from a prefix unique
// to each rendered SectionTabs (React useId), so the report as a dialog, as the page and as two
// partner elements on one page never share an id. A mark's id names its place in the content
// (section, block, item), so the notes list knows every mark's id from the data alone.
import { createContext, useContext } from 'react';
import type { NoteId } from './notes';
import { timelineEvents } from './timeline-events';
import type { Section } from './content-types';

export interface Citation {
  note: NoteId;
  /** Section (tab) id the mark is in. */
  section: string;
  /** The mark's place inside the section: block index and item, e.g. "b2-fact-investment". */
  site: string;
}

/** Every footnote mark of a section, in reading order. ContentBlocks renders marks at these sites. */
export function citations(section: Section): Citation[] {
  const out: Citation[] = [];
  section.blocks.forEach((block, i) => {
    const add = (site: string, notes: readonly NoteId[] | undefined) => notes?.forEach((note) => out.push({ note, section: section.id, site: `b${i}-${site}` }));
    switch (block.kind) {
      case 'text':
        add('text', block.notes);
        break;
      case 'cards':
        block.cards.forEach((c) => add(`card-${c.id}`, c.notes));
        break;
      case 'keyFacts':
        block.facts.forEach((f) => add(`fact-${f.id}`, f.notes));
        break;
      case 'timeline':
        timelineEvents(block).forEach((e) => add(`event-${e.id}`, e.notes));
        break;
      default:
        break;
    }
  });
  return out;
}

/** React's useId made safe for an id and a `#fragment` (letters, digits, - and _ only). */
export const idPrefix = (reactId: string) => `fc${reactId.replace(/[^A-Za-z0-9_-]/g, '')}`;

export const markElementId = (prefix: string, c: Citation) => `${prefix}-ref-${c.section}-${c.site}-${c.note}`;
export const noteElementId = (prefix: string, note: NoteId) => `${prefix}-note-${note}`;

/** True when the element or one of its ancestors (up to `root`) is not displayed. */
function isHidden(el: HTMLElement, root: HTMLElement): boolean {
  for (let n: HTMLElement | null = el; n && n !== root; n = n.parentElement) if (n.hidden || n.style.display === 'none') return true;
  return false;
}

/**
 * Scroll the element with this id into view inside its scroll container (the dialog's body or the
 * page) and focus it, once it is displayed: after a tab switch or an expanded list, a few frames
 * later. The address bar is never touched (the host owns the URL).
 */
export function reveal(root: HTMLElement, id: string, frames = 30): void {
  const el = root.querySelector<HTMLElement>(`[id="${id}"]`);
  if (el && !isHidden(el, root)) {
    el.scrollIntoView?.({ block: 'center' });
    el.focus({ preventScroll: true });
  } else if (frames > 0) requestAnimationFrame(() => reveal(root, id, frames - 1));
}

export interface Footnotes {
  prefix: string;
  /** Show the note (expanding the list when needed), scroll to it and focus it. */
  goToNote: (note: NoteId) => void;
}

export const FootnotesContext = createContext<Footnotes | null>(null);
/** The section (tab) a block is rendered in. */
export const SectionIdContext = createContext<string>('');

export const useFootnotes = () => useContext(FootnotesContext);
export const useSectionId = () => useContext(SectionIdContext);

/** A link from a note back to a mark that cites it. */
export interface NoteBacklink {
  /** The mark's element id. */
  id: string;
  /** The label of the tab the mark is in, when it is not the open tab. */
  section?: string;
  /** Show the mark (switching tab if needed), scroll to it and focus it. */
  go: () => void;
}

export interface NotesAndSourcesProps {
  /** Prefix of this instance's element ids (unique per rendered dialog or page). */
  idPrefix: string;
  /** Notes the open tab cites: listed even when the full list is folded. */
  citedHere: ReadonlySet<NoteId>;
  backlinks: (note: NoteId) => NoteBacklink[];
  /** Whether every note is listed. */
  showAll: boolean;
  onShowAllChange: (showAll: boolean) => void;
}
