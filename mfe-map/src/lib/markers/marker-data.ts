// Marker data for the map: positions parsed once per data set (not per frame), so 100,000
// markers redraw without re-parsing the API's coordinate strings. Items without a valid
// position get no marker (they still appear in the keyboard list and the dialog).
import type { InfrastructureItem } from '@forest-city/api-contract';
import { itemPosition } from '../view';
import type { MarkerPhase } from './marker-style';

export interface MarkerDatum {
  item: InfrastructureItem;
  position: [number, number];
  /** What the item was in the year shown (the time control); undefined: as it is now. */
  phase?: MarkerPhase;
}

export function toMarkerData(items: readonly InfrastructureItem[], phases?: ReadonlyMap<string, MarkerPhase>): MarkerDatum[] {
  const out: MarkerDatum[] = [];
  for (const item of items) {
    const position = itemPosition(item);
    if (!position) continue;
    const phase = phases?.get(item.id);
    out.push(phase ? { item, position, phase } : { item, position });
  }
  return out;
}
