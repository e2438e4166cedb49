// What the map shows in a year (the time control, issue 18.7): the items that existed, were being
// built or were planned then, each with its phase, and the islands' extents. Items not begun, and
// not yet planned, that year are left out. Without a year (today) nothing is filtered.
import type { InfrastructureItem } from '@forest-city/api-contract';
import { timeStatusIn } from '@forest-city/contracts';
import { markerColour, markerPaint, type MarkerPhase, type Rgba } from './markers';
import { islandOutline } from './basemap';

const KNOWN_PHASES: readonly string[] = ['existing', 'construction', 'planned'] satisfies readonly MarkerPhase[];

export interface ItemsInYear {
  items: InfrastructureItem[];
  /** Each shown item's phase; empty without a year. */
  phases: Map<string, MarkerPhase>;
}

export function itemsInYear(items: readonly InfrastructureItem[], year: number | null): ItemsInYear {
  if (year === null) return { items: [...items], phases: new Map() };
  const shown: InfrastructureItem[] = [];
  const phases = new Map<string, MarkerPhase>();
  for (const item of items) {
    const status = timeStatusIn(item.time, year);
    if (!status) continue;
    shown.push(item);
    // A status this map does not know (a later API) is drawn as built.
    phases.set(item.id, KNOWN_PHASES.includes(status) ? status : 'existing');
  }
  return { items: shown, phases };
}

/** Counts by phase, for the map's read-only state (`data-phase-counts`) and the legend. */
export function phaseCounts(phases: ReadonlyMap<string, MarkerPhase>): Record<MarkerPhase, number> {
  const counts: Record<MarkerPhase, number> = { existing: 0, construction: 0, planned: 0 };
  for (const phase of phases.values()) counts[phase] += 1;
  return counts;
}

export type LonLat = readonly [number, number];

export interface ExtentDatum {
  id: string;
  ring: readonly LonLat[];
  phase: MarkerPhase;
  fill: Rgba;
  line: Rgba;
  /** The outline as drawn: the ring itself, or its dashes (a planned extent). */
  paths: LonLat[][];
  /** A circle of the island's approved area standing for a shape that is not known (island-outline.ts). */
  schematic: boolean;
}

/** Fill opacity of an extent by phase: a reclaimed island reads as land, a planned one barely. */
const EXTENT_FILL_ALPHA: Record<MarkerPhase, number> = { existing: 80, construction: 48, planned: 22 };

/**
 * The extents of the shown islands, drawn only while a year is chosen: each island of the approval
 * at its approved area (island-outline.ts); another item with an extent of its own, as given.
 */
export function extentsInYear(shown: ItemsInYear): ExtentDatum[] {
  const out: ExtentDatum[] = [];
  for (const item of shown.items) {
    const phase = shown.phases.get(item.id);
    if (!phase) continue;
    const outline = islandOutline(item);
    const ring = outline?.ring ?? (item.extent?.ring as LonLat[] | undefined);
    if (!ring) continue;
    const colour = markerColour(item.type);
    out.push({
      id: item.id,
      ring,
      phase,
      fill: [...colour, EXTENT_FILL_ALPHA[phase]],
      line: phase === 'construction' ? markerPaint(item.type, 'construction').line : [...colour, 235],
      paths: phase === 'planned' ? dashedRing(ring, outline?.schematic ? 32 : 16) : [[...ring]],
      schematic: outline?.schematic ?? false,
    });
  }
  return out;
}

/** Whether two lists of extents draw the same: the same islands, phases and rings, in the same order. */
export function sameExtents(a: readonly ExtentDatum[], b: readonly ExtentDatum[]): boolean {
  return (
    a.length === b.length &&
    a.every((e, i) => {
      const f = b[i]!;
      return (
        e.id === f.id &&
        e.phase === f.phase &&
        e.schematic === f.schematic &&
        e.ring.length === f.ring.length &&
        e.ring.every((p, k) => p[0] === f.ring[k]![0] && p[1] === f.ring[k]![1])
      );
    })
  );
}

/**
 * A closed ring cut into `dashes` dashes of equal length with equal gaps, in the ring's own
 * coordinates (the WebGL map's outline and the preview's draw the same dashes, so both look alike).
 */
export function dashedRing(ring: readonly LonLat[], dashes = 16): LonLat[][] {
  const lengths: number[] = [];
  let total = 0;
  for (let i = 1; i < ring.length; i++) {
    const d = Math.hypot(ring[i]![0] - ring[i - 1]![0], ring[i]![1] - ring[i - 1]![1]);
    lengths.push(d);
    total += d;
  }
  if (total === 0) return [];
  const step = total / (dashes * 2);
  const at = (distance: number): LonLat => {
    let rest = distance;
    for (let i = 0; i < lengths.length; i++) {
      const len = lengths[i]!;
      if (rest <= len || i === lengths.length - 1) {
        const f = len === 0 ? 0 : Math.min(1, rest / len);
        const [a, b] = [ring[i]!, ring[i + 1]!];
        return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
      }
      rest -= len;
    }
    return ring[ring.length - 1]!;
  };
  const vertexDistances: number[] = [];
  lengths.reduce((sum, len) => (vertexDistances.push(sum), sum + len), 0);
  const out: LonLat[][] = [];
  for (let k = 0; k < dashes; k++) {
    const from = 2 * k * step;
    const to = from + step;
    // A dash follows the ring round its corners: the vertices it passes are part of it.
    const corners = vertexDistances.map((d, i) => [d, i] as const).filter(([d]) => d > from && d < to);
    out.push([at(from), ...corners.map(([, i]) => ring[i]!), at(to)]);
  }
  return out;
}
