// Interaction to Next Paint per interaction (issue 52.3), from the Event Timing API's entries
// (PerformanceObserver 'event', durationThreshold 16): pure functions, unit-tested in
// __tests__/inp.test.ts. An interaction is the entries that share an interactionId (a tap's
// pointerdown, pointerup and click; a key's keydown and keyup); its latency is the longest of them.

/** The threshold the observer is given: an interaction that took less is reported by no entry. */
export const DURATION_THRESHOLD_MS = 16;
export const INP_BUDGET_MS = 200;

/** One 'event' entry, as the page records it. */
export interface EventEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}

/** A measured action: when it ran (page clock) and how many interactions it is (a tap 1, typing a word one per key). */
export interface ActionWindow {
  action: string;
  from: number;
  to: number;
  interactions: number;
}

/** The interactions of the entries: by interactionId (0, an event that is no interaction, left out), the longest entry's duration, the first entry's start. */
export function interactions(entries: readonly EventEntry[]): { id: number; startTime: number; latency: number }[] {
  const byId = new Map<number, { id: number; startTime: number; latency: number }>();
  for (const e of entries) {
    if (!e.interactionId) continue;
    const i = byId.get(e.interactionId);
    if (!i) byId.set(e.interactionId, { id: e.interactionId, startTime: e.startTime, latency: e.duration });
    else {
      i.startTime = Math.min(i.startTime, e.startTime);
      i.latency = Math.max(i.latency, e.duration);
    }
  }
  return [...byId.values()].sort((a, b) => a.startTime - b.startTime);
}

/**
 * Each action's samples: the latency of every interaction that started in one of its windows; a
 * window with fewer reported interactions than it holds counts the others at the threshold (they
 * took less, or the observer would have reported them): an upper bound, never a missing sample.
 */
export function samplesByAction(entries: readonly EventEntry[], windows: readonly ActionWindow[]): Record<string, number[]> {
  const all = interactions(entries);
  const out: Record<string, number[]> = {};
  for (const w of windows) {
    const inside = all.filter((i) => i.startTime >= w.from && i.startTime <= w.to).map((i) => i.latency);
    const padded = [...inside, ...Array.from({ length: Math.max(0, w.interactions - inside.length) }, () => DURATION_THRESHOLD_MS)];
    (out[w.action] ??= []).push(...padded);
  }
  return out;
}

/** The 75th percentile by nearest rank (as INP's p75 over page views): the value at rank ceil(0.75 n). */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.ceil(0.75 * s.length) - 1]!;
}

/** The kinds of interaction measured (issue 52.3), by the name each figure has. */
export const ACTIONS = {
  sidebar: 'open the sidebar',
  open: (button: string) => `open ${button}`,
  close: (button: string) => `close ${button} (Escape)`,
  tabs: 'switch tabs (Monthly Water Balance)',
  layer: (layer: string) => `toggle the layer ${layer}`,
  drag: 'drag the year slider',
  play: 'play or pause the year slider',
  item: 'open an item (item list)',
  base: 'change the base layer (menu, then a layer)',
  searchOpen: 'open search',
  type: 'type in search (each key)',
};

/** Every action a run should have measured, in the report's order. */
export function expectedActions(dialogButtons: readonly string[], layers: readonly string[]): string[] {
  return [
    ACTIONS.sidebar,
    ...dialogButtons.flatMap((b) => [ACTIONS.open(b), ACTIONS.close(b)]),
    ACTIONS.tabs,
    ...layers.map(ACTIONS.layer),
    ACTIONS.drag,
    ACTIONS.play,
    ACTIONS.item,
    ACTIONS.base,
    ACTIONS.searchOpen,
    ACTIONS.type,
  ];
}
