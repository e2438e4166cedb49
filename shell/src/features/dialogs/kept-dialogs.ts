// Which closed dialogs stay mounted, hidden (DialogHost.tsx). A few, the last opened: each keeps
// its whole tree (charts, tables) in a phone's memory, and a visitor goes back mostly to the
// dialog just closed. None across a change of language: hidden, they would render again in the new
// language, making the change slower, for dialogs the visitor may not open again.

/** How many dialogs stay mounted: the last opened, the open one among them. */
export const KEPT_DIALOGS = 3;

export interface KeptDialogs {
  /** The language they were rendered in. */
  readonly lang: string;
  /** Dialog ids, the least recently opened first; the open one (if any) last. */
  readonly ids: readonly string[];
}

/** `kept` once dialog `open` (or none) is open in language `lang`: the same object when nothing changes. */
export function keptAfter(kept: KeptDialogs, open: string | null, lang: string): KeptDialogs {
  if (kept.lang !== lang) return { lang, ids: open ? [open] : [] };
  if (open === null || kept.ids.at(-1) === open) return kept;
  const ids = [...kept.ids.filter((id) => id !== open), open];
  return { lang, ids: ids.slice(-KEPT_DIALOGS) };
}
