// The content model: every tab of every dialog is a Section made of Blocks. Blocks that show
// shared data (timeline, phases, land use, ...) name the data; texts carry their three languages.
import type { Lang, Localized } from './localized';
import type { NoteId } from './notes';

export interface KeyFact {
  id: string;
  label: Localized;
  /** Formatted from DEVELOPMENT_FACTS, so a figure lives in one place. */
  value: (lang: Lang) => string;
  description: Localized;
  notes?: readonly NoteId[];
}

export interface Card {
  id: string;
  title: Localized;
  /** Optional period or tag shown under the title, e.g. "2016-2020". */
  meta?: Localized;
  body: Localized;
  points?: readonly Localized[];
  notes?: readonly NoteId[];
}

export type Block =
  | { kind: 'text'; text: Localized; notes?: readonly NoteId[] }
  | { kind: 'heading'; text: Localized }
  | { kind: 'list'; title?: Localized; items: readonly Localized[] }
  | { kind: 'cards'; title?: Localized; cards: readonly Card[] }
  | { kind: 'keyFacts'; title?: Localized; facts: readonly KeyFact[] }
  /** The past events; with `planned`, also the planned and projected milestones. */
  | { kind: 'timeline'; title?: Localized; planned?: boolean }
  | { kind: 'developmentPhases' }
  | { kind: 'landUse' }
  | { kind: 'sustainability' }
  | { kind: 'geology' };

export interface Section {
  /** Tab id, as it appears in ?tab= */
  id: string;
  /** Tab label and the section's heading. */
  label: Localized;
  blocks: readonly Block[];
}
